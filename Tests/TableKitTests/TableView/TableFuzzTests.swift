import Foundation
import TableKitFuzzing
import Testing

@testable import TableKit

/// Random sequences of what apps and people do to a table (row and section updates, batches,
/// reloads, jumps and animated scrolls, selection, taps, flings, swipes to delete and swipe
/// actions on either side (with taps on their buttons), drags to
/// reorder, keys, editing, table header views, refresh bands, a new width, frames in between)
/// on plain and grouped tables, left to right and right to left, with exact and with estimated
/// heights, checking after each that the table agrees with its model: counts, measured heights
/// of the rows on screen, rows that tile, cells where their rows are, headers and footers
/// measured and where their sections put them, a selection that follows its items, a focused
/// row in view, and prefetch calls that name rows of the model (a cancel naming the item that
/// was announced). The steps, the model and the checks are `TableKitFuzzing`'s, which
/// `scripts/fuzz` runs by the million; a failure prints its shortest case and the command that
/// replays it.
@MainActor
@Suite struct TableFuzzTests {
  // Sixty seeds keep the suite quick; widen the ranges to hunt (400 of each pass as of writing),
  // or run scripts/fuzz.
  @Test(arguments: 0..<60)
  func randomUseKeepsTheTableTrueToItsModel(seed: Int) {
    exercise(seed: seed, selfSizing: false)
  }

  /// The same with rows that size from their cells' wrapping titles, so that widths and
  /// reloads must measure them again. (Editing is left out: as in UIKit, rows keep their
  /// heights when the content narrows for editing.)
  @Test(arguments: 0..<40)
  func randomUseOfSelfSizingRowsKeepsTheirHeightsTrue(seed: Int) {
    exercise(seed: seed, selfSizing: true)
  }

  /// Sixty steps of the suite's mix on a table set up from `seed`: 1 to 5 sections of up to
  /// 60 rows.
  private func exercise(seed: Int, selfSizing: Bool) {
    var generator = SeededGenerator(seed: UInt64(seed))
    var fuzzCase = FuzzCase(
      seed: UInt64(seed), origin: selfSizing ? .suiteSelfSizing : .suite, stepCount: 60)
    fuzzCase.rowCounts = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
      Int.random(in: 0...60, using: &generator)
    }
    fuzzCase.usesSuiteMix = true
    guard let failure = FuzzRunner.run(fuzzCase) else { return }
    let (shortest, shortFailure) = FuzzRunner.shrink(fuzzCase, failing: failure, budget: 300)
    Issue.record(Comment(rawValue: FuzzReport.text(of: shortFailure, in: shortest)))
  }

  /// Raw input in any order (fingers and a mouse pressing, moving, lifting and being cancelled,
  /// out of order and over every part of the table, wheels and keys, in and out of editing)
  /// never leaves the table stuck: once every pointer is up, it comes to rest with no gesture,
  /// drag, swipe or reorder left over, and agrees with its model.
  @Test(arguments: 0..<40)
  func anyInputLeavesTheTableAtRestOnceThePointersAreUp(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 10_000)
    let model = FuzzModel()
    model.sections = (0..<3).map { _ in
      (0..<Int.random(in: 0...30, using: &generator)).map { _ in model.makeItem(using: &generator) }
    }
    model.sectionIDs = Array(model.sections.indices)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let clock = ManualClock()
    table.clock = clock
    table.estimatedRowHeight = seed % 2 == 0 ? 44 : 0
    table.allowsMousePanning = seed % 3 == 0
    table.refreshControl = seed % 4 == 0 ? RefreshControl() : nil
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    var down: Set<Int> = []
    var log: [String] = []
    for _ in 0..<300 {
      let id = Int.random(in: 1...3, using: &generator)
      let kind: PointerKind = id == 3 ? .mouse : .touch
      let point = CGPoint(
        x: CGFloat.random(in: -10...330, using: &generator),
        y: CGFloat.random(in: -10...490, using: &generator))
      switch Int.random(in: 0..<10, using: &generator) {
      case 0, 1:
        table.handle(.pointerDown(id: id, location: point, kind: kind))
        down.insert(id)
        log.append("down \(id)")
      case 2, 3, 4:
        table.handle(.pointerMoved(id: id, location: point, kind: kind))
      case 5:
        table.handle(.pointerUp(id: id, location: point, kind: kind))
        down.remove(id)
        log.append("up \(id)")
      case 6:
        table.handle(.pointerCancelled(id: id))
        down.remove(id)
        log.append("cancel \(id)")
      case 7:
        table.handle(
          .wheel(
            dx: 0, dy: CGFloat.random(in: -20...20, using: &generator),
            isPrecise: Bool.random(using: &generator)))
      case 8:
        let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end, .return, .escape]
        table.handle(.key(keys.randomElement(using: &generator)!, modifiers: []))
      default:
        if Int.random(in: 0..<10, using: &generator) == 0 {
          table.setEditing(!table.isEditing, animated: true)
          log.append("editing \(table.isEditing)")
        }
      }
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        clock.advance(by: 1.0 / 60)
        table.layoutIfNeeded()
      }
    }
    for id in down {
      table.handle(
        .pointerUp(id: id, location: CGPoint(x: 160, y: 240), kind: id == 3 ? .mouse : .touch))
    }
    table.refreshControl?.endRefreshing()
    var frames = 0
    repeat {
      clock.advance(by: 1.0 / 60)
      table.layoutIfNeeded()
      frames += 1
    } while table.needsAnimationFrame && frames < 1200
    let context = "seed \(seed): \(log.suffix(6).joined(separator: "; "))"
    #expect(!table.needsAnimationFrame, "\(context): at rest")
    #expect(!table.gestureRecognizer.isTracking, "\(context): no gesture left")
    #expect(table.interaction.reorder == nil, "\(context): no row lifted")
    #expect(table.interaction.swipe == nil, "\(context): no swipe going on")
    #expect(table.interaction.sectionIndexPointer == nil, "\(context)")
    let problems = FuzzChecks.problems(table, model)
    #expect(problems.isEmpty, "\(context): \(problems)")
  }
}
