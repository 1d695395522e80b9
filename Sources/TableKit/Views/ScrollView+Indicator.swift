import Foundation

extension ScrollView {
  /// The indicator: a thin rounded bar at the trailing edge, fading after scrolling stops.
  public func drawScrollIndicator(in list: inout DrawList) {
    guard showsVerticalScrollIndicator else { return }
    let alpha = indicatorVisibility.alpha(at: clock.now)
    guard alpha > 0,
      let rect = ScrollIndicatorGeometry(
        viewportSize: frame.size, contentHeight: contentSize.height, contentOffset: contentOffset.y,
        contentInset: adjustedContentInset, indicatorInsets: effectiveIndicatorInsets
      ).frame
    else { return }
    let placed =
      isRightToLeft
      ? CGRect(x: frame.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
      : rect
    ScrollIndicatorGeometry.draw(in: placed, alpha: alpha, into: &list)
  }
}
