import Foundation

/// A transform taken apart into what people animate: a translation, a scale per axis and a
/// rotation, as Core Animation interpolates a transform. Blending the six entries directly
/// would shrink a half-turn through nothing; blending the parts turns it.
///
/// A shear is not kept: a transform made from these parts has none.
struct TransformComponents: AnimatableValue, Sendable {
  var translationX: CGFloat
  var translationY: CGFloat
  var scaleX: CGFloat
  var scaleY: CGFloat
  /// Radians, clockwise on screen.
  var rotation: CGFloat

  static let zero = TransformComponents(
    translationX: 0, translationY: 0, scaleX: 0, scaleY: 0, rotation: 0)

  init(
    translationX: CGFloat, translationY: CGFloat, scaleX: CGFloat, scaleY: CGFloat,
    rotation: CGFloat
  ) {
    self.translationX = translationX
    self.translationY = translationY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotation = rotation
  }

  /// The parts of `transform`: the x scale is the first column's length, the rotation its
  /// angle, and the y scale what keeps the determinant (negative for a mirror image).
  init(_ transform: CGAffineTransform) {
    let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let rotation = scaleX == 0 ? 0 : atan2(transform.b, transform.a)
    let determinant = transform.a * transform.d - transform.b * transform.c
    self.init(
      translationX: transform.tx, translationY: transform.ty, scaleX: scaleX,
      scaleY: scaleX == 0 ? transform.d : determinant / scaleX, rotation: rotation)
  }

  /// The transform the parts make: scale, then rotate, then translate.
  var transform: CGAffineTransform {
    let cosine = cos(rotation)
    let sine = sin(rotation)
    return CGAffineTransform(
      a: scaleX * cosine, b: scaleX * sine, c: -scaleY * sine, d: scaleY * cosine,
      tx: translationX, ty: translationY)
  }

  func adding(_ other: TransformComponents) -> TransformComponents {
    TransformComponents(
      translationX: translationX + other.translationX,
      translationY: translationY + other.translationY, scaleX: scaleX + other.scaleX,
      scaleY: scaleY + other.scaleY, rotation: rotation + other.rotation)
  }

  func subtracting(_ other: TransformComponents) -> TransformComponents {
    adding(other.scaled(by: -1))
  }

  func scaled(by factor: Double) -> TransformComponents {
    let f = CGFloat(factor)
    return TransformComponents(
      translationX: translationX * f, translationY: translationY * f, scaleX: scaleX * f,
      scaleY: scaleY * f, rotation: rotation * f)
  }
}

/// A color's four components as numbers to blend; the color's dynamic provider is resolved
/// before (a view resolves with its own traits when the change is made).
struct ColorComponents: AnimatableValue, Sendable {
  var red: CGFloat
  var green: CGFloat
  var blue: CGFloat
  var alpha: CGFloat

  static let zero = ColorComponents(red: 0, green: 0, blue: 0, alpha: 0)

  init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The components of `color`; nil (no background) is `partner`'s color fully transparent,
  /// so that a fade from nothing to red never passes through a dark red.
  init(_ color: Color?, partner: Color?) {
    guard let color = color ?? partner?.withAlphaComponent(0) else {
      self.init(red: 0, green: 0, blue: 0, alpha: 0)
      return
    }
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }

  var color: Color {
    func unit(_ value: CGFloat) -> CGFloat { min(1, max(0, value)) }
    return Color(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
  }

  func adding(_ other: ColorComponents) -> ColorComponents {
    ColorComponents(
      red: red + other.red, green: green + other.green, blue: blue + other.blue,
      alpha: alpha + other.alpha)
  }

  func subtracting(_ other: ColorComponents) -> ColorComponents { adding(other.scaled(by: -1)) }

  func scaled(by factor: Double) -> ColorComponents {
    let f = CGFloat(factor)
    return ColorComponents(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f)
  }
}
