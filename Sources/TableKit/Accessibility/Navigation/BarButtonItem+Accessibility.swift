import Foundation

extension BarButtonItem {
  /// The label assistive technology reads: the one assigned, else the title, else the system
  /// item's name as UIKit gives it for the glyphs (the trash can reads "Delete").
  var effectiveAccessibilityLabel: String? {
    if let accessibilityLabel { return accessibilityLabel }
    if let title, !title.isEmpty { return title }
    switch systemItem {
    case .add: return "Add"
    case .trash: return "Delete"
    case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace, nil: return nil
    }
  }

  /// The element standing for the button on a bar (a navigation bar, a toolbar): a button
  /// named by its label, dimmed while disabled, that runs the primary action when activated.
  func accessibilityElement(in bar: View, frame: CGRect) -> AccessibilityElement {
    let element = AccessibilityElement(accessibilityContainer: bar)
    element.accessibilityFrameInContainerSpace = frame
    element.accessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
    element.accessibilityLabel = effectiveAccessibilityLabel
    element.accessibilityHint = accessibilityHint
    element.accessibilityIdentifier = accessibilityIdentifier
    element.accessibilityActivateBlock = { [weak self] in
      guard let self, self.isEnabled else { return false }
      self.performPrimaryAction()
      return true
    }
    return element
  }
}
