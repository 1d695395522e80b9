import Foundation

extension ScrollView {
  /// The height of a page for a screen reader's three-finger swipe: what shows inside the
  /// bars.
  var accessibilityPageHeight: CGFloat {
    max(1, frame.height - adjustedContentInset.top - adjustedContentInset.bottom)
  }

  /// What VoiceOver says after a page scroll of a scroll view that is not a table, as iOS's:
  /// "Page 2 of 3", the pages counted from the top at the page height.
  public var accessibilityPageStatus: String {
    let page = accessibilityPageHeight
    let scrollable = max(0, maximumContentOffsetY - minimumContentOffsetY)
    let count = Int((scrollable / page).rounded(.up)) + 1
    let current = min(count, Int(((contentOffset.y - minimumContentOffsetY) / page).rounded()) + 1)
    return "Page \(GroupedDigits.string(max(1, current))) of \(GroupedDigits.string(count))"
  }

  /// Moves the content a page up or down, stopping the scroll under way, and lays out what
  /// came.
  /// - Returns: Whether it moved; false at the end it was asked to go past, and sideways.
  func moveAccessibilityPage(_ direction: AccessibilityScrollDirection) -> Bool {
    let step: CGFloat
    switch direction {
    case .down, .next: step = accessibilityPageHeight
    case .up, .previous: step = -accessibilityPageHeight
    case .left, .right: return false
    }
    let target = clampedContentOffsetY(contentOffset.y + step)
    guard abs(target - contentOffset.y) > 0.5 else { return false }
    simulation.stop(at: clock.now)
    contentOffset = CGPoint(x: contentOffset.x, y: target)
    layoutIfNeeded()
    return true
  }
}

/// A scroll view that is not a table, as `UIScrollView`: a container that pages for a
/// three-finger swipe and says which page shows.
struct ScrollViewAccessibility: AccessibilityBehavior {
  let scrollView: ScrollView

  func scroll(_ direction: AccessibilityScrollDirection) -> Bool {
    guard scrollView.moveAccessibilityPage(direction) else { return false }
    scrollView.screen.accessibility.post(
      notification: .pageScrolled, argument: scrollView.accessibilityPageStatus)
    return true
  }
}
