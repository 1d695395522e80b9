import TableKit

/// A small note for the kiosk's operator in the bottom leading corner, over everything: what
/// is wrong with the catalog, in white on a dark capsule, small enough not to stop visitors.
@MainActor
public final class KioskNoticeView: View {
  /// The note.
  public let label = Label()
  private let padding = CGSize(width: 12, height: 7)

  /// Creates a hidden notice.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.12, alpha: 0.82)
    cornerRadius = 10
    label.font = .systemFont(ofSize: 13)
    label.textColor = .white
    label.numberOfLines = 2
    addSubview(label)
    isHidden = true
    isUserInteractionEnabled = false
  }

  /// The note shown, or nil to hide the notice.
  public var text: String? {
    get { label.text }
    set {
      label.text = newValue
      isHidden = newValue == nil
      superview?.setNeedsLayout()
    }
  }

  /// The notice's frame in a container of `size`: its text's width (at most 70 % of the
  /// container's) plus padding, 12 points in from the bottom leading corner.
  func frame(in size: CGSize) -> CGRect {
    let maximum = CGSize(width: size.width * 0.7 - 2 * padding.width, height: 60)
    let text = label.sizeThatFits(maximum)
    let width = min(maximum.width, text.width) + 2 * padding.width
    let height = text.height + 2 * padding.height
    return CGRect(x: 12, y: size.height - height - 12, width: width, height: height)
  }

  public override func layoutSubviews() {
    label.frame = CGRect(
      x: padding.width, y: padding.height, width: bounds.width - 2 * padding.width,
      height: bounds.height - 2 * padding.height)
  }
}
