import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import Testing

/// The router, with a recording delivery: which table gets each event, in whose coordinates.
@MainActor
@Suite(.serialized)
struct InputRouterTests {
  /// A window 600 × 400 with a sidebar table on the left and a contacts table on the right.
  @MainActor private struct Fixture {
    let root: View
    let left: TableView
    let right: TableView
    let router: InputRouter
    let log: Log

    @MainActor final class Log {
      var entries: [(table: View, event: InputEvent)] = []
    }

    init() {
      root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
      left = TableView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), style: .plain)
      right = ContactsScene().makeTable(frame: CGRect(x: 201, y: 0, width: 399, height: 400))
      root.addSubview(left)
      root.addSubview(right)
      root.layoutIfNeeded()
      let log = Log()
      self.log = log
      router = InputRouter { table, event in
        log.entries.append((table, event))
        return true
      }
    }
  }

  private func down(_ x: CGFloat, _ y: CGFloat, id: Int = 1) -> WindowInput {
    WindowInput(
      .pointerDown(id: id, location: CGPoint(x: x, y: y), kind: .touch), at: CGPoint(x: x, y: y))
  }

  private func moved(_ x: CGFloat, _ y: CGFloat, id: Int = 1) -> WindowInput {
    WindowInput(
      .pointerMoved(id: id, location: CGPoint(x: x, y: y), kind: .touch), at: CGPoint(x: x, y: y))
  }

  private func up(_ x: CGFloat, _ y: CGFloat, id: Int = 1) -> WindowInput {
    WindowInput(
      .pointerUp(id: id, location: CGPoint(x: x, y: y), kind: .touch), at: CGPoint(x: x, y: y))
  }

  @Test func aPressGoesToTheTableUnderItInTheTablesCoordinates() {
    let fixture = Fixture()
    #expect(fixture.router.route(down(300, 100), in: fixture.root))
    #expect(fixture.log.entries.count == 1)
    #expect(fixture.log.entries[0].table === fixture.right)
    #expect(
      fixture.log.entries[0].event
        == .pointerDown(id: 1, location: CGPoint(x: 99, y: 100), kind: .touch))
  }

  @Test func theTablePressedKeepsThePointerUntilItComesUp() {
    let fixture = Fixture()
    fixture.router.route(down(300, 100), in: fixture.root)
    #expect(fixture.router.hasCapturedPointers)
    fixture.router.route(moved(50, 120), in: fixture.root)
    fixture.router.route(up(40, 130), in: fixture.root)
    #expect(!fixture.router.hasCapturedPointers)
    #expect(fixture.log.entries.allSatisfy { $0.table === fixture.right })
    #expect(
      fixture.log.entries.map(\.event).last
        == .pointerUp(id: 1, location: CGPoint(x: -161, y: 130), kind: .touch))
    // A move with no pointer down goes nowhere.
    #expect(!fixture.router.route(moved(60, 120), in: fixture.root))
    #expect(fixture.log.entries.count == 3)
  }

  @Test func twoFingersOnTwoTablesAreRoutedApart() {
    let fixture = Fixture()
    fixture.router.route(down(300, 100, id: 1), in: fixture.root)
    fixture.router.route(down(50, 100, id: 2), in: fixture.root)
    fixture.router.route(moved(55, 110, id: 2), in: fixture.root)
    fixture.router.route(WindowInput(.pointerCancelled(id: 1)), in: fixture.root)
    let tables = fixture.log.entries.map { $0.table === fixture.left ? "left" : "right" }
    #expect(tables == ["right", "left", "left", "right"])
    #expect(fixture.log.entries[3].event == .pointerCancelled(id: 1))
  }

  @Test func aPressOutsideEveryTableIsNotDelivered() {
    let fixture = Fixture()
    #expect(!fixture.router.route(down(200.5, 10), in: fixture.root))
    #expect(fixture.log.entries.isEmpty)
  }

  @Test func theWheelGoesToTheTableUnderTheMouse() {
    let fixture = Fixture()
    let overLeft = WindowInput(.wheel(dx: 0, dy: -1, isPrecise: false), at: CGPoint(x: 20, y: 20))
    fixture.router.route(overLeft, in: fixture.root)
    // Below the search bar in the contacts table's header, whose field would be offered first.
    let overRight = WindowInput(.wheel(dx: 0, dy: 5, isPrecise: true), at: CGPoint(x: 400, y: 100))
    fixture.router.route(overRight, in: fixture.root)
    #expect(fixture.log.entries.count == 2)
    #expect(fixture.log.entries.first?.table === fixture.left)
    #expect(fixture.log.entries.last?.table === fixture.right)
    #expect(fixture.log.entries[1].event == .wheel(dx: 0, dy: 5, isPrecise: true))
  }

  @Test func keysGoToTheMainTableThenToTheTableLastPressed() {
    let fixture = Fixture()
    let key = WindowInput(.key(.down, modifiers: []))
    fixture.router.route(key, in: fixture.root)
    #expect(fixture.log.entries.last?.table === fixture.right, "the last table is the main one")
    fixture.router.route(down(10, 10), in: fixture.root)
    fixture.router.route(up(10, 10), in: fixture.root)
    fixture.router.route(key, in: fixture.root)
    #expect(fixture.log.entries.last?.table === fixture.left)
    fixture.router.keyTarget = fixture.right
    fixture.router.route(key, in: fixture.root)
    #expect(fixture.log.entries.last?.table === fixture.right)
  }

  @Test func locationsAreFromTheTablesCornerNotItsContent() {
    let fixture = Fixture()
    fixture.right.contentOffset = CGPoint(x: 0, y: 500)
    fixture.root.layoutIfNeeded()
    #expect(InputRouter.windowOrigin(of: fixture.right) == CGPoint(x: 201, y: 0))
    fixture.router.route(down(211, 30), in: fixture.root)
    #expect(
      fixture.log.entries.first?.event
        == .pointerDown(id: 1, location: CGPoint(x: 10, y: 30), kind: .touch))
  }

  @Test func nestedTablesAreFoundThroughTheirContainers() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let panel = View(frame: CGRect(x: 100, y: 50, width: 300, height: 300))
    let table = ContactsScene().makeTable(frame: CGRect(x: 20, y: 10, width: 200, height: 200))
    root.addSubview(panel)
    panel.addSubview(table)
    root.layoutIfNeeded()
    #expect(InputRouter.table(at: CGPoint(x: 130, y: 100), in: root) === table)
    #expect(InputRouter.table(at: CGPoint(x: 110, y: 100), in: root) == nil)
    #expect(InputRouter.windowOrigin(of: table) == CGPoint(x: 120, y: 60))
  }

  /// A view that takes input and logs it, using only the keys it is told to.
  @MainActor private final class Handler: View, InputHandling {
    let name: String
    let usedKeys: Set<Key>
    var received: [InputEvent] = []
    init(_ name: String, frame: CGRect, usedKeys: Set<Key> = []) {
      self.name = name
      self.usedKeys = usedKeys
      super.init(frame: frame)
    }
    func handle(_ event: InputEvent) -> Bool {
      received.append(event)
      if case .key(let key, _) = event { return usedKeys.contains(key) }
      return true
    }
  }

  @Test func aKeyNobodyUsesGoesUpTheResponderChain() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = Handler("container", frame: root.bounds, usedKeys: [.escape])
    let inner = Handler("inner", frame: CGRect(x: 0, y: 50, width: 400, height: 350))
    root.addSubview(container)
    container.addSubview(inner)
    let router = InputRouter()
    router.route(down(10, 100), in: root)
    router.route(up(10, 100), in: root)
    #expect(inner.received.count == 2, "the pointer went to the innermost handler")
    #expect(
      inner.received.first == .pointerDown(id: 1, location: CGPoint(x: 10, y: 50), kind: .touch),
      "in its own coordinates")
    #expect(router.route(WindowInput(.key(.escape, modifiers: [])), in: root))
    #expect(inner.received.last == .key(.escape, modifiers: []), "offered first to the view pressed")
    #expect(container.received == [.key(.escape, modifiers: [])], "then to the one above it")
    #expect(!router.route(WindowInput(.key(.tab, modifiers: [])), in: root), "nobody used Tab")
  }

  @Test func aKeyTargetThatLeftTheTreeGivesWayToTheMainTable() {
    let fixture = Fixture()
    fixture.router.route(down(50, 100), in: fixture.root)
    fixture.router.route(up(50, 100), in: fixture.root)
    #expect(fixture.router.keyTarget === fixture.left)
    fixture.left.removeFromSuperview()
    fixture.router.route(WindowInput(.key(.down, modifiers: [])), in: fixture.root)
    #expect(fixture.log.entries.last?.table === fixture.right)
  }
}
