import Foundation

/// How a label aligns its lines, as UIKit's `NSTextAlignment`.
public enum TextAlignment: Int, Sendable {
  /// Leading edge for the layout direction.
  case natural = 4
  /// Left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Right edge.
  case right = 2
}

/// A view that shows text on one or more lines, as UIKit's `UILabel`. It truncates its tail by
/// default and draws in `highlightedTextColor` while highlighted.
@preconcurrency @MainActor
open class Label: View {
  // What drawing reads of every label every frame is `@exclusivity(unchecked)`, for the
  // reasons `View.frame` gives: set whole, never changed in place by code that runs others.
  /// The text shown; nil or empty shows nothing.
  ///
  /// Setting it costs time proportional to its length, whatever it holds: it is compared with
  /// the old text byte for byte, since what matters is whether it is the same text; Swift's
  /// `==` compares canonical equivalence, which normalizes, and a run of combining marks made
  /// that quadratic.
  @exclusivity(unchecked) public var text: String? {
    didSet { if !text.isSameText(as: oldValue) { invalidateText() } }
  }
  /// The font. With `adjustsFontForContentSizeCategory`, a text style or `FontMetrics` font
  /// takes the size for the label's traits at once: `preferredFont(forTextStyle:)` is Large
  /// here, where iOS would read the app's text size.
  @exclusivity(unchecked) public var font: Font = Metrics.titleFont {
    didSet {
      // Assigning within didSet does not call it again.
      if adjustsFontForContentSizeCategory, let adjusted = font.adjusted(to: traitCollection) {
        font = adjusted
      }
      if font != oldValue { invalidateText() }
    }
  }
  /// Whether the font follows the text size of the label's traits, as UIKit's
  /// `adjustsFontForContentSizeCategory`; only a font from a text style or `FontMetrics`
  /// changes.
  public var adjustsFontForContentSizeCategory = false {
    didSet {
      traitState.adjustsFont = adjustsFontForContentSizeCategory
      adjustFont(for: traitCollection)
    }
  }
  /// The text color.
  @exclusivity(unchecked) public var textColor: Color = .label
  /// The text color while highlighted; nil keeps `textColor`.
  @exclusivity(unchecked) public var highlightedTextColor: Color?
  /// Whether the label draws its highlighted color.
  @exclusivity(unchecked) public var isHighlighted = false
  /// Whether the label draws dimmed, as a disabled control.
  @exclusivity(unchecked) public var isEnabled = true
  /// How lines align.
  @exclusivity(unchecked) public var textAlignment: TextAlignment = .natural
  /// The most lines drawn; 0 means as many as needed.
  public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateText() } } }
  /// How lines wrap and the last one is shortened.
  @exclusivity(unchecked) public var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { invalidateText() } }
  }
  /// The width a label of several lines wraps at for its intrinsic size, as UIKit's property;
  /// 0 (the default) lets Auto Layout wrap it at the width it solves to.
  public var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet {
      if !preferredMaxLayoutWidth.isFinite || preferredMaxLayoutWidth < 0 {
        preferredMaxLayoutWidth = 0
      }
      if preferredMaxLayoutWidth != oldValue { invalidateText() }
    }
  }

  /// A change applied to the text when it is laid out and drawn (a list content configuration's
  /// text transform) without changing `text`.
  var displayTransform: ((String) -> String)? { didSet { cachedLayouts.removeAll() } }

  /// The last two layouts, newest first, each with the width and the measurer it was made
  /// with: Auto Layout reads a wrapping label's unbounded size and its size at a width in turn,
  /// which one entry would lay out again every time. A label measured before it joined a host
  /// must not keep the stand-in measurer's lines.
  private var cachedLayouts: [(width: CGFloat, measurer: ObjectIdentifier, layout: TextLayout)] =
    []

  /// Creates a label.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  private func invalidateText() {
    cachedLayouts.removeAll()
    superview?.setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The text laid out within `width`.
  public func textLayout(width: CGFloat) -> TextLayout {
    let measurer = screen.textMeasurer
    let measurerID = ObjectIdentifier(measurer)
    // A loop, not `first(where:)`: a main-actor closure checks the executor on every call.
    for cached in cachedLayouts where cached.width == width && cached.measurer == measurerID {
      return cached.layout
    }
    let shown = text.map { displayTransform?($0) ?? $0 } ?? ""
    let layout = TextLayout(
      text: shown, font: font, width: max(0, width), numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode, measurer: measurer)
    cachedLayouts.insert((width, measurerID, layout), at: 0)
    if cachedLayouts.count > 2 { cachedLayouts.removeLast() }
    return layout
  }

  /// The text's size on one line (or its lines, when `numberOfLines` allows more), unbounded
  /// or wrapped at `preferredMaxLayoutWidth`.
  open override var intrinsicContentSize: CGSize {
    let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
    return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
  }

  /// The size of the text laid out within `size.width`, never wider than the text needs.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let layout = textLayout(width: size.width)
    return CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
  }

  /// The color drawn now, after highlighting and enabling.
  public var effectiveTextColor: Color {
    let base =
      isHighlighted ? (highlightedTextColor ?? textColor) : textColor
    return isEnabled ? base : base.multiplyingAlpha(by: 0.4)
  }

  /// Draws the lines, vertically centred in the bounds as UILabel does.
  open override func draw(in list: inout DrawList) {
    guard let text, !text.isEmpty else { return }
    let layout = textLayout(width: frame.width)
    let blockHeight = layout.size.height
    var y = ((frame.height - blockHeight) / 2)
    let color = effectiveTextColor
    let truncation: TextRun.Truncation =
      lineBreakMode == .byTruncatingTail ? .tail : .clip
    for line in layout.lines {
      let x: CGFloat
      switch resolvedAlignment {
      case .left, .natural: x = 0
      case .center: x = ((frame.width - line.width) / 2)
      case .right: x = frame.width - line.width
      }
      list.text(
        TextRun(
          line.text, font: font, color: color, origin: CGPoint(x: x, y: screen.roundToPixel(y)),
          maxWidth: frame.width, truncation: truncation))
      y += layout.lineHeight
    }
  }

  private var resolvedAlignment: TextAlignment {
    switch textAlignment {
    case .natural: return isRightToLeft ? .right : .left
    case .left, .right, .center: return textAlignment
    }
  }
}
