import Foundation
import Testing

@testable import TableKit

/// Issue 24: "+" in the demo's Editing and Tasks scenes opens an alert whose bordered field
/// becomes first responder before the alert is laid out, and the host places the input
/// method's window at the caret at once. A field narrower than its border's insets had an
/// infinite caret (`CGRect.insetBy` gives `CGRect.null` there), which the host could not
/// convert to SDL's integers.
@MainActor
@Suite struct UnlaidOutCaretTests {
  @Test(arguments: [TextField.BorderStyle.none, .line, .roundedRect])
  func aFieldNotLaidOutYetHasAFiniteCaret(border: TextField.BorderStyle) {
    let field = TextField(frame: .zero)
    field.borderStyle = border
    #expect(field.becomeFirstResponder())
    for caret in [field.caretRect, field.convert(field.caretRect, to: nil)] {
      #expect(caret.minX.isFinite && caret.minY.isFinite, "\(caret)")
      #expect(caret.width.isFinite && caret.height.isFinite, "\(caret)")
    }
    #expect(field.textRect.minX.isFinite && field.textRect.width == 0)
  }

  @Test func aFieldNarrowerThanItsInsetsHasAnEmptyTextRectAtTheInset() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
    field.borderStyle = .roundedRect
    let wide = field.textRect
    field.frame.size.width = 4
    #expect(field.textRect.minX == wide.minX, "the inset stays where it was")
    #expect(field.textRect.width == 0)
  }

  @Test func theAlertsFieldHasAFiniteCaretTheMomentItIsPresented() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 700), clock: ManualClock())
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let alert = AlertController(title: "New", message: "Name it.", preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    root.present(alert, animated: true)
    // Not laid out yet: this is where the demo's host asked for the caret.
    let field = try #require(TextField.firstResponder(in: window))
    let caret = field.convert(field.caretRect, to: nil)
    #expect(caret.minX.isFinite && caret.minY.isFinite, "\(caret)")
  }
}
