import Foundation

@testable import TableKit

/// What must hold in a running program whatever input it was given, as problems in plain words
/// (empty when all holds): geometry is finite, and no view was given a frame that is not; every table agrees with its data source and its
/// visible cells show their own rows; navigation stacks and presentations are consistent, with
/// only the controllers on screen appeared; at most one text field is first responder; memory
/// stays bounded.
@MainActor
public struct MonkeyInvariants {
  /// Resident memory at the first check, in bytes.
  private var firstResident: Int?
  /// How far resident memory may grow past the first check, in bytes.
  public var residentGrowthBound = 768 << 20
  /// How many views a tree may hold.
  public var viewBound = 200_000

  /// Creates the checks.
  public init() {}

  /// Checks the tree under `root` (a window, usually).
  /// - Returns: The problems, each naming its check first (`geometry:`, `table:`,
  ///   `navigation:`, `responders:`, `memory:`).
  public mutating func problems(in root: View) -> [String] {
    var problems: [String] = []
    var views = 0
    var firstResponders: [TextField] = []
    var tables: [TableView] = []
    visit(root) { view in
      views += 1
      if !Self.isFinite(view.frame) || !Self.isFinite(view.bounds) {
        problems.append(
          "geometry: \(Self.name(of: view)) has frame \(Self.short(view.frame)) and bounds "
            + Self.short(view.bounds))
      } else if let given = view.unusableFrame {
        // Views make such frames finite; a layout that computed one still has a bug.
        problems.append("geometry: \(Self.name(of: view)) was given the frame \(Self.short(given))")
      }
      if let field = view as? TextField, field.isFirstResponder { firstResponders.append(field) }
      if let table = view as? TableView, !view.isHidden { tables.append(table) }
    }
    if views > viewBound {
      problems.append("memory: the tree holds \(views) views (bound \(viewBound))")
    }
    if let problem = Self.responderProblem(among: firstResponders) { problems.append(problem) }
    for table in tables { problems += Self.tableProblems(table) }
    if let window = root as? Window { problems += Self.controllerProblems(in: window) }
    problems += memoryProblems()
    return problems
  }

  /// The problem when more than one of the fields found editing in one tree is first responder.
  public static func responderProblem(among firstResponders: [TextField]) -> String? {
    guard firstResponders.count > 1 else { return nil }
    return "responders: \(firstResponders.count) text fields are first responder at once ("
      + firstResponders.map { "'\($0.placeholder ?? $0.text ?? "")'" }.joined(separator: ", ") + ")"
  }

  private func visit(_ view: View, _ body: (View) -> Void) {
    body(view)
    for subview in view.subviews { visit(subview, body) }
  }

  static func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite
      && rect.height.isFinite
  }

  static func name(of view: View) -> String { String(describing: type(of: view)) }

  static func short(_ rect: CGRect) -> String {
    "(\(rect.minX), \(rect.minY), \(rect.width)×\(rect.height))"
  }

  // MARK: - Tables

  /// Counts against the data source, and at rest, each visible cell at its row showing what
  /// the data source gives for that row.
  static func tableProblems(_ table: TableView) -> [String] {
    guard let dataSource = table.dataSource, table.transaction.openBatch == nil else { return [] }
    let sections = dataSource.numberOfSections(in: table)
    guard table.numberOfSections == sections else {
      return ["table: the table has \(table.numberOfSections) sections, its data source \(sections)"]
    }
    for section in 0..<min(sections, 10_000) {
      let rows = dataSource.tableView(table, numberOfRowsInSection: section)
      if table.numberOfRows(inSection: section) != rows {
        return [
          "table: section \(section) has \(table.numberOfRows(inSection: section)) rows, "
            + "its data source \(rows)"
        ]
      }
    }
    guard !table.needsAnimationFrame, table.window != nil else { return [] }
    var problems: [String] = []
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      guard let cell = table.cellForRow(at: indexPath) else {
        problems.append("table: the visible row \(indexPath) has no cell")
        continue
      }
      if table.indexPath(for: cell) != indexPath {
        problems.append(
          "table: the cell of \(indexPath) says it is at \(table.indexPath(for: cell).map { "\($0)" } ?? "no row")")
      }
      let expected = shownTexts(of: dataSourceCell(for: indexPath, of: table, beside: cell))
      let shown = shownTexts(of: cell)
      if expected != shown {
        problems.append(
          "table: the cell of \(indexPath) shows \(shown), its row \(expected): "
            + "the user sees another row's data")
      }
    }
    return problems
  }

  /// The cell the data source makes for `indexPath` now, given back for reuse afterwards.
  private static func dataSourceCell(
    for indexPath: IndexPath, of table: TableView, beside visible: TableViewCell
  ) -> TableViewCell {
    guard let dataSource = table.dataSource else { return visible }
    let probe = dataSource.tableView(table, cellForRowAt: indexPath)
    defer { if probe !== visible, probe.superview == nil { table.enqueueForReuse(probe) } }
    probe.layoutIfNeeded()
    return probe
  }

  /// The texts of the labels a cell shows, in the order of its tree.
  static func shownTexts(of cell: TableViewCell) -> [String] {
    var texts: [String] = []
    func collect(_ view: View) {
      guard !view.isHidden else { return }
      if let label = view as? Label, let text = label.text, !text.isEmpty { texts.append(text) }
      for subview in view.subviews { collect(subview) }
    }
    collect(cell)
    return texts
  }

  // MARK: - Controllers

  /// Navigation stacks and presentations: each stack holds its controllers once, each knows
  /// its navigation controller, and once no transition runs only the top one is appeared.
  static func controllerProblems(in window: Window) -> [String] {
    var problems: [String] = []
    var visited = Set<ObjectIdentifier>()
    func check(_ controller: ViewController) {
      guard visited.insert(ObjectIdentifier(controller)).inserted else { return }
      if let navigation = controller as? NavigationController {
        let stack = navigation.viewControllers
        // Off screen a stack may be empty: a tab bar controller's More tab borrows the screens
        // of the navigation controller it shows, as UIKit's does.
        if stack.isEmpty, navigation.viewIfLoaded?.window != nil {
          problems.append("navigation: a navigation controller on screen has no screens")
        }
        if Set(stack.map(ObjectIdentifier.init)).count != stack.count {
          problems.append("navigation: a controller is twice in a navigation stack")
        }
        for child in stack where child.navigationController !== navigation {
          problems.append(
            "navigation: \(type(of: child)) in a stack does not know its navigation controller")
        }
        if !navigation.isTransitioning, !window.isTransitioning,
          navigation.isAppearingOrAppeared
        {
          for covered in stack.dropLast() where covered.isAppearingOrAppeared {
            problems.append(
              "navigation: \(type(of: covered)) is covered by \(type(of: stack.last!)) but "
                + "still appeared")
          }
        }
      }
      for child in controller.children { check(child) }
      if let presented = controller.presentedController {
        if presented.presentingController == nil {
          problems.append("navigation: \(type(of: presented)) is presented by nobody")
        }
        check(presented)
      }
    }
    if let root = window.rootViewController { check(root) }
    if let top = window.topPresentedViewController { check(top) }
    return problems
  }

  // MARK: - Memory

  private mutating func memoryProblems() -> [String] {
    guard let resident = Self.residentBytes() else { return [] }
    guard let first = firstResident else {
      firstResident = resident
      return []
    }
    guard resident - first > residentGrowthBound else { return [] }
    return [
      "memory: resident memory grew from \(first >> 20) MB to \(resident >> 20) MB "
        + "(bound \(residentGrowthBound >> 20) MB)"
    ]
  }

  /// The process's resident memory, from `/proc/self/statm`.
  public static func residentBytes() -> Int? {
    let text = MonkeyChild.contents(ofFile: "/proc/self/statm")
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
