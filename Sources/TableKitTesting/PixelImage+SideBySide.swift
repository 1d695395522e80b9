import TableKitSDL

extension PixelImage {
  /// The pictures next to each other, left to right, on a gray ground with a gap between them,
  /// as tall as the tallest: a failed snapshot's golden | actual | diff in one file.
  /// - Parameters:
  ///   - images: The pictures, left to right.
  ///   - gap: The pixels between two pictures.
  /// - Returns: The combined picture.
  public static func sideBySide(_ images: [PixelImage], gap: Int = 8) -> PixelImage {
    let width = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
    let height = images.map(\.height).max() ?? 0
    var sheet = PixelImage(width: max(1, width), height: max(1, height), filledWith: 0xFF80_8080)
    var left = 0
    for image in images {
      for y in 0..<image.height {
        for x in 0..<image.width { sheet[left + x, y] = image[x, y] }
      }
      left += image.width + gap
    }
    return sheet
  }
}
