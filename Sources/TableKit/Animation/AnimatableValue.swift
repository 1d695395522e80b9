import Foundation

/// A value that can be animated: one that can be added, subtracted and scaled, like a vector.
///
/// ``PropertyAnimation`` needs exactly these operations to blend additive animations. They are
/// named methods rather than operators, so that conforming Foundation's geometry types does not
/// add `+` on `CGPoint` or `CGRect` to every file that imports TableKit.
public protocol AnimatableValue: Equatable {
  /// The value that changes nothing when added.
  static var zero: Self { get }
  /// The sum of this value and `other`, component by component.
  func adding(_ other: Self) -> Self
  /// This value minus `other`, component by component.
  func subtracting(_ other: Self) -> Self
  /// This value with every component multiplied by `factor`.
  func scaled(by factor: Double) -> Self
}

extension Double: AnimatableValue {
  /// The sum of the two numbers.
  public func adding(_ other: Double) -> Double { self + other }
  /// The difference of the two numbers.
  public func subtracting(_ other: Double) -> Double { self - other }
  /// The product of the number and `factor`.
  public func scaled(by factor: Double) -> Double { self * factor }
}

extension CGFloat: AnimatableValue {
  /// The sum of the two numbers.
  public func adding(_ other: CGFloat) -> CGFloat { self + other }
  /// The difference of the two numbers.
  public func subtracting(_ other: CGFloat) -> CGFloat { self - other }
  /// The product of the number and `factor`.
  public func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }
}

extension CGPoint: AnimatableValue {
  /// The point moved by `other`'s coordinates.
  public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
  /// The point moved by minus `other`'s coordinates.
  public func subtracting(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
  /// Both coordinates multiplied by `factor`.
  public func scaled(by factor: Double) -> CGPoint {
    CGPoint(x: x * CGFloat(factor), y: y * CGFloat(factor))
  }
}

extension CGSize: AnimatableValue {
  /// The sizes added dimension by dimension.
  public func adding(_ other: CGSize) -> CGSize {
    CGSize(width: width + other.width, height: height + other.height)
  }
  /// The sizes subtracted dimension by dimension.
  public func subtracting(_ other: CGSize) -> CGSize {
    CGSize(width: width - other.width, height: height - other.height)
  }
  /// Both dimensions multiplied by `factor`.
  public func scaled(by factor: Double) -> CGSize {
    CGSize(width: width * CGFloat(factor), height: height * CGFloat(factor))
  }
}

extension CGRect: AnimatableValue {
  /// The rectangles added component by component (origin and size); the sizes are not
  /// standardized, so a partial sum may have a negative size.
  public func adding(_ other: CGRect) -> CGRect {
    CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
  }
  /// The rectangles subtracted component by component (origin and size).
  public func subtracting(_ other: CGRect) -> CGRect {
    CGRect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
  }
  /// Origin and size multiplied by `factor`.
  public func scaled(by factor: Double) -> CGRect {
    CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
  }
}
