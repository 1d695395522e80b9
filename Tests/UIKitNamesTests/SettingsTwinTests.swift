import Foundation
import Testing
import UIKit

/// `SettingsViewController.swift` keeps UIKit's names and `import UIKit`; its twin
/// `RenamedSettingsViewController.swift` is the same screen in TableKit's names. Driven alike,
/// the two must end in the same state and draw the same display list at every step (issue 28).
@MainActor
@Suite struct SettingsTwinTests {
  /// One of the twins in a window, seen through what both share.
  @MainActor struct Screen {
    let clock = ManualClock(now: 10)
    let window: UIWindow
    let controller: UITableViewController
    let airplaneSwitch: UISwitch
    let airplaneMode: () -> Bool
    let addTaps: () -> Int
    let titles: () -> [[String]]

    init(uikitNamed: Bool) {
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
      if uikitNamed {
        let settings = SettingsViewController(style: .insetGrouped)
        (controller, airplaneSwitch) = (settings, settings.airplaneSwitch)
        airplaneMode = { settings.airplaneMode }
        addTaps = { settings.addTaps }
        titles = { settings.sections }
      } else {
        let settings = RenamedSettingsViewController(style: .insetGrouped)
        (controller, airplaneSwitch) = (settings, settings.airplaneSwitch)
        airplaneMode = { settings.airplaneMode }
        addTaps = { settings.addTaps }
        titles = { settings.sections }
      }
      window.rootViewController = UINavigationController(rootViewController: controller)
      controller.tableView.clock = clock
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    func run(_ seconds: TimeInterval = 0.5) {
      for _ in 0..<Int(seconds * 60) {
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }

    var drawing: DrawList {
      var list = DrawList()
      window.render(into: &list)
      return list
    }

    var visibleTexts: [String] {
      controller.tableView.visibleCells.compactMap {
        ($0 as? SettingsBadgeCell)?.titleLabel.text
          ?? ($0 as? RenamedSettingsBadgeCell)?.titleLabel.text ?? $0.textLabel?.text
      }
    }
  }

  let named = Screen(uikitNamed: true)
  let renamed = Screen(uikitNamed: false)

  func expectAlike(_ step: String) {
    #expect(named.visibleTexts == renamed.visibleTexts, "\(step)")
    #expect(named.titles() == renamed.titles(), "\(step)")
    #expect(named.drawing == renamed.drawing, "\(step): the twins draw differently")
  }

  @Test func bothTwinsShowTheSameRowsDrawnAlike() {
    #expect(named.visibleTexts.count == 7)
    #expect(named.controller.title == "Settings")
    #expect(named.controller.tableView.style == UITableView.Style.insetGrouped)
    expectAlike("first layout")
  }

  @Test func theCustomCellSizesByItsConstraintsInBoth() {
    let path = IndexPath(row: 0, section: 1)
    let height = named.controller.tableView.rectForRow(at: path).height
    #expect(height == renamed.controller.tableView.rectForRow(at: path).height)
    #expect(height > 0)
  }

  @Test func theSwitchTheAddButtonAndASwipeDeleteActAlike() throws {
    for screen in [named, renamed] {
      screen.airplaneSwitch.setOn(true, animated: false)
      screen.airplaneSwitch.sendActions(for: .valueChanged)
      #expect(screen.airplaneMode())
    }
    expectAlike("switch on")
    for screen in [named, renamed] {
      screen.controller.navigationItem.rightBarButtonItem?.performPrimaryAction()
      screen.run()
      #expect(screen.addTaps() == 1)
      #expect((screen.controller.presentedViewController as? UIAlertController)?.title
        == "Add a Setting")
    }
    expectAlike("alert shown")
    for screen in [named, renamed] {
      screen.controller.dismiss(animated: false, completion: nil)
      screen.run()
      let path = IndexPath(row: 1, section: 0)
      let configuration = try #require(
        screen.controller.tableView(
          screen.controller.tableView, trailingSwipeActionsConfigurationForRowAt: path))
      let delete = try #require(configuration.actions.first)
      delete.handler(delete, screen.controller.tableView) { _ in }
      screen.run()
      #expect(screen.titles()[0] == ["Wi-Fi", "Airplane Mode"])
    }
    expectAlike("row deleted")
  }
}
