import Foundation
import TableKit

/// Compares two images pixel by pixel the way pixelmatch does: a pixel differs when the
/// perceptual (YIQ) distance between its two colors exceeds `35215 · threshold²`, unless it is
/// recognised as anti-aliasing in either image, which small rasterizer differences produce.
public struct PixelComparison: Sendable {
  /// How strict the comparison is.
  public struct Options: Sendable, Equatable {
    /// The colour-distance threshold from 0 (exact) to 1; 0.1 is pixelmatch's usual value.
    public var threshold: Double
    /// Whether pixels that look like anti-aliasing are forgiven.
    public var ignoresAntialiasing: Bool

    /// Creates options.
    public init(threshold: Double = 0.1, ignoresAntialiasing: Bool = true) {
      self.threshold = threshold
      self.ignoresAntialiasing = ignoresAntialiasing
    }
  }

  /// The outcome of a comparison.
  public struct Result: Sendable {
    /// Pixels whose colours differ beyond the threshold and are not anti-aliasing.
    public let differingPixels: Int
    /// Pixels that differ but were recognised as anti-aliasing.
    public let antialiasedPixels: Int
    /// Whether the two images have the same size.
    public let sizesMatch: Bool
    /// A picture of the differences: the expected image faded to light gray, differing pixels in
    /// red, forgiven anti-aliasing in yellow. Nil when the sizes differ.
    public let diffImage: PixelImage?
  }

  /// The options in force.
  public let options: Options

  /// Creates a comparison with options.
  public init(options: Options = Options()) { self.options = options }

  /// Compares `actual` with `expected`.
  /// - Complexity: O(pixels), with a 3 × 3 neighbourhood scan for pixels that differ.
  public func compare(_ actual: PixelImage, _ expected: PixelImage) -> Result {
    guard actual.width == expected.width, actual.height == expected.height else {
      return Result(
        differingPixels: max(actual.pixels.count, expected.pixels.count), antialiasedPixels: 0,
        sizesMatch: false, diffImage: nil)
    }
    let maxDelta = 35215 * options.threshold * options.threshold
    var diff = expected
    var differing = 0
    var antialiased = 0
    for y in 0..<expected.height {
      for x in 0..<expected.width {
        let a = actual[x, y]
        let b = expected[x, y]
        if a == b || Self.colorDelta(a, b) <= maxDelta {
          diff[x, y] = Self.faded(b)
        } else if options.ignoresAntialiasing
          && (Self.isAntialiased(actual, x, y, other: expected)
            || Self.isAntialiased(expected, x, y, other: actual))
        {
          antialiased += 1
          diff[x, y] = 0xFFFF_FF00
        } else {
          differing += 1
          diff[x, y] = 0xFFFF_0000
        }
      }
    }
    return Result(
      differingPixels: differing, antialiasedPixels: antialiased, sizesMatch: true,
      diffImage: diff)
  }

  // MARK: - Colour

  /// Components blended over white, so that transparent pixels compare as what a viewer sees.
  private static func blended(_ pixel: UInt32) -> (r: Double, g: Double, b: Double) {
    let alpha = Double(pixel >> 24) / 255
    func channel(_ shift: UInt32) -> Double {
      255 + (Double((pixel >> shift) & 0xFF) - 255) * alpha
    }
    return (channel(16), channel(8), channel(0))
  }

  private static func luma(_ c: (r: Double, g: Double, b: Double)) -> Double {
    c.r * 0.298_895_31 + c.g * 0.586_622_47 + c.b * 0.114_482_23
  }

  /// The squared YIQ distance pixelmatch uses, weighted 0.5053 · Y² + 0.299 · I² + 0.1957 · Q².
  static func colorDelta(_ first: UInt32, _ second: UInt32) -> Double {
    let a = blended(first)
    let b = blended(second)
    let y = luma(a) - luma(b)
    let i =
      (a.r * 0.595_977_99 - a.g * 0.274_176_10 - a.b * 0.321_801_89)
      - (b.r * 0.595_977_99 - b.g * 0.274_176_10 - b.b * 0.321_801_89)
    let q =
      (a.r * 0.211_470_17 - a.g * 0.522_617_11 + a.b * 0.311_146_94)
      - (b.r * 0.211_470_17 - b.g * 0.522_617_11 + b.b * 0.311_146_94)
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  }

  private static func brightness(_ pixel: UInt32) -> Double { luma(blended(pixel)) }

  private static func faded(_ pixel: UInt32) -> UInt32 {
    let level = UInt32(
      checked: 255 + (brightness(pixel) - 255) * 0.1, in: 0...255, naming: "a faded level")
    return 0xFF00_0000 | level << 16 | level << 8 | level
  }

  // MARK: - Anti-aliasing

  /// Whether the pixel at (x, y) of `image` looks like an anti-aliased edge: it has both a darker
  /// and a brighter neighbour, few neighbours equal to it, and the darkest or brightest neighbour
  /// sits in a flat region (three or more equal neighbours) in both images.
  private static func isAntialiased(_ image: PixelImage, _ x: Int, _ y: Int, other: PixelImage)
    -> Bool
  {
    let centre = brightness(image[x, y])
    var equalNeighbours = 0
    var darkest = 0.0
    var brightest = 0.0
    var darkestAt: (Int, Int)?
    var brightestAt: (Int, Int)?
    for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
      for nx in max(0, x - 1)...min(image.width - 1, x + 1) where nx != x || ny != y {
        let delta = brightness(image[nx, ny]) - centre
        if delta == 0 {
          equalNeighbours += 1
          if equalNeighbours > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          darkestAt = (nx, ny)
        } else if delta > brightest {
          brightest = delta
          brightestAt = (nx, ny)
        }
      }
    }
    guard let darkestAt, let brightestAt else { return false }
    return (hasManyEqualNeighbours(image, darkestAt) && hasManyEqualNeighbours(other, darkestAt))
      || (hasManyEqualNeighbours(image, brightestAt) && hasManyEqualNeighbours(other, brightestAt))
  }

  private static func hasManyEqualNeighbours(_ image: PixelImage, _ at: (Int, Int)) -> Bool {
    let (x, y) = at
    let centre = image[x, y]
    var equal = x == 0 || y == 0 || x == image.width - 1 || y == image.height - 1 ? 1 : 0
    for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
      for nx in max(0, x - 1)...min(image.width - 1, x + 1) where nx != x || ny != y {
        if image[nx, ny] == centre {
          equal += 1
          if equal > 2 { return true }
        }
      }
    }
    return false
  }
}
