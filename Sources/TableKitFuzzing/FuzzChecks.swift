import Foundation

@testable import TableKit

/// What a table at rest must agree on with its `FuzzModel`, as lists of problems in plain
/// words (empty when it agrees), so that tests, `table-fuzz` and the shrinker judge alike.
@MainActor
public enum FuzzChecks {
  /// The counts: as many sections as the model, and as many rows in each. True even while
  /// updates animate.
  /// - Returns: The problems; empty when the counts agree.
  public static func countProblems(_ table: TableView, _ model: FuzzModel) -> [String] {
    guard table.numberOfSections == model.sections.count else {
      return ["the table has \(table.numberOfSections) sections, the model \(model.sections.count)"]
    }
    for (section, items) in model.sections.enumerated()
    where table.numberOfRows(inSection: section) != items.count {
      return [
        "section \(section) has \(table.numberOfRows(inSection: section)) rows, "
          + "the model \(items.count)"
      ]
    }
    return []
  }

  /// Everything a table at rest agrees on with its model: counts; rows on screen measured
  /// (their own height, or their cell's fitting height), tiling, each with its cell at its row
  /// showing its own item's title; headers and footers titled, measured and where the layout
  /// puts them (floating in plain tables), and only for sections on screen; a selection of
  /// rows that exist; prefetch calls naming rows of the model; the content size and the table
  /// header view where they belong.
  /// - Returns: The problems; empty when the table agrees with the model.
  public static func problems(_ table: TableView, _ model: FuzzModel) -> [String] {
    var problems = model.prefetchProblems
    model.prefetchProblems.removeAll()
    // Nothing else can be compared when the counts differ.
    let counts = countProblems(table, model)
    guard counts.isEmpty else { return problems + counts }
    problems += rowProblems(table, model)
    problems += headerFooterProblems(table, model)
    for selected in table.indexPathsForSelectedRows ?? []
    where selected.section >= model.sections.count
      || selected.row >= model.sections[selected.section].count
    {
      problems.append("the selection holds \(selected), which is not a row")
    }
    if table.contentSize.height != table.layout.contentHeight {
      problems.append(
        "the content size's height \(table.contentSize.height) is not the layout's "
          + "\(table.layout.contentHeight)")
    }
    let headerHeight = table.tableHeaderView?.frame.height ?? 0
    if table.rectForSection(0).minY != headerHeight {
      problems.append(
        "section 0 starts at \(table.rectForSection(0).minY), not below the table header "
          + "(\(headerHeight))")
    }
    if let header = table.tableHeaderView,
      header.frame.minY != 0 || header.frame.width != table.frame.width
    {
      problems.append("the table header view is at \(short(header.frame))")
    }
    return problems
  }

  /// The height a self-sizing row of `item` has at the table's row width, from a cell of its
  /// own.
  public static func fittingHeight(of item: FuzzItem, in table: TableView) -> CGFloat {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.numberOfLines = 0
    cell.textLabel?.text = item.text
    return cell.sizeThatFits(CGSize(width: table.rowWidth, height: .greatestFiniteMagnitude))
      .height
  }

  /// The rows on screen: measured, tiling, and each cell at its row showing its own item.
  private static func rowProblems(_ table: TableView, _ model: FuzzModel) -> [String] {
    var problems: [String] = []
    var previous: CGRect?
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      let rect = table.rectForRow(at: indexPath)
      let item = model.sections[indexPath.section][indexPath.row]
      let expected = model.selfSizing ? fittingHeight(of: item, in: table) : item.height
      if rect.height != expected {
        problems.append(
          "\(indexPath) (item \(item.id)) is \(rect.height) points tall, not \(expected)")
      }
      if let previous, indexPath.row > 0, rect.minY != previous.maxY,
        table.rectForRow(at: IndexPath(row: indexPath.row - 1, section: indexPath.section))
          == previous
      {
        problems.append("rows before \(indexPath) do not tile")
      }
      previous = rect
      let cell = table.cellForRow(at: indexPath)
      if cell?.frame != rect {
        problems.append(
          "the cell of \(indexPath) is at \(cell.map { short($0.frame) } ?? "nowhere"), "
            + "its row at \(short(rect))")
      }
      if cell?.textLabel?.text != item.text {
        problems.append(
          "the cell of \(indexPath) shows \(quoted(cell?.textLabel?.text)), "
            + "its row's item \(quoted(item.text)): the user sees another row's data")
      }
    }
    return problems
  }

  /// Headers and footers show their sections' titles where the layout puts them (floating in
  /// plain tables), measured, and only sections with one on screen have it.
  private static func headerFooterProblems(_ table: TableView, _ model: FuzzModel) -> [String] {
    var problems: [String] = []
    for isHeader in [true, false] where isHeader || model.hasFooters {
      let kind = isHeader ? "header" : "footer"
      let onScreen = Set(
        isHeader
          ? table.layout.sectionsWithVisibleHeaders(in: table.bounds)
          : table.layout.sectionsWithVisibleFooters(in: table.bounds))
      for section in 0..<model.sections.count {
        let view =
          (isHeader
            ? table.displayedHeaderView(forSection: section)
            : table.displayedFooterView(forSection: section))
          as? TableViewHeaderFooterView
        guard onScreen.contains(section) else {
          if view != nil { problems.append("section \(section) off screen has a \(kind) view") }
          continue
        }
        let place =
          isHeader
          ? table.rectForHeader(inSection: section) : table.rectForFooter(inSection: section)
        let visible = table.floatingRect
        let expected =
          table.style != .plain
          ? place
          : isHeader
            ? table.layout.floatingHeaderFrame(inSection: section, visibleRect: visible)
            : table.layout.floatingFooterFrame(inSection: section, visibleRect: visible)
        // A grouped table's standard headers show the data source's title uppercased; the
        // delegate's own header views show their text as set.
        let uppercases = isHeader && table.style != .plain && !model.customHeaderViews
        let title =
          isHeader
          ? (uppercases ? model.headerText(section).uppercased() : model.headerText(section))
          : FuzzModel.footerText(model.sectionIDs[section])
        if view?.frame != expected {
          problems.append(
            "the \(kind) of section \(section) is at \(view.map { short($0.frame) } ?? "nowhere"), "
              + "not \(short(expected))")
        }
        if view?.textLabel?.text != title {
          problems.append(
            "the \(kind) of section \(section) shows \(quoted(view?.textLabel?.text)), "
              + "not \(quoted(title))")
        }
        let measured = view?.sizeThatFits(CGSize(width: table.rowWidth, height: 0)).height
        if place.height != measured {
          problems.append(
            "the \(kind) of section \(section) is \(place.height) points tall, "
              + "not its measured \(measured.map { "\($0)" } ?? "nil")")
        }
      }
    }
    return problems
  }

  /// A rect as "(x, y, width×height)".
  static func short(_ rect: CGRect) -> String {
    func number(_ value: CGFloat) -> String {
      value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
    return "(\(number(rect.minX)), \(number(rect.minY)), "
      + "\(number(rect.width))×\(number(rect.height)))"
  }

  /// A text in quotes, or "nothing".
  private static func quoted(_ text: String?) -> String {
    guard let text else { return "nothing" }
    let short = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
    return "\"\(short)\""
  }
}
