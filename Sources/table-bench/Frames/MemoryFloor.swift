import CSDL2
import Foundation
import TableKit
import TableKitSDL

/// The least resident memory a process drawing W0's picture can have: this same executable
/// (Swift's runtime, Foundation and ICU, SDL, SDL_ttf, FreeType, HarfBuzz, the libraries SDL
/// loads), SDL started, the canvas of the viewport (its pixels are the picture) and the system
/// font opened and one row's text drawn, but no table. W0's peak resident set less this floor
/// is what TableKit itself keeps (issue 32, item 3).
struct MemoryFloor: Codable, Equatable {
  /// The hidden flag of the child that measures it.
  static let flag = "--memory-floor"

  /// Peak resident set (`VmHWM`), MB.
  var peakMegabytes: Double
  /// Resident pages of files (the executable and the libraries), MB.
  var filesMegabytes: Double
  /// Resident anonymous memory (the heap, the canvas), MB.
  var anonymousMegabytes: Double

  /// In the child: makes the canvas of `viewport`, draws one row's text and chevron, and
  /// reads the resident set.
  @MainActor
  static func measure(viewport: Viewport) throws -> MemoryFloor {
    let canvas = try OffscreenCanvas(
      size: CGSize(width: viewport.width, height: viewport.height),
      scale: CGFloat(viewport.scale))
    var list = DrawList()
    let font = Font.systemFont(ofSize: 17)
    list.text(TextRun("Row 1", font: font, color: .black, origin: CGPoint(x: 16, y: 11)))
    list.text(
      TextRun("›", font: font, color: .black, origin: CGPoint(x: viewport.width - 24, y: 11)))
    canvas.renderer.draw(list, clearingTo: .white)
    SDL_RenderFlush(canvas.renderer.renderer)
    let megabyte = 1_048_576.0
    return MemoryFloor(
      peakMegabytes: Double(MemoryProbe.statusBytes("VmHWM") ?? 0) / megabyte,
      filesMegabytes: Double(MemoryProbe.statusBytes("RssFile") ?? 0) / megabyte,
      anonymousMegabytes: Double(MemoryProbe.statusBytes("RssAnon") ?? 0) / megabyte)
  }
}
