import Foundation
import Testing

@testable import TableKit

/// The standard header and footer looks and heights, per role (issue 4, items 4 and 5).
@MainActor
@Suite
struct TableViewHeaderFooterViewTests {
  private func view(
    _ role: TableViewHeaderFooterView.Role, title: String?, width: CGFloat = 320,
    layoutDirection: LayoutDirection = .leftToRight
  ) -> TableViewHeaderFooterView {
    let view = TableViewHeaderFooterView(reuseIdentifier: "header")
    view.screen = ViewTesting.screen(layoutDirection: layoutDirection)
    view.role = role
    view.textLabel?.text = title
    let height = view.sizeThatFits(CGSize(width: width, height: 0)).height
    view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    view.layoutIfNeeded()
    return view
  }

  // MARK: - Heights

  @Test(arguments: [
    (TableViewHeaderFooterView.Role.plainHeader, "A" as String?, 28.0),
    (.plainHeader, nil, 0),
    (.plainFooter, "3 contacts", 28),
    (.plainFooter, nil, 0),
    (.groupedHeader, "Display", 35),
    (.groupedHeader, nil, 35),
    (.groupedFooter, nil, 0),
    // 7 above, one 16-point line of 13-point text, 17 below.
    (.groupedFooter, "Applies to every app.", 40),
  ])
  func eachRoleHasItsStandardHeight(
    role: TableViewHeaderFooterView.Role, title: String?, height: Double
  ) {
    #expect(view(role, title: title).frame.height == CGFloat(height))
  }

  @Test func aLongGroupedFooterWrapsAndGrowsByItsLines() {
    // 290 points hold 40 characters of 13-point text (7.15 each): 100 characters take 3 lines.
    let title = Array(repeating: "abcdefghi", count: 10).joined(separator: " ")
    #expect(view(.groupedFooter, title: title).frame.height == CGFloat(7 + 3 * 16 + 17))
  }

  // MARK: - Looks

  @Test func aPlainHeaderIsALightBarWithABoldBlackTitleCentred() throws {
    let view = view(.plainHeader, title: "A")
    let label = try #require(view.textLabel)
    #expect(view.backgroundColor == .plainHeaderBackground)
    #expect(label.font == Metrics.plainHeaderFont)
    #expect(label.textColor == .label)
    // 18-point line centred in 28.
    #expect(label.frame == CGRect(x: 15, y: 5, width: 290, height: 18))
  }

  @Test func aPlainFooterIsTheSameBarWithARegularGrayTitle() throws {
    let view = view(.plainFooter, title: "3 contacts")
    let label = try #require(view.textLabel)
    #expect(view.backgroundColor == .plainHeaderBackground)
    #expect(label.font == Metrics.plainFooterFont)
    #expect(label.textColor == .secondaryLabel)
  }

  @Test func aGroupedHeaderShowsItsTextAsSetSixPointsAboveTheGroup() throws {
    // The table uppercases its data source's titles; the view draws whatever text it is given.
    let view = view(.groupedHeader, title: "Display")
    let label = try #require(view.textLabel)
    #expect(view.backgroundColor == nil)
    #expect(label.text == "Display")
    #expect(ViewTesting.textRuns(of: label).first?.string == "Display")
    #expect(label.textColor == .groupedHeaderText)
    #expect(label.font == Metrics.groupedHeaderFont)
    #expect(label.frame == CGRect(x: 15, y: 13, width: 290, height: 16))
  }

  @Test func aGroupedFooterStartsSevenPointsUnderTheGroup() throws {
    let view = view(.groupedFooter, title: "Applies to every app.")
    let label = try #require(view.textLabel)
    #expect(label.frame.minY == 7)
    #expect(label.textColor == .groupedHeaderText)
    #expect(label.numberOfLines == 0)
  }

  @Test func aViewReusedInAnotherRoleTakesThatRolesLook() throws {
    let view = view(.groupedHeader, title: "Display")
    view.role = .plainHeader
    view.layoutIfNeeded()
    let label = try #require(view.textLabel)
    #expect(view.backgroundColor == .plainHeaderBackground)
    #expect(ViewTesting.textRuns(of: label).first?.string == "Display")
  }

  @Test func titlesAlignToTheRightInRightToLeftLayout() throws {
    let view = view(.plainHeader, title: "A", layoutDirection: .rightToLeft)
    let label = try #require(view.textLabel)
    let run = try #require(ViewTesting.textRuns(of: label).first)
    #expect(run.origin.x == 290 - 8.25)
  }

  @Test func prepareForReuseClearsTheTitle() {
    let view = view(.plainHeader, title: "A")
    view.alpha = 0.5
    view.prepareForReuse()
    #expect(view.textLabel?.text == nil)
    #expect(view.alpha == 1)
  }
}
