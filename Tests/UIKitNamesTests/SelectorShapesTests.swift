import Foundation
import Testing
import UIKit

/// `UIKitNamed/SelectorShapes.swift` is what `scripts/port-uikit` makes of every selector shape
/// it rewrites, keeping UIKit's names: each closure calls the method its selector named, with the
/// sender where the method takes one (issue 28).
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct SelectorShapesTests {
  @Test func everyRewrittenShapeCallsItsMethod() throws {
    let controller = SelectorShapesViewController(style: .plain)
    controller.loadViewIfNeeded()
    controller.navigationItem.rightBarButtonItem?.performPrimaryAction()
    controller.navigationItem.leftBarButtonItem?.performPrimaryAction()
    controller.toggle.isOn = true
    controller.toggle.sendActions(for: .valueChanged)
    controller.refreshControl?.sendActions(for: .valueChanged)
    NotificationCenter.default.post(name: .selectorShapesSettings, object: nil)
    NotificationCenter.default.post(name: .selectorShapesReload, object: nil)
    let deadline = Date().addingTimeInterval(2)
    while controller.log.count < 10, Date() < deadline {
      RunLoop.main.run(until: Date().addingTimeInterval(0.02))
    }
    let log = controller.log
    #expect(Array(log.prefix(4)) == ["add", "sort Sort", "toggled true", "refresh"])
    for entry in ["settings SelectorShapesSettings", "reload", "tick", "tock true"] {
      #expect(log.contains(entry), "\(entry) in \(log)")
    }
    #expect(log.filter { $0 == "refresh" }.count == 2, "the control and perform(_:with:afterDelay:)")
  }
}
