import Foundation

/// A view that shows an image, as UIKit's `UIImageView`; shows `highlightedImage` while
/// highlighted.
@preconcurrency @MainActor
open class ImageView: View {
  /// The image shown.
  public var image: Image? {
    didSet {
      guard image != oldValue else { return }
      superview?.setNeedsLayout()
      // Its intrinsic size is the image's: constraints read it again.
      intrinsicSizeDidChangeForConstraints()
    }
  }
  /// The image shown while highlighted; nil keeps `image`.
  public var highlightedImage: Image?
  /// Whether the highlighted image is shown.
  public var isHighlighted = false
  /// The color a symbol image is drawn in now: the tint, as UIKit draws template symbols.
  var symbolColor: Color {
    tintColor ?? .tint
  }

  /// Creates an image view showing `image`, sized to it.
  public init(image: Image? = nil) {
    self.image = image
    super.init(frame: .zero)
    if image != nil { sizeToFit() }
  }

  /// Creates an image view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// The image drawn now.
  public var displayedImage: Image? { isHighlighted ? (highlightedImage ?? image) : image }

  /// The image's size in points, or zero when there is none or it cannot be loaded.
  public var imageSize: CGSize {
    guard let image else { return .zero }
    return screen.imageProvider.size(of: image) ?? .zero
  }

  /// The image's size; `noIntrinsicMetric` without an image, as UIKit.
  open override var intrinsicContentSize: CGSize {
    guard displayedImage != nil else { return super.intrinsicContentSize }
    return imageSize
  }

  /// The image's natural size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { imageSize }

  /// Draws the image fitted per `contentMode`.
  open override func draw(in list: inout DrawList) {
    guard let image = displayedImage else { return }
    let box = CGRect(origin: .zero, size: frame.size)
    let natural = screen.imageProvider.size(of: image) ?? frame.size
    let rect: CGRect
    switch contentMode {
    case .scaleToFill, .redraw:
      rect = box
    case .scaleAspectFit, .scaleAspectFill:
      guard natural.width > 0, natural.height > 0 else { return }
      let sx = box.width / natural.width
      let sy = box.height / natural.height
      let factor = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let size = CGSize(width: natural.width * factor, height: natural.height * factor)
      rect = CGRect(
        x: (box.width - size.width) / 2, y: (box.height - size.height) / 2, width: size.width,
        height: size.height)
    default:
      rect = contentMode.placement(of: natural, in: box)
    }
    if contentMode == .scaleAspectFill || contentMode.keepsNaturalSize {
      list.clipped(to: box) { $0.image(image, in: rect, tint: symbolColor) }
    } else {
      list.image(image, in: rect, tint: symbolColor)
    }
  }
}
