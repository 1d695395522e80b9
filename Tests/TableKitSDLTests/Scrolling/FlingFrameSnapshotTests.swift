import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Frames of a fling and of a bounce through the contacts scene, taken at chosen times on a
/// manual clock: the floating header must be pinned exactly on each of them.
@MainActor
@Suite(.serialized)
struct FlingFrameSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// A contacts table on a 375 × 560 canvas, driven by a manual clock.
  private func contacts() throws -> (TableView, ManualClock, OffscreenCanvas) {
    let canvas = try snapshotter.canvas(size: CGSize(width: 375, height: 560))
    let clock = ManualClock(now: 100)
    let table = ContactsScene.scene.makeView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 560), appearance: .standard)
    let tableView = try #require(table as? TableView)
    // These frames are about the floating header; without the scene's refresh control the
    // bounce shows no spinner, as in the goldens recorded before the scene could refresh.
    tableView.refreshControl = nil
    tableView.clock = clock
    tableView.screen = canvas.makeScreen()
    tableView.layoutIfNeeded()
    return (tableView, clock, canvas)
  }

  /// Plays a flick upward: 1,800 pt/s for 0.2 s, sampled at 60 Hz.
  private func flick(
    _ table: TableView, _ clock: ManualClock, from y: CGFloat, by distance: CGFloat
  ) {
    table.handle(.pointerDown(id: 1, location: CGPoint(x: 200, y: y), kind: .touch))
    for step in 1...12 {
      clock.advance(by: 1.0 / 60)
      table.layoutIfNeeded()
      table.handle(
        .pointerMoved(
          id: 1, location: CGPoint(x: 200, y: y + distance * CGFloat(step) / 12), kind: .touch))
    }
    table.handle(.pointerUp(id: 1, location: CGPoint(x: 200, y: y + distance), kind: .touch))
  }

  /// The header pinned at the top of the visible area, if any, must sit exactly at the offset
  /// (unless the next section's header pushes it up).
  private func expectPinnedHeader(_ table: TableView, _ label: String) {
    let top = table.contentOffset.y + table.contentInset.top
    let pinned = (0..<table.numberOfSections).compactMap { table.headerView(forSection: $0) }
      .filter { $0.frame.minY <= top + 0.001 && $0.frame.maxY > top }
    for header in pinned {
      let section =
        (0..<table.numberOfSections).first { table.headerView(forSection: $0) === header } ?? 0
      let pushedUp = table.rectForSection(section).maxY - header.frame.height
      let natural = table.rectForHeader(inSection: section).minY
      #expect(header.frame.minY == max(natural, min(top, pushedUp)), "\(label): section \(section)")
    }
  }

  @Test func framesOfAFlingKeepTheHeaderPinned() throws {
    let (table, clock, canvas) = try contacts()
    flick(table, clock, from: 500, by: -360)
    var pictures: [(String, PixelImage)] = []
    for (time, name) in [(0.1, "fling-0.10s"), (0.35, "fling-0.35s")] {
      clock.advance(by: time - (pictures.isEmpty ? 0 : 0.1))
      table.layoutIfNeeded()
      #expect(table.isDecelerating)
      expectPinnedHeader(table, name)
      pictures.append((name, canvas.render(table)))
    }
    // Every frame is checked (and recorded) before the first failure is thrown.
    let failures = pictures.compactMap { name, picture in
      Result { try snapshotter.verify(picture, named: name) }.failure
    }
    if let first = failures.first { throw first }
  }

  @Test func framesOfATopBounceLetTheHeaderMoveWithTheContent() throws {
    let (table, clock, canvas) = try contacts()
    table.contentOffset = CGPoint(x: 0, y: 150)
    table.layoutIfNeeded()
    // A flick downward, into the top.
    flick(table, clock, from: 150, by: 300)
    var deepest: CGFloat = 0
    var picture: PixelImage?
    for _ in 0..<90 {
      clock.advance(by: 1.0 / 60)
      table.layoutIfNeeded()
      expectPinnedHeader(table, "bounce")
      if table.contentOffset.y < deepest {
        deepest = table.contentOffset.y
        picture = canvas.render(table)
      }
    }
    #expect(deepest < -20, "the content went past the top")
    #expect(table.contentOffset.y == 0, "and settled back")
    try snapshotter.verify(try #require(picture), named: "bounce-deepest")
  }
}

extension Result {
  /// The error of a failed result.
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
