import Foundation

/// A 2-D affine transform, as Core Graphics' `CGAffineTransform`, which Foundation on Linux does
/// not have: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). A view's `transform`
/// uses it, applied about the view's center as UIKit does.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
  /// The x scale and rotation's cosine part of the first column.
  public var a: CGFloat
  /// The rotation's sine part of the first column.
  public var b: CGFloat
  /// The rotation's negative sine part of the second column (or a shear).
  public var c: CGFloat
  /// The y scale and rotation's cosine part of the second column.
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A transform that moves points by (`tx`, `ty`).
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A transform that scales by `sx` horizontally and `sy` vertically.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A transform that rotates by `angle` radians; positive turns clockwise on screen, where y
  /// grows downwards, as in UIKit.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation by (`tx`, `ty`) applied before this transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale by (`sx`, `sy`) applied before this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation by `angle` radians applied before this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one; the transform itself when it cannot be undone (its
  /// determinant is zero), as Core Graphics does.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// Whether every entry is a finite number.
  var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// UIKit's spelling: `[a, b, c, d, tx, ty]`.
  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension CGPoint {
  /// The point mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> CGPoint {
    CGPoint(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }
}

extension CGSize {
  /// The size mapped by `transform`'s linear part (no translation), as Core Graphics does.
  public func applying(_ transform: CGAffineTransform) -> CGSize {
    CGSize(
      width: transform.a * width + transform.c * height,
      height: transform.b * width + transform.d * height)
  }
}

extension CGRect {
  /// The smallest rect holding the four corners mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }
}
