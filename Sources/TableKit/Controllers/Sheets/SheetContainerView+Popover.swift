import Foundation

/// How a popover is drawn: one rounded shape in its background, the arrow growing out of its
/// edge, its content clipped to the rounded box, and a soft shadow around both.
///
/// The content is clipped to the box by the card's rectangular clip; its corners are then
/// rounded as every rounded clip in TableKit is (`DrawCommand.roundCorners`), by painting over
/// each corner what the views below show there. The shadow is drawn after that, outside the
/// rounded shape only, so that it reaches into the painted corners as around the rest of the
/// edge; the arrow's own shadow follows (`popoverArrowShadow`), then the arrow, over the shadows
/// at its foot.
extension SheetContainerView {
  /// The popover's box under its content; the corner beside an arrow that reaches into it is
  /// filled square here and rounded less with the others over the content.
  func drawPopoverBox(in list: inout DrawList) {
    let box = cardView.frame
    let radius = cardCornerRadius
    list.fillRoundedRect(box, cornerRadius: radius, color: popoverBackground)
    if let arrowCorner = popover?.arrowCorner {
      list.fill(
        Self.cornerSquare(arrowCorner.corner, of: box, side: radius), color: popoverBackground)
    }
  }

  /// The popover's rounded corners, its shadow and its arrow, over the content.
  func drawPopoverEdges(in list: inout DrawList) {
    guard let popover else { return }
    let box = cardView.frame
    let radius = cardCornerRadius
    for (corners, backdrop) in cornerBackdrops(of: box) {
      var fullCorners = corners
      if let arrowCorner = popover.arrowCorner, corners.contains(arrowCorner.corner) {
        fullCorners.subtract(arrowCorner.corner)
        list.roundCorners(
          of: box, cornerRadius: arrowCorner.radius, corners: arrowCorner.corner,
          backdrop: backdrop)
      }
      list.roundCorners(of: box, cornerRadius: radius, corners: fullCorners, backdrop: backdrop)
    }
    let shadow = { (list: inout DrawList) in
      list.shadow(
        around: box, cornerRadius: radius, blur: Metrics.popoverShadowBlur,
        color: Color(white: 0, alpha: Metrics.popoverShadowAlpha))
    }
    if let arrowCorner = popover.arrowCorner {
      // The shadow is drawn outside a box rounded alike at every corner, so it would darken
      // the square corner beside the arrow: it is drawn everywhere but there.
      let square = Self.cornerSquare(arrowCorner.corner, of: box, side: radius)
      for part in Self.parts(of: bounds.insetBy(dx: -radius, dy: -radius), outside: square) {
        list.clipped(to: part, shadow)
      }
    } else {
      shadow(&list)
    }
    // The arrow casts the body's shadow too, before it is drawn over its own.
    for layer in SheetLayout.popoverArrowShadow(
      outline: popover.arrow, direction: popover.direction, box: box,
      room: bounds.insetBy(dx: -radius, dy: -radius), blur: Metrics.popoverShadowBlur,
      alpha: Metrics.popoverShadowAlpha)
    {
      list.clipped(to: layer.clip) {
        $0.append(.fillPolygon(layer.polygon, Color(white: 0, alpha: layer.alpha)))
      }
    }
    list.append(.fillPolygon(popover.arrow, popoverBackground))
  }

  /// The `side`-wide square at `corner` inside `box`.
  static func cornerSquare(_ corner: RectCorner, of box: CGRect, side: CGFloat) -> CGRect {
    let left = corner.contains(.topLeft) || corner.contains(.bottomLeft)
    let top = corner.contains(.topLeft) || corner.contains(.topRight)
    return CGRect(
      x: left ? box.minX : box.maxX - side, y: top ? box.minY : box.maxY - side, width: side,
      height: side)
  }

  /// `area` without `hole`: up to four rects (above, below, and either side of it).
  static func parts(of area: CGRect, outside hole: CGRect) -> [CGRect] {
    let hole = hole.intersection(area)
    guard !hole.isNull, !hole.isEmpty else { return [area] }
    return [
      CGRect(x: area.minX, y: area.minY, width: area.width, height: hole.minY - area.minY),
      CGRect(x: area.minX, y: hole.maxY, width: area.width, height: area.maxY - hole.maxY),
      CGRect(x: area.minX, y: hole.minY, width: hole.minX - area.minX, height: hole.height),
      CGRect(x: hole.maxX, y: hole.minY, width: area.maxX - hole.maxX, height: hole.height),
    ].filter { $0.width > 0 && $0.height > 0 }
  }

  /// The popover's color: the one set, else the content's background, else the elevated
  /// system background.
  var popoverBackground: Color {
    (presentation as? PopoverPresentationController)?.backgroundColor
      ?? contentView?.backgroundColor ?? .systemBackground
  }

  /// What the views below the popover show at each of its corners (just inside the box's
  /// rectangle, outside its rounding), the corners sharing a color grouped.
  private func cornerBackdrops(of box: CGRect) -> [(RectCorner, Color)] {
    let inset = min(2, cardCornerRadius / 4)
    let samples: [(RectCorner, CGPoint)] = [
      (.topLeft, CGPoint(x: box.minX + inset, y: box.minY + inset)),
      (.topRight, CGPoint(x: box.maxX - inset, y: box.minY + inset)),
      (.bottomLeft, CGPoint(x: box.minX + inset, y: box.maxY - inset)),
      (.bottomRight, CGPoint(x: box.maxX - inset, y: box.maxY - inset)),
    ]
    var grouped: [(RectCorner, Color)] = []
    for (corner, point) in samples {
      let color = backdropBelow(at: point)
      if let index = grouped.firstIndex(where: { $0.1 == color }) {
        grouped[index].0.formUnion(corner)
      } else {
        grouped.append((corner, color))
      }
    }
    return grouped
  }

  /// The opaque background the views under the container show at `point` (the container's
  /// coordinates, which are the window's), resolved with the traits of the view showing it;
  /// the window's background, else the system background, where none does.
  private func backdropBelow(at point: CGPoint) -> Color {
    guard let window = superview else { return Color.systemBackground.resolvedColor(with: traitCollection) }
    let windowPoint = CGPoint(x: point.x + frame.minX, y: point.y + frame.minY)
    for view in window.subviews.prefix(while: { $0 !== self }).reversed() {
      if let color = Self.opaqueBackground(
        of: view, at: view.boundsPoint(fromSuperview: windowPoint))
      {
        return color
      }
    }
    if let color = window.backgroundColor, color.alpha >= 1 {
      return color.resolvedColor(with: window.traitCollection)
    }
    return Color.systemBackground.resolvedColor(with: window.traitCollection)
  }

  /// The background of the frontmost opaque view at `point` (in `view`'s bounds coordinates)
  /// in `view`'s tree, or nil.
  private static func opaqueBackground(of view: View, at point: CGPoint) -> Color? {
    guard !view.isHidden, view.alpha > 0, view.bounds.contains(point) else { return nil }
    for subview in view.subviews.reversed() {
      if let color = opaqueBackground(of: subview, at: subview.boundsPoint(fromSuperview: point)) {
        return color
      }
    }
    guard let color = view.backgroundColor, color.alpha >= 1 else { return nil }
    return color.resolvedColor(with: view.traitCollection)
  }
}

extension View {
  /// Whether the view shows inside a popover's box, which rounds its edges.
  var isInPopoverBox: Bool {
    var current = superview
    while let view = current {
      if let container = view as? SheetContainerView { return container.kind == .popover }
      current = view.superview
    }
    return false
  }
}
