import Foundation

/// A button's open menu (see `Button+Menu.swift`): a panel drawn as a context menu's, under
/// its button or above it, over the whole window. It takes every pointer while it shows: a
/// press on an item highlights it and the lift there chooses it (a finger may slide between
/// items); a press outside the panel closes the menu. The arrow keys move the highlight,
/// Space and Return choose, Escape closes.
@preconcurrency @MainActor
final class ButtonMenuView: View, InputHandling {
  /// The button the menu belongs to.
  private(set) weak var button: Button?
  /// The visible actions in their groups, as drawn.
  let groups: [[Action]]
  /// The menu's title; empty for none.
  let title: String
  /// The item under the finger or chosen with the arrow keys, by its index across all groups.
  private(set) var highlightedItem: Int?
  /// The pointer choosing an item.
  private var trackedPointer: Int?

  init(button: Button, groups: [[Action]], title: String) {
    self.button = button
    self.groups = groups
    self.title = title
    super.init(frame: .zero)
    // The menu takes the look (dark or light) of where its button is.
    overrideUserInterfaceStyle = button.traitCollection.userInterfaceStyle
    semanticContentAttribute = button.isRightToLeft ? .forceRightToLeft : .forceLeftToRight
  }

  private var actions: [Action] { groups.flatMap { $0 } }

  /// The panel's layout in this view's coordinates, under the button as it is now.
  var layout: ContextMenuLayout {
    let anchor = button.map { $0.convert($0.bounds, to: self) } ?? .zero
    return ContextMenuLayout(
      title: title, groups: ContextMenuLayout.entries(for: groups, images: screen.imageProvider),
      anchor: .control(anchor), bounds: bounds, isRightToLeft: isRightToLeft)
  }

  /// Covers the window, whatever its size now.
  override func layoutIfNeeded() {
    if let superview, frame != superview.bounds { frame = superview.bounds }
    super.layoutIfNeeded()
  }

  override func draw(in list: inout DrawList) {
    layout.draw(
      in: &list, highlightedItem: highlightedItem, textMeasurer: screen.textMeasurer,
      reducesTransparency: reducesTransparency)
  }

  /// Every point of the window: outside the panel a press closes the menu.
  override func hitTest(_ point: CGPoint) -> View? {
    isHidden || !bounds.contains(point) ? nil : self
  }

  /// Closes the menu.
  func close() {
    if button?.openMenu === self { button?.openMenu = nil }
    removeFromSuperview()
  }

  private func choose(_ index: Int) {
    let actions = actions
    guard actions.indices.contains(index), !actions[index].attributes.contains(.disabled)
    else { return }
    close()
    button?.chooseMenuAction(actions[index])
  }

  func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let id, let location, _):
      guard layout.panelFrame.contains(location) else {
        close()
        return true
      }
      trackedPointer = id
      highlightedItem = enabledItem(at: location)
    case .pointerMoved(let id, let location, _):
      guard trackedPointer == id else { return true }
      highlightedItem = enabledItem(at: location)
    case .pointerUp(let id, let location, _):
      guard trackedPointer == id else { return true }
      trackedPointer = nil
      if let index = enabledItem(at: location) { choose(index) } else { highlightedItem = nil }
    case .pointerCancelled:
      trackedPointer = nil
      highlightedItem = nil
    case .secondaryClick, .wheel:
      close()
    case .key(let key, _):
      return handleKey(key)
    case .text, .composition:
      return false
    }
    return true
  }

  private func enabledItem(at location: CGPoint) -> Int? {
    guard let index = layout.itemIndex(at: location),
      !actions[index].attributes.contains(.disabled)
    else { return nil }
    return index
  }

  private func handleKey(_ key: Key) -> Bool {
    let enabled = actions.map { !$0.attributes.contains(.disabled) }
    switch key {
    case .down, .tab:
      highlightedItem = ContextMenuLayout.steppedItem(from: highlightedItem, by: 1, enabled: enabled)
    case .up:
      highlightedItem = ContextMenuLayout.steppedItem(
        from: highlightedItem, by: -1, enabled: enabled)
    case .return, .space:
      if let highlightedItem { choose(highlightedItem) }
    case .escape, .back:
      close()
    default:
      return true
    }
    return true
  }
}

extension Window {
  /// The button menu open over everything, if any.
  var openButtonMenu: ButtonMenuView? { subviews.last as? ButtonMenuView }
}
