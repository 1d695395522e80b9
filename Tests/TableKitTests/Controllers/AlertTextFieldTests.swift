import Foundation
import Testing

@testable import TableKit

/// An alert asking for a name (issue 14): its text field under the message, first responder
/// once it appears, OK enabled by the field's `editingChanged`, Return choosing the preferred
/// action, and no fields on action sheets.
@MainActor
@Suite struct AlertTextFieldTests {
  /// Sends `event` as the window host does: to the first-responder field when the presented
  /// alert does not hide it, then up its ancestors; else along the key view's chain.
  @discardableResult
  private func send(_ event: InputEvent, in window: Window) -> Bool {
    let field = TextField.firstResponder(in: window)
    var view = field.flatMap { window.keyResponder(preferring: $0) === $0 ? $0 : nil }
      ?? window.keyResponder(preferring: nil)
    while let current = view {
      if let handler = current as? InputHandling, handler.handle(event) { return true }
      view = current.superview
    }
    return false
  }

  private func nameAlert(chosen: @escaping (String) -> Void) -> (AlertController, AlertAction) {
    let alert = AlertController(title: "New Item", message: "Name it.", preferredStyle: .alert)
    // Weakly, as UIKit code must too: the alert keeps its actions and its fields their actions.
    let ok = AlertAction(title: "OK", style: .default) { [weak alert] _ in
      chosen(alert?.textFields?.first?.text ?? "")
    }
    alert.addTextField { field in
      field.placeholder = "Name"
      field.addAction(
        Action { [weak field, weak ok] _ in ok?.isEnabled = !(field?.text ?? "").isEmpty },
        for: .editingChanged)
    }
    ok.isEnabled = false
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(ok)
    alert.preferredAction = ok
    return (alert, ok)
  }

  @Test func theFirstFieldIsEditedOnceTheAlertAppearsAndReturnChoosesOKWithItsText() {
    let harness = PresentationHarness()
    var names: [String] = []
    let (alert, ok) = nameAlert { names.append($0) }
    harness.root.present(alert, animated: true)
    harness.run(for: 0.5)
    let field = alert.textFields?.first
    #expect(field?.isFirstResponder == true)
    #expect(field.map { $0.frame.minY > 0 && $0.superview === alert.view } == true)
    send(.key(.return, modifiers: []), in: harness.window)
    harness.run(for: 0.5)
    #expect(names.isEmpty)
    send(.text("Milk"), in: harness.window)
    #expect(ok.isEnabled)
    send(.key(.return, modifiers: []), in: harness.window)
    harness.run(for: 0.5)
    #expect(names == ["Milk"])
    #expect(field?.isFirstResponder == false)
  }

  @Test func escapeInTheFieldStillCancelsTheAlert() {
    let harness = PresentationHarness()
    let (alert, _) = nameAlert { _ in }
    harness.root.present(alert, animated: true)
    harness.run(for: 0.5)
    send(.text("x"), in: harness.window)
    #expect(send(.key(.escape, modifiers: []), in: harness.window))
    harness.run(for: 0.5)
    #expect(harness.window.topPresentedViewController == nil)
  }

  @Test func anActionSheetTakesNoTextFieldAndSaysWhy() {
    let harness = PresentationHarness()
    let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    harness.root.present(sheet, animated: false)
    sheet.addTextField()
    #expect(sheet.textFields == nil)
    #expect(harness.warnings.first?.contains("UIAlertControllerStyleAlert") == true)
  }
}
