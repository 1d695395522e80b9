import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`:
/// a view's safe area, its layout margins, its readable content width, or a guide of your own
/// added with `View.addLayoutGuide(_:)` (a spacer between views that draws nothing).
@preconcurrency @MainActor
open class LayoutGuide: LayoutAnchorProviding, @MainActor CustomStringConvertible {
  /// What the guide stands for.
  enum Kind: Sendable {
    /// An app's own guide: its rectangle is what its constraints solve to.
    case custom
    /// The owning view's bounds inside its safe area insets.
    case safeArea
    /// The owning view's bounds inside its layout margins.
    case layoutMargins
    /// The layout margins narrowed to a readable column, centered.
    case readableContent
  }

  /// The guide's kind; the system guides' rectangles come from their view, not from
  /// constraints.
  let kind: Kind

  /// The view the guide was added to; nil before `addLayoutGuide(_:)`.
  public internal(set) weak var owningView: View?

  /// A name for debugging, shown in descriptions.
  public var identifier = ""

  /// The rectangle a custom guide's constraints solved to, in its view's coordinates.
  var solvedFrame = CGRect.zero

  /// Creates a guide of your own, to add to a view with `addLayoutGuide(_:)`.
  public init() { kind = .custom }

  /// A view's system guide.
  init(kind: Kind, owningView: View) {
    self.kind = kind
    self.owningView = owningView
    identifier = switch kind {
    case .custom: ""
    case .safeArea: "UIViewSafeAreaLayoutGuide"
    case .layoutMargins: "UIViewLayoutMarginsGuide"
    case .readableContent: "UIViewReadableContentGuide"
    }
  }

  /// The guide's rectangle in its owning view's bounds coordinates, as laid out last.
  public var layoutFrame: CGRect {
    guard kind != .custom, let owningView else { return solvedFrame }
    let bounds = owningView.bounds
    return bounds.inset(by: insets(inSize: bounds.size))
  }

  /// How far a system guide lies inside its view's edges (left and right as on screen) when
  /// the view is `size` big; zero for a custom guide.
  func insets(inSize size: CGSize) -> EdgeInsets {
    guard let owningView else { return .zero }
    switch kind {
    case .custom: return .zero
    case .safeArea: return owningView.safeAreaInsets
    case .layoutMargins: return owningView.resolvedLayoutMargins
    case .readableContent:
      var insets = owningView.resolvedLayoutMargins
      let spare = size.width - insets.horizontal - Metrics.readableContentWidth
      if spare > 0 {
        insets.left += spare / 2
        insets.right += spare / 2
      }
      return insets
    }
  }

  /// The guide's identifier and owner, as UIKit prints a guide.
  public var description: String {
    "<LayoutGuide:\(LayoutConstraint.address(of: self)) - \"\(identifier)\", layoutFrame = "
      + "\(layoutFrame), owningView = \(LayoutConstraint.describe(owningView))>"
  }
}

extension LayoutGuide: ConstraintItem {
  var ownerView: View? { owningView }

  var constraintItemDescription: String {
    "LayoutGuide:\(LayoutConstraint.address(of: self))'\(identifier)'"
  }
}
