import Foundation
import TableKit
import TableKitSDL
import Testing

/// The router and a text field (issue 14): a first-responder field hears keys and text before
/// the table; without one, text goes nowhere and keys reach the table; a tap on a field makes
/// it first responder and places the caret.
@MainActor
@Suite struct InputRouterTextFieldTests {
  private func makeTree() -> (root: View, table: TableView, field: TextField) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let field = TextField(frame: CGRect(x: 20, y: 10, width: 200, height: 36))
    field.clock = ManualClock()
    let table = TableView(frame: CGRect(x: 0, y: 60, width: 400, height: 340), style: .plain)
    root.addSubview(field)
    root.addSubview(table)
    root.layoutIfNeeded()
    return (root, table, field)
  }

  @Test func aFirstResponderFieldHearsKeysAndTextBeforeTheTable() {
    let (root, table, field) = makeTree()
    var receivers: [String] = []
    let router = InputRouter { view, event in
      receivers.append(view === field ? "field" : view === table ? "table" : "other")
      return view.handle(event)
    }
    #expect(!router.route(WindowInput(.text("x")), in: root))
    router.route(WindowInput(.key(.down, modifiers: [])), in: root)
    #expect(receivers == ["table"])
    field.becomeFirstResponder()
    router.route(WindowInput(.text("hi")), in: root)
    router.route(WindowInput(.key(.left, modifiers: [])), in: root)
    #expect(receivers == ["table", "field", "field"])
    #expect(field.text == "hi")
    #expect(field.editing.caret == 1)
  }

  @Test func aTapOnAFieldMakesItFirstResponder() {
    let (root, _, field) = makeTree()
    let router = InputRouter()
    let point = CGPoint(x: 200, y: 28)
    router.route(
      WindowInput(.pointerDown(id: 1, location: point, kind: .touch), at: point), in: root)
    router.route(WindowInput(.pointerUp(id: 1, location: point, kind: .touch), at: point), in: root)
    #expect(field.isFirstResponder)
  }
}
