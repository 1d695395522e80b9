import Foundation
import Testing

@testable import TableKit

/// The geometry behind the differences from iOS that issue 17 fixed, one test each where the
/// difference is one of place or order (the pictures are in the snapshot suites).
@MainActor
@Suite struct LooksLikeIOSTests {
  // MARK: - 1. Rows that cannot be edited

  @Test func aRowThatCannotBeEditedStaysWhereItIsInEditingMode() {
    let harness = EditingHarness(rows: 3) { $0.uneditable = [IndexPath(row: 1, section: 0)] }
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    #expect(harness.cell(0)?.contentView.frame.minX == 38)
    #expect(harness.cell(1)?.contentView.frame.minX == 0, "no control, so no indent")
    #expect(harness.cell(1)?.textLabel?.frame.minX == 15)
    #expect(harness.cell(1)?.separatorInset.left == 15)
  }

  // MARK: - 2. Switches right to left

  /// The thumb's frame as the switch draws it, in its own coordinates.
  private func thumb(of toggle: Switch) -> CGRect? {
    var list = DrawList()
    toggle.draw(in: &list)
    return list.commands.compactMap {
      if case .fillEllipse(let rect, _) = $0 { return rect }
      return nil
    }.last
  }

  @Test func rightToLeftAnOnSwitchHasItsThumbOnTheLeft() {
    let toggle = Switch()
    toggle.setOn(true, animated: false)
    #expect(thumb(of: toggle)?.minX == 22, "left to right, on is on the right: 51 - 2 - 27")
    toggle.semanticContentAttribute = .forceRightToLeft
    #expect(thumb(of: toggle)?.minX == 2)
    toggle.setOn(false, animated: false)
    #expect(thumb(of: toggle)?.minX == 22, "and off on the right")
  }

  // MARK: - 4. The value2 content configuration

  @Test func theValue2ConfigurationKeepsTheClassicRightAlignedColumn() throws {
    let classic = ViewTesting.cell(.value2) {
      $0.textLabel?.text = "version"
      $0.detailTextLabel?.text = "1.0"
    }
    let configured = ViewTesting.cell(.value2) { cell in
      var content = cell.defaultContentConfiguration()
      content.text = "version"
      content.secondaryText = "1.0"
      cell.contentConfiguration = content
    }
    let list = try #require(
      configured.contentView.subviews.compactMap { $0 as? ListContentView }.first)
    // The column of the classic style: 320 / 4 - 15 = 65 wide; the value 6 points after it.
    #expect(list.textLayoutFrame == classic.textLabel?.frame)
    #expect(list.textLayoutFrame == CGRect(x: 15, y: 13, width: 65, height: 18))
    #expect(list.secondaryTextLayoutFrame == classic.detailTextLabel?.frame)
    #expect(list.textLabel.textAlignment == .right)
    #expect(list.secondaryTextLabel.textAlignment == .natural)
  }

  @Test func rightToLeftTheValue2ColumnIsMirrored() throws {
    let configured = ViewTesting.cell(.value2, layoutDirection: .rightToLeft) { cell in
      var content = cell.defaultContentConfiguration()
      content.text = "version"
      content.secondaryText = "1.0"
      cell.contentConfiguration = content
    }
    let list = try #require(
      configured.contentView.subviews.compactMap { $0 as? ListContentView }.first)
    #expect(list.textLayoutFrame == CGRect(x: 240, y: 13, width: 65, height: 18))
    #expect(list.textLabel.textAlignment == .left)
  }

  // MARK: - 5. Separators and swipe buttons

  /// The separator lines the table draws itself (not inside a cell), as (from x, to x, y).
  private func tableSeparators(_ table: TableView) -> [(CGFloat, CGFloat, CGFloat)] {
    var list = DrawList()
    table.renderTableSubviews(into: &list)
    var depth = 0
    var lines: [(CGFloat, CGFloat, CGFloat)] = []
    for command in list.commands {
      switch command {
      case .pushTranslation: depth += 1
      case .popTranslation: depth -= 1
      case .line(let from, let to, _, _) where depth == 0 && from.y == to.y:
        lines.append((from.x, to.x, from.y))
      default: break
      }
    }
    return lines
  }

  /// Four rows with a leading Unread and a trailing Delete action on each.
  private func swipeHarness() -> EditingHarness {
    EditingHarness(rows: 4) { source in
      source.leadingActions = { _ in
        SwipeActionsConfiguration(actions: [
          ContextualAction(style: .normal, title: "Unread") { _, _, done in done(true) }
        ])
      }
      source.trailingActions = { _ in
        SwipeActionsConfiguration(actions: [
          ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        ])
      }
    }
  }

  @Test func aRowsSeparatorStopsAtItsOpenLeadingSwipeButton() {
    let harness = swipeHarness()
    harness.drag(
      from: CGPoint(x: 20, y: 66), by: CGPoint(x: 150, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.4)
    let reveal = harness.cell(1)?.presentedDeleteReveal ?? 0
    #expect(reveal > 15, "the leading action is open past the separator's inset")
    let below = tableSeparators(harness.table).filter { $0.2 == 87 }
    #expect(below.count == 1)
    #expect(below.first?.0 == reveal, "the line starts where the button ends")
  }

  @Test func aRowsSeparatorStopsAtItsOpenTrailingSwipeButton() {
    let harness = swipeHarness()
    harness.drag(
      from: CGPoint(x: 300, y: 66), by: CGPoint(x: -150, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.4)
    let reveal = harness.cell(1)?.presentedDeleteReveal ?? 0
    #expect(reveal > 0)
    let below = tableSeparators(harness.table).filter { $0.2 == 87 }
    #expect(below.first?.0 == 15)
    #expect(below.first?.1 == 320 - reveal, "the line ends where the button begins")
  }

  // MARK: - 6. A lifted row

  @Test func aRowLiftedByItsGrabberIsOpaqueOnAClearShadow() {
    let harness = EditingHarness(rows: 5)
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    harness.down(CGPoint(x: 296, y: 66))
    harness.frame()
    #expect(harness.cell(1)?.alpha == 1, "nothing of the rows below shows through it")
    var list = DrawList()
    harness.table.render(into: &list)
    let shadows = list.commands.compactMap {
      if case .shadow(_, _, let blur, let color) = $0 { return (blur, color.alpha) }
      return nil
    }
    #expect(shadows.count == 2)
    #expect(shadows.allSatisfy { $0.0 >= 12 && $0.1 >= 0.35 })
  }

  // MARK: - 10. Indented rows

  @Test func anIndentedRowsSeparatorFollowsItsTitle() {
    let cell = ViewTesting.cell(.default) {
      $0.textLabel?.text = "Indented"
      $0.indentationLevel = 2
    }
    #expect(cell.textLabel?.frame.minX == 35)
    #expect(cell.separatorInset.left == 35, "15 + 2 × 10, with the title")
    let flat = ViewTesting.cell(.default) { $0.textLabel?.text = "Flat" }
    #expect(flat.separatorInset.left == 15)
  }

  // MARK: - 11. The chevron and the grabber

  /// The opacity the chevron (`marks`) and the grabber are drawn at in each of 18 frames of
  /// row 0's editing transition.
  private func crossFade(
    _ harness: EditingHarness, chevron marks: (TableViewCell) -> AccessoryMarkView
  ) -> [(chevron: CGFloat, grabber: CGFloat)] {
    (0..<18).compactMap { _ in
      harness.frame()
      guard let cell = harness.cell(0) else { return nil }
      let chevron = marks(cell).isHidden ? 0 : marks(cell).alpha
      let grabber = cell.reorderControl.isHidden ? 0 : cell.reorderControl.alpha
      return (chevron, grabber)
    }
  }

  /// Issue 26: halfway through, both the chevron and the grabber show (staggered into halves,
  /// neither did at 50 %); they cross-fade over the whole transition, so the chevron is mostly
  /// gone by the time the sliding grabber reaches its place.
  @Test func theChevronAndTheGrabberCrossFadeAndBothShowHalfway() {
    let harness = EditingHarness(rows: 3) { $0.accessory = .disclosureIndicator }
    harness.table.setEditing(true, animated: true)
    harness.table.layoutIfNeeded()
    let entering = crossFade(harness) { $0.outgoingAccessoryMarks }
    #expect(entering.count == 18)
    #expect(entering.allSatisfy { abs($0.chevron + $0.grabber - 1) < 1e-9 }, "a cross-fade")
    #expect(entering[8].chevron > 0.3 && entering[8].grabber > 0.3, "both show halfway")
    #expect(entering.last?.grabber == 1)
    // And back: the grabber fades out as the chevron fades in.
    harness.table.setEditing(false, animated: true)
    harness.table.layoutIfNeeded()
    let leaving = crossFade(harness) { $0.accessoryMarks }
    #expect(leaving.allSatisfy { abs($0.chevron + $0.grabber - 1) < 1e-9 })
    #expect(leaving[8].chevron > 0.3 && leaving[8].grabber > 0.3)
    #expect(leaving.last?.chevron == 1)
  }

  @Test func whereTheSlidingGrabberReachesTheChevronTheChevronIsMostlyGone() {
    let harness = EditingHarness(rows: 3) { $0.accessory = .disclosureIndicator }
    harness.table.setEditing(true, animated: true)
    harness.table.layoutIfNeeded()
    for _ in 0..<18 {
      harness.frame()
      guard let cell = harness.cell(0), !cell.outgoingAccessoryMarks.isHidden else { continue }
      if cell.reorderControl.frame.intersects(cell.outgoingAccessoryMarks.frame) {
        #expect(cell.outgoingAccessoryMarks.alpha < 0.5)
      }
    }
  }

  // MARK: - Found by the new goldens

  @Test func multipleSelectionDuringEditingShowsSelectionCirclesThatDoNotDelete() {
    let harness = EditingHarness(rows: 3) { $0.uneditable = [IndexPath(row: 2, section: 0)] }
    harness.table.allowsMultipleSelectionDuringEditing = true
    harness.table.allowsSelectionDuringEditing = true
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    let cell = harness.cell(0)
    #expect(cell?.editingControl.isHidden == false)
    #expect(cell?.editingControl.showsSelectionCircle == true)
    #expect(cell?.editingControlHitRect == nil, "a tap on the circle selects the row")
    #expect(harness.cell(2)?.editingControl.isHidden == true, "a row that cannot be edited")
    harness.tap(CGPoint(x: 26, y: 22))
    harness.tap(CGPoint(x: 160, y: 66))
    #expect(harness.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    #expect(harness.source.calls.filter { $0.hasPrefix("commit") }.isEmpty)
  }

  @Test func theBackgroundViewMeasuresWithTheTablesScreen() {
    let harness = EditingHarness(rows: 1)
    let background = View(frame: .zero)
    harness.table.backgroundView = background
    // Laid out with the table, never while drawing (issue 25).
    harness.table.layoutIfNeeded()
    var list = DrawList()
    harness.table.drawTableBackground(in: &list)
    #expect(background.screen === harness.table.screen)
    #expect(background.frame.size == harness.table.frame.size)
  }
}
