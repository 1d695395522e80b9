import Foundation

extension AccessibilityNode {
  /// What VoiceOver says when the element takes the focus: its state, label and value, what
  /// it is, whether it is dimmed, a row's place in its list, then its hint and, where it has
  /// custom actions, "Actions available" (VoiceOver's default for actions, which the rotor
  /// reaches), parts joined by commas: "Selected, Ada Lovelace, Mathematician, button, 3 of 40".
  public var spokenDescription: String {
    var parts: [String] = []
    if traits.contains(.selected) { parts.append("Selected") }
    for text in [label, value] {
      if let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty {
        parts.append(text)
      }
    }
    parts += spokenKind
    if traits.contains(.notEnabled) { parts.append("dimmed") }
    if let position = listPosition {
      let place = GroupedDigits.string(position.index)
      parts.append("\(place) of \(GroupedDigits.string(position.count))")
    }
    if let hint = hint?.trimmingCharacters(in: .whitespacesAndNewlines), !hint.isEmpty {
      parts.append(hint)
    }
    if !customActionNames.isEmpty { parts.append(Self.actionsAvailable) }
    return parts.joined(separator: ", ")
  }

  /// What VoiceOver says after an element that has custom actions.
  static let actionsAvailable = "Actions available"

  /// The words for what the element is, as VoiceOver names its traits; none for plain text.
  private var spokenKind: [String] {
    switch role {
    case .textField: return ["text field"]
    case .searchField: return ["search field"]
    case .textArea: return ["text view"]
    case .toggleButton: return ["switch button"]
    // A button numbered among its siblings is a tab of a tab bar (rows are list items).
    case .button where listPosition != nil: return ["Tab"]
    default: break
    }
    let words: [(AccessibilityTraits, String)] = [
      (.header, "heading"), (.button, "button"), (.link, "link"), (.image, "image"),
      (.adjustable, "adjustable"), (.keyboardKey, "key"), (.tabBar, "tab bar"),
    ]
    return words.filter { traits.contains($0.0) }.map(\.1)
  }
}
