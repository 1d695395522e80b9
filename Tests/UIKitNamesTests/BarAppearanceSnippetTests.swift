import Foundation
import Testing
import UIKit

/// The snippet nearly every app gained for iOS 15, compiled as UIKit code writes it: an
/// opaque, colored navigation bar with white titles for every state, a tab bar whose selected
/// tab is indigo, and a clear toolbar.
@MainActor
@Suite struct BarAppearanceSnippetTests {
  private func styleBars(of tabs: UITabBarController, _ navigation: UINavigationController) {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.shadowColor = .clear
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.compactAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    navigation.navigationBar.tintColor = .white

    let tabAppearance = UITabBarAppearance()
    tabAppearance.configureWithDefaultBackground()
    tabAppearance.stackedLayoutAppearance.selected.iconColor = .systemIndigo
    tabAppearance.stackedLayoutAppearance.selected.titleTextAttributes = [
      .foregroundColor: UIColor.systemIndigo
    ]
    tabs.tabBar.standardAppearance = tabAppearance
    tabs.tabBar.scrollEdgeAppearance = tabAppearance

    let toolbarAppearance = UIToolbarAppearance()
    toolbarAppearance.configureWithTransparentBackground()
    navigation.toolbar.standardAppearance = toolbarAppearance
    navigation.toolbar.scrollEdgeAppearance = toolbarAppearance
  }

  @Test func theIOS15SnippetStylesTheBarsAsOnIOS() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list = UITableViewController(style: .insetGrouped)
    list.title = "Settings"
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    styleBars(of: tabs, navigation)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()

    let bar = navigation.navigationBar
    #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
    #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    var drawn = DrawList()
    bar.render(into: &drawn)
    let indigo = UIColor.systemIndigo.resolvedColor(with: bar.traitCollection)
    let fills = drawn.commands.compactMap { command -> UIColor? in
      if case .fillRect(_, let color) = command { color } else { nil }
    }
    #expect(fills.contains { $0.rgba8 == indigo.rgba8 }, "indigo at the scroll edge too")
    let white = UIColor.white.rgba8
    let titles = drawn.commands.compactMap { command -> UIColor? in
      if case .text(let run) = command, run.string == "Settings" { run.color } else { nil }
    }
    #expect(!titles.isEmpty && titles.allSatisfy { $0.rgba8 == white }, "the large title in white")
    #expect(
      !drawn.commands.contains { if case .line = $0 { true } else { false } },
      "a clear shadow color draws no hairline")
  }
}
