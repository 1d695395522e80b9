import Foundation
import TableKit
import TableKitSDL

/// The frame benchmark's child process: one workload at one viewport (or the sustained scroll,
/// or the memory floor) in a process of its own, printing its runs as JSON.
extension FrameBenchmarks {
  /// The child's flag for TableKit's row in a process of its own (`FrameReport.tableKitAlone`).
  static let aloneFlag = "--alone"

  /// In the child: `--frames-child WORKLOAD VIEWPORT [--no-culling] [--tinted-copies]
  /// [--full-clear] [--window] [--no-floor] [--alone] [--quick]
  /// [--sections N] [--rows-per-section N] [--first-frame-only]`; prints the runs as JSON.
  @MainActor
  static func child(_ arguments: [String]) -> Int32 {
    guard arguments.count >= 2, let workload = FrameWorkload(rawValue: arguments[0]),
      let viewport = Viewport(argument: arguments[1])
    else {
      progress("table-bench: \(childFlag) WORKLOAD VIEWPORT [options]")
      return 2
    }
    let flags = Array(arguments.dropFirst(2))
    if flags.contains(MemoryFloor.flag) {
      do {
        FileHandle.standardOutput.write(
          try JSONEncoder().encode(try MemoryFloor.measure(viewport: viewport)))
        return 0
      } catch {
        progress("table-bench: \(error)")
        return 1
      }
    }
    if flags.contains(SustainedScroll.flag) {
      do {
        let result = try SustainedScroll.run(viewport: viewport, quick: flags.contains("--quick"))
        FileHandle.standardOutput.write(try JSONEncoder().encode(result))
        return 0
      } catch {
        progress("table-bench: \(error)")
        return 1
      }
    }
    func number(_ flag: String) -> Int? {
      flags.firstIndex(of: flag).flatMap { $0 + 1 < flags.count ? Int(flags[$0 + 1]) : nil }
    }
    let culling = !flags.contains("--no-culling")
    let tintedCopies = flags.contains("--tinted-copies")
    let fullClear = flags.contains("--full-clear")
    let sdlCopies = flags.contains("--sdl-copies")
    let alone = flags.contains(aloneFlag)
    let inWindow = flags.contains(FrameSurface.windowFlag)
    let script = flags.contains("--quick") ? FrameScript.quick : FrameScript.full
    do {
      let runner = try TableKitFrameRunner(
        workload: workload, viewport: viewport, culling: culling,
        sections: number("--sections"), rowsPerSection: number("--rows-per-section"),
        tintedCopies: tintedCopies, sdlCopies: sdlCopies, inWindow: inWindow,
        withFloor: !flags.contains("--no-floor") && !alone && !inWindow)
      switch runner.surface {
      case .canvas(let canvas): canvas.renderer.retainsPreviousFrame = !fullClear
      // A window keeps its last frame as the demo's does, unless every pixel is to be cleared.
      case .window(let host): host.keepsPresentedFrame = !fullClear
      }
      let accessibility =
        flags.contains(FrameAccessibility.flag) ? try FrameAccessibility(table: runner.table) : nil
      if let accessibility {
        runner.afterFrame = { [clock = runner.clock] in accessibility.afterFrame(now: clock.now) }
      }
      let blurredBar = flags.contains(BlurredBarFrames.flag)
      if blurredBar {
        runner.overlay = { [width = CGFloat(viewport.width), scale = CGFloat(viewport.scale)] in
          BlurredBarFrames.drawBar(width: width, scale: scale, into: &$0)
        }
      }
      var jumps: [JumpTime] = []
      if !flags.contains("--first-frame-only") {
        jumps = try runner.run(script, label: "\(workload.rawValue) \(viewport.label)")
      }
      accessibility?.stop()
      let toolkit =
        switch (culling, tintedCopies, fullClear) {
        case _ where inWindow: fullClear ? FrameReport.windowFullClear : FrameReport.window
        case _ where sdlCopies: FrameReport.sdlCopies
        case (true, false, false) where alone: FrameReport.tableKitAlone
        case (true, false, false): FrameReport.tableKit
        case (false, true, true): FrameReport.previousReplay
        case (true, false, true): FrameReport.fullClear
        case (false, _, _): "TableKit, no culling"
        case (true, true, _): "TableKit, tinted copies"
        }
      var runs = [
        runner.tableKitRun(
          jumps: jumps,
          toolkit: accessibility != nil
            ? FrameReport.tableKitAccessible : blurredBar ? BlurredBarFrames.toolkit : toolkit)
      ]
      if let floor = runner.floorRun() { runs.append(floor) }
      let encoder = JSONEncoder()
      let data = try encoder.encode(runs)
      FileHandle.standardOutput.write(data)
      return 0
    } catch {
      progress("table-bench: \(error)")
      return 1
    }
  }
}
