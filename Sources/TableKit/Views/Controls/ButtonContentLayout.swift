import Foundation

/// Where a button's image, title, subtitle and menu indicator go: a pure function of their
/// sizes, the spacing between them and the image's placement. The title and subtitle stack
/// centred into a text block; the image goes before or after the block (or above or below
/// it); the indicator comes last, after everything, on the trailing side.
public struct ButtonContentLayout: Equatable, Sendable {
  /// The parts' frames, in the coordinates of the rect they were placed in; zero for a part
  /// the button does not show.
  public var image: CGRect = .zero
  /// The title's frame.
  public var title: CGRect = .zero
  /// The subtitle's frame.
  public var subtitle: CGRect = .zero
  /// The menu indicator's frame.
  public var indicator: CGRect = .zero
  /// The size the content needs, without the button's insets.
  public let size: CGSize

  private let imageSize: CGSize
  private let titleSize: CGSize
  private let subtitleSize: CGSize
  private let indicatorSize: CGSize
  private let placement: Button.Configuration.ImagePlacement
  private let imagePadding: CGFloat
  private let titlePadding: CGFloat
  private let indicatorSpacing: CGFloat

  /// Measures the content; a zero size leaves that part (and its padding) out.
  /// - Parameters:
  ///   - imageSize: The image's size.
  ///   - titleSize: The title's size.
  ///   - subtitleSize: The subtitle's size.
  ///   - indicatorSize: The menu indicator's size.
  ///   - placement: Where the image goes beside the text.
  ///   - imagePadding: The space between the image and the text.
  ///   - titlePadding: The space between the title and the subtitle.
  ///   - indicatorSpacing: The space before the indicator.
  public init(
    imageSize: CGSize, titleSize: CGSize, subtitleSize: CGSize = .zero,
    indicatorSize: CGSize = .zero, placement: Button.Configuration.ImagePlacement = .leading,
    imagePadding: CGFloat = 0, titlePadding: CGFloat = 0, indicatorSpacing: CGFloat = 0
  ) {
    self.imageSize = imageSize
    self.titleSize = titleSize
    self.subtitleSize = subtitleSize
    self.indicatorSize = indicatorSize
    self.placement = placement
    self.imagePadding = imagePadding
    self.titlePadding = titlePadding
    self.indicatorSpacing = indicatorSpacing
    let text = Self.textBlockSize(titleSize, subtitleSize, titlePadding)
    let hasImage = imageSize != .zero
    let hasText = text != .zero
    let gap = hasImage && hasText ? imagePadding : 0
    var body: CGSize
    switch placement {
    case .leading, .trailing:
      body = CGSize(
        width: imageSize.width + gap + text.width, height: max(imageSize.height, text.height))
    case .top, .bottom:
      body = CGSize(
        width: max(imageSize.width, text.width), height: imageSize.height + gap + text.height)
    }
    if indicatorSize != .zero {
      body.width += (body.width > 0 ? indicatorSpacing : 0) + indicatorSize.width
      body.height = max(body.height, indicatorSize.height)
    }
    size = body
  }

  private static func textBlockSize(
    _ title: CGSize, _ subtitle: CGSize, _ padding: CGFloat
  ) -> CGSize {
    let both = title != .zero && subtitle != .zero
    return CGSize(
      width: max(title.width, subtitle.width),
      height: title.height + subtitle.height + (both ? padding : 0))
  }

  /// The layout with the content centred in `rect`, mirrored for right to left (the image's
  /// leading side and the indicator's trailing side on the other edges).
  /// - Parameters:
  ///   - rect: Where the content goes: the button's bounds minus its insets.
  ///   - isRightToLeft: Whether leading is the right side.
  /// - Returns: The layout with its frames set.
  public func placed(in rect: CGRect, isRightToLeft: Bool) -> ButtonContentLayout {
    var result = self
    let hasIndicator = indicatorSize != .zero
    let indicatorRoom = hasIndicator ? indicatorSize.width + indicatorSpacing : 0
    // The body (image and text) is centred; the indicator follows it, and everything stays
    // inside the rect when it is too narrow (the text shrinks first).
    let bodyWidth = min(size.width - indicatorRoom, max(0, rect.width - indicatorRoom))
    let originX = rect.minX + max(0, (rect.width - min(size.width, rect.width)) / 2)
    let body = CGRect(x: originX, y: rect.minY, width: bodyWidth, height: rect.height)
    if hasIndicator {
      result.indicator = CGRect(
        x: body.maxX + indicatorSpacing, y: rect.midY - indicatorSize.height / 2,
        width: indicatorSize.width, height: indicatorSize.height)
    }
    let text = Self.textBlockSize(titleSize, subtitleSize, titlePadding)
    let hasImage = imageSize != .zero
    let gap = hasImage && text != .zero ? imagePadding : 0
    var textRect: CGRect
    switch placement {
    case .leading, .trailing:
      let textWidth = max(0, min(text.width, body.width - imageSize.width - gap))
      let imageX = placement == .leading ? body.minX : body.maxX - imageSize.width
      let textX = placement == .leading ? body.minX + imageSize.width + gap : body.minX
      if hasImage {
        result.image = CGRect(
          x: imageX, y: rect.midY - imageSize.height / 2, width: imageSize.width,
          height: imageSize.height)
      }
      textRect = CGRect(
        x: textX, y: rect.midY - text.height / 2, width: textWidth, height: text.height)
    case .top, .bottom:
      let blockHeight = imageSize.height + gap + text.height
      let top = rect.midY - blockHeight / 2
      let imageY = placement == .top ? top : top + text.height + gap
      let textY = placement == .top ? top + imageSize.height + gap : top
      if hasImage {
        result.image = CGRect(
          x: body.midX - imageSize.width / 2, y: imageY, width: imageSize.width,
          height: imageSize.height)
      }
      let textWidth = min(text.width, body.width)
      textRect = CGRect(
        x: body.midX - textWidth / 2, y: textY, width: textWidth, height: text.height)
    }
    if titleSize != .zero {
      result.title = CGRect(
        x: textRect.minX, y: textRect.minY, width: textRect.width, height: titleSize.height)
    }
    if subtitleSize != .zero {
      let y = textRect.minY + (titleSize != .zero ? titleSize.height + titlePadding : 0)
      result.subtitle = CGRect(
        x: textRect.minX, y: y, width: textRect.width, height: subtitleSize.height)
    }
    guard isRightToLeft else { return result }
    func mirrored(_ frame: CGRect) -> CGRect {
      frame == .zero
        ? frame
        : CGRect(
          x: rect.minX + rect.maxX - frame.maxX, y: frame.minY, width: frame.width,
          height: frame.height)
    }
    result.image = mirrored(result.image)
    result.title = mirrored(result.title)
    result.subtitle = mirrored(result.subtitle)
    result.indicator = mirrored(result.indicator)
    return result
  }
}
