import Testing
import TableKit
import TableKitSDL

/// The pixelmatch-style comparison: colour threshold, anti-aliasing and sizes.
struct PixelComparisonTests {
  private let white: UInt32 = 0xFFFF_FFFF

  @Test func identicalImagesHaveNoDifferingPixels() {
    let image = PixelImage(width: 10, height: 10, filledWith: 0xFF12_3456)
    let result = PixelComparison().compare(image, image)
    #expect(result.differingPixels == 0 && result.sizesMatch)
  }

  @Test func aChangedPixelInAFlatAreaIsCountedAndDrawnRed() {
    let expected = PixelImage(width: 10, height: 10, filledWith: white)
    var actual = expected
    actual[4, 4] = 0xFF00_0000
    let result = PixelComparison().compare(actual, expected)
    #expect(result.differingPixels == 1)
    #expect(result.diffImage?[4, 4] == 0xFFFF_0000)
    #expect(result.diffImage?[0, 0] != 0xFFFF_0000)
  }

  @Test func aColourChangeBelowTheThresholdIsNotCounted() {
    let expected = PixelImage(width: 4, height: 4, filledWith: 0xFF80_8080)
    let actual = PixelImage(width: 4, height: 4, filledWith: 0xFF81_8181)
    #expect(PixelComparison().compare(actual, expected).differingPixels == 0)
    #expect(
      PixelComparison(options: .init(threshold: 0)).compare(actual, expected).differingPixels
        == 16)
  }

  @Test func aShiftedAntialiasedEdgeIsForgiven() {
    // A vertical black/white edge with one gray pixel column; in the actual image the gray
    // column is a shade darker, as a different rasterizer would draw it.
    func edge(gray: UInt32) -> PixelImage {
      var image = PixelImage(width: 9, height: 9, filledWith: white)
      for y in 0..<9 {
        for x in 0..<4 { image[x, y] = 0xFF00_0000 }
        image[4, y] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
      }
      return image
    }
    let result = PixelComparison().compare(edge(gray: 0x40), edge(gray: 0xC0))
    #expect(result.differingPixels == 0)
    #expect(result.antialiasedPixels == 9)
    let strict = PixelComparison(options: .init(ignoresAntialiasing: false))
    #expect(strict.compare(edge(gray: 0x40), edge(gray: 0xC0)).differingPixels == 9)
  }

  @Test func imagesOfDifferentSizesDoNotMatch() {
    let result = PixelComparison().compare(
      PixelImage(width: 2, height: 2, filledWith: white),
      PixelImage(width: 3, height: 2, filledWith: white))
    #expect(!result.sizesMatch)
    #expect(result.diffImage == nil)
  }
}
