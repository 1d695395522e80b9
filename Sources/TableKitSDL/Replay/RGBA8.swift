/// A color as SDL takes it, 8 bits a component.
struct RGBA8: Equatable {
  var red: UInt8
  var green: UInt8
  var blue: UInt8
  var alpha: UInt8

  init(_ c: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
    red = c.red
    green = c.green
    blue = c.blue
    alpha = c.alpha
  }

  static let white = RGBA8((255, 255, 255, 255))

  /// The four components in one word, for comparing colors.
  var packed: UInt32 {
    UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
  }
}
