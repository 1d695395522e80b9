/// A translucent fill as SDL's software renderer blends it onto an ARGB8888 pixel
/// (`SDL_BlendFillRect` in blend mode): the color premultiplied by its alpha once, then each
/// channel of the pixel scaled by the rest, both rounded down. The backdrop blur applies a
/// material's tint this way as it writes its pixels, which then equal the blur followed by
/// the tint's own fill, and spares a second pass over the covered pixels (issue 32).
struct BlendedFill: Equatable {
  /// The color's channels premultiplied by its alpha: what the fill adds.
  let red: UInt32
  let green: UInt32
  let blue: UInt32
  let alpha: UInt32
  /// 255 − alpha: what each channel of the pixel under the fill is scaled by.
  let remainder: UInt32

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

  /// `pixel` with the fill blended over it. The three colors are scaled at once, 16 bits
  /// apart in one word (each product stays below 2¹⁶); alpha on its own.
  @inline(__always)
  func over(_ pixel: UInt32) -> UInt32 {
    let lanes =
      UInt64(pixel >> 16 & 0xFF) << 32 | UInt64(pixel >> 8 & 0xFF) << 16
      | UInt64(pixel & 0xFF)
    let product = lanes &* UInt64(remainder)
    let ones: UInt64 = 0x0001_0001_0001
    let lowBytes: UInt64 = 0x00FF_00FF_00FF
    let scaled = ((product &+ ones &+ (product >> 8 & lowBytes)) >> 8) & lowBytes
    let a = Self.scale(pixel >> 24, by: remainder) &+ alpha
    let r = UInt32(truncatingIfNeeded: scaled >> 32) &+ red
    let g = UInt32(truncatingIfNeeded: scaled >> 16 & 0xFF) &+ green
    let b = UInt32(truncatingIfNeeded: scaled & 0xFF) &+ blue
    return a << 24 | r << 16 | g << 8 | b
  }
}
