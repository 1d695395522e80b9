import Foundation

/// A list of menu elements, as UIKit's `UIMenu`: actions, and nested menus that group them.
///
/// A nested menu with `.displayInline` draws its children as a group of their own, set off by a
/// thicker gap. In a button's or a bar button item's menu and in a table row's context menu, a
/// nested menu *without* it is a row with a chevron that opens its own panel over the menu, as
/// iOS 17's submenus do (see ``displayGroups``); in the edit menu, a single bar of buttons, it
/// is a button with a trailing chevron that pages to its commands (``EditMenuInteraction``).
/// With `.singleSelection`, choosing one of the menu's actions turns it on and its siblings off.
@preconcurrency @MainActor
public final class Menu: MenuElement {
  /// A name for a menu, as `UIMenu.Identifier`.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    /// The name.
    public var rawValue: String
    /// Creates an identifier from its name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from its name, as `UIMenu.Identifier(_:)`.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows, as `UIMenu.Options`.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The bits of the options.
    public let rawValue: UInt8
    /// Creates options from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A nested menu shows its children in place, as a separated group.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Accepted for porting; its children show in red only if they are destructive actions.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Choosing one of the menu's actions turns its `state` on and its sibling actions' off,
    /// as iOS 15's `singleSelection` does (the handler runs after, seeing the new states).
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// The menu's name.
  public let identifier: Identifier
  /// How the menu shows.
  public let options: Options
  /// The actions and nested menus, top to bottom.
  public let children: [MenuElement]

  /// Creates a menu, as `UIMenu(title:image:identifier:options:children:)`.
  /// - Parameters:
  ///   - title: The title: for the outermost menu, a small gray heading over its items; empty
  ///     (the default) for none.
  ///   - image: For a submenu, drawn on the trailing side of its row, beside its chevron; not
  ///     drawn for the outermost menu or an inline group, as in UIKit.
  ///   - identifier: A name; a unique one by default.
  ///   - options: `.displayInline` for a group; none by default.
  ///   - children: The actions and nested menus, top to bottom.
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [MenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, image: image)
  }

  /// The menu's visible actions in the groups they are drawn in: the top level's actions in
  /// runs between nested menus, each nested menu (at any depth) as groups of its own. Hidden
  /// actions and empty groups are left out.
  /// - Complexity: O(*n*) in the number of elements in the tree.
  public var actionGroups: [[Action]] {
    var groups: [[Action]] = []
    appendGroups(to: &groups)
    return groups.filter { !$0.isEmpty }
  }

  private func appendGroups(to groups: inout [[Action]]) {
    var run: [Action] = []
    for child in children {
      if let action = child as? Action {
        if !action.attributes.contains(.hidden) { run.append(action) }
      } else if let menu = child as? Menu {
        groups.append(run)
        run = []
        menu.appendGroups(to: &groups)
      }
    }
    groups.append(run)
  }

  /// The menu's visible elements in the groups a button's menu draws: the top level's actions
  /// and submenus (nested menus without `.displayInline`, each one row) in runs between inline
  /// menus, each inline menu (at any depth) as groups of its own. Hidden actions, submenus with
  /// nothing visible and empty groups are left out.
  /// - Complexity: O(*n*) in the number of elements in the tree.
  public var displayGroups: [[MenuElement]] {
    var groups: [[MenuElement]] = []
    appendDisplayGroups(to: &groups)
    return groups.filter { !$0.isEmpty }
  }

  private func appendDisplayGroups(to groups: inout [[MenuElement]]) {
    var run: [MenuElement] = []
    for child in children {
      if let action = child as? Action {
        if !action.attributes.contains(.hidden) { run.append(action) }
      } else if let menu = child as? Menu {
        if menu.options.contains(.displayInline) {
          groups.append(run)
          run = []
          menu.appendDisplayGroups(to: &groups)
        } else if !menu.displayGroups.isEmpty {
          run.append(menu)
        }
      }
    }
    groups.append(run)
  }

  /// The menu in this tree (this one or a nested one) whose children hold `element`, if any.
  /// - Complexity: O(*n*) in the number of elements in the tree.
  func parent(of element: MenuElement) -> Menu? {
    if children.contains(where: { $0 === element }) { return self }
    for case let menu as Menu in children {
      if let found = menu.parent(of: element) { return found }
    }
    return nil
  }

  /// The user chose `action` from this menu's tree: in a `.singleSelection` menu it turns on
  /// and its sibling actions off.
  func noteChoice(of action: Action) {
    guard let parent = parent(of: action), parent.options.contains(.singleSelection) else {
      return
    }
    for case let sibling as Action in parent.children {
      sibling.state = sibling === action ? .on : .off
    }
  }
}
