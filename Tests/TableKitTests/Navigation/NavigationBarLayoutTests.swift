import Foundation
import Testing

@testable import TableKit

/// Where the bar puts the back button, the bar buttons and the title, with the fixed measurer
/// (17-point text: 9.35 points a character, rounded up per string; lines 20 tall).
@MainActor
@Suite struct NavigationBarLayoutTests {
  let measurer = FixedAdvanceTextMeasurer()

  private func layout(
    title: String?, back: String?, backButtonTitle: String? = nil, right: [BarButtonItem] = [],
    left: [BarButtonItem] = [], width: CGFloat = 320, rightToLeft: Bool = false,
    large: Bool = false, configure: (NavigationItem) -> Void = { _ in }
  ) -> NavigationBarLayout {
    let item = NavigationItem(title: title)
    item.rightBarButtonItems = right.isEmpty ? nil : right
    item.leftBarButtonItems = left.isEmpty ? nil : left
    configure(item)
    let backItem = back.map { NavigationItem(title: $0) }
    backItem?.backButtonTitle = backButtonTitle
    return NavigationBarLayout(
      item: item, backItem: backItem, width: width, isRightToLeft: rightToLeft,
      showsLargeTitle: large, measurer: measurer)
  }

  @Test func theBackButtonShowsThePreviousTitleBesideTheChevron() throws {
    let bar = layout(title: "Settings", back: "General")
    let back = try #require(bar.backButton)
    #expect(back.chevron == CGRect(x: 8, y: 12, width: 12, height: 21))
    #expect(back.text?.string == "General")
    #expect(back.text?.frame.minX == 26)
    #expect(back.hitFrame.minX == 0 && back.hitFrame.height == 44)
    // "Settings" is 75 points wide, centred on the bar.
    let title = try #require(bar.title)
    #expect(title.string == "Settings" && title.font == Metrics.navigationTitleFont)
    #expect(title.frame.minX == ((320 - 75) / 2 as CGFloat).rounded() && title.frame.width == 75)
    #expect(title.frame.minY == 12)
  }

  @Test func aPreviousTitleThatDoesNotFitBecomesBack() {
    let bar = layout(title: "Settings", back: "A very long previous title")
    #expect(bar.backButton?.text?.string == "Back")
  }

  @Test func theBackButtonTitleOfThePreviousItemWins() {
    let bar = layout(title: "Settings", back: "General", backButtonTitle: "Gen")
    #expect(bar.backButton?.text?.string == "Gen")
  }

  /// Issue 31: a title too long for the bar keeps "Back" beside it, as iOS does, and is cut
  /// short between the buttons.
  @Test func aTitleTooLongForTheBarKeepsBackAndIsTruncatedBetweenTheButtons() throws {
    let bar = layout(
      title: "An extremely long title for this bar", back: "General",
      right: [BarButtonItem(systemItem: .add)])
    let back = try #require(bar.backButton)
    #expect(back.text?.string == "Back" && back.chevron != nil)
    let title = try #require(bar.title)
    // Between "Back" (ending at 26 + 38) and Add (starting at 290), 12 points from each.
    #expect(title.frame.minX == 76)
    #expect(title.frame.maxX == 278)
  }

  @Test func aBarTooNarrowForBackBesideAThirdOfItLeavesTheChevronAlone() throws {
    let bar = layout(
      title: "An extremely long title for this bar", back: "General",
      right: [BarButtonItem(systemItem: .add)], width: 150)
    let back = try #require(bar.backButton)
    #expect(back.text == nil && back.chevron != nil)
    let title = try #require(bar.title)
    // Between the chevron (ending at 20) and Add (starting at 120), 12 points from each.
    #expect(title.frame.minX == 32)
    #expect(title.frame.maxX == 108)
  }

  @Test func trailingButtonsGoFromTheEdgeInwards() throws {
    let add = BarButtonItem(systemItem: .add)
    let edit = BarButtonItem(systemItem: .edit)
    let bar = layout(title: "Items", back: nil, right: [add, edit])
    #expect(bar.backButton == nil)
    #expect(bar.buttons.count == 2)
    let addButton = try #require(
      bar.buttons.first { if case .item(let i) = $0.target { i === add } else { false } })
    let editButton = try #require(
      bar.buttons.first { if case .item(let i) = $0.target { i === edit } else { false } })
    #expect(addButton.glyph?.glyph == .add)
    #expect(addButton.glyph?.frame == CGRect(x: 290, y: 11, width: 22, height: 22))
    // "Edit" is 38 points wide and ends 16 points before Add.
    #expect(editButton.text?.frame.maxX == 274 && editButton.text?.frame.width == 38)
    #expect(editButton.text?.font == Metrics.barButtonFont)
    #expect(bar.button(at: CGPoint(x: 300, y: 40))?.glyph?.glyph == .add)
    #expect(bar.button(at: CGPoint(x: 250, y: 5))?.text?.string == "Edit")
    #expect(bar.button(at: CGPoint(x: 160, y: 22)) == nil)
  }

  @Test func doneStyleButtonsAreBold() {
    let bar = layout(title: nil, back: nil, right: [BarButtonItem(systemItem: .done)])
    #expect(bar.buttons.first?.text?.font == Metrics.barButtonDoneFont)
    #expect(bar.title == nil)
  }

  @Test func leadingItemsReplaceTheBackButtonUnlessTheySupplementIt() {
    let cancel = BarButtonItem(systemItem: .cancel)
    let replacing = layout(title: "New", back: "List", left: [cancel])
    #expect(replacing.backButton == nil)
    #expect(replacing.buttons.first?.text?.string == "Cancel")
    #expect(replacing.buttons.first?.text?.frame.minX == 8)
    let supplementing = layout(title: "New", back: "List", left: [cancel], width: 400) {
      $0.leftItemsSupplementBackButton = true
    }
    #expect(supplementing.buttons.count == 2)
    #expect(supplementing.backButton?.text?.string == "List")
    // Cancel follows the back title ("List" ends at 26 + 38) after the spacing.
    #expect(supplementing.buttons[1].text?.frame.minX == 80)
  }

  @Test func aHiddenBackButtonIsNotLaidOut() {
    let bar = layout(title: "New", back: "List") { $0.hidesBackButton = true }
    #expect(bar.backButton == nil)
  }

  @Test func rightToLeftEverythingIsMirrored() throws {
    let ltr = layout(title: "Settings", back: "General", right: [BarButtonItem(systemItem: .add)])
    let rtl = layout(
      title: "Settings", back: "General", right: [BarButtonItem(systemItem: .add)],
      rightToLeft: true)
    let chevron = try #require(rtl.backButton?.chevron)
    #expect(chevron.maxX == 312)
    #expect(rtl.backButton?.text?.frame.maxX == 294)
    #expect(rtl.buttons.last?.glyph?.frame.minX == 8)
    #expect(rtl.title?.frame.minX == 320 - (ltr.title?.frame.maxX ?? 0))
  }

  @Test func theLargeTitleSitsAtTheLeadingMarginOfTheBand() throws {
    let bar = layout(title: "Contacts", back: nil, large: true)
    let large = try #require(bar.largeTitle)
    #expect(large.font == Metrics.largeTitleFont)
    #expect(large.frame.minX == 16)
    // 34-point lines are 41 tall: the box ends 6 above the band's bottom at 96.
    #expect(large.frame.maxY == 90)
    let wide = try #require(
      layout(title: "Contacts", back: nil, width: 800, large: true).largeTitle)
    #expect(wide.frame.minX == 20)
    let rtl = try #require(
      layout(title: "Contacts", back: nil, rightToLeft: true, large: true).largeTitle)
    #expect(rtl.frame.maxX == 304)
    #expect(layout(title: "Contacts", back: nil).largeTitle == nil)
  }
}

/// The slide of a push or pop for a coverage.
@Suite struct NavigationSlideTests {
  @Test func theUpperViewComesFromTheTrailingEdgeAndTheLowerMovesAThirdUnderTheDimming() {
    let start = NavigationSlide(coverage: 0, width: 300, isRightToLeft: false)
    #expect(start.upperOffset == 300 && start.lowerOffset == 0 && start.dimmingAlpha == 0)
    let half = NavigationSlide(coverage: 0.5, width: 300, isRightToLeft: false)
    #expect(half.upperOffset == 150 && half.lowerOffset == -50)
    #expect(half.dimmingAlpha == Metrics.navigationDimmingAlpha / 2)
    let end = NavigationSlide(coverage: 1, width: 300, isRightToLeft: false)
    #expect(end.upperOffset == 0 && end.lowerOffset == -100)
    #expect(end.dimmingAlpha == Metrics.navigationDimmingAlpha)
  }

  @Test func rightToLeftItIsMirroredAndCoverageIsClamped() {
    let half = NavigationSlide(coverage: 0.5, width: 300, isRightToLeft: true)
    #expect(half.upperOffset == -150 && half.lowerOffset == 50)
    let beyond = NavigationSlide(coverage: 1.5, width: 300, isRightToLeft: true)
    #expect(beyond.upperOffset == 0 && beyond.lowerOffset == 100)
    #expect(NavigationSlide(coverage: .nan, width: 300, isRightToLeft: false).upperOffset == 0)
  }

  /// Reduce Motion: nothing slides or dims; the upper view fades in as it covers.
  @Test func underReduceMotionTheViewsCrossFadeInPlace() {
    let half = NavigationSlide(coverage: 0.5, width: 300, isRightToLeft: false, crossFades: true)
    #expect(half.upperOffset == 0 && half.lowerOffset == 0 && half.dimmingAlpha == 0)
    #expect(half.upperAlpha == 0.5 && half.crossFades)
    let start = NavigationSlide(coverage: 0, width: 300, isRightToLeft: true, crossFades: true)
    #expect(start.upperAlpha == 0 && start.upperOffset == 0)
    #expect(NavigationSlide(coverage: 0.5, width: 300, isRightToLeft: false).upperAlpha == 1)
  }
}
