import Foundation

/// A list of menu elements, as UIKit's `UIMenu`: actions, and nested menus that group them.
///
/// A nested menu with `.displayInline` draws its children as a group of their own, set off by a
/// thicker gap. A nested menu *without* it is drawn the same way here (its children flattened
/// into a group, its title and image not shown): TableKit's menus have one level, with no
/// submenu rows that open further panels as iOS 14's do.
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
  ///   - image: Accepted for porting; not drawn.
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
}
