import TableKit

/// A settings screen in iOS 13's inset grouped look (rounded cards on gray): icons, value1
/// details, disclosure chevrons, switches as accessory views (Airplane Mode, Wi-Fi), a section
/// of networks where a checkmark marks the chosen one, a row with a detail disclosure button,
/// and footer notes.
@MainActor
public final class SettingsScene: TableViewDataSource, TableViewDelegate, SceneNavigating {
  /// The scene as the catalog lists it.
  public static let scene = DemoScene(
    name: "settings", title: "Settings",
    summary:
      "inset grouped settings: icons, values, chevrons, switches, checkmarks, footers, info button"
  ) { frame, appearance in
    SettingsScene(appearance: appearance).makeTable(frame: frame)
  }

  /// What a row shows on its trailing side.
  enum Trailing: Equatable {
    /// A chevron, with an optional gray value before it.
    case disclosure(value: String?)
    /// A gray value alone.
    case value(String)
    /// A switch with its key in `switches`.
    case toggle(String)
    /// A checkmark when the row is the chosen network.
    case choice
    /// An info button and a chevron, with an optional value.
    case detailDisclosure(value: String?)
  }

  /// One row of the screen.
  struct Row: Equatable {
    var title: String
    var icon: String?
    var trailing: Trailing
  }

  /// One group of rows.
  struct Section: Equatable {
    var header: String?
    var footer: String?
    var rows: [Row]
  }

  /// The groups, top to bottom.
  let sections: [Section] = [
    Section(
      header: nil, footer: nil,
      rows: [
        Row(title: "Airplane Mode", icon: "icon-airplane", trailing: .toggle("airplane")),
        Row(title: "Wi-Fi", icon: "icon-wifi", trailing: .disclosure(value: "Home Network")),
        Row(title: "Notifications", icon: "icon-notifications", trailing: .disclosure(value: nil)),
      ]),
    Section(
      header: "Wi-Fi",
      footer: "Known networks will be joined automatically. If no known networks are available, "
        + "you will be asked before joining a new network.",
      rows: [
        Row(title: "Wi-Fi", icon: nil, trailing: .toggle("wifi")),
        Row(title: "Home Network", icon: nil, trailing: .choice),
        Row(title: "Office", icon: nil, trailing: .choice),
        Row(title: "Café Guest", icon: nil, trailing: .choice),
        Row(title: "Personal Hotspot", icon: nil, trailing: .detailDisclosure(value: "Off")),
      ]),
    Section(
      header: "Device", footer: nil,
      rows: [
        Row(title: "General", icon: "icon-general", trailing: .disclosure(value: nil)),
        Row(
          title: "Display & Brightness", icon: "icon-display",
          trailing: .disclosure(value: "Automatic")),
      ]),
    Section(
      header: "About", footer: "TableKit draws every row of this screen with SDL2.",
      rows: [
        Row(title: "Name", icon: nil, trailing: .value("TableKit Demo")),
        Row(title: "Version", icon: nil, trailing: .value("1.0 (42)")),
        Row(title: "Renderer", icon: nil, trailing: .value("SDL2")),
      ]),
  ]

  /// The options chosen on the pages, by key: the Auto-Lock delay, the notification previews,
  /// the hotspot (the appearance and text size are the application's, `DemoDisplaySettings`).
  private(set) var choices = [
    "autoLock": "30 Seconds", "previews": "When Unlocked",
    "hotspot": "Off",
  ]

  /// The switches' values by key.
  private(set) var switches = ["airplane": false, "wifi": true]
  /// The row of the chosen network.
  private(set) var chosenNetwork = IndexPath(row: 1, section: 1)
  /// The sizes drawn at.
  let appearance: SceneAppearance
  /// The layout direction forced on the table, if any.
  let semanticContentAttribute: SemanticContentAttribute

  /// Creates the scene's controller.
  public init(
    appearance: SceneAppearance = .standard,
    semanticContentAttribute: SemanticContentAttribute = .unspecified
  ) {
    self.appearance = appearance
    self.semanticContentAttribute = semanticContentAttribute
  }

  /// An inset grouped table showing the settings, owning this controller.
  public func makeTable(frame: CGRect) -> TableView {
    let table = SceneTableView(frame: frame, style: .insetGrouped, controller: self)
    // As the iPad's Settings: on a wide window the cards keep to a readable column.
    table.cellLayoutMarginsFollowReadableWidth = true
    table.rowHeight = appearance.tableRowHeight
    table.semanticContentAttribute = semanticContentAttribute
    return table
  }

  private func row(at indexPath: IndexPath) -> Row {
    sections[indexPath.section].rows[indexPath.row]
  }

  // MARK: - Data source

  /// The groups.
  public func numberOfSections(in tableView: TableView) -> Int { sections.count }

  /// The group's rows.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  /// A value1 cell filled through its content configuration (iOS 14's way, as today's Settings
  /// code does); switch rows reuse only among themselves, so that a switch never lands on a row
  /// that has none.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    let row = row(at: indexPath)
    var identifier = "setting"
    if case .toggle = row.trailing { identifier = "setting-switch" }
    let cell =
      tableView.dequeueReusableCell(withIdentifier: identifier)
      ?? TableViewCell(style: .value1, reuseIdentifier: identifier)
    var content = cell.defaultContentConfiguration()
    content.text = row.title
    content.image = row.icon.flatMap(Image.init(named:))
    content.textProperties.font = appearance.titleFont
    content.secondaryTextProperties.font = appearance.valueFont
    // Each text keeps to one line, as the classic labels do.
    content.textProperties.numberOfLines = 1
    content.secondaryTextProperties.numberOfLines = 1
    cell.selectionStyle = .gray
    cell.accessoryType = .none
    switch row.trailing {
    case .disclosure(let value):
      content.secondaryText = currentValue(ofRowTitled: row.title) ?? value
      cell.accessoryType = .disclosureIndicator
    case .value(let value):
      content.secondaryText = value
      cell.selectionStyle = .none
    case .toggle(let key):
      let toggle = (cell.accessoryView as? Switch) ?? Switch()
      toggle.setOn(switches[key] ?? false, animated: false)
      toggle.valueChanged = { [weak self] control in self?.switches[key] = control.isOn }
      cell.accessoryView = toggle
      cell.selectionStyle = .none
    case .choice:
      cell.accessoryType = indexPath == chosenNetwork ? .checkmark : .none
    case .detailDisclosure(let value):
      content.secondaryText = currentValue(ofRowTitled: row.title) ?? value
      cell.accessoryType = .detailDisclosureButton
    }
    cell.contentConfiguration = content
    return cell
  }

  /// The group's header.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  /// The group's footer note.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    sections[section].footer
  }

  // MARK: - Delegate

  /// A row with a page (a chevron) opens it when the scene is in a navigation controller (the
  /// row stays selected under it); choosing a network moves the checkmark to it, and the Wi-Fi
  /// row above shows it.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let row = row(at: indexPath)
    if openPage(ofRowTitled: row.title, from: tableView) { return }
    // Settings rows act and let go of their highlight, as in iOS's Settings.
    tableView.deselectRow(at: indexPath, animated: true)
    guard row.trailing == .choice, indexPath != chosenNetwork else { return }
    tableView.cellForRow(at: chosenNetwork)?.accessoryType = .none
    tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
    chosenNetwork = indexPath
    tableView.reconfigureRows(at: rowsShowingChoices.filter { tableView.cellForRow(at: $0) != nil })
  }

  /// The (i) button opens the row's page, as the row itself does.
  public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  {
    _ = openPage(ofRowTitled: row(at: indexPath).title, from: tableView)
  }

  /// Pushes the page of the row titled `title`, when it has one and the table is in a
  /// navigation controller.
  /// - Returns: Whether a page opened.
  private func openPage(ofRowTitled title: String, from tableView: TableView) -> Bool {
    guard let navigation = tableView.closestViewController?.navigationController,
      let page = page(forRowTitled: title)
    else { return false }
    navigation.pushViewController(page, animated: true)
    return true
  }

  /// The rows whose value is what a choice made (the Wi-Fi row's network, a page's option).
  private var rowsShowingChoices: [IndexPath] {
    sections.indices.flatMap { section in
      sections[section].rows.indices.compactMap { index in
        let indexPath = IndexPath(row: index, section: section)
        let row = row(at: indexPath)
        switch row.trailing {
        case .disclosure, .detailDisclosure:
          return currentValue(ofRowTitled: row.title) == nil ? nil : indexPath
        case .value, .toggle, .choice:
          return nil
        }
      }
    }
  }

  // MARK: - Pages

  /// The value a row shows that a page chose, or nil to show the row's own.
  private func currentValue(ofRowTitled title: String) -> String? {
    switch title {
    case "Wi-Fi": return chosenNetworkName
    case "Display & Brightness": return DemoDisplaySettings.shared.appearance.title
    case "Personal Hotspot": return choices["hotspot"]
    default: return nil
    }
  }

  /// The chosen network's name.
  var chosenNetworkName: String { row(at: chosenNetwork).title }

  /// Chooses the network called `name`.
  func chooseNetwork(named name: String) {
    guard let index = sections[1].rows.firstIndex(where: { $0.title == name }) else { return }
    chosenNetwork = IndexPath(row: index, section: 1)
  }

  /// Chooses `option` for the page setting `key`.
  func choose(_ option: String, for key: String) {
    choices[key] = option
  }

  /// No bar buttons: Settings has none.
  public func sceneDidLoad(in controller: ViewController) {}

  /// Coming back from a page shows what it chose.
  public func sceneWillAppear(in controller: ViewController, table: TableView) {
    if let visible = table.indexPathsForVisibleRows { table.reconfigureRows(at: visible) }
  }
}
