import TableKit

/// A question that opens onto its answer, as FAQ and settings screens write it: a stack view of
/// the question (with a chevron) over the answer, which a tap shows or hides. The row's
/// height comes from the stack; opening animates as UIKit code does it, inside the table's
/// batch: `UIView.animate` hides the answer (the stack collapses it) and turns the chevron.
@MainActor
public final class DisclosureCell: TableViewCell {
  /// The reuse identifier the Auto Layout scene registers the class under.
  public static let reuseIdentifier = "disclosure"

  /// The question, one line.
  public let questionLabel = Label()
  /// The answer, shown when open.
  public let answerLabel = Label()
  /// Points right when closed, down when open.
  public let chevron = ImageView(image: Image(systemName: "chevron.right"))

  /// Creates a disclosure cell (the style is ignored: a stack view places its views).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .default, reuseIdentifier: reuseIdentifier)
    questionLabel.font = .preferredFont(forTextStyle: .headline)
    answerLabel.numberOfLines = 0
    answerLabel.textColor = .secondaryLabel
    answerLabel.isHidden = true
    // The row clips its content: while it grows, the answer is revealed rather than squeezed.
    clipsToBounds = true
    chevron.tintColor = .tertiaryLabel
    chevron.setContentHuggingPriority(.required, for: .horizontal)
    let questionRow = StackView(arrangedSubviews: [questionLabel, chevron])
    questionRow.alignment = .center
    questionRow.spacing = 8
    let stack = StackView(arrangedSubviews: [questionRow, answerLabel])
    stack.axis = .vertical
    stack.spacing = 6
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    let margins = contentView.layoutMarginsGuide
    // At most to the bottom: the row's fitting (at `fittingSizeLevel`) pulls the row up to the
    // stack, and while the row is taller (closing) the stack stays at the top instead of
    // stretching. Below the labels' compression resistance, so that while the row is shorter
    // (opening) the stack runs past its bottom, clipped, instead of squeezing the answer.
    let bottom = stack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)
    bottom.priority = .defaultLow
    LayoutConstraint.activate([
      chevron.widthAnchor.constraint(equalToConstant: 13),
      chevron.heightAnchor.constraint(equalToConstant: 13),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      bottom,
    ])
  }

  /// Whether the answer shows.
  public private(set) var isOpen = false

  /// Shows or hides the answer; inside an animation block the chevron turns and the answer
  /// fades as the stack collapses or opens.
  public func setOpen(_ open: Bool) {
    isOpen = open
    answerLabel.isHidden = !open
    chevron.transform = open ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
  }
}
