import Foundation
import TableKit

/// A plain table of `OverdrawCullingTests.Rows` scrolling 7 points a frame, with a row
/// inserted at frame 8 and one deleted at frame 14, both animating: the frames the tests of a
/// kept frame (`RetainedFrameTests`), of what a replay changed (`ReplayDamageTests`) and of
/// what a window puts to the display (`WindowHostTests`) draw.
@MainActor
struct ScrollingTableFrames {
  let clock = ManualClock(now: 100)
  let source = OverdrawCullingTests.Rows()
  let table: TableView

  /// A table of `size` points measuring with `screen`.
  init(size: CGSize, screen: Screen) {
    table = TableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    table.clock = clock
    table.dataSource = source
    table.screen = screen
  }

  /// Advances to frame `frame` (counted from 0, one call a frame) and returns its draw list.
  func drawList(forFrame frame: Int) -> DrawList {
    clock.advance(by: 1.0 / 60)
    table.contentOffset.y += 7
    if frame == 8 {
      source.count += 1
      table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
    }
    if frame == 14 {
      source.count -= 1
      table.deleteRows(at: [IndexPath(row: 6, section: 0)], with: .automatic)
    }
    table.layoutIfNeeded()
    var list = DrawList()
    table.render(into: &list)
    return list
  }
}
