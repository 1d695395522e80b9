import TableKit

/// The search bar a contacts list shows as its table header, as in iOS 7: a light gray bar
/// holding a white rounded field with a magnifying glass and a gray "Search" placeholder. It is
/// only drawn (the demo has no text input); the index's magnifying glass scrolls to it.
@MainActor
public final class SearchBarView: View {
  /// The placeholder text.
  public var placeholder = "Search"
  /// The placeholder's font.
  public var font = Font.systemFont(ofSize: 14)

  /// The bar's standard height.
  public static let height: CGFloat = 44

  /// Creates a bar as wide as `width`.
  public init(width: CGFloat) {
    super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
    backgroundColor = Color(rgb: 0xC9C9CE)
  }

  /// Draws the field, the glass and the placeholder, centred together as iOS 7 does. Over a
  /// table that shows a section index the field stops short of the index column, as iOS's
  /// search bar does, so that the index never lies over it (as in a bounce at the top).
  public override func draw(in list: inout DrawList) {
    let indexRoom =
      (superview as? TableView)?.isShowingSectionIndex == true ? Metrics.sectionIndexWidth : 0
    let fieldX = isRightToLeft ? 8 + indexRoom : 8
    let field = CGRect(
      x: fieldX, y: 8, width: max(0, frame.width - 16 - indexRoom), height: frame.height - 16)
    list.fillRoundedRect(field, cornerRadius: 5, color: .white)
    let measurer = screen.textMeasurer
    let textSize = measurer.size(of: placeholder, font: font)
    let glass: CGFloat = 12
    let gap: CGFloat = 6
    let totalWidth = glass + gap + textSize.width
    let startX = screen.roundToPixel(field.midX - totalWidth / 2)
    let lens = CGRect(x: startX, y: field.midY - glass / 2 - 1, width: glass - 3, height: glass - 3)
    let gray = Color(rgb: 0x8E8E93)
    list.append(.strokeRoundedRect(lens, cornerRadius: lens.width / 2, lineWidth: 1.5, gray))
    list.append(
      .polyline(
        [
          CGPoint(x: lens.maxX - 1, y: lens.maxY - 1),
          CGPoint(x: lens.maxX + 3, y: lens.maxY + 3),
        ], lineWidth: 1.5, gray))
    list.text(
      TextRun(
        placeholder, font: font, color: gray,
        origin: CGPoint(
          x: startX + glass + gap, y: screen.roundToPixel(field.midY - textSize.height / 2))))
  }
}
