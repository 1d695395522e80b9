import Foundation
import Testing

@testable import TableKit

/// Issue 30: the on-screen keyboard's keys are keyboard keys a screen reader can read and
/// type with, named as VoiceOver names iOS's.
@MainActor
@Suite struct KeyboardAccessibilityTests {
  @Test func theKeysAreElementsThatTypeWhenActivated() throws {
    let clock = ManualClock(now: 20)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
    let controller = ViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let field = TextField(frame: CGRect(x: 16, y: 60, width: 343, height: 44))
    field.placeholder = "Name"
    field.autocapitalizationType = .none
    controller.view.addSubview(field)
    window.showsOnScreenKeyboard = .automatic
    window.noteInput(.pointerDown(id: 1, location: .zero, kind: .touch))
    #expect(field.becomeFirstResponder())
    for _ in 0..<30 {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
    let tree = AccessibilityTree(of: window)
    let keys = tree.root.allNodes.filter { $0.role == .keyboardKey }
    let labels = Set(keys.compactMap(\.label))
    #expect(labels.isSuperset(of: ["q", "shift", "delete", "more, numbers", "space"]))
    for letter in ["h", "i"] {
      let key = try #require(keys.first { $0.label == letter })
      #expect(tree.activate(key.id))
    }
    #expect(field.text == "hi")
    let after = AccessibilityTree(of: window)
    #expect(after.root.allNodes.first { $0.label == "Name" }?.value == "hi", "a new snapshot")
  }
}
