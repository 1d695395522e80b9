import Foundation

/// Draws a cell's standard accessory: chevron, checkmark, info button, or info button and
/// chevron. The cell sizes and places it; the table asks it where the info button is, a tap
/// target of its own.
@MainActor
final class AccessoryMarkView: View {
  /// The accessory drawn.
  var type: TableViewCell.AccessoryType = .none

  /// How much larger than at the default text size the marks are drawn: they grow at the
  /// accessibility text sizes, as iOS 17's symbol accessories do (`scale(for:)`).
  var markScale: CGFloat {
    Self.scale(for: traitCollection.preferredContentSizeCategory)
  }

  /// How much the marks grow at `category`: 1 up to the largest standard size; at the
  /// accessibility sizes, half as fast as body text (iOS 17's chevron at AX5 is about twice its
  /// default size while body text is three times).
  static func scale(for category: ContentSizeCategory) -> CGFloat {
    guard category.isAccessibilityCategory else { return 1 }
    let body = Font.preferredFont(forTextStyle: .body, category: category).pointSize
    let base = Font.preferredFont(forTextStyle: .body, category: .large).pointSize
    return 1 + (body / base - 1) / 2
  }

  /// The size the accessory type needs at the default text size, times `scale`.
  static func size(of type: TableViewCell.AccessoryType, scale: CGFloat = 1) -> CGSize {
    let size: CGSize
    switch type {
    case .none: return .zero
    case .disclosureIndicator: size = Metrics.chevronSize
    case .checkmark: size = Metrics.checkmarkSize
    case .detailButton:
      size = CGSize(width: Metrics.detailButtonDiameter, height: Metrics.detailButtonDiameter)
    case .detailDisclosureButton:
      size = CGSize(
        width: Metrics.detailButtonDiameter + Metrics.detailDisclosureSpacing
          + Metrics.chevronSize.width,
        height: Metrics.detailButtonDiameter)
    }
    return CGSize(width: size.width * scale, height: size.height * scale)
  }

  /// The info button's circle in this view's coordinates, or nil when the type has none.
  var detailButtonRect: CGRect? {
    let side = Metrics.detailButtonDiameter * markScale
    let y = (frame.height - side) / 2
    switch type {
    case .detailButton:
      return CGRect(x: 0, y: y, width: side, height: side)
    case .detailDisclosureButton:
      let x = isRightToLeft ? frame.width - side : 0
      return CGRect(x: x, y: y, width: side, height: side)
    case .none, .disclosureIndicator, .checkmark:
      return nil
    }
  }

  override func draw(in list: inout DrawList) {
    let box = CGRect(origin: .zero, size: frame.size)
    // Marks keep their colors on a selected row: the selection is a light gray since iOS 7.
    let chevronColor: Color = .chevron
    // The list carries this view's traits: asking `traitCollection` would walk up the tree.
    let scale = Self.scale(for: list.traits.preferredContentSizeCategory)
    let chevron = CGSize(
      width: Metrics.chevronSize.width * scale, height: Metrics.chevronSize.height * scale)
    let chevronLineWidth = Metrics.chevronLineWidth * scale
    switch type {
    case .none:
      return
    case .disclosureIndicator:
      list.chevron(
        in: box, lineWidth: chevronLineWidth, color: chevronColor, pointsLeft: isRightToLeft)
    case .checkmark:
      list.checkmark(in: box, lineWidth: 2 * scale, color: tintColor)
    case .detailButton:
      list.infoButton(in: box, color: tintColor)
    case .detailDisclosureButton:
      if let button = detailButtonRect { list.infoButton(in: button, color: tintColor) }
      let x = isRightToLeft ? 0 : box.width - chevron.width
      list.chevron(
        in: CGRect(
          x: x, y: (box.height - chevron.height) / 2, width: chevron.width, height: chevron.height),
        lineWidth: chevronLineWidth, color: chevronColor, pointsLeft: isRightToLeft)
    }
  }
}
