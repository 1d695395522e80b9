import Foundation
import Testing

@testable import TableKit

/// Where an alert's and an action sheet's parts go, with fixed-advance text (each character
/// 0.55 of the point size wide): the arrangement of the buttons, the cancel one's place, the
/// emphasis and colors, the sheet's separate Cancel (issue 12).
@MainActor
@Suite
struct AlertLayoutTests {
  let phone = CGRect(x: 0, y: 0, width: 375, height: 667)
  let measurer = FixedAdvanceTextMeasurer()

  private func layout(
    _ style: AlertController.Style, title: String? = "Title", message: String? = nil,
    _ actions: [(String, AlertAction.Style)], preferred: Int? = nil, disabled: Set<Int> = [],
    in bounds: CGRect? = nil, rightToLeft: Bool = false
  ) -> AlertLayout {
    let entries = actions.enumerated().map { index, action in
      AlertLayout.Content.Entry(
        title: action.0, style: action.1, isEnabled: !disabled.contains(index))
    }
    return AlertLayout(
      content: AlertLayout.Content(
        style: style, title: title, message: message, actions: entries, preferredIndex: preferred),
      in: bounds ?? phone, isRightToLeft: rightToLeft, tint: .tint, measurer: measurer)
  }

  // MARK: - Alerts

  @Test func twoButtonsSitSideBySideWithTheCancelOneOnTheLeadingSide() {
    let alert = layout(.alert, [("OK", .default), ("Cancel", .cancel)])
    #expect(alert.arrangement == .sideBySide)
    #expect(alert.actionOrder == [1, 0])
    let box = alert.panelsFrame
    #expect(box.width == Metrics.alertWidth)
    #expect(alert.buttons[0].frame == CGRect(x: box.minX, y: box.maxY - 44, width: 135, height: 44))
    #expect(
      alert.buttons[1].frame == CGRect(x: box.minX + 135, y: box.maxY - 44, width: 135, height: 44))
    // A hairline across above the pair and one between them.
    #expect(alert.hairlines.count == 2)
    #expect(alert.hairlines.contains { $0.from.x == box.minX + 135 && $0.from.x == $0.to.x })
    #expect(alert.hairlines.contains { $0.from.y == box.maxY - 44 && $0.from.y == $0.to.y })
  }

  @Test func rightToLeftTheCancelButtonIsOnTheRight() {
    let alert = layout(.alert, [("OK", .default), ("Cancel", .cancel)], rightToLeft: true)
    #expect(alert.actionOrder == [1, 0])
    #expect(alert.buttons[0].frame.minX > alert.buttons[1].frame.minX)
    #expect(alert.buttons[0].frame.maxX == alert.panelsFrame.maxX)
  }

  @Test func twoButtonsWithoutACancelKeepTheOrderAdded() {
    let alert = layout(.alert, [("Keep", .default), ("Delete", .destructive)])
    #expect(alert.arrangement == .sideBySide)
    #expect(alert.actionOrder == [0, 1])
  }

  @Test func twoTitlesTooLongForHalfTheBoxAreStackedWithTheCancelOneLast() {
    // 17-point titles of 13 characters are 121.55 points: more than 135 − 2 × 8.
    let alert = layout(.alert, [("Cancel Upload", .cancel), ("Upload Anyway", .default)])
    #expect(alert.arrangement == .stacked)
    #expect(alert.actionOrder == [1, 0])
    #expect(alert.buttons.allSatisfy { $0.frame.width == Metrics.alertWidth })
  }

  @Test func threeButtonsAreStackedInTheOrderAddedWithTheCancelOneLast() {
    let alert = layout(
      .alert, message: "Message",
      [("Cancel", .cancel), ("Save", .default), ("Don't Save", .destructive)])
    #expect(alert.arrangement == .stacked)
    #expect(alert.actionOrder == [1, 2, 0])
    let box = alert.panelsFrame
    for (row, button) in alert.buttons.enumerated() {
      #expect(button.frame.height == Metrics.alertButtonHeight)
      #expect(button.frame.minY == box.maxY - CGFloat(3 - row) * 44)
    }
    // A hairline above each button, the first one under the header.
    #expect(alert.hairlines.map(\.from.y) == alert.buttons.map(\.frame.minY))
  }

  @Test func theBoxIsCentredWithTheHeaderPaddedAbove() {
    let alert = layout(.alert, title: "Title", message: "Message", [("OK", .default)])
    let box = alert.panelsFrame
    // Title 20 high (17 × 1.2), spacing 4, message 16, padding 20 above and below, one button.
    let height: CGFloat = 20 + 20 + 4 + 16 + 20 + 44
    #expect(box.height == height)
    #expect(abs(box.midX - phone.midX) <= 0.5)
    #expect(abs(box.midY - phone.midY) <= 0.5)
    #expect(alert.headerLines.map(\.text) == ["Title", "Message"])
    #expect(alert.headerLines[0].origin.y == box.minY + Metrics.alertTextPadding)
    #expect(alert.headerLines[0].font == Metrics.alertTitleFont)
    #expect(alert.headerLines[1].font == Metrics.alertMessageFont)
  }

  @Test func aLongMessageWrapsIntoCentredLines() {
    let message = "You can sign in again at any time with your email address."
    let alert = layout(.alert, title: nil, message: message, [("OK", .default)])
    #expect(alert.headerLines.count > 1)
    #expect(alert.headerLines.map(\.text).joined(separator: " ") == message)
    let box = alert.panelsFrame
    for line in alert.headerLines {
      let width = measurer.size(of: line.text, font: line.font).width
      #expect(width <= Metrics.alertWidth - 2 * Metrics.alertTextInset)
      #expect(abs(line.origin.x + width / 2 - box.midX) <= 0.5)
    }
  }

  @Test func withoutATitleOrMessageThereIsNoHeaderAndNoHairlineAboveTheButtons() {
    let alert = layout(
      .alert, title: nil, [("One", .default), ("Two", .default), ("Three", .default)])
    #expect(alert.headerLines.isEmpty)
    #expect(alert.buttons[0].frame.minY == alert.panelsFrame.minY)
    #expect(alert.hairlines.count == 2)
  }

  @Test func theCancelButtonIsBoldUnlessAnotherIsPreferred() {
    let plain = layout(.alert, [("OK", .default), ("Cancel", .cancel)])
    #expect(plain.buttons[0].title.font == Metrics.alertEmphasizedButtonFont)
    #expect(plain.buttons[1].title.font == Metrics.alertButtonFont)
    let preferring = layout(.alert, [("OK", .default), ("Cancel", .cancel)], preferred: 0)
    #expect(preferring.buttons[0].title.font == Metrics.alertButtonFont)
    #expect(preferring.buttons[1].title.font == Metrics.alertEmphasizedButtonFont)
  }

  @Test func destructiveButtonsAreRedAndDisabledOnesGray() {
    let alert = layout(
      .alert, [("Save", .default), ("Delete", .destructive), ("Share", .default)], disabled: [2])
    #expect(alert.buttons.map(\.title.color) == [.tint, .destructiveRed, .disabledLabel])
    #expect(alert.buttons.map(\.isEnabled) == [true, true, false])
  }

  @Test func aNarrowScreenNarrowsTheBox() {
    let alert = layout(.alert, [("OK", .default)], in: CGRect(x: 0, y: 0, width: 240, height: 400))
    #expect(alert.panelsFrame.width == 240 - 2 * Metrics.alertScreenMargin)
  }

  // MARK: - Action sheets

  @Test func anActionSheetHasItsActionsInAGroupAndCancelApartBelow() {
    let sheet = layout(
      .actionSheet, title: "Done Tasks", message: "Delete them?",
      [("Cancel", .cancel), ("Archive", .default), ("Delete", .destructive)])
    #expect(sheet.arrangement == .sheet)
    #expect(sheet.actionOrder == [1, 2, 0])
    #expect(sheet.panels.count == 2)
    let group = sheet.panels[0].frame
    let cancel = sheet.panels[1].frame
    #expect(cancel == CGRect(x: 8, y: 667 - 8 - 57, width: 359, height: 57))
    #expect(group.maxY == cancel.minY - Metrics.actionSheetSpacing)
    #expect(group.width == 359)
    #expect(sheet.panels[1].color == Metrics.actionSheetCancelBackgroundColor)
    #expect(sheet.buttons[2].frame == cancel)
    #expect(sheet.buttons[2].panelIndex == 1)
    #expect(sheet.buttons[2].title.font == Metrics.actionSheetCancelFont)
    #expect(sheet.buttons[0].title.font == Metrics.actionSheetButtonFont)
    #expect(sheet.buttons[0].frame.height == Metrics.actionSheetButtonHeight)
    #expect(sheet.buttons[1].frame.maxY == group.maxY)
    #expect(sheet.headerLines.map(\.text) == ["Done Tasks", "Delete them?"])
    #expect(sheet.headerLines.allSatisfy { $0.color == .secondaryLabel })
    #expect(sheet.headerLines[0].font == Metrics.actionSheetTitleFont)
    // Hairlines above both rows (the first under the header), none around Cancel.
    #expect(
      sheet.hairlines.map(\.from.y) == [sheet.buttons[0].frame.minY, sheet.buttons[1].frame.minY])
  }

  @Test func anActionSheetWithoutCancelHangsItsGroupAtTheBottom() {
    let sheet = layout(.actionSheet, title: nil, [("Archive", .default), ("Delete", .destructive)])
    #expect(sheet.panels.count == 1)
    let bottom: CGFloat = 667 - 8
    #expect(sheet.panels[0].frame.maxY == bottom)
    #expect(sheet.hairlines.count == 1)
  }

  @Test func anActionSheetWithOnlyCancelIsOneButton() {
    let sheet = layout(.actionSheet, title: nil, [("Cancel", .cancel)])
    #expect(sheet.panels.count == 1)
    #expect(sheet.buttons.count == 1)
    #expect(sheet.buttons[0].panelIndex == 0)
  }

  @Test func anActionSheetIgnoresThePreferredAction() {
    let sheet = layout(.actionSheet, [("Archive", .default), ("Cancel", .cancel)], preferred: 0)
    #expect(sheet.buttons[0].title.font == Metrics.actionSheetButtonFont)
    #expect(sheet.buttons[1].title.font == Metrics.actionSheetCancelFont)
  }

  @Test func aWideScreenCentresAnActionSheetOfTheLargestWidth() {
    let wide = CGRect(x: 0, y: 0, width: 1000, height: 700)
    let sheet = layout(.actionSheet, [("Archive", .default), ("Cancel", .cancel)], in: wide)
    #expect(sheet.panelsFrame.width == Metrics.actionSheetMaximumWidth)
    #expect(sheet.panelsFrame.midX == 500)
  }

  // MARK: - Queries

  @Test func aPointFindsItsButtonAndThePanelsAroundIt() {
    let sheet = layout(.actionSheet, title: nil, [("Archive", .default), ("Cancel", .cancel)])
    let cancel = sheet.buttons[1].frame
    #expect(sheet.buttonIndex(at: CGPoint(x: cancel.midX, y: cancel.midY)) == 1)
    // The gap between the group and Cancel is neither a button nor a panel.
    let gap = CGPoint(x: cancel.midX, y: cancel.minY - 4)
    #expect(sheet.buttonIndex(at: gap) == nil)
    #expect(!sheet.panelsContain(gap))
    #expect(!sheet.panelsContain(CGPoint(x: 100, y: 100)))
  }
}
