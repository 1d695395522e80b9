import Foundation
import Testing

@testable import TableKit

/// Alerts and action sheets taller than the room they have: the box keeps iOS's margins from
/// the screen's top and bottom, the message and the list of buttons each scroll in their own
/// room by exactly what does not fit, the text fields stay put, and absurd content (hundreds of
/// actions, a 100,000-character message, a tiny screen, nothing at all) still gives a clear
/// layout. Fixed-advance text: each character 0.55 of the point size wide, lines 1.2 tall.
@MainActor
@Suite
struct AlertScrollingLayoutTests {
  let phone = CGRect(x: 0, y: 0, width: 375, height: 667)
  let measurer = FixedAdvanceTextMeasurer()
  /// Room enough for anything here: the height the content wants.
  let endless = CGRect(x: 0, y: 0, width: 375, height: 1_000_000)

  private func layout(
    _ style: AlertController.Style = .alert, title: String? = "Title", message: String? = nil,
    actions count: Int, cancel: Bool = false, fields: Int = 0, in bounds: CGRect? = nil
  ) -> AlertLayout {
    var entries = (0..<count).map {
      AlertLayout.Content.Entry(title: "Action \($0)", style: .default)
    }
    if cancel { entries.append(AlertLayout.Content.Entry(title: "Cancel", style: .cancel)) }
    return AlertLayout(
      content: AlertLayout.Content(
        style: style, title: title, message: message, actions: entries, textFieldCount: fields),
      in: bounds ?? phone, isRightToLeft: false, tint: .tint, measurer: measurer)
  }

  /// A message of `words` words, about 6 characters each.
  private func longMessage(words: Int) -> String {
    (0..<words).map { "word\($0 % 10)" }.joined(separator: " ")
  }

  /// The room an alert may take in `bounds`: less the vertical margins.
  private func room(in bounds: CGRect) -> CGRect {
    bounds.insetBy(dx: 0, dy: Metrics.alertScreenVerticalMargin)
  }

  /// `frame` lies inside `outer`, give or take the half point a centred box rounds by.
  private func fits(_ frame: CGRect, in outer: CGRect) -> Bool {
    frame.minY >= outer.minY - 0.5 && frame.maxY <= outer.maxY + 0.5
      && frame.minX >= outer.minX && frame.maxX <= outer.maxX
  }

  // MARK: - Alerts

  @Test func aShortAlertDoesNotScroll() {
    let alert = layout(message: "Message", actions: 2)
    #expect(alert.scrollingRegions.isEmpty)
    #expect(alert.region(.header)?.frame.height == alert.region(.header)?.contentHeight)
    #expect(alert.region(.actions)?.frame.maxY == alert.panelsFrame.maxY)
  }

  @Test func aLongMessageScrollsByWhatDoesNotFitAndTheButtonsStayAtTheBottom() throws {
    let message = longMessage(words: 600)
    let alert = layout(message: message, actions: 1, cancel: true)
    let wanted = layout(message: message, actions: 1, cancel: true, in: endless)
    let box = alert.panelsFrame
    #expect(fits(box, in: room(in: phone)))
    #expect(box.height == room(in: phone).height)
    let header = try #require(alert.region(.header))
    #expect(header.scrolls)
    #expect(alert.region(.actions)?.scrolls == false)
    // The scroll range is exactly the overflow: what the box would need less what it has.
    #expect(header.maximumOffset == wanted.panelsFrame.height - box.height)
    #expect(header.frame.minY == box.minY)
    // The two buttons stay a row, under the message's room.
    #expect(alert.arrangement == .sideBySide)
    #expect(alert.buttons.allSatisfy { $0.frame.maxY == box.maxY })
    #expect(alert.buttons[0].frame.minY == header.frame.maxY)
  }

  @Test func manyActionsScrollUnderAWholeMessage() throws {
    let alert = layout(message: "Pick one.", actions: 200, cancel: true)
    let box = alert.panelsFrame
    #expect(fits(box, in: room(in: phone)))
    #expect(alert.region(.header)?.scrolls == false)
    let actions = try #require(alert.region(.actions))
    #expect(actions.contentHeight == 201 * Metrics.alertButtonHeight)
    #expect(actions.maximumOffset == 201 * Metrics.alertButtonHeight - actions.frame.height)
    #expect(actions.frame.maxY == box.maxY)
    // Laid out at offset 0, the buttons run on below the room; the cancel one comes last.
    #expect(alert.buttons.first?.frame.minY == actions.frame.minY)
    #expect(alert.buttons.last?.frame.maxY == actions.frame.minY + actions.contentHeight)
    #expect(alert.actionOrder.last == 200)
  }

  @Test func whenBothAreTooLongTheMessageAndTheButtonsShareTheRoomHalfAndHalf() throws {
    let alert = layout(message: longMessage(words: 600), actions: 40)
    let header = try #require(alert.region(.header))
    let actions = try #require(alert.region(.actions))
    #expect(header.scrolls && actions.scrolls)
    #expect(abs(header.frame.height - actions.frame.height) <= 1)
    #expect(header.frame.height + actions.frame.height == room(in: phone).height)
    #expect(fits(alert.panelsFrame, in: room(in: phone)))
  }

  @Test func theTextFieldsStayBetweenTheScrollingMessageAndTheButtons() throws {
    let alert = layout(message: longMessage(words: 600), actions: 1, cancel: true, fields: 2)
    let header = try #require(alert.region(.header))
    #expect(header.scrolls)
    #expect(alert.textFieldFrames.count == 2)
    let fields = alert.textFieldFrames
    #expect(fields[0].minY == header.frame.maxY + Metrics.alertTextFieldSpacing)
    #expect(fields[1].maxY + Metrics.alertTextPadding == alert.buttons[0].frame.minY)
    #expect(fields.allSatisfy { fits($0, in: alert.panelsFrame) })
    // Scrolling moves the message, not the fields.
    #expect(alert.scrolled(by: [.header: 300]).textFieldFrames == fields)
  }

  @Test func aTinyScreenStillShowsEveryPartWithinItsMargins() throws {
    let tiny = CGRect(x: 0, y: 0, width: 320, height: 200)
    let alert = layout(message: longMessage(words: 300), actions: 12, cancel: true, fields: 1, in: tiny)
    #expect(fits(alert.panelsFrame, in: room(in: tiny)))
    let header = try #require(alert.region(.header))
    let actions = try #require(alert.region(.actions))
    #expect(header.frame.height > 0 && actions.frame.height > 0)
    #expect(header.scrolls && actions.scrolls)
    #expect(fits(alert.textFieldFrames[0], in: alert.panelsFrame))
  }

  @Test func aScreenTooSmallForAnythingGivesAnEmptyRoomRatherThanANegativeOne() {
    let sliver = CGRect(x: 0, y: 0, width: 320, height: 20)
    let alert = layout(message: "Message", actions: 3, in: sliver)
    #expect(alert.scrollRegions.allSatisfy { $0.frame.height >= 0 && $0.maximumOffset >= 0 })
    #expect(alert.panelsFrame.height >= 0)
  }

  @Test func anEmptyAlertHasNoPartsToScroll() {
    let alert = layout(title: nil, actions: 0)
    #expect(alert.scrollRegions.isEmpty)
    #expect(alert.buttons.isEmpty)
    #expect(alert.panelsFrame.height == 0)
  }

  @Test func aMessageOfAHundredThousandCharactersScrollsThroughAllItsLines() throws {
    let message = String(repeating: "abcdefghi ", count: 10_000)
    let alert = layout(message: message, actions: 1)
    let header = try #require(alert.region(.header))
    #expect(header.scrolls)
    #expect(fits(alert.panelsFrame, in: room(in: phone)))
    #expect(alert.headerLines.count > 1000)
    // The last line lies within the scroll range: the bottom padding under it shows at the end.
    let last = try #require(alert.headerLines.last)
    let lineHeight = alert.headerLines[2].origin.y - alert.headerLines[1].origin.y
    let bottom = last.origin.y + lineHeight + Metrics.alertTextPadding
    #expect(abs(bottom - (header.frame.minY + header.contentHeight)) < 0.01)
  }

  // MARK: - Scrolled layouts

  @Test func aScrolledListFindsTheButtonDrawnUnderThePoint() throws {
    let alert = layout(title: nil, actions: 30)
    let actions = try #require(alert.region(.actions))
    let scrolled = alert.scrolled(by: [.actions: 10 * Metrics.alertButtonHeight])
    let point = CGPoint(x: actions.frame.midX, y: actions.frame.minY + 22)
    #expect(scrolled.buttons[try #require(scrolled.buttonIndex(at: point))].actionIndex == 10)
    // A button scrolled above the room is not there to tap, though its frame holds the point.
    let above = CGPoint(x: actions.frame.midX, y: actions.frame.minY - 5)
    #expect(scrolled.buttonIndex(at: above) == nil)
    // The hairlines between buttons move with them; none is left above the room's top.
    let moved = scrolled.hairlines.filter(\.scrollsWithActions)
    #expect(moved.count == 29)
    #expect(moved.map(\.from.y).min() == actions.frame.minY - 9 * Metrics.alertButtonHeight)
  }

  @Test func theShareOfTheRoomFollowsIOSsRule() {
    // Everything fits: nothing changes.
    #expect(AlertLayout.allot(room: 500, header: 100, fixed: 50, actions: 88) == (100, 88))
    // Few actions keep their height; the header scrolls in the rest.
    #expect(AlertLayout.allot(room: 500, header: 900, fixed: 0, actions: 88) == (412, 88))
    // A short header keeps its height; the actions scroll in the rest.
    #expect(AlertLayout.allot(room: 500, header: 60, fixed: 40, actions: 900) == (60, 400))
    // Both long: half each of what the fixed part leaves.
    #expect(AlertLayout.allot(room: 501, header: 900, fixed: 0, actions: 900) == (250, 251))
    // No room: nothing, never less.
    #expect(AlertLayout.allot(room: 10, header: 900, fixed: 40, actions: 900) == (0, 0))
  }

  // MARK: - Action sheets

  @Test func anActionSheetWithManyActionsScrollsThemAndKeepsCancelApart() throws {
    let sheet = layout(.actionSheet, message: "Move to", actions: 40, cancel: true)
    let group = sheet.panels[0].frame
    #expect(group.minY >= Metrics.alertScreenVerticalMargin)
    let cancel = sheet.panels[1].frame
    #expect(cancel.maxY == phone.maxY - Metrics.actionSheetSpacing)
    let actions = try #require(sheet.region(.actions))
    #expect(actions.scrolls)
    #expect(actions.maximumOffset == 40 * Metrics.actionSheetButtonHeight - actions.frame.height)
    #expect(sheet.region(.header)?.scrolls == false)
    // Scrolling moves the list, never the Cancel button.
    let scrolled = sheet.scrolled(by: [.actions: 200])
    #expect(scrolled.buttons.last?.frame == cancel)
    #expect(scrolled.buttons[0].frame.minY == actions.frame.minY - 200)
  }
}
