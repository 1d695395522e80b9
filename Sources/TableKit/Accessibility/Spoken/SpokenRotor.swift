import Foundation

/// VoiceOver's rotor as spoken mode keeps it: the setting two fingers turned to, and the action
/// a swipe down or up chose among the focused element's custom actions, which a double tap
/// then performs instead of activating the element.
///
/// Actions is its one setting yet, offered while the focused element has actions, as
/// VoiceOver's rotor offers Actions. Where VoiceOver turns on to its other settings
/// (characters, words, speaking rate) and plays its boundary sound, spoken mode says
/// "No actions", having no other settings and no sounds. The setting stays through focus moves,
/// as VoiceOver's does; a chosen action belongs to the element it was chosen on, so that a
/// double tap after the focus moved (or after the row under it changed) activates the new
/// element rather than acting on it.
struct SpokenRotor {
  /// What a swipe down or up steps through.
  enum Setting: Equatable {
    /// The focused element's custom actions.
    case actions
  }

  /// The element an action was chosen on: its node, and for a row the row its cell showed
  /// (a cell shows another row after a reuse or a delete above it).
  struct Element: Equatable {
    let id: AccessibilityNodeID
    let indexPath: IndexPath?

    init(_ node: AccessibilityNode) {
      id = node.id
      indexPath = node.listPosition?.indexPath
    }
  }

  /// What VoiceOver says on turning to Actions.
  static let actionsName = "Actions"
  /// What spoken mode says where the focused element has no actions to turn or step to.
  static let noActions = "No actions"

  /// The setting turned to; nil until the rotor is first turned.
  private(set) var setting: Setting?
  /// The action chosen: the element, the action's place among its actions, and its name.
  private var chosen: (element: Element, index: Int, name: String)?

  /// Turns the rotor a step (1 clockwise, -1 counterclockwise) among the settings an element
  /// with the actions `names` offers; a choice of action is dropped.
  /// - Returns: What to say: the setting turned to, or that there are no actions.
  mutating func turn(by step: Int, offering names: [String]) -> String {
    chosen = nil
    let offered: [Setting] = names.isEmpty ? [] : [.actions]
    guard !offered.isEmpty else { return Self.noActions }
    let index = setting.flatMap { offered.firstIndex(of: $0) }.map {
      (($0 + step) % offered.count + offered.count) % offered.count
    } ?? 0
    setting = offered[index]
    return Self.actionsName
  }

  /// Steps to the next (1, a swipe down) or previous (-1) action of `element`, whose actions
  /// are `names`, wrapping round at either end; the first step on an element chooses its
  /// first action (or its last, going up).
  /// - Returns: What to say: the action's name, that there are none, or nil while the rotor
  ///   is on no setting.
  mutating func step(by step: Int, through names: [String], on element: Element) -> String? {
    guard setting == .actions else { return nil }
    guard !names.isEmpty else {
      chosen = nil
      return Self.noActions
    }
    let index: Int
    if let chosen, chosen.element == element, names.indices.contains(chosen.index),
      names[chosen.index] == chosen.name
    {
      index = ((chosen.index + step) % names.count + names.count) % names.count
    } else {
      index = step > 0 ? 0 : names.count - 1
    }
    chosen = (element, index, names[index])
    return names[index]
  }

  /// Takes the action chosen on `element`, for a double tap to perform; the choice is used
  /// up, so that the next double tap activates.
  /// - Returns: The action's name, or nil when none was chosen on `element`.
  mutating func takeChosenAction(on element: Element) -> String? {
    guard setting == .actions, let chosen, chosen.element == element else { return nil }
    self.chosen = nil
    return chosen.name
  }
}
