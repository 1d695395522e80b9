import Foundation

extension FixedWidthInteger {
  /// The one conversion from floating point to an integer in TableKit and its SDL backend.
  ///
  /// Swift's own `Int32(value)` traps on NaN, on infinities and on values outside the type;
  /// geometry from a delegate, a layout or a user's window can be any of these. This never
  /// traps: the value is rounded by `rule`, then
  /// - NaN becomes `fallback`,
  /// - an infinity or a value outside `bounds` becomes the nearer end of `bounds`,
  ///
  /// and each substitution is reported once through `GeometryWarnings`, naming `quantity`, the
  /// value given and the value used. A usable value converts silently.
  ///
  /// ```swift
  /// let x = Int32(checked: caret.minX * scale, naming: "the caret's x")
  /// ```
  /// - Parameters:
  ///   - value: The floating-point value.
  ///   - rule: How to round it first (to nearest, halves away from zero, by default).
  ///   - bounds: The values the caller can use; the whole type by default. Not empty.
  ///   - fallback: What NaN becomes; 0 by default, clamped into `bounds`.
  ///   - quantity: What the value is, for the warning ("the caret's x").
  ///   - file: The place reported in the warning; the caller's by default.
  ///   - line: Its line.
  @inlinable
  public init<Value: BinaryFloatingPoint>(
    checked value: Value, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
    in bounds: ClosedRange<Self> = Self.min...Self.max, fallback: Self = 0,
    naming quantity: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
  ) {
    let rounded = value.rounded(rule)
    let lower: Value
    let upper: Value
    // Through `Int` where the bounds fit (every use but 64-bit unsigned ones): floating point
    // from `Int` is a protocol requirement that specializes to one instruction, where the
    // generic conversion from any integer walks the integer's words at run time, which showed
    // as 5 % of a frame that converts its colors.
    let boundsFitInt: Bool
    if let low = Int(exactly: bounds.lowerBound), let high = Int(exactly: bounds.upperBound) {
      lower = Value(low)
      upper = Value(high)
      boundsFitInt = true
    } else {
      lower = Value(bounds.lowerBound)
      upper = Value(bounds.upperBound)
      boundsFitInt = false
    }
    // `Value(bound)` is the representable value nearest the bound, so every value strictly
    // between `lower` and `upper` converts to an integer inside `bounds` without trapping.
    if lower < rounded && rounded < upper {
      // The other way round too: the generic `Self(rounded)` takes the value apart bit by bit
      // (4 % of a frame's replay, which converts every pixel coordinate), while a value that
      // `Double` holds exactly (from `Float`, `Double` or `CGFloat`), whole and inside bounds
      // that fit `Int`, converts through `Int` in one instruction.
      if boundsFitInt, Value.significandBitCount <= Double.significandBitCount {
        self = Self(truncatingIfNeeded: Int(Double(rounded)))
        return
      }
      self = Self(rounded)
      return
    }
    if rounded.isNaN {
      self = Swift.min(Swift.max(fallback, bounds.lowerBound), bounds.upperBound)
    } else {
      self = rounded <= lower ? bounds.lowerBound : bounds.upperBound
      // At a bound, or beside one that `Value` cannot represent exactly: usable as it is.
      if let exact = Self(exactly: rounded), bounds.contains(exact) {
        self = exact
        return
      }
    }
    Self.warn(quantity(), value, bounds, self, file, line)
  }

  @usableFromInline
  static func warn<Value: BinaryFloatingPoint>(
    _ quantity: String, _ value: Value, _ bounds: ClosedRange<Self>, _ used: Self,
    _ file: StaticString, _ line: UInt
  ) {
    let why = value.isNaN ? "not a number" : "outside \(bounds.lowerBound)...\(bounds.upperBound)"
    GeometryWarnings.report(
      "\(quantity) was \(Double(value)), \(why); \(used) is used", file: file, line: line)
  }
}
