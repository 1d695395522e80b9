import Foundation

/// An open context menu: what it shows, the row it belongs to, and what the user is doing to it.
@MainActor
struct ContextMenuPresentation {
  /// Where the menu opens.
  enum Placement: Equatable {
    /// Next to its row (a long press, the Menu key).
    case nextToRow
    /// At a point in view coordinates (a right click).
    case atPoint(CGPoint)
  }

  /// The configuration the delegate returned.
  let configuration: ContextMenuConfiguration
  /// The menu's open panels (its own and its open submenus'), the highlight and the pointer
  /// choosing in them.
  var panels: MenuPanels
  /// The row the menu belongs to (lifted over the dimmed table).
  let indexPath: IndexPath
  /// Where the menu opens.
  let placement: Placement
  /// How far the menu has opened, or faded away once closed, on the table's clock.
  var transition = MenuTransition.open

  /// The menu's title.
  var title: String { panels.root.title }
  /// The top panel's highlighted item, by its index across all its rows.
  var highlightedItem: Int? { panels.highlightedItem }
  /// The pointer choosing an item: the long press's finger still down, or one that went down on
  /// the panel.
  var trackedPointer: Int? { panels.trackedPointer }
  /// The top panel's rows, top to bottom: nil for an open submenu's header.
  var elements: [MenuElement?] { panels.topElements }
}

/// A row's context menu that closed and is fading away, as it stood when it closed: it takes no
/// input, and the table draws it until it is gone.
@MainActor
struct ClosingContextMenu {
  /// The menu, its transition closing.
  let presentation: ContextMenuPresentation
  /// Its panels' layouts when it closed, the root's first (the rows may change under it).
  let layouts: [ContextMenuLayout]
  /// What its root panel opened next to, which it shrinks back toward.
  let anchor: ContextMenuLayout.Anchor
  /// The row it lifted, fading back into the table with it.
  weak var liftedCell: TableViewCell?
}
