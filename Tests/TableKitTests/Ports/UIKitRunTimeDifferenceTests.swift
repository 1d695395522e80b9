import Foundation
import Testing

@testable import TableKit

/// Behaviours real UIKit table files showed to differ once ported, each from the pattern that
/// showed it (issue 28).
@MainActor
@Suite struct UIKitRunTimeDifferenceTests {
  // MARK: - Editing leaves rows the data source cannot edit alone

  /// A list whose first row is fixed (not editable) and checked, as a settings screen's
  /// "always editing" options list has it.
  final class OptionsController: TableViewController {
    let options = ["Automatic", "Manual", "Off"]
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      options.count
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = options[indexPath.row]
      cell.accessoryType = indexPath.row == 0 ? .checkmark : .none
      return cell
    }
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
      indexPath.row != 0
    }
  }

  @Test func aRowThatCannotBeEditedStaysOutOfEditingWithItsCheckmark() throws {
    let controller = OptionsController(style: .plain)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualClock())
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    controller.setEditing(true, animated: false)
    window.layoutIfNeeded()
    let fixed = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let editable = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(!fixed.isEditing)
    #expect(fixed.activeAccessoryType == .checkmark)
    #expect(editable.isEditing)
    // A row scrolled on screen later is treated alike.
    controller.tableView.reloadData()
    window.layoutIfNeeded()
    let reloaded = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(!reloaded.isEditing)
    #expect(reloaded.activeAccessoryType == .checkmark)
  }

  // MARK: - Self-sizing custom cells may be shorter than 44 points

  /// A compact row laid out by frames: a swatch 24 points tall with 8 points above and below.
  final class CompactCell: TableViewCell {
    let swatch = View(frame: CGRect(x: 15, y: 8, width: 24, height: 24))
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(swatch)
    }
  }

  final class CompactController: TableViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(CompactCell.self, forCellReuseIdentifier: "compact")
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      if indexPath.row == 1 {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Default content"
        return cell
      }
      let cell = tableView.dequeueReusableCell(withIdentifier: "compact", for: indexPath)
      (cell as? CompactCell)?.swatch.backgroundColor = .systemOrange
      return cell
    }
  }

  @Test func aFortyPointCustomRowIsFortyAndDefaultContentKeepsFortyFour() {
    let controller = CompactController(style: .plain)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualClock())
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 40)
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
  }

  // MARK: - Rows inserted before the table was ever laid out

  /// A list that gets its data after it was pushed, as an app that loads asynchronously does:
  /// `insertRows` runs before the table has been laid out once.
  final class LoadingController: TableViewController {
    var names: [String] = []
    func load() {
      names = ["Ada", "Grace", "Edsger"]
      tableView.insertRows(
        at: (0..<names.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      names.count
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = names[indexPath.row]
      return cell
    }
  }

  @Test(arguments: [false, true])
  func rowsInsertedBeforeTheFirstLayoutAreLaidOutFullWidth(loadedBeforePush: Bool) throws {
    let clock = ManualClock(now: 5)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
    let root = TableViewController(style: .plain)
    let navigation = NavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let loading = LoadingController(style: .plain)
    loading.tableView.clock = clock
    if loadedBeforePush { loading.load() }
    navigation.pushViewController(loading, animated: true)
    if !loadedBeforePush { loading.load() }
    for _ in 0..<60 {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
    let table = loading.tableView!
    #expect(table.indexPathsForVisibleRows?.count == 3)
    for row in 0..<3 {
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
      #expect(cell.frame.width == table.bounds.width, "row \(row)")
      #expect(cell.alpha == 1 && !cell.isHidden, "row \(row)")
      #expect(cell.frame.height == 44, "row \(row)")
    }
  }
}

/// UIKit's estimates since iOS 11 default to `automaticDimension`: a plain table of many
/// sections with custom automatic-height headers asks only for the headers it shows, and an
/// estimate of 0 asks for them all, as in UIKit (issue 28).
@MainActor
@Suite struct AutomaticEstimateDefaultTests {
  final class SectionsController: TableViewController {
    var headersAsked: Set<Int> = []
    override func numberOfSections(in tableView: TableView) -> Int { 40 }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      headersAsked.insert(section)
      let header = View()
      let label = Label(frame: CGRect(x: 15, y: 6, width: 200, height: 20))
      label.text = "Section \(section)"
      header.addSubview(label)
      return header
    }
  }

  private func laidOut(estimate: CGFloat?) -> SectionsController {
    let controller = SectionsController(style: .plain)
    if let estimate { controller.tableView.estimatedSectionHeaderHeight = estimate }
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualClock())
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return controller
  }

  @Test func theEstimatesDefaultToAutomaticDimension() {
    let table = TableView(frame: .zero, style: .plain)
    #expect(table.estimatedRowHeight == TableView.automaticDimension)
    #expect(table.estimatedSectionHeaderHeight == TableView.automaticDimension)
    #expect(table.estimatedSectionFooterHeight == TableView.automaticDimension)
  }

  @Test func onlyTheHeadersShownAreAskedFor() {
    let controller = laidOut(estimate: nil)
    #expect(controller.headersAsked.count < 10, "asked \(controller.headersAsked.sorted())")
    #expect(controller.tableView.rectForHeader(inSection: 0).height == 32)
    controller.tableView.contentOffset = CGPoint(x: 0, y: 2000)
    controller.tableView.layoutIfNeeded()
    #expect(controller.headersAsked.count < 25)
  }

  @Test func anEstimateOfZeroAsksForEveryHeader() {
    let controller = laidOut(estimate: 0)
    #expect(controller.headersAsked.count == 40)
  }
}
