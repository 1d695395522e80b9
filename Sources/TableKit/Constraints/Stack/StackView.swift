import Foundation

/// A view that lines up its arranged subviews in a row or a column with constraints, as
/// UIKit's `UIStackView`: its axis, how the views share the length (`distribution`), how they
/// sit across it (`alignment`), and the spacing between them. A hidden arranged view takes no
/// room. The stack makes and replaces its own constraints (identified `TK-SV-…`, as UIKit's are
/// `UISV-…`); give the stack itself a place with constraints or a frame.
@preconcurrency @MainActor
open class StackView: View {
  /// How the arranged views share the stack's length, as UIKit's `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable {
    /// The views keep their sizes where they can; the one that hugs least fills the rest.
    case fill
    /// Every view is as long as the others.
    case fillEqually
    /// Views are long in proportion to their intrinsic sizes.
    case fillProportionally
    /// The views keep their sizes and the gaps between them are equal.
    case equalSpacing
    /// The views' centers are equally far apart.
    case equalCentering
  }

  /// How the arranged views sit across the stack's axis, as UIKit's
  /// `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable {
    /// Each view spans the stack's breadth.
    case fill
    /// Views keep their breadth at the leading edge (a vertical stack) or the top.
    case leading
    /// Views keep their breadth at the top (a horizontal stack).
    public static let top = Alignment.leading
    /// Views line up on their first baselines (horizontal stacks).
    case firstBaseline
    /// Views keep their breadth, centered.
    case center
    /// Views keep their breadth at the trailing edge (a vertical stack) or the bottom.
    case trailing
    /// Views keep their breadth at the bottom (a horizontal stack).
    public static let bottom = Alignment.trailing
    /// Views line up on their last baselines (horizontal stacks).
    case lastBaseline
  }

  /// The views the stack lines up, in order; each is also a subview.
  public private(set) var arrangedSubviews: [View] = []

  /// Whether the views line up in a row (`.horizontal`) or a column (`.vertical`).
  public var axis: LayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
  /// How the views share the length.
  public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
  /// How the views sit across the axis.
  public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
  /// The space between neighbouring views (the least space for the spacing distributions).
  public var spacing: CGFloat = 0 {
    didSet {
      if !spacing.isFinite { spacing = 0 }
      arrangementDidChange()
    }
  }
  /// Whether the views line up inside the stack's layout margins rather than its bounds.
  public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
  /// Whether a vertical stack's spacing runs from baseline to baseline.
  public var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }

  /// Spacing after particular views, replacing `spacing` there.
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints and guides the stack made for the current arrangement.
  var arrangement = StackArrangement()

  /// A stack of `views`, as UIKit's `init(arrangedSubviews:)`.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// An empty stack.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Adds `view` at the end of the arranged views (and of the subviews).
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `index` (clamped); a view already arranged
  /// moves there.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    guard view !== self else { return }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementDidChange()
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit.
  public func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Sets the spacing after `arrangedSubview`, as UIKit's `setCustomSpacing(_:after:)`;
  /// `StackView.spacingUseDefault` goes back to `spacing`.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    let id = ObjectIdentifier(arrangedSubview)
    customSpacings[id] = spacing == Self.spacingUseDefault || !spacing.isFinite ? nil : spacing
    arrangementDidChange()
  }

  /// The spacing after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The value that stands for "the stack's `spacing`", as UIKit's
  /// `UIStackView.spacingUseDefault`.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

  /// The spacing after the arranged view at `index`.
  func spacing(after view: View) -> CGFloat {
    customSpacings[ObjectIdentifier(view)] ?? spacing
  }

  /// A subview that leaves the stack is no longer arranged.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// The stack's constraints are made again before the next layout.
  func arrangementDidChange() {
    setNeedsUpdateConstraints()
  }

  /// `view` was hidden or shown. Inside an animation block, as UIKit's stack views do, the
  /// neighbours slide into their new places within the block (the stack lays out at once)
  /// and the view fades: one being hidden still draws, fading out, until the block ends.
  func visibilityDidChange(of view: View) {
    arrangementDidChange()
    guard let block = ViewAnimationContext.current,
      arrangedSubviews.contains(where: { $0 === view })
    else { return }
    view.fadeForVisibilityChange(in: block)
    let root = layoutSystemRoot
    root.setNeedsLayout()
    root.layoutIfNeeded()
    if !view.isHidden { view.growFromCollapsed(along: axis, in: block) }
  }

  /// Replaces the stack's constraints with those of the current arrangement.
  open override func updateConstraints() {
    super.updateConstraints()
    arrange()
  }

  /// A stack has no size of its own: its constraints give it one.
  open override class var requiresConstraintBasedLayout: Bool { true }
}

/// What a stack view made for its current arrangement.
@MainActor
struct StackArrangement {
  /// The constraints, active.
  var constraints: [LayoutConstraint] = []
  /// The spacer guides of the spacing distributions, added to the stack.
  var guides: [LayoutGuide] = []
}
