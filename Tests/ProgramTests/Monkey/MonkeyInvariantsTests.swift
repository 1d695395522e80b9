import Foundation
import TableKit
import TableKitMonkey
import Testing

/// The monkey's checks see what they are for: a row showing another row's data, counts the
/// data source no longer has, a geometry that is not finite, two first responders, a covered
/// screen still appeared; and a sound tree passes.
@MainActor @Suite struct MonkeyInvariantsTests {
  /// A list of words whose model a test can change behind the table's back.
  final class Words: TableViewController {
    var words = (0..<30).map { "Word \($0)" }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "word")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      words.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "word", for: indexPath)
      cell.textLabel?.text = words[indexPath.row]
      return cell
    }
  }

  struct Shown {
    let window: Window
    let navigation: NavigationController
    let words: Words
  }

  func show() -> Shown {
    let clock = ManualClock()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock)
    window.screen = .headless()
    let words = Words(style: .plain)
    let navigation = NavigationController(rootViewController: words)
    window.rootViewController = navigation
    words.tableView.clock = clock
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // At rest: the scroll indicator's flash on appearing has faded.
    clock.advance(by: 3)
    window.layoutIfNeeded()
    return Shown(window: window, navigation: navigation, words: words)
  }

  @Test func aSoundTreePasses() {
    let shown = show()
    var invariants = MonkeyInvariants()
    #expect(invariants.problems(in: shown.window) == [])
  }

  @Test func aRowShowingAnotherRowsDataIsFound() {
    let shown = show()
    // The model changes without the table being told, with the same count.
    shown.words.words[2] = "Changed"
    var invariants = MonkeyInvariants()
    let problems = invariants.problems(in: shown.window)
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("table: the cell of [0, 2] shows [\"Word 2\"]") == true)
    #expect(problems.first?.hasSuffix("the user sees another row's data") == true)
  }

  @Test func countsTheDataSourceNoLongerHasAreFound() {
    let shown = show()
    shown.words.words.removeLast()
    var invariants = MonkeyInvariants()
    #expect(
      invariants.problems(in: shown.window) == [
        "table: section 0 has 30 rows, its data source 29"
      ])
  }

  @Test func aGeometryThatIsNotFiniteIsFound() {
    let shown = show()
    let view = View(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
    shown.words.view.addSubview(view)
    var invariants = MonkeyInvariants()
    let problems = invariants.problems(in: shown.window)
    #expect(problems == ["geometry: View was given the frame (nan, 0.0, 10.0×10.0)"])
  }

  @Test func twoFirstRespondersAreFound() {
    // TableKit keeps one per tree (joining two trees ends the arriving one's), so the check is
    // fed two fields each editing in a tree of its own.
    let trees = (0..<2).map { _ in View(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) }
    let fields = ["First", "Second"].enumerated().map { index, name in
      let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      field.placeholder = name
      trees[index].addSubview(field)
      #expect(field.becomeFirstResponder())
      return field
    }
    #expect(
      MonkeyInvariants.responderProblem(among: fields)
        == "responders: 2 text fields are first responder at once ('First', 'Second')")
    #expect(MonkeyInvariants.responderProblem(among: [fields[0]]) == nil)
  }

  @Test func windowsJoinedWithAFieldEditingInEachShowOne() {
    let shown = show()
    // Each window keeps its own first responder: a window with an editing field moved into
    // another's tree would make two; the host's keeps editing.
    let inner = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200), clock: ManualClock())
    inner.screen = .headless()
    let first = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    first.placeholder = "First"
    let second = TextField(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
    second.placeholder = "Second"
    shown.window.addSubview(first)
    inner.addSubview(second)
    #expect(first.becomeFirstResponder() && second.becomeFirstResponder())
    shown.window.addSubview(inner)
    var invariants = MonkeyInvariants()
    #expect(invariants.problems(in: shown.window) == [])
    #expect(first.isFirstResponder && !second.isFirstResponder)
  }

}
