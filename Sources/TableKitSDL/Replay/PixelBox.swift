import CSDL2

/// A rectangle of whole device pixels, half-open: the pixels with `x0 ≤ x < x1` and
/// `y0 ≤ y < y1`. The replay's overdraw culling does its arithmetic on these, in integers, so
/// that what it proves about pixels holds exactly.
struct PixelBox: Equatable, Hashable, Sendable {
  var x0: Int32
  var y0: Int32
  var x1: Int32
  var y1: Int32

  static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

  init(x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  /// The pixels of an SDL rect (none when its width or height is not positive).
  init(_ rect: SDL_Rect) {
    guard rect.w > 0, rect.h > 0 else {
      self = .empty
      return
    }
    self.init(x0: rect.x, y0: rect.y, x1: rect.x + rect.w, y1: rect.y + rect.h)
  }

  /// The same pixels as an SDL rect.
  var sdlRect: SDL_Rect { SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0) }

  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  /// The number of pixels.
  var area: Int { isEmpty ? 0 : Int(x1 - x0) * Int(y1 - y0) }

  /// The pixels in both; empty when they do not meet.
  func intersection(_ other: PixelBox) -> PixelBox {
    let box = PixelBox(
      x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    return box.isEmpty ? .empty : box
  }

  /// The smallest box holding both (both non-empty).
  func union(_ other: PixelBox) -> PixelBox {
    PixelBox(
      x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  func intersects(_ other: PixelBox) -> Bool {
    max(x0, other.x0) < min(x1, other.x1) && max(y0, other.y0) < min(y1, other.y1)
  }

  /// Whether every pixel of `other` is in this box (an empty box is in every box).
  func contains(_ other: PixelBox) -> Bool {
    other.isEmpty || (x0 <= other.x0 && y0 <= other.y0 && x1 >= other.x1 && y1 >= other.y1)
  }

  /// Appends to `parts` the pixels of this box that are not in `hole`: up to four disjoint
  /// boxes (a band above, one below, and the two sides between), or this box whole when they
  /// do not meet.
  func subtracting(_ hole: PixelBox, into parts: inout [PixelBox]) {
    guard intersects(hole) else {
      parts.append(self)
      return
    }
    if hole.y0 > y0 { parts.append(PixelBox(x0: x0, y0: y0, x1: x1, y1: hole.y0)) }
    if hole.y1 < y1 { parts.append(PixelBox(x0: x0, y0: hole.y1, x1: x1, y1: y1)) }
    let top = max(y0, hole.y0)
    let bottom = min(y1, hole.y1)
    if hole.x0 > x0 { parts.append(PixelBox(x0: x0, y0: top, x1: hole.x0, y1: bottom)) }
    if hole.x1 < x1 { parts.append(PixelBox(x0: hole.x1, y0: top, x1: x1, y1: bottom)) }
  }
}
