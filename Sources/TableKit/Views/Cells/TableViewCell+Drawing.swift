import Foundation

extension TableViewCell {
  /// Whether the cell shows its selected look now (selected or highlighted).
  public var showsSelection: Bool { (isSelected || isHighlighted) && selectionStyle != .none }

  /// Whether titles and marks turn white: the blue selection without a custom background.
  var drawsWhiteOnSelection: Bool {
    showsSelection && selectionStyle == .blue && selectedBackgroundView == nil
  }

  // MARK: - Drawing

  /// Draws the background view, then the selected background faded by `selectionOpacity`
  /// (the background color is the view's own, drawn before).
  func drawCellBackground(in list: inout DrawList) {
    // Both views were sized and laid out with the cell (`layoutIfNeeded`).
    backgroundView?.render(into: &list)
    guard selectionOpacity > 0, selectionStyle != .none else { return }
    list.withAlpha(selectionOpacity) { list in
      if let selectedBackgroundView {
        selectedBackgroundView.render(into: &list)
      } else {
        list.fill(CGRect(origin: .zero, size: frame.size), color: selectionStyle == .blue ? .selectionBlue : .selectionGray)
      }
    }
  }
}
