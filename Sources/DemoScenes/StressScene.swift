import TableKit

/// Ten million rows: 10,000 sections of 1,000 rows, each row 44 points and showing its number,
/// each section headed "Rows 1,000–1,999", and an index "0"..."9" jumping by the million.
///
/// Sections of 1,000 keep a floating header always in view and give the index something to jump
/// to. Heights are fixed (`rowHeight = 44`, `sectionHeaderHeight = 28`, no footers), so the
/// table builds its layout from ten thousand uniform runs without asking for a single row height
/// and without measuring a single cell off screen.
@MainActor
public final class StressScene: TableViewDataSource, TableViewDelegate {
  /// The scene as the catalog lists it.
  public static let scene = DemoScene(
    name: "stress", title: "10 Million Rows",
    summary: "10,000,000 fixed-height rows in 10,000 sections of 1,000, index by the million"
  ) { frame, appearance in
    StressScene(appearance: appearance).makeTable(frame: frame)
  }

  /// Rows per section.
  public static let rowsPerSection = 1_000
  /// Sections.
  public static let sectionCount = 10_000
  /// All rows.
  public static var rowCount: Int { rowsPerSection * sectionCount }

  private static let cellIdentifier = "number"
  /// The sizes drawn at.
  let appearance: SceneAppearance

  /// Creates the scene's controller.
  public init(appearance: SceneAppearance = .standard) {
    self.appearance = appearance
  }

  /// A plain table of numbered rows, owning this controller.
  public func makeTable(frame: CGRect) -> TableView {
    let table = SceneTableView(frame: frame, style: .plain, controller: self)
    table.rowHeight = appearance.rowHeight
    table.sectionHeaderHeight = Metrics.plainHeaderHeight
    table.sectionFooterHeight = 0
    return table
  }

  /// `value` with a comma every three digits, independent of the locale.
  public static func grouped(_ value: Int) -> String { GroupedDigits.string(value) }

  /// The number of the row at `indexPath` across the whole table.
  static func number(of indexPath: IndexPath) -> Int {
    indexPath.section * rowsPerSection + indexPath.row
  }

  // MARK: - Data source

  /// Ten thousand.
  public func numberOfSections(in tableView: TableView) -> Int { Self.sectionCount }

  /// A thousand.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    Self.rowsPerSection
  }

  /// A value1 cell: "Row 1,234,567" and its row in the section, "row 567" (the floating header
  /// names the section).
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
      ?? TableViewCell(style: .value1, reuseIdentifier: Self.cellIdentifier)
    cell.textLabel?.text = "Row \(Self.grouped(Self.number(of: indexPath)))"
    cell.textLabel?.font = appearance.titleFont
    cell.detailTextLabel?.text = "row \(indexPath.row)"
    cell.detailTextLabel?.font = appearance.valueFont
    return cell
  }

  /// "Rows 1,000–1,999".
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    let first = section * Self.rowsPerSection
    return "Rows \(Self.grouped(first))–\(Self.grouped(first + Self.rowsPerSection - 1))"
  }

  /// "0" ... "9": the millions (single characters fit the index column).
  public func sectionIndexTitles(for tableView: TableView) -> [String]? {
    (0..<10).map { String($0) }
  }

  /// The first section of the million.
  public func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index * 1_000_000 / Self.rowsPerSection
  }
}
