import Foundation
import TableKit
import TableKitSDL

/// `tablesnap verify` and `record`: every target at scales 1 and 2, compared with (or written
/// as) `<name>@<scale>x.png` in a folder.
@MainActor
struct GoldenFolder {
  /// The scales every target is drawn at.
  static let scales: [CGFloat] = [1, 2]

  /// The folder holding the goldens.
  let path: String
  let fonts: FontLibrary
  let images: ImageLibrary

  private func goldenPath(_ target: SnapTarget, scale: CGFloat) -> String {
    (path as NSString).appendingPathComponent("\(target.name)@\(Int(scale))x.png")
  }

  /// Draws every target and writes it as its golden.
  func record(_ targets: [SnapTarget]) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for target in targets {
      for scale in Self.scales {
        let image = try target.render(scale: scale, fonts: fonts, images: images)
        let output = goldenPath(target, scale: scale)
        try image.writePNG(to: output)
        print("recorded \(output) (\(image.width)×\(image.height))")
      }
    }
  }

  /// Draws every target and compares it with its golden, printing one line per picture; a
  /// mismatch writes `<name>@<scale>x.actual.png` and `.diff.png` next to the golden.
  /// - Returns: Whether every picture matched.
  func verify(_ targets: [SnapTarget], threshold: Double, allowance: Int) throws -> Bool {
    var allMatch = true
    for target in targets {
      for scale in Self.scales {
        let label = "\(target.name)@\(Int(scale))x"
        let image = try target.render(scale: scale, fonts: fonts, images: images)
        let golden = goldenPath(target, scale: scale)
        guard let expected = try? PixelImage(contentsOfFile: golden) else {
          print("\(label)\tmissing golden \(golden)")
          allMatch = false
          continue
        }
        let result = PixelComparison(options: .init(threshold: threshold)).compare(image, expected)
        guard result.sizesMatch else {
          print(
            "\(label)\tsize \(image.width)×\(image.height), golden \(expected.width)×\(expected.height)"
          )
          allMatch = false
          continue
        }
        let matches = result.differingPixels <= allowance
        print("\(label)\t\(result.differingPixels) pixels differ\(matches ? "" : "  MISMATCH")")
        if !matches {
          allMatch = false
          let stem = (golden as NSString).deletingPathExtension
          try image.writePNG(to: stem + ".actual.png")
          if let diff = result.diffImage { try diff.writePNG(to: stem + ".diff.png") }
        }
      }
    }
    return allMatch
  }
}
