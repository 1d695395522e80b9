import Foundation

/// The outline of a layer's shadow, as the Core Graphics paths UIKit code gives
/// `shadowPath`: a rectangle, a rounded rectangle or an ellipse.
public struct CGPath: Hashable, Sendable {
  /// The shapes a path can be.
  public enum Shape: Hashable, Sendable {
    /// A rectangle.
    case rect(CGRect)
    /// A rectangle with corners rounded by a radius.
    case roundedRect(CGRect, cornerRadius: CGFloat)
    /// An ellipse inscribed in a rectangle.
    case ellipse(CGRect)
  }

  /// The path's shape.
  public let shape: Shape

  /// A rectangle, as `CGPath(rect:transform:)`; a transform moves the rectangle's bounding
  /// box (rotations are not kept).
  public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    shape = .rect(Self.transformed(rect, transform))
  }

  /// A rounded rectangle, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`; the
  /// smaller of the two radii rounds the corners.
  public init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    shape = .roundedRect(
      Self.transformed(rect, transform), cornerRadius: max(0, min(cornerWidth, cornerHeight)))
  }

  /// An ellipse inscribed in `rect`, as `CGPath(ellipseIn:transform:)`.
  public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    shape = .ellipse(Self.transformed(rect, transform))
  }

  private static func transformed(
    _ rect: CGRect, _ transform: UnsafePointer<CGAffineTransform>?
  ) -> CGRect {
    transform.map { rect.applying($0.pointee) } ?? rect
  }

  /// The rectangle the shape fills.
  public var boundingBox: CGRect {
    switch shape {
    case .rect(let rect), .roundedRect(let rect, _), .ellipse(let rect): rect
    }
  }
}
