import Foundation

/// What has anchors to make constraints from: views and layout guides, as in UIKit.
@preconcurrency @MainActor
public protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
  /// The leading edge: left in left-to-right layout, right in right-to-left.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge: right in left-to-right layout, left in right-to-left.
  public var trailingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The left edge, whatever the layout direction.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge, whatever the layout direction.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The horizontal center.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The vertical center.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

  /// The anchor of the right kind for `attribute`.
  func anchor(for attribute: LayoutConstraint.Attribute) -> AnyObject {
    switch attribute.axis {
    case .horizontal where !attribute.isDimension:
      LayoutXAxisAnchor(item: self, attribute: attribute)
    case .vertical where !attribute.isDimension:
      LayoutYAxisAnchor(item: self, attribute: attribute)
    default:
      LayoutDimension(item: self, attribute: attribute)
    }
  }
}

extension View: LayoutAnchorProviding {
  /// The baseline of the first line of text (a label's; the bottom edge of other views).
  public var firstBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the last line of text (a label's; the bottom edge of other views).
  public var lastBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }
}
