import Foundation

/// How rows (and sections) come and go in a batch update, as UIKit's
/// `UITableView.RowAnimation`.
public enum RowAnimation: Int, Sendable, Hashable {
  /// The row fades in or out in place.
  case fade = 0
  /// The row slides in from (or out to) the right, by the table's width.
  case right = 1
  /// The row slides in from (or out to) the left.
  case left = 2
  /// The row slides up behind the row above it when deleted (down from behind it when
  /// inserted).
  case top = 3
  /// The row slides down by its height behind the rows below when deleted (up from a row's
  /// height below its place when inserted).
  case bottom = 4
  /// No animation of the row itself; the rows around it still move to their new places.
  case none = 5
  /// The row stays centred on its closing (or opening) gap, so it seems to shrink (grow) from
  /// its centre.
  case middle = 6
  /// The table picks one from where the row is, as UIKit does.
  case automatic = 100
}

/// Where a row (or section) lies, which decides what `.automatic` means for it.
struct RowAnimationContext: Equatable, Sendable {
  /// The row is the last of its section (before a delete, after an insert).
  var isAtSectionEnd: Bool
  /// The row is the first of its section.
  var isAtSectionStart: Bool
  /// The row's section is inserted or deleted as a whole.
  var isWholeSection: Bool
  /// A delete and an insert meet at the same place in this batch.
  var isReplacedAtSamePlace: Bool
  /// The row is taller than the visible area.
  var isVeryTall: Bool
}

extension RowAnimationContext {
  /// A row of a section inserted or deleted as a whole.
  static let wholeSection = RowAnimationContext(
    isAtSectionEnd: false, isAtSectionStart: false, isWholeSection: true,
    isReplacedAtSamePlace: false, isVeryTall: false)
}

extension RowAnimation {
  /// The concrete animation `.automatic` stands for, following UIKit: a whole section or a very
  /// tall row fades; a delete replaced by an insert at the same place goes out right and comes in
  /// left; at the end of a section, top; at its start, bottom; in the middle, inserts from the
  /// top and deletes to the bottom. Other animations are themselves.
  func resolved(isInsertion: Bool, in context: RowAnimationContext) -> RowAnimation {
    guard self == .automatic else { return self }
    if context.isWholeSection || context.isVeryTall { return .fade }
    if context.isReplacedAtSamePlace { return isInsertion ? .left : .right }
    if context.isAtSectionEnd { return .top }
    if context.isAtSectionStart { return .bottom }
    return isInsertion ? .top : .bottom
  }

  /// What Reduce Motion draws instead (`AccessibilityCenter.isReduceMotionEnabled`): a row that
  /// would slide in, out or from its middle cross-fades in place; `.none` stays none.
  var withoutMotion: RowAnimation { self == .none ? .none : .fade }

  /// Where a deleted row ends (or an inserted row starts), and at what opacity, given its frame
  /// at rest, the position of the gap it closes (opens) in content coordinates, and the table's
  /// width. The row animates between this and its frame at rest.
  /// - Parameters:
  ///   - frame: The row's frame at rest (before a delete, after an insert).
  ///   - gapY: Where the gap meets the rows around it when it is closed.
  ///   - tableWidth: How far `.left` and `.right` move a row.
  ///   - isInsertion: Whether the row comes in (then `.fade`, `.left`, `.right` and `.middle`
  ///     also fade in).
  /// - Returns: The far end of the row's animation.
  func farEnd(of frame: CGRect, gapY: CGFloat, tableWidth: CGFloat, isInsertion: Bool)
    -> (frame: CGRect, alpha: CGFloat)
  {
    switch self {
    case .fade, .automatic:
      return (frame, 0)
    case .none:
      return (frame, 0)
    case .right:
      return (frame.offsetBy(dx: tableWidth, dy: 0), isInsertion ? 0 : 1)
    case .left:
      return (frame.offsetBy(dx: -tableWidth, dy: 0), isInsertion ? 0 : 1)
    case .top:
      return (
        CGRect(x: frame.minX, y: gapY - frame.height, width: frame.width, height: frame.height), 1
      )
    case .bottom:
      // Down by its own height, as UIKit: an inserted row rises from below into its place, a
      // deleted one sinks out of it, behind the rows around it. (Pinned at the gap, it would be
      // uncovered in place, the very picture of `.none`.)
      return (frame.offsetBy(dx: 0, dy: frame.height), 1)
    case .middle:
      return (
        CGRect(x: frame.minX, y: gapY - frame.height / 2, width: frame.width, height: frame.height),
        isInsertion ? 0 : 1
      )
    }
  }

  /// Where the new cell of a reloaded row starts. For `.left` and `.right` it comes in from the
  /// other side at full opacity, right behind the old cell that slides out, so the two pass as
  /// one strip, as UIKit draws it (coming in from the same side while fading in, they crossed
  /// as a double exposure); other animations start as an insertion's.
  /// - Parameters:
  ///   - frame: The row's frame at rest after the update.
  ///   - gapY: Where the gap meets the rows around it when closed.
  ///   - tableWidth: How far `.left` and `.right` move a row.
  /// - Returns: The far end of the new cell's animation.
  func reloadFarEnd(of frame: CGRect, gapY: CGFloat, tableWidth: CGFloat)
    -> (frame: CGRect, alpha: CGFloat)
  {
    switch self {
    case .right: return (frame.offsetBy(dx: -tableWidth, dy: 0), 1)
    case .left: return (frame.offsetBy(dx: tableWidth, dy: 0), 1)
    default: return farEnd(of: frame, gapY: gapY, tableWidth: tableWidth, isInsertion: true)
    }
  }

  /// Whether a row animating this way is drawn behind the rows around it: every deleted row is,
  /// and an inserted row that slides out from behind its neighbour.
  func drawsBehindNeighbours(isInsertion: Bool) -> Bool {
    !isInsertion || self == .top || self == .bottom
  }
}
