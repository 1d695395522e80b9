import Foundation

/// A button's or a bar button item's open menu, as VoiceOver meets iOS's menus: modal (the
/// screen under it is not read while it shows), reading the top panel only: the root menu's
/// title as a header, or an open submenu's header, which closes it, then each row as a button,
/// dimmed when disabled and selected when checked; a submenu's row opens it when activated. A
/// two-finger scrub (escape) closes the submenu, or the menu at its root, as Escape does.
struct ButtonMenuAccessibility: AccessibilityBehavior {
  let menu: ButtonMenuView

  /// Modal while open; a closing menu, fading away, is not read.
  var viewIsModal: Bool { !menu.isClosing }
  var containerType: AccessibilityContainerType { .semanticGroup }

  var elements: [Any]? {
    guard !menu.isClosing else { return [] }
    let layout = menu.layout
    var elements: [Any] = []
    if let titleFrame = layout.titleFrame, !layout.title.isEmpty {
      let title = AccessibilityElement(accessibilityContainer: menu)
      title.accessibilityLabel = layout.title
      title.accessibilityTraits = .header
      title.accessibilityFrameInContainerSpace = titleFrame
      elements.append(title)
    }
    for (index, item) in layout.items.enumerated() {
      let element = AccessibilityElement(accessibilityContainer: menu)
      element.accessibilityLabel = item.entry.title
      var traits: AccessibilityTraits = .button
      if item.entry.kind == .submenuHeader { traits.insert(.header) }
      if !menu.isEnabled(item: index) { traits.insert(.notEnabled) }
      if item.entry.state == .on { traits.insert(.selected) }
      element.accessibilityTraits = traits
      element.accessibilityFrameInContainerSpace = item.frame
      element.accessibilityActivateBlock = { [weak menu] in
        guard let menu, menu.isEnabled(item: index) else { return false }
        menu.activate(item: index)
        return true
      }
      elements.append(element)
    }
    return elements
  }

  func performEscape() -> Bool {
    if menu.levels.count > 1 {
      menu.closeSubmenu()
    } else {
      menu.close()
    }
    return true
  }
}
