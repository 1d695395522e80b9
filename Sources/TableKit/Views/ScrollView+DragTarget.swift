import Foundation

extension ScrollView {
  /// Tells the delegate where a just-released drag will come to rest and obeys the target it
  /// sets, as UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
  /// - Parameters:
  ///   - pointerVelocity: The finger's velocity at release, points per second, positive down.
  ///   - time: When the finger lifted.
  func askDelegateForDragTarget(pointerVelocity: CGFloat, at time: TimeInterval) {
    guard let delegate = scrollCallbackDelegate else { return }
    let natural = simulation.restingOffset
    var target = CGPoint(x: contentOffset.x, y: natural)
    // UIKit reports the content's velocity in points per millisecond.
    let velocity = CGPoint(x: 0, y: -pointerVelocity / 1000)
    withUnsafeMutablePointer(to: &target) { pointer in
      delegate.scrollViewWillEndDragging(
        self, withVelocity: velocity, targetContentOffset: pointer)
    }
    guard target.y.isFinite, abs(target.y - natural) >= 0.5 else { return }
    simulation.redirectRelease(to: target.y, at: time)
  }
}
