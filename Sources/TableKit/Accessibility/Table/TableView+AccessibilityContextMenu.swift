import Foundation

extension TableView {
  /// The open context menu's top panel as elements, in reading order: its title as a header,
  /// then its items as buttons (dimmed when disabled, selected when checked, an open submenu's
  /// header a header too), each activating its item as a tap does (choosing an action, opening
  /// a submenu, closing it from its header); nil when no menu is open.
  var contextMenuAccessibilityElements: [AccessibilityElement]? {
    guard let presentation = interaction.contextMenu else { return nil }
    let layout = contextMenuLayout(for: presentation)
    // The layout is in view coordinates; the elements' frames are in the table's bounds.
    let offset = contentOffset
    let scrolled = { (rect: CGRect) in rect.offsetBy(dx: offset.x, dy: offset.y) }
    var elements: [AccessibilityElement] = []
    if let titleFrame = layout.titleFrame, !layout.title.isEmpty {
      let title = AccessibilityElement(accessibilityContainer: self)
      title.accessibilityLabel = layout.title
      title.accessibilityTraits = .header
      title.accessibilityFrameInContainerSpace = scrolled(titleFrame)
      elements.append(title)
    }
    for (index, item) in layout.items.enumerated() {
      let element = AccessibilityElement(accessibilityContainer: self)
      element.accessibilityLabel = item.entry.title
      element.accessibilityTraits = .button
      if item.entry.kind == .submenuHeader { element.accessibilityTraits.insert(.header) }
      if item.entry.attributes.contains(.disabled) {
        element.accessibilityTraits.insert(.notEnabled)
      }
      if item.entry.state == .on { element.accessibilityTraits.insert(.selected) }
      element.accessibilityFrameInContainerSpace = scrolled(item.frame)
      element.accessibilityActivateBlock = { [weak self] in
        guard let self, !item.entry.attributes.contains(.disabled) else { return false }
        self.performContextMenuItem(at: index)
        return true
      }
      elements.append(element)
    }
    return elements
  }
}
