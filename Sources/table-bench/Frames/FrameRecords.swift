import Foundation

/// A viewport: points and device pixels per point.
struct Viewport: Codable, Hashable, Sendable {
  var width: Double
  var height: Double
  var scale: Double

  static let desktop = Viewport(width: 1920, height: 1080, scale: 1)
  static let phone = Viewport(width: 390, height: 844, scale: 2)

  /// `1920×1080@1x`.
  var label: String { "\(Int(width))×\(Int(height))@\(Int(scale))x" }
  /// `1920x1080@1`, as the command line spells it.
  var argument: String { "\(Int(width))x\(Int(height))@\(Int(scale))" }
  /// A name for files: `1920x1080-1x`.
  var fileLabel: String { "\(Int(width))x\(Int(height))-\(Int(scale))x" }
  var pixelCount: Int { Int(width * scale) * Int(height * scale) }

  init(width: Double, height: Double, scale: Double) {
    self.width = width
    self.height = height
    self.scale = scale
  }

  /// Reads `WIDTHxHEIGHT@SCALE` (the scale optional).
  init?(argument: String) {
    let parts = argument.split(separator: "@")
    let size = parts[0].split(separator: "x").compactMap { Double($0) }
    guard size.count == 2, size[0] > 0, size[1] > 0 else { return nil }
    let scale = parts.count > 1 ? Double(parts[1].trimmingCharacters(in: ["x"])) : 1
    guard let scale, scale > 0 else { return nil }
    self.init(width: size[0], height: size[1], scale: scale)
  }
}

/// The parts of the script a frame belongs to.
enum FrameSegment: String, Codable, Sendable, CaseIterable {
  case scroll, fling, jump, updates
}

/// One frame: what it showed and what it cost, in microseconds from setting the offset to the
/// replay flushed (`SDL_RenderFlush`, no read-back).
struct FrameSample: Codable, Sendable {
  var segment: FrameSegment
  /// The content offset shown, in points.
  var offset: Double
  /// The rows of the table then.
  var rows: Int
  var total: Double
  /// The same span in the thread's CPU time: what the frame cost without the time other
  /// processes took the core (a busy machine preempts; this figure does not see it).
  var cpu: Double?
  /// Layout (the script's step, scrolling, cells) — nil where the toolkit has no such phase.
  var layout: Double?
  /// Building the draw list (TableKit) or the frame's geometry (ImGui).
  var drawList: Double?
  /// Replaying it on SDL and flushing.
  var replay: Double
  /// Rectangle fills and texture copies issued (ImGui: draw commands and vertices, see notes).
  var fills: Int
  var blits: Int
  var filledPixels: Int?
  var opaqueFilledPixels: Int?
  var blittedPixels: Int?
  /// TableKit: the fills and copies the draw list resolved to before overdraw culling.
  var recordedFills: Int?
  var recordedBlits: Int?
}

/// A jump to a far row, timed as one frame.
struct JumpTime: Codable, Sendable {
  var label: String
  var row: Int
  var microseconds: Double
  /// The frame's layout part: finding the row and placing the rows there (TableKit), which is
  /// what could grow with the distance; the rest is the new rows' cells and text, the same at
  /// any distance.
  var layoutMicroseconds: Double?
}

/// One toolkit running the script on one workload and viewport.
struct FrameRun: Codable, Sendable {
  var toolkit: String
  var workload: String
  var viewport: Viewport
  var rows: Int
  /// From creating the table (or context) to the first frame flushed.
  var firstFrame: Double
  /// The same in the thread's CPU time, where the toolkit reports it.
  var firstFrameCPU: Double?
  var jumps: [JumpTime]
  /// The process's peak resident set (`VmHWM`).
  var peakResidentBytes: Int?
  /// Resident memory the table gained through its first layout, per row.
  var bytesPerRow: Double?
  var frames: [FrameSample]
  var note: String?
  /// TableKit: what the renderer's caches held at the end, in MB by kind (text textures,
  /// images, masks, glyphs), and the share of text lookups that found their texture.
  var cacheMegabytes: [String: Double]?
  var textHitRate: Double?
  /// TableKit: how many cells, header and footer views, and views in all their trees the
  /// table held at the end.
  var heldViews: [String: Double]?
}

enum FrameBenchmarkError: Error, CustomStringConvertible {
  case message(String)
  var description: String {
    switch self {
    case .message(let text): text
    }
  }
}

/// This thread's CPU time in microseconds.
func threadCPUMicroseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}
