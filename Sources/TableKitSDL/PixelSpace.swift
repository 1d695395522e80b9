import Foundation
import TableKit

/// The renderer's device-pixel values (doubles) made into the values SDL is given. Frames from
/// the core may be NaN, infinite or far beyond any screen (a row 1e308 points tall); converting
/// such a double to an integer traps, and an `Int32` near its limit overflows in SDL's own
/// `x + w`. Every pixel value therefore passes through here: a finite value beyond ±`limit` is
/// off every screen and clipped to it silently (a 10-million-row table is that tall), while NaN
/// (which becomes 0) and infinities (clipped) are a caller's bug and reported through
/// `GeometryWarnings`. `limit` is far outside every screen yet far inside `Int32`, so sums of
/// two or three such values still fit.
enum PixelSpace {
  /// The largest magnitude a pixel coordinate or length takes: 2^24 pixels.
  static let limit: Double = 16_777_216
  /// `limit` as an integer.
  static let limitInt32 = Int32(limit)

  /// `value` made finite and clamped to ±`limit`; NaN becomes 0. NaN and infinities are
  /// reported, naming the caller's place.
  static func clamped(_ value: Double, file: StaticString = #fileID, line: UInt = #line) -> Double {
    if value.isFinite { return min(max(value, -limit), limit) }
    let used = value.isNaN ? 0 : value < 0 ? -limit : limit
    GeometryWarnings.report(
      "a pixel value was \(value), which cannot be drawn; \(used) is used", file: file, line: line)
    return used
  }

  /// `integer(value.rounded())`: the nearest integer, halves away from zero, clamped and
  /// reported alike. A value on a screen takes a path without the C library's `round` and
  /// the checked conversion: every rect and line drawn converts four, every frame.
  static func nearestInteger(
    _ value: Double, file: StaticString = #fileID, line: UInt = #line
  ) -> Int32 {
    // Within ±limit the truncation cannot trap and `value - whole` is exact (the two are
    // within a factor of two, or `whole` is 0), so this is `rounded()`'s result. NaN fails the
    // comparison and goes the checked way.
    guard value.magnitude <= limit else {
      return integer(value.rounded(), file: file, line: line)
    }
    let whole = Int32(value)
    let fraction = value - Double(whole)
    if fraction >= 0.5 { return whole + 1 }
    if fraction <= -0.5 { return whole - 1 }
    return whole
  }

  /// `value` clamped as by `clamped(_:)` and converted to an `Int32` by the checked conversion,
  /// truncating (callers round first).
  static func integer(_ value: Double, file: StaticString = #fileID, line: UInt = #line) -> Int32 {
    Int32(
      checked: clamped(value, file: file, line: line), rounding: .towardZero,
      in: -limitInt32...limitInt32, naming: "a pixel value", file: file, line: line)
  }
}
