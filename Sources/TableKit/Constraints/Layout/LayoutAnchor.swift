import Foundation

/// One attribute of a view or layout guide, to make constraints from, as UIKit's
/// `NSLayoutAnchor`. The type parameter keeps anchors of different kinds apart at compile time:
/// an x-axis anchor relates only to x-axis anchors, a dimension only to dimensions.
@preconcurrency @MainActor
public class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
  /// The view or guide the anchor belongs to, held weakly.
  fileprivate weak var object: AnyObject?
  /// The attribute the anchor stands for.
  let attribute: LayoutConstraint.Attribute

  /// An anchor for `attribute` of `object`, a view or a layout guide.
  init(item object: AnyObject, attribute: LayoutConstraint.Attribute) {
    self.object = object
    self.attribute = attribute
  }

  /// The view or guide, while it exists.
  var item: ConstraintItem? { object as? ConstraintItem }

  /// As UIKit prints an anchor: its kind and `item.attribute`.
  public var description: String {
    "<\(type(of: self)):\(LayoutConstraint.address(of: self)) "
      + "\"\(LayoutConstraint.describe(object)).\(attribute)\">"
  }

  /// This anchor equal to `anchor`.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    constraint(.equal, anchor, constant: 0)
  }

  /// This anchor at least `anchor`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// This anchor at most `anchor`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: 0)
  }

  /// This anchor equal to `anchor` plus `c`.
  public func constraint(
    equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> LayoutConstraint {
    constraint(.equal, anchor, constant: c)
  }

  /// This anchor at least `anchor` plus `c`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: c)
  }

  /// This anchor at most `anchor` plus `c`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: c)
  }

  /// The constraint `self relation anchor × multiplier + constant`.
  func constraint(
    _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: object as Any, attribute: attribute, relatedBy: relation,
      toItem: anchor.object, attribute: anchor.attribute, multiplier: multiplier,
      constant: constant)
  }
}

/// An anchor for a horizontal location (an edge or the center), as UIKit's
/// `NSLayoutXAxisAnchor`.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// This anchor equal to `anchor` plus the system spacing (8 points) times `multiplier`, as
  /// UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)`.
  public func constraint(
    equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(.equal, anchor, constant: LayoutSpacing.system * multiplier)
  }

  /// This anchor at least the system spacing times `multiplier` after `anchor`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: LayoutSpacing.system * multiplier)
  }

  /// This anchor at most the system spacing times `multiplier` after `anchor`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: LayoutSpacing.system * multiplier)
  }
}

/// An anchor for a vertical location (an edge, the center or a baseline), as UIKit's
/// `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// This anchor equal to `anchor` plus the system spacing times `multiplier`, as UIKit's
  /// `constraint(equalToSystemSpacingBelow:multiplier:)`.
  public func constraint(
    equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(.equal, anchor, constant: LayoutSpacing.system * multiplier)
  }

  /// This anchor at least the system spacing times `multiplier` below `anchor`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: LayoutSpacing.system * multiplier)
  }

  /// This anchor at most the system spacing times `multiplier` below `anchor`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: LayoutSpacing.system * multiplier)
  }
}

/// An anchor for a size, as UIKit's `NSLayoutDimension`: related to another size with a
/// multiplier, or to a constant.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// This size equal to `c`.
  public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
    constant(.equal, c)
  }

  /// This size at least `c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    constant(.greaterThanOrEqual, c)
  }

  /// This size at most `c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    constant(.lessThanOrEqual, c)
  }

  /// This size equal to `anchor` times `m`.
  public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: 0)
  }

  /// This size at least `anchor` times `m`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// This size at most `anchor` times `m`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// This size equal to `anchor` times `m` plus `c`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// This size at least `anchor` times `m` plus `c`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// This size at most `anchor` times `m` plus `c`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }

  private func constant(_ relation: LayoutConstraint.Relation, _ c: CGFloat) -> LayoutConstraint {
    LayoutConstraint(
      item: object as Any, attribute: attribute, relatedBy: relation, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: c)
  }
}

/// The spacings UIKit's layout uses when code asks for "the standard" one.
enum LayoutSpacing {
  /// Between sibling views (`-` in the visual format, the system spacing of anchors).
  static let system: CGFloat = 8
  /// Between a view and its superview's edge when no margins are involved (`|-` in a visual
  /// format turns into a spacing to the layout margins instead).
  static let toSuperview: CGFloat = 20
}
