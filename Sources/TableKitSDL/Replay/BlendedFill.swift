/// A translucent fill as SDL's software renderer blends it onto an ARGB8888 pixel
/// (`SDL_BlendFillRect` in blend mode): the color premultiplied by its alpha once, then each
/// channel of the pixel scaled by the rest, both rounded down. The backdrop blur applies a
/// material's tint this way as it writes its pixels, which then equal the blur followed by
/// the tint's own fill, and spares a second pass over the covered pixels (issue 32).
struct BlendedFill: Equatable {
  private let red: UInt32
  private let green: UInt32
  private let blue: UInt32
  private let alpha: UInt32
  private let remainder: UInt32

  /// The fill of `color`.
  init(_ color: RGBA8) {
    alpha = UInt32(color.alpha)
    red = Self.scale(UInt32(color.red), by: alpha)
    green = Self.scale(UInt32(color.green), by: alpha)
    blue = Self.scale(UInt32(color.blue), by: alpha)
    remainder = 255 - alpha
  }

  /// `value × factor / 255` rounded down, for 8-bit operands, without a division.
  @inline(__always)
  static func scale(_ value: UInt32, by factor: UInt32) -> UInt32 {
    let product = value &* factor
    return (product &+ 1 &+ (product >> 8)) >> 8
  }

  /// `pixel` with the fill blended over it.
  @inline(__always)
  func over(_ pixel: UInt32) -> UInt32 {
    let a = Self.scale(pixel >> 24, by: remainder) &+ alpha
    let r = Self.scale((pixel >> 16) & 0xFF, by: remainder) &+ red
    let g = Self.scale((pixel >> 8) & 0xFF, by: remainder) &+ green
    let b = Self.scale(pixel & 0xFF, by: remainder) &+ blue
    return a << 24 | r << 16 | g << 8 | b
  }
}
