import Foundation

/// The top insets a navigation controller adds to its controllers' scroll views so that their
/// content starts below a large title's band while scrolling under it, as UIKit's
/// `adjustedContentInset` does. It remembers how much it added to each scroll view, so that the
/// application's own `contentInset` is kept and the addition can be taken back.
@MainActor
struct ManagedTopInsets {
  private struct Entry {
    weak var scrollView: ScrollView?
    var added: CGFloat
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// How much was added to `scrollView`'s top inset.
  func addedInset(of scrollView: ScrollView) -> CGFloat {
    entries[ObjectIdentifier(scrollView)]?.added ?? 0
  }

  /// Makes the addition to `scrollView`'s top inset `amount`. A scroll view resting at its top
  /// stays at its (new) top, so that its first row shows below the bar rather than under it.
  mutating func setAddedInset(_ amount: CGFloat, of scrollView: ScrollView) {
    let key = ObjectIdentifier(scrollView)
    let previous = entries[key]?.added ?? 0
    guard previous != amount else { return }
    let wasAtTop =
      !scrollView.isTracking && !scrollView.isScrollAnimating
      && abs(scrollView.contentOffset.y - scrollView.minimumContentOffsetY) < 0.5
    scrollView.contentInset.top += amount - previous
    if amount == 0 {
      entries[key] = nil
    } else {
      entries[key] = Entry(scrollView: scrollView, added: amount)
    }
    if wasAtTop {
      scrollView.contentOffset = CGPoint(
        x: scrollView.contentOffset.x, y: scrollView.minimumContentOffsetY)
    }
    // Forget scroll views that went away, so that a new one at the same address starts clean.
    entries = entries.filter { $0.value.scrollView != nil }
  }
}
