import Foundation
import Testing

@testable import TableKit

/// iOS 13's bar appearances (`NavigationBarAppearance`, `TabBarAppearance`,
/// `ToolbarAppearance`), the shapes every iOS 15 port sets: a bar's standard look, its look at
/// the content's scroll edge (clear when none is given), an item's look over the bar's, and the
/// text attributes of titles, buttons and tabs.
@MainActor
@Suite struct BarAppearanceTests {
  private static let indigo = Color(rgb: 0x5856D6)

  /// An opaque indigo appearance with white titles, as the common port snippet makes it.
  private func indigoAppearance() -> NavigationBarAppearance {
    let appearance = NavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = Self.indigo
    appearance.titleTextAttributes = [.foregroundColor: Color.white]
    appearance.largeTitleTextAttributes = [.foregroundColor: Color.white]
    return appearance
  }

  private func commands(of view: View) -> [DrawCommand] {
    var list = DrawList()
    view.render(into: &list)
    return list.commands
  }

  private func fills(_ commands: [DrawCommand], with color: Color) -> Bool {
    commands.contains { if case .fillRect(_, let fill) = $0 { fill == color } else { false } }
  }

  private func textColor(_ string: String, in commands: [DrawCommand]) -> Color? {
    for command in commands {
      if case .text(let run) = command, run.string == string { return run.color }
    }
    return nil
  }

  /// Whether `drawn` is `color` as drawn in light mode (the list resolves dynamic colors).
  private func isLight(_ drawn: Color?, _ color: Color) -> Bool {
    drawn.map { $0.rgba8 == color.rgba8 } == true
  }

  private func hasBlur(_ commands: [DrawCommand]) -> Bool {
    commands.contains { if case .backdropBlur = $0 { true } else { false } }
  }

  private func lineCount(_ commands: [DrawCommand]) -> Int {
    commands.filter { if case .line = $0 { true } else { false } }.count
  }

  // MARK: - The appearance objects

  /// The snippet of the article ButtonsControlsAndLayers.md ("Bar appearances"), as written
  /// there.
  @Test func theArticlesSnippetColorsTheBarAtTheScrollEdge() {
    let controller = RowsController(title: "Rows", rows: 60)
    let harness = NavigationHarness(root: controller, size: CGSize(width: 390, height: 700))
    let navigationController = harness.navigation
    let appearance = NavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: Color.white]
    appearance.largeTitleTextAttributes = [.foregroundColor: Color.white]
    navigationController.navigationBar.standardAppearance = appearance
    navigationController.navigationBar.scrollEdgeAppearance = appearance
    harness.settle()
    let drawn = commands(of: navigationController.navigationBar)
    let indigo = Color.systemIndigo
    let filledIndigo = drawn.contains { command in
      if case .fillRect(_, let color) = command { isLight(color, indigo) } else { false }
    }
    #expect(filledIndigo)
    #expect(textColor("Rows", in: drawn) == .white)
  }

  @Test func theThreeConfigurationsSetTheBackgroundAndHairline() {
    let appearance = BarAppearance()
    #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
    #expect(appearance.backgroundColor == nil)
    #expect(appearance.shadowColor == Metrics.navigationBarHairline)
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundEffect == nil)
    #expect(appearance.backgroundColor == .systemBackground)
    #expect(appearance.shadowColor == Metrics.navigationBarHairline)
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundEffect == nil)
    #expect(appearance.backgroundColor == nil)
    #expect(appearance.shadowColor == nil)
  }

  @Test func aCopyOwnsItsTextAttributesAndButtonStates() {
    let appearance = indigoAppearance()
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemYellow]
    let copy = appearance.copy()
    #expect(copy.backgroundColor == Self.indigo)
    #expect(copy.titleTextAttributes.foregroundColor == .white)
    #expect(copy.buttonAppearance.normal.titleTextAttributes.foregroundColor == .systemYellow)
    appearance.buttonAppearance.normal.titleTextAttributes = [:]
    appearance.titleTextAttributes = [:]
    #expect(copy.buttonAppearance.normal.titleTextAttributes.foregroundColor == .systemYellow)
    #expect(copy.titleTextAttributes.foregroundColor == .white)
    // `init(barAppearance:)` takes the background only, as UIKit's does.
    let background = NavigationBarAppearance(barAppearance: copy)
    #expect(background.backgroundColor == Self.indigo)
    #expect(background.titleTextAttributes.isEmpty)
  }

  @Test func aBarKeepsACopyOfWhatItIsGiven() {
    let bar = NavigationBar()
    let appearance = indigoAppearance()
    bar.standardAppearance = appearance
    appearance.backgroundColor = .systemRed
    #expect(bar.standardAppearance.backgroundColor == Self.indigo)
    #expect(bar.standardAppearance !== appearance)
  }

  // MARK: - Navigation bars

  @Test func anOpaqueAppearanceColorsTheBarAndItsTitleAtTheScrollEdgeAndUnderContent() throws {
    let controller = RowsController(title: "Rows", rows: 60)
    let harness = NavigationHarness(root: controller, size: CGSize(width: 390, height: 700))
    let bar = harness.navigation.navigationBar
    bar.standardAppearance = indigoAppearance()
    bar.scrollEdgeAppearance = indigoAppearance()
    harness.settle()
    var drawn = commands(of: bar)
    #expect(fills(drawn, with: Self.indigo), "indigo over content resting at the top")
    #expect(!hasBlur(drawn))
    #expect(textColor("Rows", in: drawn) == .white)
    let table = try #require(controller.tableView)
    table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y + 300), animated: false)
    harness.settle()
    drawn = commands(of: bar)
    #expect(fills(drawn, with: Self.indigo), "and once content scrolls under it")
    #expect(textColor("Rows", in: drawn) == .white)
  }

  @Test func withoutAScrollEdgeAppearanceTheStandardOneIsClearAtTheEdge() throws {
    let controller = RowsController(title: "Rows", rows: 60)
    let harness = NavigationHarness(root: controller, size: CGSize(width: 390, height: 700))
    let bar = harness.navigation.navigationBar
    bar.standardAppearance = indigoAppearance()
    harness.settle()
    var drawn = commands(of: bar)
    #expect(!fills(drawn, with: Self.indigo), "clear at the scroll edge, as on iOS 15")
    #expect(lineCount(drawn) == 0, "without its hairline")
    #expect(textColor("Rows", in: drawn) == .white, "the title keeps the standard attributes")
    let table = try #require(controller.tableView)
    table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y + 300), animated: false)
    harness.settle()
    drawn = commands(of: bar)
    #expect(fills(drawn, with: Self.indigo))
    #expect(lineCount(drawn) == 1)
  }

  @Test func halfwayUnderTheBarBothLooksCrossFade() throws {
    let controller = RowsController(title: "Rows", rows: 60)
    let harness = NavigationHarness(root: controller, size: CGSize(width: 390, height: 700))
    let bar = harness.navigation.navigationBar
    let edge = NavigationBarAppearance()
    edge.configureWithOpaqueBackground()
    edge.backgroundColor = .systemYellow
    bar.scrollEdgeAppearance = edge
    bar.standardAppearance = indigoAppearance()
    harness.settle()
    let table = try #require(controller.tableView)
    table.setContentOffset(
      CGPoint(x: 0, y: table.contentOffset.y + Metrics.largeTitleFadeDistance / 2), animated: false)
    harness.settle()
    let drawn = commands(of: bar)
    let alphas = drawn.compactMap { if case .pushAlpha(let alpha) = $0 { alpha } else { nil } }
    #expect(fills(drawn, with: .systemYellow) && fills(drawn, with: Self.indigo))
    #expect(alphas.filter { abs($0 - 0.5) < 0.01 }.count == 2, "each look at half strength")
  }

  @Test func anItemsAppearanceReplacesTheBarsWhileItIsOnTop() throws {
    let root = RowsController(title: "Root", rows: 60)
    let harness = NavigationHarness(root: root, size: CGSize(width: 390, height: 700))
    let bar = harness.navigation.navigationBar
    let detail = RowsController(title: "Detail", rows: 60)
    detail.navigationItem.standardAppearance = indigoAppearance()
    detail.navigationItem.scrollEdgeAppearance = indigoAppearance()
    harness.settle()
    #expect(!fills(commands(of: bar), with: Self.indigo))
    harness.navigation.pushViewController(detail, animated: false)
    harness.settle()
    let drawn = commands(of: bar)
    #expect(fills(drawn, with: Self.indigo))
    #expect(textColor("Detail", in: drawn) == .white)
    harness.navigation.popViewController(animated: false)
    harness.settle()
    #expect(!fills(commands(of: bar), with: Self.indigo))
  }

  @Test func buttonAppearancesColorTitlesAndTheBackTitleButNotTheChevron() throws {
    let root = RowsController(title: "Root", rows: 60)
    let harness = NavigationHarness(root: root, size: CGSize(width: 390, height: 700))
    let bar = harness.navigation.navigationBar
    let appearance = indigoAppearance()
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemYellow]
    appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemGreen]
    appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemPink]
    bar.standardAppearance = appearance
    bar.scrollEdgeAppearance = appearance
    let detail = RowsController(title: "Detail", rows: 60)
    detail.navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "Save", style: .done),
      BarButtonItem(title: "Share", style: .plain),
    ]
    harness.navigation.pushViewController(detail, animated: false)
    harness.settle()
    let drawn = commands(of: bar)
    #expect(isLight(textColor("Save", in: drawn), .systemGreen))
    #expect(isLight(textColor("Share", in: drawn), .systemYellow))
    #expect(isLight(textColor("Root", in: drawn), .systemPink), "the back title")
    let chevronColors = drawn.compactMap { command -> Color? in
      if case .polyline(_, _, let color) = command { color } else { nil }
    }
    #expect(!chevronColors.isEmpty && !chevronColors.contains { isLight($0, .systemPink) })
  }

  @Test func aTitleFontFromTheAttributesSetsTheTitlesWidth() throws {
    let controller = RowsController(title: "Rows", rows: 60)
    let harness = NavigationHarness(root: controller, size: CGSize(width: 390, height: 700))
    let bar = harness.navigation.navigationBar
    harness.settle()
    let page = try #require(bar.shownPages.upper)
    let plain = try #require(bar.layout(of: page).title)
    let appearance = NavigationBarAppearance()
    appearance.titleTextAttributes = [.font: Font.systemFont(ofSize: 28, weight: .bold)]
    bar.standardAppearance = appearance
    let large = try #require(bar.layout(of: page).title)
    #expect(large.font.pointSize == 28)
    #expect(large.frame.width > plain.frame.width * 1.4)
  }

  @Test func theOlderPropertiesStyleTheDefaultAppearance() throws {
    let controller = RowsController(title: "Rows", rows: 60)
    let harness = NavigationHarness(root: controller, size: CGSize(width: 390, height: 700))
    let bar = harness.navigation.navigationBar
    bar.barTintColor = Self.indigo
    bar.titleTextAttributes = [.foregroundColor: Color.white]
    harness.settle()
    var drawn = commands(of: bar)
    #expect(fills(drawn, with: Self.indigo), "a bar tint keeps its color at the scroll edge")
    #expect(textColor("Rows", in: drawn) == .white)
    // A standard appearance set replaces them, as in UIKit.
    bar.standardAppearance = NavigationBarAppearance()
    drawn = commands(of: bar)
    #expect(!fills(drawn, with: Self.indigo))
    #expect(isLight(textColor("Rows", in: drawn), .label))
  }

  // MARK: - Tab bars and toolbars

  @Test func aTabBarsItemStatesColorItsTabsAndBadges() throws {
    let first = RowsController(title: "First", rows: 60)
    first.tabBarItem.badgeValue = "3"
    let second = RowsController(title: "Second", rows: 60)
    let fixture = TabBarControllerTests.Fixture([first, second])
    let bar = fixture.tabs.tabBar
    let appearance = TabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = Self.indigo
    appearance.stackedLayoutAppearance.selected.iconColor = .white
    appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: Color.white]
    appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemGray]
    appearance.stackedLayoutAppearance.selected.badgeBackgroundColor = .systemYellow
    appearance.stackedLayoutAppearance.selected.badgeTextAttributes = [.foregroundColor: Color.black]
    bar.standardAppearance = appearance
    bar.scrollEdgeAppearance = appearance
    var list = DrawList()
    bar.drawTabBar(in: &list)
    #expect(fills(list.commands, with: Self.indigo))
    #expect(textColor("First", in: list.commands) == .white)
    #expect(textColor("Second", in: list.commands) == .systemGray)
    #expect(textColor("3", in: list.commands) == .black)
    #expect(
      list.commands.contains {
        if case .fillRoundedRect(_, _, let color) = $0 { color == .systemYellow } else { false }
      })
  }

  @Test func aTabBarWithoutAScrollEdgeAppearanceIsClearOverContentThatEndsAboveIt() {
    let fixture = TabBarControllerTests.Fixture([RowsController(title: "Short", rows: 2)])
    let bar = fixture.tabs.tabBar
    let appearance = TabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = Self.indigo
    bar.standardAppearance = appearance
    var list = DrawList()
    bar.drawTabBar(in: &list)
    #expect(!fills(list.commands, with: Self.indigo), "the short list ends above the bar")
    bar.scrollEdgeAppearance = appearance
    list = DrawList()
    bar.drawTabBar(in: &list)
    #expect(fills(list.commands, with: Self.indigo))
  }

  @Test func aToolbarsButtonAppearanceColorsItsButtons() {
    let fixture = ToolbarTests.Fixture()
    let share = BarButtonItem(title: "Share")
    let delete = BarButtonItem(title: "Delete")
    delete.isEnabled = false
    fixture.list.toolbarItems = [share, .flexibleSpace(), delete]
    fixture.navigation.setToolbarHidden(false, animated: false)
    fixture.window.layoutIfNeeded()
    let toolbar = fixture.navigation.toolbar!
    let appearance = ToolbarAppearance()
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemOrange]
    appearance.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: Color.systemRed]
    toolbar.standardAppearance = appearance
    toolbar.scrollEdgeAppearance = appearance
    let drawn = commands(of: toolbar)
    #expect(textColor("Share", in: drawn) == .systemOrange)
    #expect(textColor("Delete", in: drawn) == .systemRed)
  }
}
