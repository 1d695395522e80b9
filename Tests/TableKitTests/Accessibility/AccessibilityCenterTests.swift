import Foundation
import Testing

@testable import TableKit

/// Issue 30: the settings a host sets and the notifications an app posts, each host with its
/// own center (`screen.accessibility`).
@MainActor
@Suite struct AccessibilityCenterTests {
  @Test func everySettingStartsOffAndReportsAChangeOnce() {
    let center = AccessibilityCenter()
    var heard: [String] = []
    center.addObserver { event in
      if case .settingChanged(let setting, let isEnabled) = event {
        heard.append("\(setting) \(isEnabled)")
      }
    }
    #expect(!center.isVoiceOverRunning && !center.isReduceMotionEnabled)
    #expect(!center.isBoldTextEnabled && !center.isDarkerSystemColorsEnabled)
    center.isReduceMotionEnabled = true
    center.isReduceMotionEnabled = true
    center.isBoldTextEnabled = true
    center.isBoldTextEnabled = false
    #expect(heard == ["reduceMotion true", "boldText true", "boldText false"])
  }

  @Test func aChangeIsPostedUnderUIKitsNotificationName() {
    let center = AccessibilityCenter()
    let counter = NotificationCounter(
      AccessibilitySetting.voiceOver.didChangeNotification, object: center)
    center.isVoiceOverRunning = true
    center.isDarkerSystemColorsEnabled = true
    #expect(counter.count == 1)
    #expect(center.isEnabled(.voiceOver))
  }

  @Test func postedNotificationsReachObserversUntilRemoved() {
    let center = AccessibilityCenter()
    var heard: [String] = []
    let token = center.addObserver { event in
      if case .posted(let notification, let argument) = event {
        heard.append("\(notification) \(argument as? String ?? "-")")
      }
    }
    center.post(notification: .announcement, argument: "Deleted")
    center.post(notification: .screenChanged, argument: nil)
    center.removeObserver(token)
    center.post(notification: .layoutChanged, argument: nil)
    #expect(heard == ["announcement Deleted", "screenChanged -"])
  }

  @Test func eachScreenHasItsOwnCenter() {
    let first = Screen.headless()
    let second = Screen.headless()
    first.accessibility.isBoldTextEnabled = true
    #expect(!second.accessibility.isBoldTextEnabled)
    let view = View()
    view.screen = first
    let child = View()
    view.addSubview(child)
    #expect(child.screen.accessibility === first.accessibility)
  }
}

/// A screen outlives the windows drawn on it: each window's observer of the screen's settings
/// goes with the window, so windows that come and go leave no observers behind.
@MainActor
@Suite struct AccessibilityCenterOwnerTests {
  @Test func anOwnedObserverGoesWithItsOwner() {
    let center = AccessibilityCenter()
    var owner: NSObject? = NSObject()
    var heard = 0
    center.addObserver(owner: owner!) { _ in heard += 1 }
    center.isBoldTextEnabled = true
    #expect(heard == 1 && center.liveObserverCount() == 1)
    owner = nil
    center.isBoldTextEnabled = false
    #expect(heard == 1, "an observer whose owner is gone hears nothing")
    #expect(center.liveObserverCount() == 0)
  }

  @Test func windowsOnOneScreenLeaveNoObserversBehind() {
    let screen = ViewTesting.screen()
    for _ in 0..<20 {
      let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualClock())
      window.screen = screen
      window.rootViewController = ViewController()
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }
    #expect(screen.accessibility.liveObserverCount() <= 1)
  }
}
