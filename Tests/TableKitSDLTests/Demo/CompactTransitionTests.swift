import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Issue 15: the demo window's switch between regular and compact width animates on the
/// window's clock: the sidebar slides out as the scene widens into its tab bar (and back), over
/// 0.3 s.
@MainActor
@Suite(.serialized)
struct CompactTransitionTests {
  let fixture: DemoWindowFixture
  init() throws { fixture = DemoWindowFixture(snapshotter: try Snapshotter()) }

  private func makeWindow() throws -> (Window, DemoWindowController, ManualClock) {
    let clock = ManualClock(now: 1)
    let made = try fixture.make(size: CGSize(width: 1000, height: 700), showing: 1, clock: clock)
    return (made.window, made.controller, clock)
  }

  private func resize(_ window: Window, width: CGFloat) {
    window.frame = CGRect(x: 0, y: 0, width: width, height: window.frame.height)
    window.layoutIfNeeded()
  }

  private func advance(_ window: Window, _ clock: ManualClock, by seconds: TimeInterval) {
    clock.advance(by: seconds)
    window.layoutIfNeeded()
  }

  @Test func goingCompactSlidesTheSidebarOutAsTheSceneWidens() throws {
    let (window, controller, clock) = try makeWindow()
    let content = try #require(controller.view)
    resize(window, width: 600)
    #expect(controller.isCompact)
    // The scene now sits in the tab bar controller, whose view widens from where it was.
    let scene = try #require(controller.compactTabBarController?.view)
    #expect(content.needsAnimationFrame, "the switch asks for frames")
    #expect(controller.sidebar.frame.minX == 0 && !controller.sidebar.isHidden, "starts as it was")
    advance(window, clock, by: 0.15)
    let sidebar = controller.sidebar.frame
    #expect(sidebar.minX < -20 && sidebar.minX > -220, "halfway out: \(sidebar)")
    #expect(!controller.sidebar.isHidden)
    #expect(scene.frame.minX > 20 && scene.frame.minX < 221, "widening: \(scene.frame)")
    #expect(abs(scene.frame.minX - (sidebar.maxX + 1)) <= 1, "the scene follows the sidebar")
    advance(window, clock, by: 0.16)
    #expect(!content.needsAnimationFrame, "over after 0.3 s")
    #expect(controller.sidebar.isHidden)
    #expect(scene.frame == CGRect(x: 0, y: 0, width: 600, height: 700))
  }

  @Test func goingRegularSlidesTheSidebarBackIn() throws {
    let (window, controller, clock) = try makeWindow()
    let scene = controller.sceneNavigationController.view!
    resize(window, width: 600)
    advance(window, clock, by: 1)
    resize(window, width: 900)
    #expect(!controller.isCompact)
    advance(window, clock, by: 0.15)
    let sidebar = controller.sidebar.frame
    #expect(sidebar.minX < -20 && sidebar.minX > -220, "halfway in: \(sidebar)")
    #expect(!controller.sidebar.isHidden)
    advance(window, clock, by: 0.16)
    #expect(controller.sidebar.frame == CGRect(x: 0, y: 0, width: 240, height: 700))
    #expect(scene.frame == CGRect(x: 241, y: 0, width: 659, height: 700))
  }

  @Test func theMiddleOfTheSwitchMatchesItsGolden() throws {
    let (window, _, clock) = try makeWindow()
    resize(window, width: 600)
    advance(window, clock, by: 0.15)
    try Snapshotter().verify(try fixture.picture(of: window), named: "compact-switch-middle@1x")
  }
}
