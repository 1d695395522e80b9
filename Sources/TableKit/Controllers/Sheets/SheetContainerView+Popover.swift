import Foundation

/// How a popover is drawn: one rounded shape in its background, the arrow growing out of its
/// edge, its content clipped to the rounded box, and a soft shadow around it.
///
/// The content is clipped to the box by the card's rectangular clip; its corners are then
/// rounded as every rounded clip in TableKit is (`DrawCommand.roundCorners`), by painting over
/// each corner what the views below show there. The shadow is drawn after that, outside the
/// rounded shape only, so that it reaches into the painted corners as around the rest of the
/// edge; the arrow comes last, over the shadow at its foot.
extension SheetContainerView {
  /// The popover's box under its content.
  func drawPopoverBox(in list: inout DrawList) {
    list.fillRoundedRect(cardView.frame, cornerRadius: cardCornerRadius, color: popoverBackground)
  }

  /// The popover's rounded corners, its shadow and its arrow, over the content.
  func drawPopoverEdges(in list: inout DrawList) {
    guard let popover else { return }
    let box = cardView.frame
    let radius = cardCornerRadius
    for (corners, backdrop) in cornerBackdrops(of: box) {
      list.roundCorners(of: box, cornerRadius: radius, corners: corners, backdrop: backdrop)
    }
    list.shadow(
      around: box, cornerRadius: radius, blur: Metrics.popoverShadowBlur,
      color: Color(white: 0, alpha: Metrics.popoverShadowAlpha))
    list.append(.fillPolygon(popover.arrow, popoverBackground))
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
