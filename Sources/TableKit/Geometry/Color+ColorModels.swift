import Foundation

// UIColor also speaks hue, saturation and brightness (HSB, the model of the color pickers that
// app code copies its values from) and reads its components back through out-parameters.
extension Color {
  /// Creates a color from hue, saturation and brightness (HSB) and an opacity, each 0...1, as
  /// UIKit's `UIColor(hue:saturation:brightness:alpha:)`. A hue of 1 is red again; values
  /// outside 0...1 are clamped (NaN reads as 0).
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
    func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(1, max(0, value)) }
    let (red, green, blue) = Color.rgb(
      hue: clamp(hue), saturation: clamp(saturation), brightness: clamp(brightness))
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The color's hue, saturation, brightness and opacity, as UIKit's
  /// `getHue(_:saturation:brightness:alpha:)`; a dynamic color answers with its light value.
  /// Always true: every TableKit color is in a space that converts to HSB.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let largest = max(red, green, blue)
    let spread = largest - min(red, green, blue)
    var hueValue: CGFloat = 0
    if spread > 0 {
      switch largest {
      case red: hueValue = (green - blue) / spread
      case green: hueValue = 2 + (blue - red) / spread
      default: hueValue = 4 + (red - green) / spread
      }
      hueValue /= 6
      if hueValue < 0 { hueValue += 1 }
    }
    hue?.pointee = hueValue
    saturation?.pointee = largest > 0 ? spread / largest : 0
    brightness?.pointee = largest
    alpha?.pointee = self.alpha
    return true
  }

  /// The color's red, green, blue and opacity, as UIKit's `getRed(_:green:blue:alpha:)`; a
  /// dynamic color answers with its light value. Always true (every color is sRGB).
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// The color's gray level and opacity, as UIKit's `getWhite(_:alpha:)`: true only for a gray
  /// (equal red, green and blue), as UIKit answers false for a color it cannot convert.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard red == green, green == blue else { return false }
    white?.pointee = red
    alpha?.pointee = self.alpha
    return true
  }

  /// sRGB components of an HSB color (each argument already in 0...1).
  private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
    -> (CGFloat, CGFloat, CGFloat)
  {
    let sector = (hue == 1 ? 0 : hue) * 6
    let index = Int(sector)
    let fraction = sector - CGFloat(index)
    let low = brightness * (1 - saturation)
    let falling = brightness * (1 - saturation * fraction)
    let rising = brightness * (1 - saturation * (1 - fraction))
    switch index {
    case 0: return (brightness, rising, low)
    case 1: return (falling, brightness, low)
    case 2: return (low, brightness, rising)
    case 3: return (low, falling, brightness)
    case 4: return (rising, low, brightness)
    default: return (brightness, low, falling)
    }
  }
}
