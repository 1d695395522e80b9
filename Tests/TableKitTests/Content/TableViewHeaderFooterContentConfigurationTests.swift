import Foundation
import Testing

@testable import TableKit

/// Header and footer views filled with content configurations look like the classic titled
/// views of their role.
@MainActor
@Suite
struct TableViewHeaderFooterContentConfigurationTests {
  typealias Configuration = ListContentConfiguration
  typealias Role = TableViewHeaderFooterView.Role

  /// A view in `role`, titled classically or through a configuration, sized and laid out.
  private func view(_ role: Role, title: String, configured: Bool) -> TableViewHeaderFooterView {
    let view = TableViewHeaderFooterView(reuseIdentifier: "header")
    view.screen = ViewTesting.screen()
    view.role = role
    if configured {
      var content = view.defaultContentConfiguration()
      content.text = title
      view.contentConfiguration = content
    } else {
      view.textLabel?.text = title
    }
    let height = view.sizeThatFits(CGSize(width: 320, height: 0)).height
    view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
    view.layoutIfNeeded()
    return view
  }

  @Test(arguments: [
    (Role.plainHeader, "A"), (.plainFooter, "3 contacts"), (.groupedHeader, "Display"),
    (.groupedFooter, "Applies to every app, and to the apps you install later on."),
  ])
  func aConfiguredViewPlacesAndDrawsItsTitleAsTheClassicOne(role: Role, title: String) throws {
    // A grouped header's configuration uppercases its text; the classic view is given its
    // title uppercased by the table, as UIKit gives `titleForHeaderInSection`'s string.
    let classic = view(
      role, title: role == .groupedHeader ? title.uppercased() : title, configured: false)
    let configured = view(role, title: title, configured: true)
    #expect(configured.frame == classic.frame)
    let list = try #require(
      configured.contentView.subviews.compactMap { $0 as? ListContentView }.first)
    #expect(list.textLayoutFrame == classic.textLabel?.frame)
    #expect(ViewTesting.textRuns(of: configured) == ViewTesting.textRuns(of: classic))
  }

  @Test func theDefaultConfigurationFollowsTheViewIntoTheRoleTheTableGivesIt() throws {
    let view = TableViewHeaderFooterView(reuseIdentifier: nil)
    var content = view.defaultContentConfiguration()
    #expect(content.textProperties.font == Metrics.plainHeaderFont)
    content.text = "Display"
    content.secondaryTextProperties.color = .tint
    view.contentConfiguration = content
    view.role = .groupedHeader
    let moved = try #require(view.contentConfiguration as? Configuration)
    #expect(moved.textProperties == Configuration.groupedHeader().textProperties)
    #expect(moved.secondaryTextProperties.color == .tint, "what was set stays")
    #expect(moved.text == "Display")
  }

  @Test func aNamedConfigurationKeepsItsLookInAnyRole() throws {
    let view = TableViewHeaderFooterView(reuseIdentifier: nil)
    view.contentConfiguration = Configuration.groupedFooter()
    view.role = .plainHeader
    #expect((view.contentConfiguration as? Configuration) == .groupedFooter())
  }

  @Test func nilBringsTheClassicTitleBackAndReuseKeepsTheConfiguration() throws {
    let view = view(.plainHeader, title: "A", configured: true)
    #expect(view.textLabel?.isHidden == true)
    view.prepareForReuse()
    #expect((view.contentConfiguration as? Configuration)?.text == "A")
    view.contentConfiguration = nil
    view.textLabel?.text = "B"
    view.layoutIfNeeded()
    #expect(view.textLabel?.isHidden == false)
    #expect(ViewTesting.textRuns(of: view).map(\.string) == ["B"])
  }

  @Test func theUpdateHandlerRunsWhenSet() {
    let view = TableViewHeaderFooterView(reuseIdentifier: nil)
    var runs = 0
    view.configurationUpdateHandler = { view, state in
      runs += 1
      #expect(!state.isSelected)
      var content = view.defaultContentConfiguration()
      content.text = "Handled"
      view.contentConfiguration = content
    }
    #expect(runs == 1)
    view.setNeedsUpdateConfiguration()
    #expect(runs == 2)
    #expect((view.contentConfiguration as? Configuration)?.text == "Handled")
  }
}
