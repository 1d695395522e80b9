import Foundation

extension View {
  /// Appends the view and its visible subviews to `list`, in the superview's coordinates.
  public func render(into list: inout DrawList) {
    guard !isHidden, alpha > 0 else { return }
    let inherited = list.traits
    list.traits = drawingTraits(inheriting: inherited)
    defer { list.traits = inherited }
    list.translated(by: frame.origin) { local in
      local.withAlpha(alpha) { faded in
        if clipsToBounds {
          faded.clipped(to: CGRect(origin: .zero, size: frame.size)) { renderContent(into: &$0) }
        } else {
          renderContent(into: &faded)
        }
      }
    }
  }

  fileprivate func renderContent(into list: inout DrawList) {
    drawBackground(in: &list)
    draw(in: &list)
    if !subviews.isEmpty {
      list.translated(by: CGPoint(x: -boundsOrigin.x, y: -boundsOrigin.y)) { shifted in
        renderSubviews(into: &shifted)
      }
    }
    drawOverlay(in: &list)
  }
}
