import Foundation
import TableKit
import TableKitSDL

/// The frame times of several toolkits over the script, one line each on a logarithmic time
/// axis, drawn as a `DrawList` and rendered to PNG by TableKit's own offscreen renderer.
@MainActor
enum FramePlot {
  static let colors: [String: Color] = [
    FrameReport.tableKit: Color(rgb: 0x007AFF),
    "TableKit, no culling": Color(rgb: 0x5AC8FA),
    FrameReport.floor: Color(rgb: 0x34C759),
    FrameReport.imgui: Color(rgb: 0xFF3B30),
    FrameReport.imguiNoBackground: Color(rgb: 0xFF9500),
    FrameReport.gtk4: Color(rgb: 0x5856D6),
    FrameReport.previousReplay: Color(rgb: 0x8E8E93),
    "TableKit, tinted copies": Color(rgb: 0xAF52DE),
    FrameReport.fullClear: Color(rgb: 0x1C1C1E),
    FrameReport.sdlCopies: Color(rgb: 0x00C7BE),
    FrameReport.tableKitAlone: Color(rgb: 0xC9A100),
    BlurredBarFrames.toolkit: Color(rgb: 0xA2845E),
    FrameReport.window: Color(rgb: 0x30B0C7),
    FrameReport.windowFullClear: Color(rgb: 0x8E3B9E),
  ]

  static func drawList(
    _ runs: [FrameRun], title: String, cpuTime: Bool = false, size: CGSize
  ) -> DrawList {
    func time(_ frame: FrameSample) -> Double {
      (cpuTime ? frame.cpu ?? frame.total : frame.total) / 1000
    }
    var list = DrawList()
    list.fill(CGRect(origin: .zero, size: size), color: .white)
    let font = Font.systemFont(ofSize: 12)
    let gray = Color(white: 0.45)
    let grid = Color(white: 0.88)
    list.text(
      TextRun(
        title, font: .boldSystemFont(ofSize: 16), color: .black, origin: CGPoint(x: 16, y: 10)))
    // The legend is placed first: the plot starts below however many rows it wraps to.
    var legendEntries: [(origin: CGPoint, label: String)] = []
    var legend = CGPoint(x: 16, y: 36)
    for run in runs {
      let median = FrameSummary.percentile(run.frames.map(time).sorted(), 0.5)
      let label = "\(run.toolkit): p50 \(format(median)) ms"
      let width = CGFloat(label.count) * 6.6 + 40
      if legend.x + width > size.width - 16 { legend = CGPoint(x: 16, y: legend.y + 18) }
      legendEntries.append((legend, label))
      legend.x += width
    }
    let plotTop = max(88, legend.y + 52)
    let plot = CGRect(
      x: 64, y: plotTop, width: size.width - 84, height: max(40, size.height - 40 - plotTop))
    let values = runs.flatMap { $0.frames.map(time) }.filter { $0 > 0 }
    let low = pow(10, (log10(values.min() ?? 0.1)).rounded(.down))
    let high = pow(10, (log10(values.max() ?? 10)).rounded(.up))
    func y(_ milliseconds: Double) -> CGFloat {
      let fraction = (log10(max(milliseconds, low)) - log10(low)) / (log10(high) - log10(low))
      return plot.maxY - plot.height * CGFloat(fraction)
    }
    // Grid: 1, 2, 5 per decade.
    var decade = low
    while decade <= high * 1.001 {
      for step in [1.0, 2.0, 5.0] {
        let value = decade * step
        guard value <= high * 1.001 else { break }
        let gy = y(value)
        list.fill(CGRect(x: plot.minX, y: gy, width: plot.width, height: 1), color: grid)
        list.text(
          TextRun(
            "\(format(value)) ms", font: font, color: gray, origin: CGPoint(x: 6, y: gy - 8),
            maxWidth: plot.minX - 10))
      }
      decade *= 10
    }
    let frameCount = runs.map(\.frames.count).max() ?? 1
    func x(_ frame: Int) -> CGFloat {
      plot.minX + plot.width * CGFloat(frame) / CGFloat(max(1, frameCount))
    }
    // The script's parts, from the first run.
    if let reference = runs.first {
      var start = 0
      for index in reference.frames.indices
      where index == reference.frames.count - 1
        || reference.frames[index + 1].segment != reference.frames[index].segment
      {
        list.fill(
          CGRect(x: x(start), y: plot.minY - 18, width: 1, height: plot.height + 18), color: grid)
        // A part too narrow for its name (the three jumps) is named below the axis.
        let narrow = x(index + 1) - x(start) < 60
        list.text(
          TextRun(
            reference.frames[index].segment.rawValue, font: font, color: gray,
            origin: CGPoint(
              x: x(start) + (narrow ? -14 : 4), y: narrow ? plot.maxY + 8 : plot.minY - 18)))
        start = index + 1
      }
    }
    list.fill(CGRect(x: plot.minX, y: plot.maxY, width: plot.width, height: 1), color: gray)
    list.text(
      TextRun(
        "frame (1/60 s each on the virtual clock)", font: font, color: gray,
        origin: CGPoint(x: plot.minX + 120, y: plot.maxY + 8)))
    // One step line per run, each bucket of frames at its median.
    let buckets = Int(plot.width / 2)
    for (run, entry) in zip(runs, legendEntries) {
      let color = colors[run.toolkit] ?? .black
      var previous: CGFloat?
      for bucket in 0..<buckets {
        let first = bucket * run.frames.count / buckets
        let last = max(first + 1, (bucket + 1) * run.frames.count / buckets)
        guard first < run.frames.count else { break }
        let times = run.frames[first..<min(last, run.frames.count)].map(time).sorted()
        let by = y(times[times.count / 2])
        let left = x(first)
        let right = x(min(last, run.frames.count))
        list.fill(CGRect(x: left, y: by - 1, width: max(1, right - left), height: 2), color: color)
        if let previous, abs(previous - by) > 1 {
          list.fill(
            CGRect(x: left - 1, y: min(previous, by) - 1, width: 2, height: abs(previous - by) + 2),
            color: color)
        }
        previous = by
      }
      let origin = entry.origin
      list.fill(CGRect(x: origin.x, y: origin.y + 6, width: 14, height: 4), color: color)
      list.text(
        TextRun(
          entry.label, font: font, color: .black, origin: CGPoint(x: origin.x + 18, y: origin.y)))
    }
    return list
  }

  /// Renders the plot of `runs` and writes it as a PNG file at `path`.
  static func writePNG(
    _ runs: [FrameRun], title: String, cpuTime: Bool = false, to path: String,
    size: CGSize = CGSize(width: 1200, height: 560)
  ) throws {
    let canvas = try OffscreenCanvas(size: size)
    try canvas.render(drawList(runs, title: title, cpuTime: cpuTime, size: size))
      .writePNG(to: path)
  }
}
