import Foundation

// MARK: - The bar over each view

extension NavigationBar {
  /// The part of the bar drawn over one view: its background, hairline and large title.
  struct Segment: Equatable {
    /// Where it starts, in the bar's coordinates.
    var minX: CGFloat
    /// Where it ends, in the bar's coordinates.
    var maxX: CGFloat
    /// How tall the bar is over it (its hairline lies at the bottom).
    var height: CGFloat
    /// How opaque its background and hairline are (0 while a large title's band is open).
    var chromeAlpha: CGFloat

    /// The segment's rect, from the bar's top.
    var rect: CGRect { CGRect(x: minX, y: 0, width: max(0, maxX - minX), height: height) }
  }

  /// Where the bar is drawn for the lower and the upper page.
  ///
  /// Outside a transition, or while both pages want a bar as tall, one segment spans the bar
  /// at its height (blended by the controller) and both pages share it. When their heights
  /// differ (a push from a large title to a small one, or the pop back), each view keeps the
  /// bar it rests under, side by side at the upper view's sliding edge, as iOS draws it: a bar
  /// of a blended height sliced the outgoing large title and laid its hairline across the
  /// incoming view's first row (issue 26).
  var barSegments: (lower: Segment, upper: Segment) {
    let width = frame.width
    let pages = shownPages
    guard let upper = pages.upper, let lower = pages.lower, upper.height != lower.height else {
      let whole = Segment(minX: 0, maxX: width, height: frame.height, chromeAlpha: chromeAlpha)
      return (whole, whole)
    }
    // The upper view lies at its offset from its resting place: [offset, offset + width].
    let offset = upper.largeTitleOffset
    let upperMinX = min(width, max(0, offset))
    let upperMaxX = max(0, min(width, width + offset))
    let upperSegment = Segment(
      minX: upperMinX, maxX: upperMaxX, height: upper.height, chromeAlpha: upper.backgroundAlpha)
    let lowerSegment =
      isRightToLeft
      ? Segment(
        minX: upperMaxX, maxX: width, height: lower.height, chromeAlpha: lower.backgroundAlpha)
      : Segment(minX: 0, maxX: upperMinX, height: lower.height, chromeAlpha: lower.backgroundAlpha)
    return (lowerSegment, upperSegment)
  }

  /// How opaque the background and hairline of a shared segment are: clear while a large
  /// title's band is open or the content rests at its top edge (iOS 15's scroll-edge look),
  /// opaque once content scrolls under the bar; blended between the pages during a transition.
  private var chromeAlpha: CGFloat {
    let pages = shownPages
    let upper = pages.upper?.backgroundAlpha ?? 1
    guard let lower = pages.lower else { return upper }
    return lower.backgroundAlpha + (upper - lower.backgroundAlpha) * pages.coverage
  }
}
