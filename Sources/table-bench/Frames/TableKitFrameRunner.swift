import CHeapStatistics
import CSDL2
import Foundation
import TableKit
import TableKitSDL

/// Runs the script on a TableKit table on an offscreen canvas (or in a window,
/// `FrameSurface`), and the raw SDL floor on a canvas of its own frame by frame in alternation,
/// so that whatever else runs on the machine weighs on both alike. Each has its own surface:
/// TableKit's replay relies on its surface holding the frame it drew last
/// (`SDLRenderer.retainsPreviousFrame`), and the floor clears its own every frame.
@MainActor
final class TableKitFrameRunner {
  let workload: FrameWorkload
  let viewport: Viewport
  /// What the table is drawn on.
  let surface: FrameSurface
  let clock = ManualClock(now: 1_000)
  let source: FrameWorkloadSource
  let table: TableView
  private(set) var floor: FloorRenderer?
  private var floorCanvas: OffscreenCanvas?
  /// The edits of this frame's step, which the floor follows inside its own frame's time.
  private var floorEdits: [FloorRenderer.RowEdit] = []
  private var list = DrawList()
  private var generator = SplitMix64(seed: 16)
  private let stopwatch = ContinuousClock()
  private(set) var tableKitFrames: [FrameSample] = []
  private(set) var floorFrames: [FrameSample] = []
  private(set) var firstFrame = 0.0
  /// The first frame in this thread's CPU time (what other processes take does not count).
  private(set) var firstFrameCPU = 0.0
  private(set) var floorFirstFrame = 0.0
  private(set) var bytesPerRow: Double?
  /// The virtual time each frame advances the clock by.
  var frameDuration = FrameScript.frameDuration
  /// Runs after each frame is drawn, inside its time (the screen-reader bridge's update).
  var afterFrame: (@MainActor () -> Void)?
  /// Draws over the table in each frame's list (`BlurredBarFrames`' bar), inside its time.
  var overlay: (@MainActor (inout DrawList) -> Void)?

  /// Makes room for `count` more frame records at once, so that a run measuring resident
  /// memory does not see its own record array grow (it doubles mid-run otherwise).
  func reserveFrameRecords(_ count: Int) {
    tableKitFrames.reserveCapacity(tableKitFrames.count + count)
  }

  /// A runner; the table is built and its first frame drawn (and timed) here.
  init(
    workload: FrameWorkload, viewport: Viewport, culling: Bool, sections: Int? = nil,
    rowsPerSection: Int? = nil, tintedCopies: Bool = false, sdlCopies: Bool = false,
    cellsByConstraints: Bool = false, inWindow: Bool = false, withFloor: Bool
  ) throws {
    self.workload = workload
    self.viewport = viewport
    let size = CGSize(width: viewport.width, height: viewport.height)
    surface =
      inWindow
      ? try FrameSurface.window(for: viewport)
      : .canvas(try OffscreenCanvas(size: size, scale: CGFloat(viewport.scale)))
    let renderer = surface.renderer
    renderer.cullsOverdraw = culling
    renderer.cachesTintedTextures = !tintedCopies
    renderer.blendsCopiesInTarget = !sdlCopies
    source = FrameWorkloadSource(
      workload, sections: sections, rowsPerSection: rowsPerSection,
      cellsByConstraints: cellsByConstraints)
    // The first frame: from making the table to its first replay flushed.
    let start = stopwatch.now
    let cpuStart = threadCPUMicroseconds()
    table = TableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    table.clock = clock
    table.screen = surface.makeScreen()
    let before = MemoryProbe.statusBytes("VmRSS")
    source.attach(to: table)
    table.layoutIfNeeded()
    let after = MemoryProbe.statusBytes("VmRSS")
    list.removeAll()
    table.render(into: &list)
    surface.draw(list)
    firstFrame = Stopwatch.microseconds(start.duration(to: stopwatch.now))
    firstFrameCPU = threadCPUMicroseconds() - cpuStart
    if let before, let after {
      bytesPerRow = Double(max(0, after - before)) / Double(max(1, source.rowCount))
    }
    if withFloor {
      let floorCanvas = try OffscreenCanvas(
        size: size, scale: CGFloat(viewport.scale), fonts: renderer.fonts)
      self.floorCanvas = floorCanvas
      let floorStart = stopwatch.now
      let shape = workload.shape
      let floor = try FloorRenderer(
        renderer: floorCanvas.renderer.renderer, size: size, scale: CGFloat(viewport.scale),
        fontPath: renderer.fonts.path(forFace: Font.systemFontName),
        geometry: FloorRenderer.Geometry(
          workload, sections: sections ?? shape.sections,
          rowsPerSection: rowsPerSection ?? shape.rowsPerSection),
        model: source)
      _ = floor.drawFrame(offset: 0)
      floorFirstFrame = Stopwatch.microseconds(floorStart.duration(to: stopwatch.now))
      self.floor = floor
    }
  }

  // MARK: - Frames

  /// Advances the clock a frame, runs `step`, and draws and times the frame, then the floor's
  /// frame at the offset TableKit showed.
  @discardableResult
  func frame(_ segment: FrameSegment, _ step: () -> Void) -> FrameSample {
    clock.advance(by: frameDuration)
    let cpuStart = threadCPUMicroseconds()
    let start = stopwatch.now
    if workload == .w3 { source.tick += 1 }
    step()
    if workload == .w3 { FrameTicker.update(table, source: source) }
    table.layoutIfNeeded()
    let laidOut = stopwatch.now
    list.removeAll()
    table.render(into: &list)
    overlay?(&list)
    let listed = stopwatch.now
    surface.draw(list)
    afterFrame?()
    let end = stopwatch.now
    let cpu = threadCPUMicroseconds() - cpuStart
    let statistics = surface.renderer.lastReplayStatistics
    let sample = FrameSample(
      segment: segment, offset: Double(table.contentOffset.y), rows: source.rowCount,
      total: Stopwatch.microseconds(start.duration(to: end)), cpu: cpu,
      layout: Stopwatch.microseconds(start.duration(to: laidOut)),
      drawList: Stopwatch.microseconds(laidOut.duration(to: listed)),
      replay: Stopwatch.microseconds(listed.duration(to: end)),
      fills: statistics.fills + statistics.clears, blits: statistics.blits,
      filledPixels: statistics.filledPixels, opaqueFilledPixels: statistics.opaqueFilledPixels,
      blittedPixels: statistics.blittedPixels,
      recordedFills: statistics.recordedFills + 1, recordedBlits: statistics.recordedBlits)
    tableKitFrames.append(sample)
    if let floor {
      // The floor's time: following the step's edits, and drawing at the offset that shows
      // TableKit's rows (finding it asks TableKit, which is not the floor's time).
      var floorCPU = threadCPUMicroseconds()
      var floorStart = stopwatch.now
      for edit in floorEdits { floor.apply(edit) }
      floorEdits.removeAll(keepingCapacity: true)
      var time = Stopwatch.microseconds(floorStart.duration(to: stopwatch.now))
      var cpu = threadCPUMicroseconds() - floorCPU
      let offset = floorOffset(floor)
      floorCPU = threadCPUMicroseconds()
      floorStart = stopwatch.now
      let counts = floor.drawFrame(offset: offset)
      time += Stopwatch.microseconds(floorStart.duration(to: stopwatch.now))
      cpu += threadCPUMicroseconds() - floorCPU
      floorFrames.append(
        FrameSample(
          segment: segment, offset: sample.offset, rows: source.rowCount, total: time,
          cpu: cpu, replay: time, fills: counts.fills + 1,
          blits: counts.blits, filledPixels: counts.filledPixels,
          opaqueFilledPixels: counts.filledPixels))
    }
    return sample
  }

  /// Where the floor draws this frame: at the offset in its own geometry that puts the first
  /// row TableKit shows where TableKit shows it. With exact heights (W0, W1, W3) that is
  /// TableKit's offset; in W2 the rows not yet measured are estimated, so TableKit's offsets
  /// past them mean other rows in the floor's exact geometry, and near the end of the table
  /// none (the floor drew an empty frame for each of W2's update frames until 6 December).
  private func floorOffset(_ floor: FloorRenderer) -> Double {
    let offset = Double(table.contentOffset.y)
    guard
      let first = table.indexPathsForVisibleRows?.min(by: {
        ($0.section, $0.row) < ($1.section, $1.row)
      }),
      let floorTop = floor.geometry.rowTop(section: first.section, row: first.row)
    else { return offset }
    return floorTop + offset - Double(table.rectForRow(at: first).minY)
  }

  // MARK: - Script

  /// Runs the whole script; returns the jumps' times (the frames are kept). Throws when a row
  /// on screen shows another item than its own once the updates are done.
  func run(_ script: FrameScript, label: String) throws -> [JumpTime] {
    progress("  \(label): scrolling \(script.scrollFrames) frames")
    for _ in 0..<script.scrollFrames {
      frame(.scroll) {
        let y = min(table.contentOffset.y + script.scrollStep, table.maximumContentOffsetY)
        table.contentOffset = CGPoint(x: 0, y: y)
      }
    }
    progress("  \(label): a fling at \(Int(script.flingVelocity)) pt/s")
    fling(script)
    progress("  \(label): jumps")
    var jumps: [JumpTime] = []
    for target in FrameScript.jumpTargets(rows: source.rowCount) {
      let indexPath = source.indexPath(ofRow: target.row)
      let sample = frame(.jump) {
        table.scrollToRow(
          at: indexPath, at: target.row == source.rowCount - 1 ? .bottom : .top, animated: false)
      }
      jumps.append(
        JumpTime(
          label: target.label, row: target.row, microseconds: sample.cpu ?? sample.total,
          layoutMicroseconds: sample.layout))
    }
    progress("  \(label): \(script.updates) animated inserts and deletes while scrolling")
    for _ in 0..<script.updates {
      frame(.updates) {
        let y = min(table.contentOffset.y + script.updateScrollStep, table.maximumContentOffsetY)
        table.contentOffset = CGPoint(x: 0, y: y)
        randomUpdate()
      }
    }
    try checkRowsShowTheirItems()
    try checkFloorPlacesTheRows()
    return jumps
  }

  /// Fails unless the floor puts every row on screen where TableKit's layout puts it (where
  /// TableKit's running animations take it): the floor's geometry followed the updates' inserts
  /// and deletes, and with them each row's height, so the two drew the same rows and the ratios
  /// between them compare the same picture but for the animation.
  private func checkFloorPlacesTheRows() throws {
    guard let floor else { return }
    let offset = floorOffset(floor)
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      let tableTop = Double(table.rectForRow(at: indexPath).minY - table.contentOffset.y)
      guard let floorTop = floor.geometry.rowTop(section: indexPath.section, row: indexPath.row),
        abs(floorTop - offset - tableTop) < 0.5
      else {
        throw FrameBenchmarkError.message(
          "after the updates, the floor does not draw row \(indexPath.row) of section "
            + "\(indexPath.section) where the table does (at \(tableTop) pt)")
      }
    }
  }

  /// Fails unless every row on screen shows its own item's label. Cells move with their rows
  /// through inserts and deletes, and the source moves its items with them
  /// (`FrameRowIdentities`): a cell showing another label means the two disagree, and the
  /// frames timed were not of a valid table.
  private func checkRowsShowTheirItems() throws {
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      guard let shown = table.cellForRow(at: indexPath)?.textLabel?.text else { continue }
      let expected = source.label(source.item(at: indexPath))
      guard shown == expected else {
        throw FrameBenchmarkError.message(
          "after the updates, row \(indexPath.row) of section \(indexPath.section) shows "
            + "'\(shown)' where its item's label is '\(expected)'")
      }
    }
  }

  /// A flick upward at the script's speed (the finger's drag), then frames until the
  /// deceleration ends.
  private func fling(_ script: FrameScript) {
    let x = CGFloat(viewport.width / 2)
    let startY = CGFloat(viewport.height * 0.8)
    let step = CGFloat(script.flingVelocity * FrameScript.frameDuration)
    frame(.fling) {
      table.handle(.pointerDown(id: 1, location: CGPoint(x: x, y: startY), kind: .touch))
    }
    for move in 1...script.flingDragFrames {
      let location = CGPoint(x: x, y: startY - step * CGFloat(move))
      frame(.fling) {
        table.handle(.pointerMoved(id: 1, location: location, kind: .touch))
        if move == script.flingDragFrames {
          table.handle(.pointerUp(id: 1, location: location, kind: .touch))
        }
      }
    }
    var frames = 0
    while (table.isDecelerating || table.isScrollAnimating) && frames < script.flingLimit {
      frame(.fling) {}
      frames += 1
    }
  }

  /// Inserts a row before, or deletes, a random visible row, animated.
  private func randomUpdate() {
    guard let visible = table.indexPathsForVisibleRows, !visible.isEmpty else { return }
    let indexPath = visible[Int(generator.next() % UInt64(visible.count))]
    if generator.next() % 2 == 0 {
      source.didInsertRow(at: indexPath)
      table.insertRows(at: [indexPath], with: .automatic)
      if floor != nil { floorEdits.append(.insert(indexPath, item: source.item(at: indexPath))) }
    } else if source.tableView(table, numberOfRowsInSection: indexPath.section) > 1 {
      source.didDeleteRow(at: indexPath)
      table.deleteRows(at: [indexPath], with: .automatic)
      if floor != nil { floorEdits.append(.delete(indexPath)) }
    }
  }

  // MARK: - Results

  func tableKitRun(jumps: [JumpTime], toolkit: String) -> FrameRun {
    let caches = surface.renderer.cacheFootprint
    let held = table.memoryFootprint { object in
      Int(chs_allocation_size(Unmanaged.passUnretained(object).toOpaque()))
    }
    let megabyte = 1_048_576.0
    // The pixels drawn on that the allocator handed out: the table's canvas (a window's
    // framebuffer is the display's shared memory instead), and the floor's canvas beside it.
    var canvases = floorCanvas == nil ? 0 : viewport.pixelCount * 4
    if case .canvas = surface { canvases += viewport.pixelCount * 4 }
    return FrameRun(
      toolkit: toolkit, workload: workload.rawValue,
      viewport: viewport, rows: source.rowCount, firstFrame: firstFrame,
      firstFrameCPU: firstFrameCPU, jumps: jumps,
      peakResidentBytes: MemoryProbe.statusBytes("VmHWM"), bytesPerRow: bytesPerRow,
      frames: tableKitFrames,
      cacheMegabytes: [
        // What each kind holds: pixels of one color keep one byte a texel, where the budget counts
        // four.
        "text": Double(caches.textBytesHeld) / megabyte,
        "images": Double(caches.imageBytesHeld) / megabyte,
        "masks": Double(caches.maskBytesHeld) / megabyte,
        "layout": Double(held.layoutBytes) / megabyte,
        "cells": Double(held.viewObjectBytes) / megabyte,
        "canvas": Double(canvases) / megabyte,
        // Everything the allocator has handed out: the shares above, and what no cache
        // reports (SDL_ttf's glyphs, FreeType and HarfBuzz, Swift's runtime and metadata).
        "heap": Double(chs_heap_bytes_in_use()) / megabyte,
        // The resident set at the end by kind: pages of the executable's and the libraries'
        // files (Swift's runtime, Foundation and ICU, SDL, HarfBuzz), and anonymous memory
        // (the heap, the canvas's surface and the caches above).
        "files": Double(MemoryProbe.statusBytes("RssFile") ?? 0) / megabyte,
        "anonymous": Double(MemoryProbe.statusBytes("RssAnon") ?? 0) / megabyte,
      ],
      textHitRate: caches.textHitRate,
      heldViews: [
        "cells": Double(held.cells), "header and footer views": Double(held.headerFooterViews),
        "views": Double(held.views),
      ])
  }

  func floorRun() -> FrameRun? {
    guard floor != nil else { return nil }
    let jumps = tableKitFrames.indices.filter { tableKitFrames[$0].segment == .jump }
    let targets = FrameScript.jumpTargets(rows: source.rowCount)
    return FrameRun(
      toolkit: "SDL floor", workload: workload.rawValue, viewport: viewport,
      rows: source.rowCount, firstFrame: floorFirstFrame,
      jumps: zip(targets, jumps).map {
        JumpTime(label: $0.label, row: $0.row, microseconds: floorFrames[$1].total)
      },
      frames: floorFrames,
      note: "clear + per visible row one separator fill and cached label and chevron textures")
  }
}
