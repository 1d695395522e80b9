import Foundation

extension LayoutConstraint {
  /// The part of an item's geometry a constraint relates, as UIKit's
  /// `NSLayoutConstraint.Attribute`. Locations (edges, centers, baselines) and sizes (width,
  /// height) never mix in one constraint, nor do horizontal and vertical ones, nor leading and
  /// trailing with left and right.
  public enum Attribute: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No attribute: the second attribute of a constraint with no second item.
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left in left-to-right layout, right in right-to-left.
    case leading
    /// The trailing edge: right in left-to-right layout, left in right-to-left.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal center.
    case centerX
    /// The vertical center.
    case centerY
    /// The baseline of the last line of text (the bottom edge of a view without text).
    case lastBaseline
    /// The baseline of the first line of text (the bottom edge of a view without text).
    case firstBaseline
    /// The left edge of the layout margins.
    case leftMargin
    /// The right edge of the layout margins.
    case rightMargin
    /// The top edge of the layout margins.
    case topMargin
    /// The bottom edge of the layout margins.
    case bottomMargin
    /// The leading edge of the layout margins.
    case leadingMargin
    /// The trailing edge of the layout margins.
    case trailingMargin
    /// The horizontal center of the layout margins.
    case centerXWithinMargins
    /// The vertical center of the layout margins.
    case centerYWithinMargins

    /// The name UIKit prints for the attribute in a constraint's description.
    public var description: String {
      switch self {
      case .notAnAttribute: "notAnAttribute"
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      }
    }

    /// Which axis the attribute measures along; nil for `.notAnAttribute`.
    var axis: Axis? {
      switch self {
      case .notAnAttribute: nil
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins:
        .horizontal
      case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
        .bottomMargin, .centerYWithinMargins:
        .vertical
      }
    }

    /// Whether the attribute is a size rather than a location.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is one of leading and trailing (of the bounds or the margins),
    /// which flip with the layout direction.
    var isDirectional: Bool {
      [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Whether the attribute is one of left and right (of the bounds or the margins), which
    /// never flip.
    var isAbsoluteHorizontalEdge: Bool {
      [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    /// The same edge of the bounds for a margin attribute (`leadingMargin` → `leading`), or
    /// nil when the attribute is not one about the margins.
    var boundsAttributeOfMargin: Attribute? {
      switch self {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: nil
      }
    }
  }

  /// How a constraint's first attribute compares with its second, as UIKit's
  /// `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable, CustomStringConvertible {
    /// The first attribute is at most the second.
    case lessThanOrEqual = -1
    /// The first attribute equals the second.
    case equal = 0
    /// The first attribute is at least the second.
    case greaterThanOrEqual = 1

    /// The operator UIKit prints for the relation.
    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }

    /// The solver's relation.
    var solverRelation: SolverConstraint.Relation {
      switch self {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    }
  }
}
