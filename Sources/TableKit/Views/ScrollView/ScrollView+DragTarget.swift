import Foundation

extension ScrollView {
  /// Tells the delegate where a just-released drag will come to rest and obeys the target it
  /// sets, as UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
  /// - Parameters:
  ///   - pointerVelocity: The finger's velocity at release, points per second, positive down.
  ///   - time: When the finger lifted.
  /// A drag that would come to rest with a hiding search bar partly shown ends with it shown
  /// or hidden instead (see `offsetSnappedToSearchBar(_:)`), before the delegate is asked.
  func askDelegateForDragTarget(pointerVelocity: CGFloat, at time: TimeInterval) {
    let natural = simulation.restingOffset
    var target = CGPoint(x: contentOffset.x, y: offsetSnappedToSearchBar(natural))
    if let delegate = scrollCallbackDelegate {
      // UIKit reports the content's velocity in points per millisecond.
      let velocity = CGPoint(x: 0, y: -pointerVelocity / 1000)
      withUnsafeMutablePointer(to: &target) { pointer in
        delegate.scrollViewWillEndDragging(
          self, withVelocity: velocity, targetContentOffset: pointer)
      }
    }
    guard target.y.isFinite, abs(target.y - natural) >= 0.5 else { return }
    simulation.redirectRelease(to: target.y, at: time)
  }

  /// Where content resting at offset `y` rests instead when that leaves a search bar that
  /// hides when scrolling partly shown: at the top (the bar shown) when more than half of it
  /// shows, else just below it (hidden), as iOS 11's search bars settle.
  func offsetSnappedToSearchBar(_ y: CGFloat) -> CGFloat {
    let band = hidingSearchBarInset
    let top = minimumContentOffsetY
    guard band > 0, y > top, y < top + band else { return y }
    return y < top + band / 2 ? top : top + band
  }
}
