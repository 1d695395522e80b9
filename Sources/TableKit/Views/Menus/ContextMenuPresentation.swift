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
  /// The visible actions in their groups, as drawn.
  let groups: [[Action]]
  /// The menu's title.
  let title: String
  /// The row the menu belongs to (lifted over the dimmed table).
  let indexPath: IndexPath
  /// Where the menu opens.
  let placement: Placement
  /// The item under the finger or chosen with the arrow keys, by its index across all groups.
  var highlightedItem: Int?
  /// The pointer choosing an item: the long press's finger still down, or one that went down on
  /// the panel.
  var trackedPointer: Int?

  /// The actions top to bottom, as the layout's items.
  var actions: [Action] { groups.flatMap { $0 } }
}
