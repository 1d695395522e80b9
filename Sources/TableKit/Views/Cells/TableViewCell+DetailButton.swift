import Foundation

extension TableViewCell {
  /// The detail (info) button's circle in the cell's coordinates, or nil when the accessory in
  /// force has none (`.detailButton` and `.detailDisclosureButton` have one).
  public var detailButtonFrame: CGRect? {
    layoutIfNeeded()
    guard !accessoryMarks.isHidden, let circle = accessoryMarks.detailButtonRect else { return nil }
    return circle.offsetBy(dx: accessoryMarks.frame.minX, dy: accessoryMarks.frame.minY)
  }

  /// The area that takes touches for the detail button, in the cell's coordinates: the circle
  /// grown by `Metrics.detailButtonHitOutset` on every side (a 44-point target, as iOS gives
  /// small buttons), within the cell, and stopping short of a detail disclosure's chevron, which
  /// belongs to the row. Nil when the accessory in force has no detail button.
  public var detailButtonHitFrame: CGRect? {
    guard let circle = detailButtonFrame else { return nil }
    let outset = Metrics.detailButtonHitOutset
    var area = circle.insetBy(dx: -outset, dy: -outset)
      .intersection(CGRect(origin: .zero, size: frame.size))
    if accessoryMarks.type == .detailDisclosureButton {
      let gap = Metrics.detailDisclosureSpacing / 2
      if isRightToLeft {
        let limit = circle.minX - gap
        if area.minX < limit {
          area = CGRect(x: limit, y: area.minY, width: area.maxX - limit, height: area.height)
        }
      } else {
        area.size.width = min(area.width, circle.maxX + gap - area.minX)
      }
    }
    return area.isNull || area.isEmpty ? nil : area
  }

  /// Whether a touch at `point`, in the cell's coordinates, is for the detail button rather than
  /// for selecting the row. The table asks this before selecting, and on a hit tells its
  /// delegate `tableView(_:accessoryButtonTappedForRowWith:)` instead.
  public func detailButtonContains(_ point: CGPoint) -> Bool {
    detailButtonHitFrame?.contains(point) ?? false
  }
}
