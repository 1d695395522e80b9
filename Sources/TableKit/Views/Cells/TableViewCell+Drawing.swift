import Foundation

extension TableViewCell {
  /// Whether the cell shows its selected look now (selected or highlighted).
  public var showsSelection: Bool { (isSelected || isHighlighted) && selectionStyle != .none }

  // MARK: - Drawing

  /// Draws the background view, then the selected background faded by `selectionOpacity`
  /// (the background color is the view's own, drawn before). Every selection style but `.none`
  /// draws the same gray, as since iOS 7: the style names survive for ported code.
  func drawCellBackground(in list: inout DrawList) {
    // Both views were sized and laid out with the cell (`layoutIfNeeded`).
    backgroundView?.render(into: &list)
    guard selectionOpacity > 0, selectionStyle != .none else { return }
    list.withAlpha(selectionOpacity) { list in
      if let selectedBackgroundView {
        selectedBackgroundView.render(into: &list)
      } else {
        list.fill(CGRect(origin: .zero, size: frame.size), color: .selectionGray)
      }
    }
  }
}
