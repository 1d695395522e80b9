import Foundation
import TableKit
import TableKitSDL
import TableKitTesting

/// Frames of an animation side by side in one picture, for one golden per animation: the test
/// starts the animation, then the clock is stepped a frame (1/60 s) at a time and the view is
/// rendered at each chosen time. Frames are separated by a 4-pixel gray gutter.
///
/// A stand-in for the snapshot library's timeline assertion (issue 15,
/// `assertSnapshots(of:named:at:during:)`): switch to it when it lands.
@MainActor
enum FrameSheet {
  /// The standard times of a row animation's sheet, in seconds after it starts: its first
  /// frame, three frames through its 0.3 s, and its end.
  static let rowAnimationTimes: [TimeInterval] = [0, 0.1, 0.15, 0.2, 0.3]

  /// The gutter between frames, in pixels, and its color.
  static let gutter = 4
  static let gutterColor: UInt32 = 0xFF80_8080

  /// Renders `view` on `canvas` at each of `times` (seconds after now on `clock`, ascending),
  /// laying it out after every 1/60 s step, and puts the frames side by side.
  static func frames(
    of view: View, on canvas: OffscreenCanvas, clock: ManualClock, at times: [TimeInterval],
    background: Color = .white
  ) -> PixelImage {
    let start = clock.now
    var pictures: [PixelImage] = []
    for time in times {
      // Whole frames at 60 Hz, then the rest, so that every sheet steps the same way.
      while clock.now + 1.0 / 60 <= start + time + 1e-9 {
        clock.advance(by: 1.0 / 60)
        view.layoutIfNeeded()
      }
      if clock.now < start + time - 1e-9 {
        clock.advance(by: start + time - clock.now)
      }
      view.layoutIfNeeded()
      pictures.append(canvas.render(view, background: background))
    }
    return sideBySide(pictures)
  }

  /// `pictures` (of one height) left to right with a gutter between them.
  static func sideBySide(_ pictures: [PixelImage]) -> PixelImage { tiled(pictures, across: true) }

  /// `pictures` (of one width) top to bottom with a gutter between them.
  static func stacked(_ pictures: [PixelImage]) -> PixelImage { tiled(pictures, across: false) }

  /// `pictures` in a row (`across`) or a column, on the gutter's color.
  private static func tiled(_ pictures: [PixelImage], across: Bool) -> PixelImage {
    guard !pictures.isEmpty else { return PixelImage(width: 0, height: 0, pixels: []) }
    let gutters = gutter * (pictures.count - 1)
    let width = across ? pictures.reduce(gutters) { $0 + $1.width } : pictures.map(\.width).max()!
    let height =
      across ? pictures.map(\.height).max()! : pictures.reduce(gutters) { $0 + $1.height }
    var pixels = [UInt32](repeating: gutterColor, count: width * height)
    var offset = 0
    for picture in pictures {
      let (x0, y0) = across ? (offset, 0) : (0, offset)
      for y in 0..<picture.height {
        for x in 0..<picture.width { pixels[(y0 + y) * width + x0 + x] = picture[x, y] }
      }
      offset += (across ? picture.width : picture.height) + gutter
    }
    return PixelImage(width: width, height: height, pixels: pixels)
  }
}

extension Snapshotter {
  /// Checks (or records) every picture against its golden before throwing the first failure,
  /// so that one recording run records them all.
  func verifyEach(_ pictures: [(PixelImage, String)], filePath: String = #filePath) throws {
    var failures: [any Error] = []
    for (picture, name) in pictures {
      do { try verify(picture, named: name, filePath: filePath) } catch { failures.append(error) }
    }
    if let first = failures.first { throw first }
  }
}
