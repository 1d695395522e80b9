import Foundation

extension SpokenSession {
  /// Turns the rotor a step (1 clockwise, -1 counterclockwise) and says the setting.
  func turnRotor(by step: Int) {
    let names = focus.focusedNode?.customActionNames ?? []
    say(rotor.turn(by: step, offering: names))
  }

  /// Steps through the rotor's setting (1 a swipe down, -1 up) and says the item: on Actions,
  /// the focused element's next or previous action.
  func stepRotor(by step: Int) {
    guard let node = focus.focusedNode,
      let utterance = rotor.step(by: step, through: node.customActionNames, on: .init(node))
    else { return }
    say(utterance)
  }

  /// Performs the action the rotor chose on the focused element, for a double tap, and says
  /// what it changed: the element now focused when it is another one or says something else
  /// (the row that took a deleted row's place), the element again when the action failed,
  /// nothing when the action changed nothing it reads (an announcement the app posts is said).
  /// - Returns: Whether an action had been chosen on the focused element (else the double
  ///   tap activates it).
  func performChosenAction() -> Bool {
    guard let node = focus.focusedNode, let name = rotor.takeChosenAction(on: .init(node)) else {
      return false
    }
    let succeeded = AccessibilityTree(of: root).perform(customAction: name, on: node.id)
    guard let now = focus.focusedNode else { return true }
    let changed =
      SpokenRotor.Element(now) != SpokenRotor.Element(node)
      || now.spokenDescription != node.spokenDescription
    if changed || !succeeded { say(now.spokenDescription) }
    return true
  }
}

extension AccessibilityNode {
  /// The names of the element's custom actions, in the order the rotor offers them; an
  /// action with no name (a swipe action showing only an image) has nothing to be said by.
  var customActionNames: [String] {
    actions.compactMap { action in
      guard case .custom(let name) = action,
        !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      else { return nil }
      return name
    }
  }
}
