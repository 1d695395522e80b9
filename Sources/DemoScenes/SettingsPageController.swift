import TableKit

/// A page of the settings scene pushed from a row, as iOS's Settings: groups of rows that lead
/// further (a chevron and the current value), rows that show a value, and lists of options where
/// a checkmark marks the chosen one. Choosing an option moves the checkmark; the page it came
/// from shows the new value when the user goes back.
@MainActor
final class SettingsPageController: TableViewController {
  /// One row of a page.
  enum Row {
    /// Leads to another page: a chevron, with the current value before it.
    case link(String, value: @MainActor () -> String?, open: @MainActor () -> ViewController)
    /// A title and a gray value.
    case info(String, String)
    /// An option of the page's choice: checked when it is the chosen one.
    case option(String)
  }

  /// One group of rows.
  struct Section {
    var header: String?
    var footer: String?
    var rows: [Row]
  }

  /// The choice a page's options make: read the chosen option, choose another.
  struct Choice {
    var chosen: @MainActor () -> String
    var choose: @MainActor (String) -> Void
  }

  let sections: [Section]
  private let choice: Choice?
  private let appearance: SceneAppearance
  private var hasAppeared = false

  /// Creates a page.
  /// - Parameters:
  ///   - title: The page's title, in the bar (and the next page's back button).
  ///   - sections: Its groups.
  ///   - choice: What its option rows choose, when it has any.
  ///   - appearance: The sizes drawn at.
  init(
    title: String, sections: [Section], choice: Choice? = nil, appearance: SceneAppearance
  ) {
    self.sections = sections
    self.choice = choice
    self.appearance = appearance
    super.init(style: .insetGrouped)
    self.title = title
    navigationItem.largeTitleDisplayMode = .never
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  /// Rows keep the scene's height.
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = appearance.tableRowHeight
    tableView.cellLayoutMarginsFollowReadableWidth = true
  }

  /// Coming back shows the values the pages after this one changed.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if hasAppeared, let visible = tableView.indexPathsForVisibleRows {
      tableView.reconfigureRows(at: visible)
    }
  }

  /// Remembers the first appearance.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    hasAppeared = true
  }

  private func row(at indexPath: IndexPath) -> Row { sections[indexPath.section].rows[indexPath.row] }

  override func numberOfSections(in tableView: TableView) -> Int { sections.count }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "page")
      ?? TableViewCell(style: .value1, reuseIdentifier: "page")
    var content = cell.defaultContentConfiguration()
    content.textProperties.font = appearance.titleFont
    content.secondaryTextProperties.font = appearance.valueFont
    content.textProperties.numberOfLines = 1
    content.secondaryTextProperties.numberOfLines = 1
    cell.selectionStyle = .gray
    switch row(at: indexPath) {
    case .link(let title, let value, _):
      content.text = title
      content.secondaryText = value()
      cell.accessoryType = .disclosureIndicator
    case .info(let title, let value):
      content.text = title
      content.secondaryText = value
      cell.accessoryType = .none
      cell.selectionStyle = .none
    case .option(let title):
      content.text = title
      cell.accessoryType = choice?.chosen() == title ? .checkmark : .none
    }
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  {
    sections[section].header
  }

  override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  {
    sections[section].footer
  }

  /// Values cannot be tapped.
  override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    if case .info = row(at: indexPath) { return nil }
    return indexPath
  }

  /// A link pushes its page (the row stays selected under it); an option becomes the choice.
  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    switch row(at: indexPath) {
    case .link(_, _, let open):
      navigationController?.pushViewController(open(), animated: true)
    case .option(let title):
      tableView.deselectRow(at: indexPath, animated: true)
      choice?.choose(title)
      for section in sections.indices {
        for (index, candidate) in sections[section].rows.enumerated() {
          guard case .option(let option) = candidate else { continue }
          tableView.cellForRow(at: IndexPath(row: index, section: section))?.accessoryType =
            option == title ? .checkmark : .none
        }
      }
    case .info:
      tableView.deselectRow(at: indexPath, animated: true)
    }
  }
}
