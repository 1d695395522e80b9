import Foundation
import Testing

@testable import TableKit

/// One first responder per view tree, also when two trees that each have one are joined by
/// `addSubview`: the host's field keeps editing and the arriving one ends (its delegate hears
/// `textFieldDidEndEditing`, as when a window's first responder changes), and a view tree
/// never loops (adding a view under its own subview is refused with a warning).
@MainActor
@Suite struct JoinedTreesFirstResponderTests {
  private final class Recorder: TextFieldDelegate {
    var ended: [String] = []
    func textFieldDidEndEditing(_ textField: TextField) { ended.append(textField.text ?? "") }
  }

  private func editingField(_ text: String, delegate: Recorder) -> (root: View, field: TextField) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 36))
    field.clock = ManualClock(now: 10)
    field.text = text
    field.delegate = delegate
    root.addSubview(field)
    #expect(field.becomeFirstResponder())
    return (root, field)
  }

  @Test func joiningTwoTreesLeavesTheHostsFieldEditing() {
    let recorder = Recorder()
    let host = editingField("host", delegate: recorder)
    let arriving = editingField("arriving", delegate: recorder)
    host.root.addSubview(arriving.root)
    #expect(host.field.isFirstResponder)
    #expect(!arriving.field.isFirstResponder)
    #expect(recorder.ended == ["arriving"])
    #expect(TextField.firstResponder(in: host.root, includingHidden: true) === host.field)
  }

  @Test func joiningATreeWithoutAFieldChangesNothing() {
    let recorder = Recorder()
    let host = editingField("host", delegate: recorder)
    let other = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    other.addSubview(TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    host.root.addSubview(other)
    #expect(host.field.isFirstResponder)
    #expect(recorder.ended.isEmpty)
  }

  @Test func movingAnEditingFieldWithinItsTreeKeepsItEditing() {
    let recorder = Recorder()
    let host = editingField("host", delegate: recorder)
    let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    host.root.addSubview(container)
    container.addSubview(host.field)
    #expect(host.field.isFirstResponder)
    #expect(recorder.ended.isEmpty)
  }

  @Test func addingAViewUnderItsOwnSubviewIsRefused() {
    let outer = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let inner = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    outer.addSubview(inner)
    let warnings = GeometryWarnings.warnings { inner.addSubview(outer) }
    #expect(outer.superview == nil, "the tree does not loop")
    #expect(inner.superview === outer)
    #expect(warnings.map(\.message).contains { $0.contains("own subview") })
  }
}
