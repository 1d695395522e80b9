import Foundation
import Testing

@testable import TableKit

/// The other shape of issue 28's "updates before the first layout": a plain view controller
/// makes its table with a zero frame in `viewDidLoad`, sizes it by constraints or by its
/// autoresizing mask, and inserts rows before the table was ever laid out (before or after the
/// push). Every row must end full width and shown, as in UIKit.
@MainActor
@Suite struct ZeroFrameTableInsertTests {
  final class ListController: ViewController, TableViewDataSource {
    let table = TableView(frame: .zero, style: .plain)
    var names: [String] = []
    let useConstraints: Bool
    init(useConstraints: Bool) {
      self.useConstraints = useConstraints
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() {
      super.viewDidLoad()
      table.register(TableViewCell.self, forCellReuseIdentifier: "c")
      table.dataSource = self
      view.addSubview(table)
      if useConstraints {
        table.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
          table.topAnchor.constraint(equalTo: view.topAnchor),
          table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
          table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
      } else {
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      }
    }
    func load() {
      names = ["Ada", "Grace", "Edsger"]
      table.insertRows(at: (0..<3).map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      names.count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
      cell.textLabel?.text = names[indexPath.row]
      return cell
    }
  }

  @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
  func rowsInsertedIntoAZeroFrameTableEndFullWidth(useConstraints: Bool, loadBeforePush: Bool)
    throws
  {
    let clock = ManualClock(now: 5)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
    let root = TableViewController(style: .plain)
    let navigation = NavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let list = ListController(useConstraints: useConstraints)
    list.table.clock = clock
    if loadBeforePush { list.loadViewIfNeeded(); list.load() }
    navigation.pushViewController(list, animated: true)
    if !loadBeforePush { list.load() }
    for _ in 0..<60 {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
    let table = list.table
    #expect(table.frame.width == 375)
    #expect(table.indexPathsForVisibleRows?.count == 3)
    for row in 0..<3 {
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
      #expect(cell.frame.width == table.bounds.width, "row \(row)")
      #expect(cell.alpha == 1 && !cell.isHidden, "row \(row)")
    }
  }
}
