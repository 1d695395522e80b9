import Foundation

/// Where a search bar's parts go, in the bar's coordinates: the rounded field, the glass, the
/// text, and the Cancel button sliding in at the trailing side. Under a navigation bar whose
/// band is closing, the bar is shorter than it rests at: the field shrinks from the top (down to
/// nothing) and its contents fade, as iOS's do. Mirrored right to left.
struct SearchBarGeometry: Equatable {
  /// The rounded field.
  var field: CGRect
  /// The magnifying glass's box.
  var glass: CGRect
  /// Where the text field goes (and the placeholder is drawn).
  var text: CGRect
  /// The Cancel button's title box (its touch area is the bar's height beside the field).
  var cancel: CGRect
  /// The Cancel button's opacity.
  var cancelAlpha: CGFloat
  /// The opacity of the glass, placeholder and text: 1 while the field is at least 36 tall.
  var contentAlpha: CGFloat

  /// Lays out a bar.
  /// - Parameters:
  ///   - size: The bar's size now.
  ///   - margin: The room between the sides and the field.
  ///   - restingHeight: The bar's full height, which centres the 36-point field.
  ///   - trailingRoom: Room kept free at the trailing edge (a table's section index).
  ///   - cancelProgress: How far the Cancel button has slid in, 0 to 1.
  ///   - cancelWidth: The Cancel title's width.
  ///   - isRightToLeft: Whether the leading edge is the right one.
  init(
    size: CGSize, margin: CGFloat, restingHeight: CGFloat, trailingRoom: CGFloat,
    cancelProgress: CGFloat, cancelWidth: CGFloat, isRightToLeft: Bool
  ) {
    let progress = min(1, max(0, cancelProgress))
    let verticalMargin = max(0, (restingHeight - Metrics.searchFieldHeight) / 2)
    let height = min(Metrics.searchFieldHeight, max(0, size.height - 2 * verticalMargin))
    let cancelRoom = (cancelWidth + Metrics.searchCancelSpacing) * progress
    let width = max(0, size.width - 2 * margin - trailingRoom - cancelRoom)
    let top = max(0, size.height - verticalMargin - height)
    var field = CGRect(x: margin, y: top, width: width, height: height)
    let glassSize = Metrics.searchGlassSize
    var glass = CGRect(
      x: field.minX + Metrics.searchGlassInset, y: field.midY - glassSize / 2, width: glassSize,
      height: glassSize)
    var text = CGRect(
      x: field.minX + Metrics.searchTextInset, y: field.minY,
      width: max(0, field.width - Metrics.searchTextInset - 2), height: height)
    var cancel = CGRect(
      x: field.maxX + Metrics.searchCancelSpacing, y: top, width: cancelWidth, height: height)
    if isRightToLeft {
      func flip(_ rect: CGRect) -> CGRect {
        CGRect(x: size.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
      }
      field = flip(field)
      glass = flip(glass)
      text = flip(text)
      cancel = flip(cancel)
    }
    self.field = field
    self.glass = glass
    self.text = text
    self.cancel = cancel
    cancelAlpha = progress * progress
    // The contents fade over the field's last 16 points, as the field closes.
    contentAlpha = min(1, max(0, (height - 20) / 16))
  }

  /// Where the Cancel button takes touches: the bar's full height from the field's edge to the
  /// bar's trailing edge.
  func cancelHitFrame(barSize: CGSize, isRightToLeft: Bool) -> CGRect {
    if isRightToLeft { return CGRect(x: 0, y: 0, width: field.minX, height: barSize.height) }
    return CGRect(x: field.maxX, y: 0, width: barSize.width - field.maxX, height: barSize.height)
  }
}
