import Foundation

extension LayoutSystem {
  /// Writes the solution into the frames of the views constraints place (and of views whose
  /// masks follow a solved superview), edges rounded to the screen's pixels as UIKit rounds
  /// them, and into the custom guides' frames.
  func applyFrames() {
    let screen = root.screen
    var solved: [ObjectIdentifier: CGRect] = [:]
    func rectangle(_ geometry: ItemGeometry) -> CGRect {
      let minX = screen.roundToPixel(CGFloat(solver.value(of: geometry.left)))
      let minY = screen.roundToPixel(CGFloat(solver.value(of: geometry.top)))
      let maxX = screen.roundToPixel(CGFloat(solver.value(of: geometry.left) + solver.value(of: geometry.width)))
      let maxY = screen.roundToPixel(CGFloat(solver.value(of: geometry.top) + solver.value(of: geometry.height)))
      return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
    for geometry in viewGeometries {
      guard let view = geometry.view else { continue }
      let rect = geometry.role == .root ? CGRect(origin: .zero, size: root.bounds.size) : rectangle(geometry)
      solved[ObjectIdentifier(view)] = rect
      guard let parent = geometry.parent, let parentView = parent.view,
        let parentRect = solved[ObjectIdentifier(parentView)]
      else { continue }
      let follows = geometry.role == .pinned && !geometry.isForeign
        && !view.autoLayout.autoresizingMask.isEmpty
      guard geometry.role == .constrained || follows else { continue }
      let frame = CGRect(
        x: rect.minX - parentRect.minX, y: rect.minY - parentRect.minY, width: rect.width,
        height: rect.height)
      if view.frame != frame {
        view.autoLayout.isReceivingSolvedFrame = true
        view.frame = frame
        view.autoLayout.isReceivingSolvedFrame = false
      }
      if follows {
        geometry.pinnedFrame = view.frame
        geometry.pinnedParentSize = parentView.bounds.size
      }
    }
    for geometry in guideGeometries where geometry.role == .customGuide {
      guard let guide = geometry.guide, let owner = guide.owningView,
        let ownerRect = solved[ObjectIdentifier(owner)]
      else { continue }
      let rect = rectangle(geometry)
      guide.solvedFrame = rect.offsetBy(dx: -ownerRect.minX, dy: -ownerRect.minY)
    }
  }
}
