import Foundation

/// An alert or action sheet, as `UIAlertController`'s view: modal (what lies under it is not
/// read while it shows), reading its title, its message, its text fields and its buttons in
/// order; a two-finger scrub (escape) chooses its cancel action, as Escape does.
struct AlertAccessibility: AccessibilityBehavior {
  let alert: AlertView

  var viewIsModal: Bool { true }
  var containerType: AccessibilityContainerType { .semanticGroup }

  var elements: [Any]? {
    guard let controller = alert.controller, let layout = alert.layout else { return [] }
    var elements: [Any] = []
    let (shown, indexes) = layout.visiblePart(scrolledBy: alert.scrollOffsets)
    // Title and message lines are not told apart once wrapped: both read the whole header.
    let header = shown.headerLines.reduce(CGRect.null) { box, line in
      box.union(CGRect(origin: line.origin, size: CGSize(
        width: line.maxWidth, height: (line.font.pointSize * 1.2).rounded(.up))))
    }
    for (text, traits) in [(controller.title, AccessibilityTraits.header),
      (controller.message, .staticText)]
    {
      guard let text, !text.isEmpty else { continue }
      let element = AccessibilityElement(accessibilityContainer: alert)
      element.accessibilityLabel = text
      element.accessibilityTraits = traits
      element.accessibilityFrameInContainerSpace = header.isNull ? .zero : header
      elements.append(element)
    }
    elements += alert.textFields
    for (button, index) in zip(shown.buttons, indexes) {
      let element = AccessibilityElement(accessibilityContainer: alert)
      element.accessibilityLabel = button.title.text
      element.accessibilityTraits = button.isEnabled ? .button : [.button, .notEnabled]
      element.accessibilityFrameInContainerSpace = button.frame
      element.accessibilityActivateBlock = { [weak alert] in
        guard let alert, button.isEnabled else { return false }
        alert.choose(index)
        return true
      }
      elements.append(element)
    }
    return elements
  }

  func performEscape() -> Bool { alert.controller?.cancel() ?? false }
}
