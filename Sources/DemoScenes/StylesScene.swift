import TableKit

/// A catalog of the standard cells: each of the four styles with and without an image (value2
/// shows none) crossed with every accessory type, then a section of multi-line rows
/// (`numberOfLines = 0`) that size themselves with `TableView.automaticDimension`.
@MainActor
public final class StylesScene: TableViewDataSource, TableViewDelegate {
  /// The scene as the catalog lists it.
  public static let scene = DemoScene(
    name: "styles", title: "Cell Styles",
    summary: "every cell style × image × accessory type, plus self-sizing multi-line rows"
  ) { frame, appearance in
    StylesScene(appearance: appearance).makeTable(frame: frame)
  }

  /// One row of the catalog.
  struct Row {
    var style: TableViewCell.CellStyle
    var accessory: TableViewCell.AccessoryType
    var image: String?
    var title: String
    var detail: String?
    var isMultiline = false
  }

  /// One section: a title and its rows.
  struct Section {
    var title: String
    var rows: [Row]
  }

  /// Every accessory type with the name shown in its row.
  static let accessories: [(TableViewCell.AccessoryType, String)] = [
    (.none, "None"), (.disclosureIndicator, "Disclosure"),
    (.detailDisclosureButton, "Detail Disclosure"),
    (.checkmark, "Checkmark"), (.detailButton, "Detail Button"),
  ]

  /// The sections: one per style, then the multi-line rows.
  let sections: [Section]
  /// The sizes drawn at.
  let appearance: SceneAppearance

  /// Creates the scene's controller.
  public init(appearance: SceneAppearance = .standard) {
    self.appearance = appearance
    let styles: [(TableViewCell.CellStyle, String, String?)] = [
      (.default, "Default", nil), (.value1, "Value 1", "Detail"),
      (.value2, "Value 2", "Detail text"),
      (.subtitle, "Subtitle", "A smaller gray detail"),
    ]
    let icons = [
      "icon-general", "icon-wifi", "icon-notifications", "icon-display", "icon-airplane",
    ]
    var sections = styles.map { style, name, detail in
      var rows: [Row] = []
      for (index, (accessory, accessoryName)) in Self.accessories.enumerated() {
        let title = style == .value2 ? accessoryName.lowercased() : accessoryName
        rows.append(
          Row(style: style, accessory: accessory, image: nil, title: title, detail: detail))
        if style != .value2 {
          rows.append(
            Row(
              style: style, accessory: accessory, image: icons[index], title: accessoryName,
              detail: detail))
        }
      }
      return Section(title: name, rows: rows)
    }
    let long =
      "A long title that wraps onto as many lines as it needs, because numberOfLines is 0 and "
      + "the row height is automatic."
    sections.append(
      Section(
        title: "Multi-line, self-sizing",
        rows: [
          Row(
            style: .default, accessory: .none, image: nil, title: long, detail: nil,
            isMultiline: true),
          Row(
            style: .subtitle, accessory: .disclosureIndicator, image: "avatar-green",
            title: "Subtitle with a detail that runs on",
            detail: "Both labels wrap: the detail below says more than one line can hold at "
              + "this width, so the row grows to fit every line of it.",
            isMultiline: true),
          Row(
            style: .value1, accessory: .checkmark, image: nil,
            title: "A value1 title long enough to wrap", detail: "Value", isMultiline: true),
          Row(
            style: .value2, accessory: .none, image: nil, title: "address",
            detail: "1 Infinite Loop\nCupertino, CA 95014\nUnited States", isMultiline: true),
        ]))
    self.sections = sections
  }

  /// A plain table of the catalog, owning this controller; rows size themselves.
  public func makeTable(frame: CGRect) -> TableView {
    let table = SceneTableView(frame: frame, style: .plain, controller: self)
    table.rowHeight = TableView.automaticDimension
    return table
  }

  // MARK: - Data source

  /// One section per style, and the multi-line one.
  public func numberOfSections(in tableView: TableView) -> Int { sections.count }

  /// The section's rows.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  /// A cell of the row's style, reused per style.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    let row = sections[indexPath.section].rows[indexPath.row]
    let identifier = "style-\(row.style)"
    let cell =
      tableView.dequeueReusableCell(withIdentifier: identifier)
      ?? TableViewCell(style: row.style, reuseIdentifier: identifier)
    cell.textLabel?.text = row.title
    cell.detailTextLabel?.text = row.detail
    cell.imageView?.image = row.image.flatMap(Image.init(named:))
    cell.accessoryType = row.accessory
    let lines = row.isMultiline ? 0 : 1
    cell.textLabel?.numberOfLines = lines
    cell.detailTextLabel?.numberOfLines = lines
    if appearance.isEnlarged, row.style != .value2 {
      cell.textLabel?.font = appearance.titleFont
    }
    return cell
  }

  /// The style's name.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }
}
