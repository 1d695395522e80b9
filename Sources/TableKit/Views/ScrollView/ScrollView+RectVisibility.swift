import Foundation

extension ScrollView {
  /// Scrolls the least distance that shows `rect` (content coordinates), as UIKit's
  /// `scrollRectToVisible(_:animated:)`; a rect taller than the view shows its top.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let visibleTop = contentOffset.y + adjustedContentInset.top
    let visibleHeight = max(0, frame.height - adjustedContentInset.top - adjustedContentInset.bottom)
    var target = contentOffset.y
    if rect.minY < visibleTop || rect.height > visibleHeight {
      target = rect.minY - adjustedContentInset.top
    } else if rect.maxY > visibleTop + visibleHeight {
      target = rect.maxY - visibleHeight - adjustedContentInset.top
    }
    let clamped = clampedContentOffsetY(target)
    guard clamped != contentOffset.y else { return }
    setContentOffset(CGPoint(x: contentOffset.x, y: clamped), animated: animated)
  }
}
