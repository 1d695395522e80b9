import Foundation

/// Where a sheet's or popover's parts go in a window: pure functions of the window's bounds,
/// the kind of presentation and where the card's top is, so that tests check them without
/// drawing. Coordinates are the window's.
struct SheetLayout {
  /// How the presentation shows.
  enum Kind: Equatable {
    /// A card rising from the bottom, resting at detents (compact windows).
    case card
    /// A wide card with rounded top corners down to the bottom (a page sheet on a wide window).
    case page
    /// A card centred in the window (a form sheet on a wide window).
    case centered
    /// A box with an arrow pointing at the source.
    case popover
    /// The whole window (a presentation adapted to full screen).
    case fill
  }

  /// The window's bounds less the on-screen keyboard.
  let bounds: CGRect
  /// The window's top safe-area inset (a status bar).
  let safeTop: CGFloat
  /// How the presentation shows.
  let kind: Kind

  // MARK: - Cards and detents

  /// Where the presenter's top goes when it is fully scaled back.
  var presenterTop: CGFloat { bounds.minY + max(safeTop, Metrics.sheetTopGap) }
  /// The card's top at the large detent.
  var largeTop: CGFloat { presenterTop + Metrics.sheetTopGap }
  /// The large detent's height: the most a detent may be.
  var maximumDetentValue: CGFloat { max(0, bounds.maxY - largeTop) }
  /// The card's top at a detent `height` tall.
  func top(forDetentHeight height: CGFloat) -> CGFloat { bounds.maxY - height }

  /// A card's frame with its top at `top` (the card reaches the window's bottom, and beyond
  /// while it is dragged above its largest detent).
  func cardFrame(top: CGFloat) -> CGRect {
    CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
  }

  /// How far the presenter is scaled back with the card's top at `top`: none until the card
  /// passes half the window, fully at the large detent.
  func presenterFraction(top: CGFloat) -> CGFloat {
    guard kind == .card else { return 0 }
    // The medium detent's top, rounded as the detent is: a card resting there leaves the
    // presenter exactly unscaled.
    let half = bounds.maxY - (maximumDetentValue / 2).rounded()
    guard half > largeTop else { return top <= largeTop ? 1 : 0 }
    return min(1, max(0, (half - top) / (half - largeTop)))
  }

  /// The transform that scales the presenter (a view filling `bounds`) back by `fraction`,
  /// about its centre, with its top moving down to `presenterTop`.
  func presenterTransform(fraction: CGFloat) -> CGAffineTransform {
    guard fraction > 0 else { return .identity }
    let scale = 1 - (1 - Metrics.sheetPresenterScale) * fraction
    let scaledTop = bounds.minY + (1 - scale) * bounds.height / 2
    let wantedTop = bounds.minY + (presenterTop - bounds.minY) * fraction
    return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: wantedTop - scaledTop)
  }

  /// The dimming over the presenter with the card's top at `top`: none at or below
  /// `undimmedTop` (the largest undimmed detent's top, else the window's bottom), full at
  /// `dimmedTop` (the next detent up, else the smallest detent's top).
  func dimming(top: CGFloat, undimmedTop: CGFloat, dimmedTop: CGFloat) -> CGFloat {
    guard undimmedTop > dimmedTop else { return top <= dimmedTop ? Metrics.sheetDimmingAlpha : 0 }
    let fraction = min(1, max(0, (undimmedTop - top) / (undimmedTop - dimmedTop)))
    return Metrics.sheetDimmingAlpha * fraction
  }

  // MARK: - Wide cards

  /// A wide page sheet's frame at rest.
  var pageFrame: CGRect {
    let width = min(bounds.width - 2 * Metrics.popoverMargin, Metrics.pageSheetWidth)
    let top = bounds.minY + max(safeTop, 0) + Metrics.pageSheetTop
    return CGRect(
      x: (bounds.midX - width / 2).rounded(), y: top, width: width, height: bounds.maxY - top)
  }

  /// A centred form sheet's frame at rest, `preferred` (or the default size) within the window.
  func centeredFrame(preferred: CGSize) -> CGRect {
    let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Metrics.formSheetSize
    let width = min(wanted.width, bounds.width - 2 * Metrics.popoverMargin)
    let height = min(wanted.height, bounds.height - 2 * Metrics.popoverMargin)
    return CGRect(
      x: (bounds.midX - width / 2).rounded(), y: (bounds.midY - height / 2).rounded(),
      width: max(0, width), height: max(0, height))
  }

  // MARK: - Popovers

  /// A popover's box and arrow.
  struct Popover: Equatable {
    /// The box holding the content.
    var frame: CGRect
    /// Which way the arrow points.
    var direction: PopoverArrowDirection
    /// The arrow's tip, on the source's edge.
    var tip: CGPoint
    /// The arrow's outline, from the box's edge through the tip back to the edge
    /// (`popoverArrowOutline`).
    var arrow: [CGPoint]
    /// The box's corner beside the arrow, rounded less so that the arrow's foot fits beside
    /// it, when the source is so near the window's edge that the arrow reaches into the
    /// corner's rounding; nil when every corner keeps the full radius.
    var arrowCorner: ArrowCorner?
  }

  /// A popover box's corner rounded less than the others, to make room for the arrow.
  struct ArrowCorner: Equatable {
    /// Which corner.
    var corner: RectCorner
    /// Its radius, less than `Metrics.popoverCornerRadius`.
    var radius: CGFloat
  }

  /// Places a popover of `preferred` size (or the default) pointing at `source`, trying the
  /// permitted directions in UIKit's order (up, down, left, right) and taking the first where
  /// the whole box fits, else the one with the most room (the box then shrinks to it).
  func popover(preferred: CGSize, source: CGRect, permitted: PopoverArrowDirection) -> Popover {
    let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Metrics.popoverDefaultSize
    let margin = Metrics.popoverMargin
    let arrow = Metrics.popoverArrowSize.height
    let area = bounds.insetBy(dx: margin, dy: margin)
    let allowed = permitted == .unknown || permitted.isEmpty ? .any : permitted
    let candidates: [(PopoverArrowDirection, CGFloat)] = [
      (.up, area.maxY - source.maxY - arrow), (.down, source.minY - area.minY - arrow),
      (.left, area.maxX - source.maxX - arrow), (.right, source.minX - area.minX - arrow),
    ].filter { allowed.contains($0.0) }
    func fits(_ candidate: (PopoverArrowDirection, CGFloat)) -> Bool {
      let vertical = candidate.0 == .up || candidate.0 == .down
      return candidate.1 >= (vertical ? wanted.height : wanted.width)
    }
    let (direction, room) =
      candidates.first(where: fits) ?? candidates.max { $0.1 < $1.1 } ?? (.up, 0)
    return place(wanted, direction: direction, room: max(0, room), source: source, area: area)
  }

  private func place(
    _ wanted: CGSize, direction: PopoverArrowDirection, room: CGFloat, source: CGRect,
    area: CGRect
  ) -> Popover {
    let arrow = Metrics.popoverArrowSize
    let half = arrow.width / 2
    let radius = Metrics.popoverCornerRadius
    var frame = CGRect.zero
    var tip = CGPoint.zero
    if direction == .up || direction == .down {
      let size = CGSize(width: min(wanted.width, area.width), height: min(wanted.height, room))
      let x = min(max(source.midX - size.width / 2, area.minX), area.maxX - size.width)
      let y = direction == .up ? source.maxY + arrow.height : source.minY - arrow.height - size.height
      frame = CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
      tip = CGPoint(
        x: Self.arrowPosition(source.midX, from: frame.minX, to: frame.maxX, half: half),
        y: direction == .up ? source.maxY : source.minY)
    } else {
      let size = CGSize(width: min(wanted.width, room), height: min(wanted.height, area.height))
      let y = min(max(source.midY - size.height / 2, area.minY), area.maxY - size.height)
      let x =
        direction == .left ? source.maxX + arrow.height : source.minX - arrow.height - size.width
      frame = CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
      tip = CGPoint(
        x: direction == .left ? source.maxX : source.minX,
        y: Self.arrowPosition(source.midY, from: frame.minY, to: frame.maxY, half: half))
    }
    let vertical = direction == .up || direction == .down
    let position = vertical ? tip.x : tip.y
    let start = vertical ? frame.minX : frame.minY
    let end = vertical ? frame.maxX : frame.maxY
    return Popover(
      frame: frame, direction: direction, tip: tip,
      arrow: Self.popoverArrowOutline(
        tip: tip, direction: direction, size: arrow,
        footCut: (min: position - start, max: end - position)),
      arrowCorner: Self.arrowCorner(
        of: frame, tip: tip, direction: direction, half: half, radius: radius))
  }

  /// Where along the box's edge (from `start` to `end`) the arrow points: at `wanted`, the
  /// source's middle, anywhere along the edge but its last `Metrics.popoverArrowEdgeInset`.
  /// iOS points a popover at its bar button even at the window's edge: the corner beside the
  /// arrow is rounded less, or not at all, and the arrow's outer flank falls down the box's
  /// side.
  private static func arrowPosition(
    _ wanted: CGFloat, from start: CGFloat, to end: CGFloat, half: CGFloat
  ) -> CGFloat {
    let inset = min(half, Metrics.popoverArrowEdgeInset)
    guard end - start >= 2 * inset, wanted.isFinite else { return (start + end) / 2 }
    return min(max(wanted, start + inset), end - inset)
  }

  /// The corner the arrow's foot reaches into, with the radius left beside the foot.
  private static func arrowCorner(
    of frame: CGRect, tip: CGPoint, direction: PopoverArrowDirection, half: CGFloat,
    radius: CGFloat
  ) -> ArrowCorner? {
    let vertical = direction == .up || direction == .down
    let position = vertical ? tip.x : tip.y
    let start = vertical ? frame.minX : frame.minY
    let end = vertical ? frame.maxX : frame.maxY
    let nearStart = position - start <= end - position
    let room = (nearStart ? position - start : end - position) - half
    guard room < radius else { return nil }
    let corner: RectCorner
    switch direction {
    case .up: corner = nearStart ? .topLeft : .topRight
    case .down: corner = nearStart ? .bottomLeft : .bottomRight
    case .left: corner = nearStart ? .topLeft : .bottomLeft
    default: corner = nearStart ? .topRight : .bottomRight
    }
    return ArrowCorner(corner: corner, radius: max(0, room))
  }
}
