import Foundation
import Testing

@testable import TableKit

/// UIColor's hue, saturation and brightness initializer and its component readers, which UIKit
/// code uses for generated and picked colors (issue 28, measured on real files).
@Suite struct ColorModelTests {
  @Test func hueSaturationBrightnessGiveTheSRGBColor() {
    #expect(Color(hue: 0, saturation: 1, brightness: 1).description == "#FF0000")
    #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).description == "#00FF00")
    #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 1).description == "#0000FF")
    #expect(Color(hue: 1, saturation: 1, brightness: 1).description == "#FF0000")
    #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5).description == "#808080")
    #expect(Color(hue: 0.11, saturation: 0.56, brightness: 0.48, alpha: 0.5).description
      == "#7A633680")
  }

  /// Issue 32: a component's byte is rounded without the C library's `round`; it is the
  /// rounded value everywhere: at the halves between bytes, just beside them, and on a fine
  /// grid of 0...1.
  @Test func componentBytesAreTheRoundedComponents() {
    var values: [CGFloat] = (0...100_000).map { CGFloat($0) / 100_000 }
    for byte in 0..<255 {
      let half = (Double(byte) + 0.5) / 255
      values += [half, half.nextUp, half.nextDown, Double(byte) / 255]
    }
    for value in values where value >= 0 && value <= 1 {
      let expected = UInt8((value * 255).rounded())
      let bytes = Color(red: value, green: value, blue: value, alpha: value).rgba8
      #expect(bytes.red == expected && bytes.alpha == expected, "\(value)")
    }
  }

  @Test func outOfRangeAndNaNComponentsAreClamped() {
    #expect(Color(hue: .nan, saturation: 2, brightness: -1) == Color(white: 0))
    #expect(Color(hue: 7, saturation: 1, brightness: 1).description == "#FF0000")
  }

  @Test func componentsReadBackThroughPointers() {
    var (hue, saturation, brightness, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    let color = Color(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.25)
    #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    #expect(abs(hue - 0.6) < 0.01 && abs(saturation - 0.5) < 0.01)
    #expect(abs(brightness - 0.8) < 0.01 && alpha == 0.25)
    var (red, green, blue): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
    #expect(Color.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(Color(red: red, green: green, blue: blue, alpha: alpha) == Color(rgb: 0x007AFF))
    var white: CGFloat = 0
    #expect(Color(white: 0.25).getWhite(&white, alpha: &alpha) && white == 0.25)
    #expect(!Color.systemRed.getWhite(&white, alpha: &alpha))
    #expect(Color.systemRed.getHue(nil, saturation: nil, brightness: nil, alpha: nil))
  }
}
