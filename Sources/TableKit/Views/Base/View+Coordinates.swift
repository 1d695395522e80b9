import Foundation

extension View {
  /// `point` in this view's bounds coordinates converted to `view`'s (nil: the root's
  /// superview space).
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let root = convertToRoot(point)
    return view?.convertFromRoot(root) ?? root
  }

  /// `point` in `view`'s bounds coordinates converted to this view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let root = view?.convertToRoot(point) ?? point
    return convertFromRoot(root)
  }

  /// `rect` in this view's bounds coordinates converted to `view`'s.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  fileprivate func convertToRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var current: View? = self
    while let view = current {
      result.x += view.frame.minX - view.boundsOrigin.x
      result.y += view.frame.minY - view.boundsOrigin.y
      current = view.superview
    }
    return result
  }

  fileprivate func convertFromRoot(_ point: CGPoint) -> CGPoint {
    var chain: [View] = []
    var current: View? = self
    while let view = current {
      chain.append(view)
      current = view.superview
    }
    var result = point
    for view in chain.reversed() {
      result.x -= view.frame.minX - view.boundsOrigin.x
      result.y -= view.frame.minY - view.boundsOrigin.y
    }
    return result
  }
}
