/// Which item each row of one section shows, after the update script's inserts and deletes: an
/// inserted row is a new item, and the rows it pushes down (or a delete pulls up) keep their
/// items, and with them their labels and heights, as an app's model does. (Labels and heights
/// taken from the row's position instead would give every row below an insert or delete
/// another height, which a valid batch never does, and TableKit would animate each of them.)
///
/// The update script edits rows near the screen while it scrolls slowly, so the edited rows
/// stay close together: only a window spanning the edits is kept, and rows outside it map to
/// their items by arithmetic. A table of a million rows keeps a few hundred numbers, not a
/// million.
struct FrameRowIdentities {
  /// The item of the section's first row before any edit.
  let first: Int
  /// The first row the window covers, and the items of its rows.
  private var windowStart = 0
  private var window: [Int] = []
  /// How many of the section's original rows the window spans (inserts and deletes make it
  /// differ from `window.count`).
  private var originalRowsInWindow = 0

  init(first: Int) { self.first = first }

  /// The item shown by row `row`.
  func item(ofRow row: Int) -> Int {
    if row < windowStart { return first + row }
    let inWindow = row - windowStart
    if inWindow < window.count { return window[inWindow] }
    return first + row - window.count + originalRowsInWindow
  }

  /// Records `item` inserted as row `row`.
  mutating func insert(_ item: Int, at row: Int) {
    precondition(row >= 0, "an inserted row has a row number")
    cover(from: row, through: row - 1)
    window.insert(item, at: row - windowStart)
  }

  /// Records row `row` deleted.
  mutating func delete(at row: Int) {
    precondition(row >= 0, "a deleted row has a row number")
    cover(from: row, through: row)
    window.remove(at: row - windowStart)
  }

  /// Widens the window to reach from row `low` through row `high` (an empty span when `high`
  /// is `low - 1`, the place of an insert), taking in the original rows it passes.
  private mutating func cover(from low: Int, through high: Int) {
    if window.isEmpty && originalRowsInWindow == 0 { windowStart = low }
    if low < windowStart {
      let taken = (low..<windowStart).map { first + $0 }
      window.insert(contentsOf: taken, at: 0)
      originalRowsInWindow += taken.count
      windowStart = low
    }
    while windowStart + window.count <= high {
      window.append(first + windowStart + originalRowsInWindow)
      originalRowsInWindow += 1
    }
  }
}
