import Foundation

/// The edit menu over a text's selection, as VoiceOver meets iOS's: a group of buttons, one per
/// command on the page shown (dimmed when disabled), with the page chevrons as Previous and
/// Next buttons. It is not modal: the text it acts on is still read, as on iOS, where the menu
/// is one more stop after the text. Activating a command performs it and closes the menu; a
/// two-finger scrub (escape) closes it, as Escape does.
struct EditMenuAccessibility: AccessibilityBehavior {
  let menu: EditMenuView

  var containerType: AccessibilityContainerType { .semanticGroup }

  /// The panel with its arrow, not the whole window the view covers to catch presses.
  var frame: CGRect? {
    guard let layout = menu.layout else { return nil }
    return menu.convert(layout.frameWithArrow, to: nil)
  }

  var elements: [Any]? {
    guard let layout = menu.layout else { return [] }
    let words = SystemStrings(for: menu)
    var parts: [(part: EditMenuPart, frame: CGRect, label: String, isEnabled: Bool)] =
      layout.items.map { item in
        let entry = menu.entries[item.index]
        let isEnabled = (entry as? Action)?.attributes.contains(.disabled) != true
        return (.item(item.index), item.frame, entry.title, isEnabled)
      }
    if let button = layout.previousPageButton {
      // On a nested menu's first page the leading chevron goes back out of it.
      let goesBack = menu.page == 0 && !menu.openedSubmenus.isEmpty
      parts.append((.previousPage, button, words[goesBack ? .back : .previousPage], true))
    }
    if let button = layout.nextPageButton {
      parts.append((.nextPage, button, words[.nextPage], true))
    }
    // Read in the order the eye reads them: left to right, right to left in a mirrored menu.
    parts.sort { menu.isRightToLeft ? $0.frame.minX > $1.frame.minX : $0.frame.minX < $1.frame.minX }
    return parts.map { part in
      let element = AccessibilityElement(accessibilityContainer: menu)
      element.accessibilityLabel = part.label
      element.accessibilityTraits = part.isEnabled ? .button : [.button, .notEnabled]
      element.accessibilityFrameInContainerSpace = part.frame
      element.accessibilityActivateBlock = { [weak menu] in
        guard let menu, menu.isOpen, part.isEnabled else { return false }
        menu.activate(part.part)
        return true
      }
      return element
    }
  }

  func performEscape() -> Bool {
    menu.close()
    return true
  }
}

extension TextSelectionHost {
  /// The edit menu's commands that apply now, as a screen reader's actions on the text being
  /// edited (what VoiceOver's Edit rotor offers on iOS): the same commands, titles and
  /// delegate's menu a finger gets, so that Cut, Copy, Paste and Select All do not depend on
  /// seeing the menu. None while the text is not being edited.
  var editAccessibilityActions: [AccessibilityCustomAction] {
    guard isFirstResponder else { return [] }
    return editMenu.actionGroups.joined()
      .filter { !$0.attributes.contains(.disabled) }
      .map { action in
        AccessibilityCustomAction(name: action.title) { [weak self] _ in
          guard let self, self.isFirstResponder else { return false }
          action.perform(sender: self)
          return true
        }
      }
  }
}
