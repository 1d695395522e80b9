import Foundation
import TableKit
import TableKitSDL

extension Snapshotter {
  /// Checks the frames of an animation as one golden: `start` begins it (an insert, a scroll),
  /// then `clock` is stepped to each of `times` (seconds after the start, at 60 Hz frames) and
  /// the view drawn; the frames, left to right, make one picture.
  ///
  ///     try snapshotter.assertSnapshots(
  ///       of: driver.table, named: "insert", size: driver.size, clock: driver.clock,
  ///       at: [0, 0.1, 0.2, 0.3]) { table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
  ///
  /// - Parameters:
  ///   - view: The view; its scroll views must run on `clock`.
  ///   - name: The golden's name.
  ///   - size: Each frame's size in points.
  ///   - scale: Device pixels per point.
  ///   - clock: The clock the view's animations run on.
  ///   - times: The moments drawn, in seconds after `start`, in increasing order.
  ///   - maxDifferingPixels: How many pixels of the sheet may differ beyond the threshold.
  ///   - filePath: The test file; its folder holds `__Snapshots__/`.
  ///   - fileID: The test file's `#fileID`, for Swift Testing's report.
  ///   - file: The file of the call, for XCTest's report.
  ///   - line: The line of the call, named in the failure.
  ///   - column: The column of the call.
  ///   - start: Starts the animation.
  /// - Throws: `SnapshotFailure` as `assertSnapshot(of:named:size:scale:)` does.
  public func assertSnapshots(
    of view: View, named name: String, size: CGSize, scale: CGFloat = 1, clock: ManualClock,
    at times: [TimeInterval], maxDifferingPixels: Int = 0, filePath: String = #filePath,
    fileID: String = #fileID, file: StaticString = #filePath, line: Int = #line,
    column: Int = #column, during start: () -> Void
  ) throws {
    let canvas = try self.canvas(size: size, scale: scale)
    _ = canvas.render(view)
    start()
    var elapsed: TimeInterval = 0
    var frames: [PixelImage] = []
    for time in times {
      // 60 Hz frames up to the moment, so that the animations see the steps a screen would.
      while time - elapsed > 1e-9 {
        let step = min(1.0 / 60, time - elapsed)
        clock.advance(by: step)
        elapsed += step
        view.layoutIfNeeded()
      }
      frames.append(canvas.render(view))
    }
    let sheet = PixelImage.sideBySide(frames, gap: Int(checked: 4 * scale, naming: "a sheet's gap"))
    try verify(
      sheet, named: name, maxDifferingPixels: maxDifferingPixels,
      at: CallSite(filePath: filePath, fileID: fileID, file: file, line: line, column: column))
  }
}
