import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Issue 15: in narrow windows (compact width: the scenes sit in a tab bar) no title
/// vanishes without an ellipsis — navigation bar titles, large titles, back buttons, bar
/// buttons, the tab bar, the More list's rows and every scene's rows, on first and pushed screens.
@MainActor
@Suite(.serialized)
struct NarrowWindowTitleTests {
  let fixture: DemoWindowFixture
  init() throws { fixture = DemoWindowFixture(snapshotter: try Snapshotter()) }

  nonisolated static let widths: [CGFloat] = [320, 360]

  private func makeWindow(width: CGFloat, showing index: Int = 0) throws
    -> (Window, DemoWindowController, Screen)
  {
    let made = try fixture.make(size: CGSize(width: width, height: 640), showing: index)
    return (made.window, made.controller, made.screen)
  }

  private func problems(in window: Window, screen: Screen) -> [TitleFit.Problem] {
    window.layoutIfNeeded()
    var list = DrawList()
    window.render(into: &list)
    return TitleFit(measurer: screen.textMeasurer).problems(in: list, bounds: window.bounds)
  }

  private func open(_ title: String, in navigation: NavigationController) throws {
    try DemoWindowFixture.open(title, in: navigation)
  }

  @Test(arguments: widths)
  func theSceneListAndEveryScenesFirstScreenFit(width: CGFloat) throws {
    let (window, controller, screen) = try makeWindow(width: width)
    #expect(controller.isCompact)
    for index in controller.scenes.indices {
      controller.showScene(at: index)
      let found = problems(in: window, screen: screen)
      #expect(found.isEmpty, "\(controller.scenes[index].name) at \(width) pt: \(found)")
    }
    let tabs = try #require(controller.compactTabBarController)
    tabs.selectedViewController = tabs.moreNavigationController
    let found = problems(in: window, screen: screen)
    #expect(found.isEmpty, "the More list at \(width) pt: \(found)")
  }

  @Test(arguments: widths)
  func pushedScreensAndTheirBackButtonsFit(width: CGFloat) throws {
    let settings = DemoWindowFixture.index(of: "settings")
    let (window, controller, screen) = try makeWindow(width: width, showing: settings)
    try open("General", in: controller.sceneNavigationController)
    var found = problems(in: window, screen: screen)
    #expect(found.isEmpty, "Settings › General at \(width) pt: \(found)")
    try open("About", in: controller.sceneNavigationController)
    found = problems(in: window, screen: screen)
    #expect(found.isEmpty, "General › About at \(width) pt: \(found)")
    controller.showScene(at: 0)
    window.layoutIfNeeded()
    let contacts = controller.sceneNavigationController
    let table = try #require(contacts.topViewController?.view.mainScrollView as? TableView)
    let name = try #require(
      DemoWindowFixture.title(of: table.cellForRow(at: IndexPath(row: 0, section: 0))))
    try open(name, in: contacts)
    found = problems(in: window, screen: screen)
    #expect(found.isEmpty, "a contact's card at \(width) pt: \(found)")
  }

  @Test func aTitleTooLongForTheBarEndsWithAnEllipsis() throws {
    let settings = DemoWindowFixture.index(of: "settings")
    let (window, controller, screen) = try makeWindow(width: 320, showing: settings)
    try open("General", in: controller.sceneNavigationController)
    let long = ViewController()
    long.title = "Keyboard Shortcuts and Accessibility Options"
    controller.sceneNavigationController.pushViewController(long, animated: false)
    window.layoutIfNeeded()
    var list = DrawList()
    window.render(into: &list)
    let runs = TitleFit.placedRuns(in: list, bounds: window.bounds)
    let title = try #require(runs.first { $0.run.string == long.title }, "the title is drawn")
    let width = screen.textMeasurer.size(of: title.run.string, font: title.run.font).width
    let limit = try #require(title.run.maxWidth)
    #expect(width > limit, "it does not fit")
    #expect(title.run.truncation == .tail, "so it ends with an ellipsis")
    #expect(limit > 100, "in the room the bar has: \(limit)")
    // The back button gives up the previous title for "Back", which stays as in iOS: the title
    // is cut short anyway (issue 31).
    #expect(!runs.contains { $0.run.string == "General" })
    #expect(runs.contains { $0.run.string == "Back" })
    let found = TitleFit(measurer: screen.textMeasurer).problems(in: list, bounds: window.bounds)
    #expect(found.isEmpty, "\(found)")
    try Snapshotter().verify(try fixture.picture(of: window), named: "narrow-window-long-title@1x")
  }

  @Test func theCheckFindsRunsCutWithoutAnEllipsis() throws {
    let screen = try fixture.make(size: CGSize(width: 320, height: 100)).screen
    let font = Font.systemFont(ofSize: 17)
    var list = DrawList()
    let text = "A title far too long for forty points"
    list.text(TextRun(text, font: font, color: .label, origin: .zero, maxWidth: 40, truncation: .clip))
    list.text(TextRun("Tiny", font: font, color: .label, origin: CGPoint(x: 0, y: 30), maxWidth: 4))
    list.clipped(to: CGRect(x: 0, y: 0, width: 60, height: 100)) { clipped in
      clipped.text(TextRun(text, font: font, color: .label, origin: CGPoint(x: 0, y: 60)))
    }
    list.text(TextRun(text, font: font, color: .label, origin: CGPoint(x: 0, y: 80), maxWidth: 200))
    let found = TitleFit(measurer: screen.textMeasurer).problems(
      in: list, bounds: CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(found.count == 3, "\(found)")
    #expect(found.contains { $0.why.contains("without an ellipsis") })
    #expect(found.contains { $0.why.contains("too narrow") })
    #expect(found.contains { $0.why.contains("cut by the clip") })
  }

  @Test func aNarrowWindowMatchesItsGolden() throws {
    let settings = DemoWindowFixture.index(of: "settings")
    let (window, controller, _) = try makeWindow(width: 320, showing: settings)
    try open("General", in: controller.sceneNavigationController)
    try open("About", in: controller.sceneNavigationController)
    try Snapshotter().verify(try fixture.picture(of: window), named: "narrow-window-about@1x")
  }
}
