import Foundation

/// The red Delete button a row reveals on its trailing side. Its frame is the revealed part of
/// the row (at least the button's width, wider while a swipe pulls past it); the title stays
/// centred in the button's width at the edge next to the content.
@MainActor
final class DeleteConfirmationButton: View {
  /// The title, from the delegate.
  var title = "Delete"
  /// The width the title is centred in: the button's natural width.
  var titleWidth: CGFloat = Metrics.deleteButtonWidth

  /// The natural width of a button showing `title`: the standard width, or the title and its
  /// padding when that is wider.
  static func width(for title: String, measuring measurer: any TextMeasuring) -> CGFloat {
    let text = measurer.size(of: title, font: Metrics.deleteButtonFont).width
    return max(
      Metrics.deleteButtonWidth, (text + 2 * Metrics.deleteButtonTitlePadding).rounded(.up))
  }

  override func draw(in list: inout DrawList) {
    let box = CGRect(origin: .zero, size: frame.size)
    list.fill(box, color: .destructiveRed)
    let font = Metrics.deleteButtonFont
    let measurer = screen.textMeasurer
    let size = measurer.size(of: title, font: font)
    // The title sits in the part of the button next to the content: the left end in
    // left-to-right layout, where the content slid away from.
    let slotX = isRightToLeft ? box.width - titleWidth : 0
    let origin = CGPoint(
      x: screen.roundToPixel(slotX + (titleWidth - size.width) / 2),
      y: screen.roundToPixel((box.height - measurer.lineHeight(of: font)) / 2))
    list.text(TextRun(title, font: font, color: .white, origin: origin, maxWidth: titleWidth))
  }
}
