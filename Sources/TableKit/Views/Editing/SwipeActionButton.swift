import Foundation

/// A button in the part of a row a swipe reveals: a swipe action's, or the classic Delete
/// button (`DeleteConfirmationButton`). Its frame reaches from its inner end (next to the
/// content) toward the row's edge, at least its natural width and wider while a swipe pulls
/// past it; the title (or image) stays centred in the natural width at the inner end.
@MainActor
class SwipeActionButton: View {
  /// The side of the row the button is on, which decides its inner end.
  var side: RowSwipeActions.Side = .trailing
  /// The title, drawn in white.
  var title: String?
  /// An image drawn above the title (in place of it in rows too short for both).
  var image: Image?
  /// The fill.
  var fillColor: Color
  /// The width the title is centred in: the button's natural width.
  var titleWidth: CGFloat = Metrics.deleteButtonWidth

  /// Creates a button filled with `fillColor` showing `title`.
  init(title: String?, fillColor: Color) {
    self.title = title
    self.fillColor = fillColor
    super.init(frame: .zero)
  }

  /// The natural width of a button showing `title` (and `image`): the standard width, or the
  /// title or image and their padding when that is wider.
  static func width(
    for title: String?, image: Image? = nil, measuring measurer: any TextMeasuring,
    imageProvider: (any ImageProviding)? = nil, traits: TraitCollection
  ) -> CGFloat {
    let font = Metrics.deleteButtonFont.sized(for: traits)
    let text = title.map { measurer.size(of: $0, font: font).width } ?? 0
    let picture = image.flatMap { imageProvider?.size(of: $0) }.map(fittedImageSize)
    let content = max(text, picture?.width ?? 0)
    return max(
      Metrics.deleteButtonWidth, (content + 2 * Metrics.deleteButtonTitlePadding).rounded(.up))
  }

  /// An image's natural size scaled down (never up) to fit `Metrics.swipeActionImageMaxSide`.
  static func fittedImageSize(_ natural: CGSize) -> CGSize {
    let side = Metrics.swipeActionImageMaxSide
    guard natural.width > side || natural.height > side else { return natural }
    let factor = side / max(natural.width, natural.height)
    return CGSize(width: natural.width * factor, height: natural.height * factor)
  }

  override func draw(in list: inout DrawList) {
    let box = CGRect(origin: .zero, size: frame.size)
    list.fill(box, color: fillColor)
    // The content sits in the part of the button next to the row's content: the left end for
    // trailing buttons in left-to-right layout, where the content slid away from.
    let innerEndIsLeft = (side == .trailing) != isRightToLeft
    let slotX = innerEndIsLeft ? 0 : box.width - titleWidth
    let font = Metrics.deleteButtonFont.sized(for: traitCollection)
    let measurer = screen.textMeasurer
    let lineHeight = measurer.lineHeight(of: font)
    // 1. The image, with the title under it when the row is tall enough for both.
    let imageSize = image.flatMap { screen.imageProvider.size(of: $0) }
      .map(Self.fittedImageSize)
    let showsTitle =
      title != nil && (imageSize == nil || box.height >= Metrics.swipeActionTitleAndImageMinHeight)
    let spacing = Metrics.swipeActionImageTitleSpacing
    let contentHeight =
      (imageSize?.height ?? 0) + (showsTitle ? lineHeight : 0)
      + (imageSize != nil && showsTitle ? spacing : 0)
    var y = (box.height - contentHeight) / 2
    if let image, let imageSize {
      let rect = CGRect(
        x: screen.roundToPixel(slotX + (titleWidth - imageSize.width) / 2),
        y: screen.roundToPixel(y), width: imageSize.width, height: imageSize.height)
      list.image(image, in: rect, tint: .white)
      y += imageSize.height + spacing
    }
    // 2. The title.
    guard showsTitle, let title else { return }
    let size = measurer.size(of: title, font: font)
    let origin = CGPoint(
      x: screen.roundToPixel(slotX + (titleWidth - size.width) / 2), y: screen.roundToPixel(y))
    list.text(TextRun(title, font: font, color: .white, origin: origin, maxWidth: titleWidth))
  }
}

/// The red Delete button a row reveals on its trailing side, as before swipe actions: its title
/// comes from the delegate's `titleForDeleteConfirmationButtonForRowAt`.
@MainActor
final class DeleteConfirmationButton: SwipeActionButton {
  /// Creates the button titled "Delete".
  init() { super.init(title: "Delete", fillColor: .destructiveRed) }

  /// The natural width of a button showing `title`: the standard width, or the title and its
  /// padding when that is wider.
  static func width(
    for title: String, measuring measurer: any TextMeasuring, traits: TraitCollection
  ) -> CGFloat {
    SwipeActionButton.width(for: title, image: nil, measuring: measurer, traits: traits)
  }
}
