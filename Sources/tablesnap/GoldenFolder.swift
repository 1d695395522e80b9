import Foundation
import TableKit
import TableKitSDL
import TableKitTesting

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
    (path as NSString).appendingPathComponent(target.goldenName(scale) + ".png")
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

  /// Draws every target and compares it with its golden in the folder (a missing one fails).
  /// - Returns: Whether every picture matched.
  func verify(_ targets: [SnapTarget], threshold: Double, allowance: Int) throws -> Bool {
    try Self.verify(
      targets, scales: Self.scales, fonts: fonts, images: images, threshold: threshold,
      allowance: allowance, missingFails: true
    ) { target, scale in goldenPath(target, scale: scale) }
  }

  /// Draws every target at `scales` and compares it with the golden `golden` names, printing one
  /// line per picture and a summary; a mismatch writes `<name>@<scale>x.actual.png` and
  /// `.diff.png` next to the golden.
  /// - Parameters:
  ///   - missingFails: Whether a target without a golden file fails the run or is only counted.
  ///   - golden: The golden's path for a target and scale, or nil when there is none.
  /// - Returns: Whether every compared picture matched (and, with `missingFails`, none missed).
  static func verify(
    _ targets: [SnapTarget], scales: [CGFloat], fonts: FontLibrary, images: ImageLibrary,
    threshold: Double, allowance: Int, missingFails: Bool,
    golden: (SnapTarget, CGFloat) -> String?
  ) throws -> Bool {
    var compared = 0
    var differing = 0
    var missing = 0
    for target in targets {
      for scale in scales {
        let label = target.goldenName(scale)
        guard let golden = golden(target, scale),
          let expected = try? PixelImage(contentsOfFile: golden)
        else {
          missing += 1
          if missingFails { print("\(label)\tmissing golden \(golden(target, scale) ?? label)") }
          continue
        }
        compared += 1
        let image = try target.render(scale: scale, fonts: fonts, images: images)
        let result = PixelComparison(options: .init(threshold: threshold)).compare(image, expected)
        guard result.sizesMatch else {
          print(
            "\(label)\tsize \(image.width)×\(image.height), golden \(expected.width)×\(expected.height)"
              + "  MISMATCH")
          differing += 1
          continue
        }
        let matches = result.differingPixels <= allowance
        print(
          "\(label)\t\(result.differingPixels) pixels differ\(matches ? "" : "  MISMATCH")\t\(golden)")
        let stem = (golden as NSString).deletingPathExtension
        if !matches {
          differing += 1
          try image.writePNG(to: stem + ".actual.png")
          if let diff = result.diffImage { try diff.writePNG(to: stem + ".diff.png") }
        } else {
          // An earlier failure's pictures would make `report` list this match as differing.
          SnapshotArtifacts.remove(stem: stem)
        }
      }
    }
    var summary = "\(compared) \(compared == 1 ? "picture" : "pictures") compared, \(differing) "
      + (differing == 1 ? "differs" : "differ")
    if missing > 0 {
      summary += missingFails ? ", \(missing) missing" : "; \(missing) without a golden, not compared"
    }
    print(summary)
    return differing == 0 && (!missingFails || missing == 0)
  }
}
