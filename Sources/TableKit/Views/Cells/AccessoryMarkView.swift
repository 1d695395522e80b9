import Foundation

/// Draws a cell's standard accessory: chevron, checkmark, info button, or info button and
/// chevron. The cell sizes and places it; the table asks it where the info button is, a tap
/// target of its own.
@MainActor
final class AccessoryMarkView: View {
  /// The accessory drawn.
  var type: TableViewCell.AccessoryType = .none

  /// The size the accessory type needs.
  static func size(of type: TableViewCell.AccessoryType) -> CGSize {
    switch type {
    case .none: return .zero
    case .disclosureIndicator: return Metrics.chevronSize
    case .checkmark: return Metrics.checkmarkSize
    case .detailButton:
      return CGSize(width: Metrics.detailButtonDiameter, height: Metrics.detailButtonDiameter)
    case .detailDisclosureButton:
      return CGSize(
        width: Metrics.detailButtonDiameter + Metrics.detailDisclosureSpacing
          + Metrics.chevronSize.width,
        height: Metrics.detailButtonDiameter)
    }
  }

  /// The info button's circle in this view's coordinates, or nil when the type has none.
  var detailButtonRect: CGRect? {
    let side = Metrics.detailButtonDiameter
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
    let tint: Color = tintColor
    let chevron = Metrics.chevronSize
    switch type {
    case .none:
      return
    case .disclosureIndicator:
      list.chevron(
        in: box, lineWidth: Metrics.chevronLineWidth, color: chevronColor, pointsLeft: isRightToLeft
      )
    case .checkmark:
      list.checkmark(in: box, color: tint)
    case .detailButton:
      list.infoButton(in: box, color: tint)
    case .detailDisclosureButton:
      if let button = detailButtonRect { list.infoButton(in: button, color: tint) }
      let x = isRightToLeft ? 0 : box.width - chevron.width
      list.chevron(
        in: CGRect(
          x: x, y: (box.height - chevron.height) / 2, width: chevron.width, height: chevron.height),
        lineWidth: Metrics.chevronLineWidth, color: chevronColor, pointsLeft: isRightToLeft)
    }
  }
}
