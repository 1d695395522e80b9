import Foundation
import Testing
import UIKit

/// `UIKitNamed/SelectorShapes.swift` is what `scripts/port-uikit` makes of every selector shape
/// it rewrites, keeping UIKit's names: each closure calls the method its selector named, with the
/// sender where the method takes one (issue 28). The timers compile; they are not run here (a
/// test's thread turning its run loop stalls beside the other suites). No time limit: the main
/// actor it waits on is shared with every other suite, which may hold it for minutes on a busy
/// machine; its own deadline counts only while it runs.
@MainActor
@Suite(.serialized) struct SelectorShapesTests {
  @Test func everyRewrittenShapeCallsItsMethod() async throws {
    let controller = SelectorShapesViewController(style: .plain)
    controller.loadViewIfNeeded()
    controller.navigationItem.rightBarButtonItem?.performPrimaryAction()
    controller.navigationItem.leftBarButtonItem?.performPrimaryAction()
    controller.toggle.isOn = true
    controller.toggle.sendActions(for: .valueChanged)
    controller.refreshControl?.sendActions(for: .valueChanged)
    NotificationCenter.default.post(name: .selectorShapesSettings, object: nil)
    NotificationCenter.default.post(name: .selectorShapesReload, object: nil)
    // The main queue (perform(_:with:afterDelay:)'s asyncAfter) runs while the test waits:
    // up to 2 s of its own polling, however long other suites keep the main actor between.
    for _ in 0..<200 where controller.log.count < 7 {
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    let log = controller.log
    #expect(Array(log.prefix(4)) == ["add", "sort Sort", "toggled true", "refresh"])
    for entry in ["settings SelectorShapesSettings", "reload"] {
      #expect(log.contains(entry), "\(entry) in \(log)")
    }
    #expect(log.filter { $0 == "refresh" }.count == 2, "the control and perform(_:with:afterDelay:)")
  }
}
