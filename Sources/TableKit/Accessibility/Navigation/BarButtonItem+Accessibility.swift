import Foundation

extension BarButtonItem {
  /// The label assistive technology reads on a bar in `language`: the one assigned, else the
  /// title, else the system item's name as UIKit gives it for the glyphs (the trash can reads
  /// "Delete"), the words in that language.
  func effectiveAccessibilityLabel(in language: String?) -> String? {
    if let accessibilityLabel { return accessibilityLabel }
    if let title = title(in: language), !title.isEmpty { return title }
    let words = SystemStrings(language: language)
    switch systemItem {
    case .add: return words[.add]
    case .trash: return words[.delete]
    case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace, nil: return nil
    }
  }

  /// The element standing for the button on a bar (a navigation bar, a toolbar): a button
  /// named by its label, dimmed while disabled, that runs the primary action when activated.
  func accessibilityElement(in bar: View, frame: CGRect) -> AccessibilityElement {
    let element = AccessibilityElement(accessibilityContainer: bar)
    element.accessibilityFrameInContainerSpace = frame
    element.accessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
    element.accessibilityLabel = effectiveAccessibilityLabel(in: bar.traitCollection.preferredLanguage)
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
