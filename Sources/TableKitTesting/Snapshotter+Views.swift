import Foundation
import TableKit
import TableKitSDL

extension Snapshotter {
  /// Lays `view` out on a canvas of `size` points at `scale` and checks the picture against the
  /// golden called `name`: one line per snapshot test, in Swift Testing or XCTest.
  ///
  ///     try snapshotter.assertSnapshot(of: table, named: "contacts", size: CGSize(width: 390, height: 844), scale: 2)
  ///
  /// - Parameters:
  ///   - view: The view; its frame becomes the canvas's bounds.
  ///   - name: The golden's name, unique within the test file's folder.
  ///   - size: The canvas's size in points.
  ///   - scale: Device pixels per point.
  ///   - maxDifferingPixels: How many pixels may differ beyond the threshold.
  ///   - background: The color behind the view.
  ///   - filePath: The test file; its folder holds `__Snapshots__/`.
  ///   - line: The line of the call, named in the failure.
  /// - Throws: `SnapshotFailure` (with the call's file and line) when the picture does not
  ///   match, its golden is missing, or a golden was recorded.
  public func assertSnapshot(
    of view: View, named name: String, size: CGSize, scale: CGFloat = 1,
    maxDifferingPixels: Int = 0, background: Color = .white, filePath: String = #filePath,
    line: Int = #line
  ) throws {
    let canvas = try self.canvas(size: size, scale: scale)
    let image = canvas.render(view, background: background)
    try verify(
      image, named: name, maxDifferingPixels: maxDifferingPixels, filePath: filePath, line: line)
  }

  /// `verify(_:named:maxDifferingPixels:threshold:filePath:)`, its failure starting with the
  /// caller's file and line.
  func verify(
    _ image: PixelImage, named name: String, maxDifferingPixels: Int, filePath: String, line: Int
  ) throws {
    do {
      try verify(image, named: name, maxDifferingPixels: maxDifferingPixels, filePath: filePath)
    } catch let failure as SnapshotFailure {
      throw SnapshotFailure(
        "\((filePath as NSString).lastPathComponent):\(line): \(failure.message)",
        filePath: filePath, line: line)
    }
  }
}
