import Foundation

/// The control on a row's leading side while the table edits: a red circle with a white bar
/// (delete) or a green circle with a white plus (insert). The delete bar turns upright while
/// the row's Delete button shows. In a table that allows multiple selection during editing it
/// is a selection circle instead: an empty gray ring, or a tint circle with a white checkmark
/// while the row is selected.
@MainActor
final class EditingControlView: View {
  /// Which control is drawn; nothing for `.none`.
  var style: TableViewCell.EditingStyle = .none
  /// Whether the selection circle is drawn in place of the style's control.
  var showsSelectionCircle = false
  /// How far the delete bar has turned, 0 (flat) ... 1 (upright, a quarter turn).
  var rotation: CGFloat = 0

  /// The circle's size.
  static var size: CGSize {
    CGSize(width: Metrics.editingControlDiameter, height: Metrics.editingControlDiameter)
  }

  override func draw(in list: inout DrawList) {
    let circle = CGRect(origin: .zero, size: Self.size)
    let center = CGPoint(x: circle.midX, y: circle.midY)
    let bar = Metrics.editingControlBarSize
    // The bar is stroked with round caps, so the stroke's ends reach half its thickness past
    // the points.
    let half = (bar.width - bar.height) / 2
    if showsSelectionCircle {
      drawSelectionCircle(in: circle, into: &list)
      return
    }
    switch style {
    case .none:
      return
    case .delete:
      list.append(.fillEllipse(circle, .destructiveRed))
      // A quarter turn, counterclockwise on screen; mirrored in right-to-left layout.
      let angle = Double(rotation) * Double.pi / 2 * (isRightToLeft ? 1 : -1)
      let dx = half * CGFloat(cos(angle))
      let dy = half * CGFloat(sin(angle))
      list.append(
        .polyline(
          [
            CGPoint(x: center.x - dx, y: center.y - dy),
            CGPoint(x: center.x + dx, y: center.y + dy),
          ],
          lineWidth: bar.height, .white))
    case .insert:
      list.append(.fillEllipse(circle, .insertGreen))
      list.append(
        .polyline(
          [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y)],
          lineWidth: bar.height, .white))
      list.append(
        .polyline(
          [CGPoint(x: center.x, y: center.y - half), CGPoint(x: center.x, y: center.y + half)],
          lineWidth: bar.height, .white))
    }
  }

  /// The selection circle: the row's selection read from the cell it is in.
  private func drawSelectionCircle(in circle: CGRect, into list: inout DrawList) {
    let isSelected = (superview as? TableViewCell)?.isSelected ?? false
    guard isSelected else {
      list.append(
        .strokeRoundedRect(
          circle.insetBy(dx: 0.75, dy: 0.75), cornerRadius: circle.width / 2 - 0.75,
          lineWidth: 1.5, .chevron))
      return
    }
    // iOS 13+: a filled tint disc with a white check, on the row's light selection gray.
    list.append(.fillEllipse(circle, .tint))
    list.checkmark(in: circle.insetBy(dx: 5.5, dy: 7), lineWidth: 2, color: .white)
  }
}
