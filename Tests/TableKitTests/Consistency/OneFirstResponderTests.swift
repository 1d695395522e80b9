import Foundation
import Testing

@testable import TableKit

/// One text field of a tree is first responder at a time, whatever delegates do while they are
/// asked (issue 24: a delegate that took the focus back in `textFieldDidEndEditing` left two
/// fields first responder).
@MainActor
@Suite struct OneFirstResponderTests {
  /// A delegate that runs `onEnd`, `onBegin` or `onShouldBegin` when it hears the call.
  final class MeddlingDelegate: TextFieldDelegate {
    var onShouldBegin: (TextField) -> Void = { _ in }
    var onBegin: (TextField) -> Void = { _ in }
    var onEnd: (TextField) -> Void = { _ in }
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
      onShouldBegin(textField)
      return true
    }
    func textFieldDidBeginEditing(_ textField: TextField) { onBegin(textField) }
    func textFieldDidEndEditing(_ textField: TextField) { onEnd(textField) }
  }

  let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let fields: [TextField]
  let delegate = MeddlingDelegate()

  init() {
    fields = (0..<3).map { index in
      TextField(frame: CGRect(x: 0, y: CGFloat(index) * 40, width: 200, height: 36))
    }
    for field in fields {
      field.clock = ManualClock(now: 10)
      field.delegate = delegate
      root.addSubview(field)
    }
  }

  private var firstResponders: [TextField] { fields.filter(\.isFirstResponder) }

  @Test func aDelegateTakingTheFocusBackWhenItEndsKeepsItAndTheOtherDoesNotBegin() {
    fields[0].becomeFirstResponder()
    delegate.onEnd = { $0.becomeFirstResponder() }
    #expect(!fields[1].becomeFirstResponder())
    #expect(firstResponders.map { ObjectIdentifier($0) } == [ObjectIdentifier(fields[0])])
  }

  @Test func aDelegateGivingTheFocusToAThirdFieldWhenOneEndsLeavesOnlyThatOne() {
    fields[0].becomeFirstResponder()
    delegate.onEnd = { [fields] ended in
      if ended === fields[0] { fields[2].becomeFirstResponder() }
    }
    #expect(!fields[1].becomeFirstResponder())
    #expect(firstResponders.count == 1 && firstResponders.first === fields[2])
  }

  @Test func aDelegateResigningAFieldAsItBeginsLeavesNone() {
    delegate.onBegin = { $0.resignFirstResponder() }
    #expect(!fields[0].becomeFirstResponder())
    #expect(firstResponders.isEmpty)
  }

  @Test func aDelegateFocusingAnotherFieldWhileAskedToBeginLeavesOne() {
    fields[0].becomeFirstResponder()
    delegate.onShouldBegin = { [fields] asked in
      if asked === fields[1] { fields[2].becomeFirstResponder() }
    }
    fields[1].becomeFirstResponder()
    #expect(firstResponders.count == 1)
  }

  @Test func aDelegateFocusingTheAskingFieldItselfWhileItEndsAnotherLeavesIt() {
    fields[0].becomeFirstResponder()
    delegate.onEnd = { [fields] ended in
      if ended === fields[0] { fields[1].becomeFirstResponder() }
    }
    #expect(fields[1].becomeFirstResponder())
    #expect(firstResponders.count == 1 && firstResponders.first === fields[1])
  }

  @Test func seededRandomFocusMovesThroughMeddlingDelegatesKeepAtMostOne() {
    let seed = UInt64(Date().timeIntervalSince1970)
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<500 {
      let meddle = Int(generator.next() % 4)
      let target = fields[Int(generator.next() % 3)]
      delegate.onEnd = { _ in if meddle == 1 { target.becomeFirstResponder() } }
      delegate.onBegin = { field in if meddle == 2 { field.resignFirstResponder() } }
      delegate.onShouldBegin = { _ in if meddle == 3 { target.becomeFirstResponder() } }
      let field = fields[Int(generator.next() % 3)]
      if generator.next() % 4 == 0 { field.resignFirstResponder() } else { field.becomeFirstResponder() }
      #expect(firstResponders.count <= 1, "seed \(seed)")
      if firstResponders.count > 1 { return }
    }
  }
}

