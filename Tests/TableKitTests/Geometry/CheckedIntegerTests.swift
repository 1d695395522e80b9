import Foundation
import Testing

@testable import TableKit

/// Issue 24, item 2: the one conversion from floating point to an integer never traps. NaN
/// becomes the fallback, infinities and values out of range the nearer bound, each with one
/// warning naming the quantity; usable values convert silently.
@Suite struct CheckedIntegerTests {
  @Test func usableValuesRoundAndConvertWithoutAWarning() {
    let warnings = GeometryWarnings.warnings {
      #expect(Int32(checked: 2.5, naming: "x") == 3)
      #expect(Int32(checked: -2.5, naming: "x") == -3)
      #expect(Int32(checked: 2.5, rounding: .down, naming: "x") == 2)
      #expect(Int32(checked: 2.1, rounding: .up, naming: "x") == 3)
      #expect(UInt8(checked: 255.0, naming: "x") == 255)
      #expect(Int32(checked: Double(Int32.min), naming: "x") == Int32.min)
      #expect(Int32(checked: 0.0, in: 0...10, naming: "x") == 0)
    }
    #expect(warnings.isEmpty, "\(warnings)")
  }

  /// The fast way through `Int` (for `Float`, `Double` and `CGFloat`) gives what Swift's own
  /// conversion gives, for every integer type, near each bound and across the range.
  @Test func theFastConversionAgreesWithSwiftsOwn() {
    func check<I: FixedWidthInteger, F: BinaryFloatingPoint>(_: I.Type, _: F.Type) {
      let low = F(I.min)
      let high = F(I.max)
      var values: [F] = [low, high, 0, 1, -1, 0.5, -0.5, 1.5, 2.5, 127.49, 254.5]
      for step in 0...64 { values.append(low + (high - low) * F(step) / 64) }
      for value in values {
        let rounded = value.rounded(.toNearestOrAwayFromZero)
        guard let expected = I(exactly: rounded) else { continue }
        #expect(I(checked: value, naming: "v") == expected, "\(I.self)(\(F.self)(\(value)))")
      }
    }
    let warnings = GeometryWarnings.warnings {
      check(Int8.self, Double.self)
      check(UInt8.self, CGFloat.self)
      check(Int32.self, Double.self)
      check(Int32.self, Float.self)
      check(UInt16.self, Float.self)
      check(Int.self, Double.self)
      check(UInt64.self, Double.self)
    }
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test func nanBecomesTheFallbackWithAWarningNamingTheQuantity() {
    let (value, warnings) = GeometryWarnings.capture {
      Int32(checked: Double.nan, naming: "the caret's x")
    }
    #expect(value == 0)
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("the caret's x was nan") == true, "\(warnings)")
    #expect(warnings.first?.message.contains("0 is used") == true)
    #expect(warnings.first?.place.contains("CheckedIntegerTests.swift") == true)
    let (kept, _) = GeometryWarnings.capture {
      Int32(checked: CGFloat.nan, in: 1...10, fallback: 4, naming: "a width")
    }
    #expect(kept == 4)
    let (clampedFallback, _) = GeometryWarnings.capture {
      Int32(checked: Double.nan, in: 1...10, naming: "a width")
    }
    #expect(clampedFallback == 1, "the fallback 0 is brought into the bounds")
  }

  @Test func infinitiesAndValuesOutOfRangeBecomeTheNearerBound() {
    let (values, warnings) = GeometryWarnings.capture {
      [
        Int(Int32(checked: Double.infinity, naming: "x")),
        Int(Int32(checked: -Double.infinity, naming: "x")),
        Int(Int32(checked: 1e12, naming: "x")),
        Int(Int32(checked: 5000.0, in: 1...1024, naming: "x")),
        Int(UInt8(checked: -3.0, naming: "x")),
        Int(UInt32(checked: -0.75, naming: "x")),
        Int(Int64(checked: 1e19, naming: "x") == Int64.max ? 1 : 0),
        Int(Int64(checked: Double(Int64.max), naming: "x") == Int64.max ? 1 : 0),
        Int(Int(checked: Float.greatestFiniteMagnitude, naming: "x") == Int.max ? 1 : 0),
      ]
    }
    #expect(values == [Int(Int32.max), Int(Int32.min), Int(Int32.max), 1024, 0, 0, 1, 1, 1])
    #expect(warnings.count == values.count, "\(warnings)")
    #expect(warnings.first?.message.contains("x was inf, outside ") == true, "\(warnings)")
    #expect(warnings[3].message == "x was 5000.0, outside 1...1024; 1024 is used", "\(warnings)")
  }

  @Test func aCaptureKeepsABoundedNumberOfWarnings() {
    let warnings = GeometryWarnings.warnings {
      for _ in 0..<5000 { _ = Int32(checked: Double.nan, naming: "x") }
    }
    #expect(warnings.count == 1000)
  }
}
