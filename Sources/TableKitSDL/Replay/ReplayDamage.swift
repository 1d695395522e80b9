import CSDL2

/// The parts of the output a replay may have changed: the extent (or the parts) of every
/// primitive it issued, and for vibrant primitives, which are drawn a group at a time over
/// their extents' bounding box, that box. A window that keeps its frame shows the display only
/// these (`WindowHost`): in a frame that scrolls text, a few hundred small boxes rather than
/// every pixel.
///
/// It may say more changed than did (a text copied over the same text), never less: the boxes
/// cover every pixel any issued primitive wrote.
struct ReplayDamage {
  /// The boxes, in output pixels, in the order issued; they may overlap.
  private(set) var boxes: [PixelBox] = []
  /// The bounding box of the vibrant primitives issued.
  private var vibrantBounds: PixelBox?

  /// Starts a frame with nothing changed.
  mutating func removeAll() {
    boxes.removeAll(keepingCapacity: true)
    vibrantBounds = nil
  }

  /// `box` may have changed.
  mutating func add(_ box: PixelBox) {
    guard !box.isEmpty else { return }
    boxes.append(box)
  }

  /// A vibrant primitive's `extent` was issued: its group may have changed any pixel of the
  /// box bounding the group.
  mutating func addVibrant(_ extent: PixelBox) {
    guard !extent.isEmpty else { return }
    vibrantBounds = vibrantBounds.map { $0.union(extent) } ?? extent
  }

  /// The changed parts as at most `limit` rectangles: the boxes themselves, or when there are
  /// more, the one box bounding them all (SDL puts each rectangle to the display with a
  /// request of its own).
  func rects(limit: Int) -> [SDL_Rect] {
    precondition(limit >= 1, "at least one rectangle")
    var all = boxes
    if let vibrantBounds { all.append(vibrantBounds) }
    guard all.count > limit, let first = all.first else { return all.map(\.sdlRect) }
    return [all.dropFirst().reduce(first) { $0.union($1) }.sdlRect]
  }
}
