import DemoScenes
import Foundation

@testable import TableKit

/// The steps a person's fingers and keys make: taps, flings, swipes, reorder drags, taps on
/// swipe buttons, keys.
extension FuzzSession {
  /// Sends the events of one gesture; nil when the table offers nothing for it.
  func applyGesture(_ kind: FuzzStep.Kind, using generator: inout SplitMix64) -> String? {
    switch kind {
    case .tap: return tap(using: &generator)
    case .fling: return fling(using: &generator)
    case .swipe: return swipe(using: &generator)
    case .drag: return drag(using: &generator)
    case .tapSwipeButton: return tapSwipeButton(using: &generator)
    default: return key(using: &generator)
    }
  }

  /// A row on screen to put a finger on, clear of a floating header and at least
  /// `minimumHeight` tall, with the view y of its middle.
  private func rowToTouch(minimumHeight: CGFloat, using generator: inout SplitMix64)
    -> (indexPath: IndexPath, y: CGFloat)?
  {
    let top = table.contentOffset.y + table.adjustedContentInset.top + 70
    let candidates = (table.indexPathsForVisibleRows ?? []).filter {
      let rect = table.rectForRow(at: $0)
      return rect.height > minimumHeight && rect.midY > top
        && rect.midY < table.contentOffset.y + 440
    }
    guard let row = candidates.randomElement(using: &generator) else { return nil }
    return (row, table.rectForRow(at: row).midY - table.contentOffset.y)
  }

  /// Whether the table's selection takes more than one row now.
  private var allowsMultiple: Bool {
    table.isEditing ? table.allowsMultipleSelectionDuringEditing : table.allowsMultipleSelection
  }

  /// A finger's tap on a row on screen, clear of a floating header, once rows no longer move
  /// under it (a touch on moving content only stops it).
  private func tap(using generator: inout SplitMix64) -> String? {
    settle()
    guard let (row, y) = rowToTouch(minimumHeight: 0, using: &generator) else { return nil }
    let point = CGPoint(x: 160, y: y)
    // As in UIKit, a tap while a Delete button is open (on screen or just off it) only closes it.
    let closesDelete = table.isShowingDeleteConfirmation
    table.handle(.pointerDown(id: 1, location: point, kind: .touch))
    frames(2)
    table.handle(.pointerUp(id: 1, location: point, kind: .touch))
    let selects = !closesDelete && (!table.isEditing || table.allowsSelectionDuringEditing)
    if selects {
      if !allowsMultiple {
        selectedIDs = [id(row)]
      } else if selectedIDs.contains(id(row)) {
        selectedIDs.remove(id(row))
      } else {
        selectedIDs.insert(id(row))
      }
    }
    return "tap \(row)"
  }

  /// A finger's fling, up or down (far enough not to be a tap).
  private func fling(using generator: inout SplitMix64) -> String? {
    let distance =
      CGFloat.random(in: 30...300, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
    table.handle(.pointerDown(id: 2, location: CGPoint(x: 100, y: 240), kind: .touch))
    for step in 1...5 {
      frames(1)
      let y = 240 + distance * CGFloat(step) / 5
      table.handle(.pointerMoved(id: 2, location: CGPoint(x: 100, y: y), kind: .touch))
    }
    table.handle(.pointerUp(id: 2, location: CGPoint(x: 100, y: 240 + distance), kind: .touch))
    return "fling \(Int(distance))"
  }

  /// A finger's swipe along a row: all the way deletes it (through the data source's commit);
  /// part of the way opens its Delete button, left open for what comes next.
  private func swipe(using generator: inout SplitMix64) -> String? {
    guard !table.isEditing else { return nil }
    settle()
    guard let (row, y) = rowToTouch(minimumHeight: 20, using: &generator) else { return nil }
    let full = Bool.random(using: &generator)
    // Inside the row: an inset grouped table's card stands in from the sides.
    let inset = table.layout.sectionInset
    let width = table.rowWidth
    // Mostly towards the leading side (leftwards, or rightwards in right-to-left layout), which
    // reveals trailing actions; sometimes the other way, for leading ones.
    let towardLeading = Int.random(in: 0..<3, using: &generator) > 0
    let leftwards = towardLeading != configuration.isRightToLeft
    let travel = (full ? width - 20 : 120) * (leftwards ? 1 : -1)
    let start = CGPoint(x: leftwards ? inset + width - 5 : inset + 5, y: y)
    table.handle(.pointerDown(id: 3, location: start, kind: .touch))
    for step in 1...18 {
      frames(1)
      let point = CGPoint(x: start.x - travel * CGFloat(step) / 18, y: y)
      table.handle(.pointerMoved(id: 3, location: point, kind: .touch))
    }
    frames(6)
    table.handle(.pointerUp(id: 3, location: CGPoint(x: start.x - travel, y: y), kind: .touch))
    forgetItemsDeletedBySwipes()
    return "swipe \(row) \(full ? "fully" : "part way") \(towardLeading ? "leading" : "trailing")"
  }

  /// In editing mode, a finger drags a row by its grabber up or down (the table scrolls when it
  /// nears an edge) and drops it; the data source moves it.
  private func drag(using generator: inout SplitMix64) -> String? {
    guard table.isEditing else { return nil }
    settle()
    guard let (row, y) = rowToTouch(minimumHeight: 20, using: &generator) else { return nil }
    let distance =
      CGFloat.random(in: 20...260, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
    let inset = table.layout.sectionInset
    let grabber = CGPoint(
      x: configuration.isRightToLeft ? inset + 24 : table.frame.width - inset - 24, y: y)
    table.handle(.pointerDown(id: 4, location: grabber, kind: .touch))
    for step in 1...12 {
      frames(1)
      let point = CGPoint(x: grabber.x, y: min(470, max(10, y + distance * CGFloat(step) / 12)))
      table.handle(.pointerMoved(id: 4, location: point, kind: .touch))
    }
    frames(Int.random(in: 0...30, using: &generator))
    let end = CGPoint(x: grabber.x, y: min(470, max(10, y + distance)))
    table.handle(.pointerUp(id: 4, location: end, kind: .touch))
    return "drag \(row) by \(Int(distance))"
  }

  /// A finger's tap on a button of the row a swipe opened: Delete, or a swipe action.
  private func tapSwipeButton(using generator: inout SplitMix64) -> String? {
    settle()
    guard
      let (row, cell) = table.realizer.visibleCells.first(where: {
        $0.value.showingDeleteConfirmation
      })
    else { return nil }
    let buttons =
      cell.editingState.swipeActions.map { $0.buttons.map { $0 as View } }
      ?? [cell.deleteConfirmationButton]
    guard let button = buttons.randomElement(using: &generator) else { return nil }
    let point = CGPoint(
      x: cell.frame.minX + button.frame.midX,
      y: cell.frame.minY + button.frame.midY - table.contentOffset.y)
    guard point.y > table.adjustedContentInset.top + 40, point.y < 440 else { return nil }
    table.handle(.pointerDown(id: 5, location: point, kind: .touch))
    frames(2)
    table.handle(.pointerUp(id: 5, location: point, kind: .touch))
    forgetItemsDeletedBySwipes()
    return "tap button of \(row)"
  }

  /// A key: arrows and home/end bring the focused row fully into view.
  private func key(using generator: inout SplitMix64) -> String? {
    let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end, .return]
    let key = keys.randomElement(using: &generator) ?? .down
    // (Pressed once the content rests: a row in view during a fling may coast away.)
    settle()
    table.handle(.key(key, modifiers: []))
    settle()
    // Keys select as the user would; what they select is followed from here.
    selectedIDs = Set((table.indexPathsForSelectedRows ?? []).compactMap(idIfPresent))
    if let focused = table.indexPathForFocusedRow, [.up, .down, .home, .end].contains(key) {
      guard idIfPresent(focused) != nil else {
        stepProblems.append("the focused row \(focused) is not a row of the model")
        return "key \(key)"
      }
      let rect = table.rectForRow(at: focused)
      let area = table.unobscuredArea(forSection: focused.section)
      if rect.height <= area.height, rect.minY < area.minY - 0.5 || rect.maxY > area.maxY + 0.5 {
        stepProblems.append("the focused row \(focused) is not in view after key \(key)")
      }
    }
    return "key \(key)"
  }

  /// Drops the items swipes deleted from the selection the model expects.
  private func forgetItemsDeletedBySwipes() {
    for id in model.deletedBySwipe { selectedIDs.remove(id) }
    model.deletedBySwipe.removeAll()
  }
}
