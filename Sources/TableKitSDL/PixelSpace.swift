import Foundation

/// The one conversion from the renderer's device-pixel values (doubles) to the values SDL is
/// given. Frames from the core may be NaN, infinite or far beyond any screen (a row 1e308 points
/// tall); converting such a double to an integer traps, and an `Int32` near its limit overflows
/// in SDL's own `x + w`. Every pixel value therefore passes through here: NaN becomes 0 (nothing
/// sensible can be drawn there, and 0 harms nothing) and the rest is clamped to ±`limit`, far
/// outside every screen yet far inside `Int32`, so sums of two or three such values still fit.
enum PixelSpace {
  /// The largest magnitude a pixel coordinate or length takes: 2^24 pixels.
  static let limit: Double = 16_777_216

  /// `value` made finite and clamped to ±`limit`; NaN becomes 0.
  static func clamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -limit), limit)
  }

  /// `value` clamped as by `clamped(_:)` and truncated to an `Int32`; callers round first.
  static func integer(_ value: Double) -> Int32 { Int32(clamped(value)) }
}
