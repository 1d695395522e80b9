import Foundation

/// Where iOS 17's text loupe stands and what it shows: a capsule `Metrics.textLoupeSize`
/// across, its bottom `textLoupeGap` above the line it magnifies, centred on the point it
/// magnifies and kept `textLoupeEdgeMargin` inside the window; inside it, the area around
/// that point magnified `textLoupeMagnification` times, centred in the capsule.
///
/// Values in the window's coordinates.
struct TextLoupeLayout: Equatable {
  /// The capsule.
  let frame: CGRect
  /// The point shown at the capsule's centre.
  let magnifiedPoint: CGPoint

  /// Lays the loupe out over `point`: on `line` (the caret's or a selection end's line-high
  /// rect) when there is one, else on the point itself; inside `bounds`.
  init(magnifying point: CGPoint, line: CGRect?, in bounds: CGRect) {
    let size = Metrics.textLoupeSize
    magnifiedPoint = CGPoint(x: point.x, y: line?.midY ?? point.y)
    let lineTop = line?.minY ?? point.y
    let margin = Metrics.textLoupeEdgeMargin
    // Kept inside the window: first on the left, so that a window narrower than the loupe
    // shows its leading part; the top likewise, over what it magnifies if it must.
    let x = max(
      bounds.minX + margin, min(point.x - size.width / 2, bounds.maxX - margin - size.width))
    let y = max(bounds.minY + margin, lineTop - Metrics.textLoupeGap - size.height)
    frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
  }

  /// The area whose drawing reaches the capsule once magnified (before magnifying).
  var magnifiedArea: CGRect {
    let scale = Metrics.textLoupeMagnification
    return CGRect(
      x: magnifiedPoint.x - frame.width / (2 * scale),
      y: magnifiedPoint.y - frame.height / (2 * scale),
      width: frame.width / scale, height: frame.height / scale)
  }

  /// How far the magnified drawing moves to put `magnifiedPoint` at the capsule's centre.
  var contentShift: CGPoint {
    CGPoint(x: frame.midX - magnifiedPoint.x, y: frame.midY - magnifiedPoint.y)
  }

  /// The capsule's corner radius: half its height.
  var cornerRadius: CGFloat { min(frame.width, frame.height) / 2 }

  /// Rects that together fill the capsule from inside, up to `Metrics.textLoupeClipTolerance`
  /// from its rounded ends: the renderer clips to rects only, and the magnified drawing is
  /// drawn once through each so that none of it spills past the rounded ends.
  var clipStrips: [CGRect] {
    let radius = cornerRadius
    guard radius > 0 else { return [frame] }
    let tolerance = Metrics.textLoupeClipTolerance
    // The inset of the capsule's side from the frame at `distance` from its middle line.
    func inset(_ distance: CGFloat) -> CGFloat {
      radius - (max(0, radius * radius - distance * distance)).squareRoot()
    }
    // The distance from the middle line at which the inset is `value`.
    func distance(atInset value: CGFloat) -> CGFloat {
      let leg = radius - max(0, value)
      return max(0, radius * radius - leg * leg).squareRoot()
    }
    var upper: [CGRect] = []
    var outer = frame.height / 2
    while outer > 0 {
      // A strip as wide as the capsule at its outer edge (the narrowest row it covers), as tall
      // as keeps the gap to the rounded end under the tolerance.
      let edgeInset = inset(outer)
      let inner = edgeInset > tolerance ? distance(atInset: edgeInset - tolerance) : 0
      let strip = CGRect(
        x: frame.minX + edgeInset, y: frame.midY - outer, width: frame.width - 2 * edgeInset,
        height: outer - inner)
      if strip.width > 0, strip.height > 0 { upper.append(strip) }
      outer = min(inner, outer - 0.01)
    }
    let lower = upper.map { strip in
      CGRect(
        x: strip.minX, y: 2 * frame.midY - strip.maxY, width: strip.width, height: strip.height)
    }
    return upper + lower.reversed()
  }
}

extension Metrics {
  // iOS 17's loupe, measured against screenshots of an iPhone: no API gives these numbers.

  /// The loupe's size, a capsule.
  public static let textLoupeSize = CGSize(width: 120, height: 40)
  /// How much the loupe enlarges what it shows.
  public static let textLoupeMagnification: CGFloat = 1.25
  /// How far from the caret the point the loupe magnifies may go while a finger moves the
  /// caret (so that the caret stays in the loupe's middle half).
  public static let textLoupeCaretReach: CGFloat = 24
  /// The room between the loupe's bottom and the top of the line it shows.
  public static let textLoupeGap: CGFloat = 10
  /// How close the loupe comes to the window's edges.
  public static let textLoupeEdgeMargin: CGFloat = 6
  /// How far the magnified drawing may stop short of the capsule's rounded ends (the stroke
  /// around the capsule covers most of it).
  static let textLoupeClipTolerance: CGFloat = 0.75
  /// The soft shadow under the loupe: its falloff and color.
  public static let textLoupeShadow = (
    blur: CGFloat(12), color: Color.black.withAlphaComponent(0.2)
  )
  /// How large the loupe is, against its size, as it starts to grow out of the caret.
  public static let textLoupeAppearingScale: CGFloat = 0.1
  /// How long the loupe takes to grow to its size (its opacity rises alongside).
  public static let textLoupeAppearingDuration: TimeInterval = 0.25
  /// How long the loupe takes to shrink back into the point it magnified once it is hidden
  /// (its opacity falls alongside), as iOS 17's does when the finger lifts.
  public static let textLoupeDisappearingDuration: TimeInterval = 0.2
  /// How long a finger holds still on a text before the loupe shows, as UIKit's long press.
  public static let textLoupePressDuration: TimeInterval = 0.5
  /// How far that finger may wander meanwhile (farther, it is a drag or a scroll).
  public static let textLoupeAllowableMovement: CGFloat = 10
}
