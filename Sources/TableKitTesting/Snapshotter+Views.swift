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
  ///   - fileID: The test file's `#fileID`, for Swift Testing's report.
  ///   - file: The file of the call, for XCTest's report (which takes a static string).
  ///   - line: The line of the call, named in the failure.
  ///   - column: The column of the call.
  /// - Throws: `SnapshotFailure` (with the call's file and line) when the picture does not
  ///   match, its golden is missing, or a golden was recorded — except in a Swift Testing or
  ///   XCTest test, where the failure is recorded at the call's line instead (an issue, or an
  ///   XCTest failure as `XCTFail` records) and the test goes on, as after a failed `#expect`
  ///   or `XCTAssert`, so that the report points at the call rather than the test. It throws
  ///   `RenderingError` when the canvas cannot be made.
  public func assertSnapshot(
    of view: View, named name: String, size: CGSize, scale: CGFloat = 1,
    maxDifferingPixels: Int = 0, background: Color = .white, filePath: String = #filePath,
    fileID: String = #fileID, file: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) throws {
    let canvas = try self.canvas(size: size, scale: scale)
    let image = canvas.render(view, background: background)
    try verify(
      image, named: name, maxDifferingPixels: maxDifferingPixels,
      at: CallSite(filePath: filePath, fileID: fileID, file: file, line: line, column: column))
  }

  /// `verify(_:named:maxDifferingPixels:threshold:filePath:)`, its failure reported at the
  /// caller's line (`CallSite.report(_:)`).
  func verify(
    _ image: PixelImage, named name: String, maxDifferingPixels: Int, at site: CallSite
  ) throws {
    try site.report {
      try verify(
        image, named: name, maxDifferingPixels: maxDifferingPixels, filePath: site.filePath)
    }
  }
}
