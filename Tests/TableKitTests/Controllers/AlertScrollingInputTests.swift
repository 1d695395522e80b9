import Foundation
import Testing

@testable import TableKit

/// Scrolling an alert taller than its window by hand, as a host drives it on a manual clock:
/// a finger's drag (which chooses nothing), the wheel, the keys; a tap after scrolling chooses
/// the button drawn under it; Return and Escape still choose as before.
@MainActor
@Suite
struct AlertScrollingInputTests {
  /// A 320 × 480 window with an alert over it and the titles of the actions chosen.
  @MainActor
  final class Stage {
    let harness: PresentationHarness
    let alert: AlertController
    var chosen: [String] = []
    private var target: (any InputHandling)?

    var window: Window { harness.window }
    var alertView: AlertView? { alert.viewIfLoaded as? AlertView }
    var layout: AlertLayout? { alertView?.layout }

    /// An alert with `message`, `count` actions "Action 0"… plus a Cancel (unless `cancel` is
    /// false) and `fields` text fields, in a window of `size`.
    init(
      title: String? = "Title", message: String?, actions count: Int, cancel: Bool = true,
      fields: Int = 0, size: CGSize = CGSize(width: 320, height: 480)
    ) {
      harness = PresentationHarness(size: size)
      alert = AlertController(title: title, message: message, preferredStyle: .alert)
      for index in 0..<count { add("Action \(index)", .default) }
      if cancel { add("Cancel", .cancel) }
      for _ in 0..<fields { alert.addTextField() }
      harness.root.present(alert, animated: true)
      harness.run(for: 0.5)
    }

    private func add(_ title: String, _ style: AlertAction.Style) {
      alert.addAction(
        AlertAction(title: title, style: style) { [weak self] action in
          self?.chosen.append(action.title ?? "")
        })
    }

    func region(_ part: AlertLayout.ScrollRegion.Part) -> AlertLayout.ScrollRegion? {
      layout?.region(part)
    }

    func offset(_ part: AlertLayout.ScrollRegion.Part) -> CGFloat {
      alertView?.scrollOffset(of: part) ?? 0
    }

    /// The action of the highlighted button, or nil.
    var highlightedAction: String? {
      guard let layout, let index = alertView?.highlightedButton else { return nil }
      return alert.actions[layout.buttons[index].actionIndex].title
    }

    // The alert's view fills the window from its origin, so window points are its points.
    // A pointer goes to the view under it when it goes down (or moves with nothing down), and
    // stays with it; the wheel goes to the alert's view.
    func send(_ event: InputEvent) {
      switch event {
      case .pointerDown(_, let point, _), .pointerMoved(_, let point, _) where target == nil:
        var view = window.hitTest(point)
        while let current = view, !(current is InputHandling) { view = current.superview }
        target = view as? InputHandling
      case .wheel:
        _ = alertView?.handle(event)
        return
      default:
        break
      }
      _ = target?.handle(event)
      if case .pointerUp = event { target = nil }
    }

    /// A finger from `start` to `end` in `steps` frames of 1/60 s, then lifted (after resting
    /// there a moment, so that it does not fling, when `holds`).
    func drag(
      from start: CGPoint, to end: CGPoint, steps: Int = 10, holds: Bool = false,
      kind: PointerKind = .touch
    ) {
      send(.pointerDown(id: 1, location: start, kind: kind))
      for step in 1...steps {
        harness.step(1.0 / 60)
        let t = CGFloat(step) / CGFloat(steps)
        let point = CGPoint(
          x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        send(.pointerMoved(id: 1, location: point, kind: kind))
      }
      if holds { harness.run(for: 0.2) }
      send(.pointerUp(id: 1, location: end, kind: kind))
    }

    func tap(_ point: CGPoint) {
      send(.pointerDown(id: 1, location: point, kind: .touch))
      send(.pointerUp(id: 1, location: point, kind: .touch))
    }

    @discardableResult
    func press(_ key: Key) -> Bool {
      var view = window.keyResponder(preferring: nil)
      while let current = view {
        if let handler = current as? InputHandling, handler.handle(.key(key, modifiers: [])) {
          return true
        }
        view = current.superview
      }
      return false
    }
  }

  private static let longMessage = (0..<500).map { "word\($0 % 10)" }.joined(separator: " ")

  // MARK: - Dragging

  @Test func aFingerDraggingTheListScrollsItAndChoosesNothing() throws {
    let stage = Stage(message: "Pick one.", actions: 40)
    let list = try #require(stage.region(.actions))
    #expect(list.scrolls)
    let start = CGPoint(x: list.frame.midX, y: list.frame.maxY - 30)
    stage.drag(from: start, to: CGPoint(x: start.x, y: start.y - 150), steps: 30, holds: true)
    // Held still before lifting, it does not coast: it has moved by the drag less the slop.
    stage.harness.run(for: 1)
    #expect(abs(stage.offset(.actions) - 140) < 0.5)
    #expect(stage.chosen.isEmpty)
    #expect(stage.alert.presentingViewController != nil)
  }

  @Test func aTapAfterScrollingChoosesTheButtonDrawnUnderIt() throws {
    let stage = Stage(message: "Pick one.", actions: 40)
    let list = try #require(stage.region(.actions))
    let start = CGPoint(x: list.frame.midX, y: list.frame.maxY - 30)
    stage.drag(from: start, to: CGPoint(x: start.x, y: start.y - 250), steps: 30, holds: true)
    stage.harness.run(for: 1)
    let offset = stage.offset(.actions)
    #expect(offset > 200)
    // The button whose scrolled frame holds the point: row ⌊(y − top + offset) / 44⌋.
    let y = list.frame.minY + 100
    let row = Int(((y - list.frame.minY + offset) / Metrics.alertButtonHeight).rounded(.down))
    let point = CGPoint(x: list.frame.midX, y: y)
    stage.send(.pointerDown(id: 1, location: point, kind: .touch))
    #expect(stage.highlightedAction == "Action \(row)")
    stage.send(.pointerUp(id: 1, location: point, kind: .touch))
    stage.harness.run(for: 0.5)
    #expect(stage.chosen == ["Action \(row)"])
  }

  @Test func aFingerThatStopsACoastingListOnlyStopsIt() throws {
    let stage = Stage(message: "Pick one.", actions: 40)
    let list = try #require(stage.region(.actions))
    let start = CGPoint(x: list.frame.midX, y: list.frame.maxY - 20)
    stage.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), steps: 4)
    stage.harness.step(1.0 / 60)
    let coasting = stage.offset(.actions)
    stage.harness.step(1.0 / 60)
    #expect(stage.offset(.actions) > coasting)
    stage.tap(CGPoint(x: list.frame.midX, y: list.frame.midY))
    let stopped = stage.offset(.actions)
    stage.harness.run(for: 0.5)
    #expect(stage.offset(.actions) == stopped)
    #expect(stage.chosen.isEmpty)
  }

  @Test func aMouseDragKeepsSlidingTheHighlightRatherThanScrolling() throws {
    let stage = Stage(message: "Pick one.", actions: 40)
    let list = try #require(stage.region(.actions))
    let start = CGPoint(x: list.frame.midX, y: list.frame.minY + 22)
    stage.send(.pointerDown(id: 1, location: start, kind: .mouse))
    stage.send(.pointerMoved(id: 1, location: CGPoint(x: start.x, y: start.y + 44), kind: .mouse))
    #expect(stage.highlightedAction == "Action 1")
    #expect(stage.offset(.actions) == 0)
  }

  @Test func draggingTheMessageScrollsItAndTheButtonsStayWhereTheyAre() throws {
    let stage = Stage(message: Self.longMessage, actions: 1)
    let header = try #require(stage.region(.header))
    #expect(header.scrolls)
    let buttons = stage.layout?.buttons.map(\.frame)
    let start = CGPoint(x: header.frame.midX, y: header.frame.maxY - 20)
    stage.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), steps: 30)
    stage.harness.run(for: 1)
    #expect(stage.offset(.header) > 60)
    #expect(stage.alertView?.scrolledLayout?.buttons.map(\.frame) == buttons)
    // Dragged far past the end, it comes back to the end.
    stage.drag(from: start, to: CGPoint(x: start.x, y: header.frame.minY - 2000), steps: 10)
    stage.harness.run(for: 3)
    #expect(abs(stage.offset(.header) - header.maximumOffset) < 0.5)
  }

  // MARK: - Wheel

  @Test func theWheelScrollsThePartUnderThePointer() throws {
    let stage = Stage(message: Self.longMessage, actions: 40)
    let list = try #require(stage.region(.actions))
    // Hosts pass no hover to the alert; a pointer seen in the list (a press) says where it is.
    stage.send(
      .pointerMoved(id: 9, location: CGPoint(x: list.frame.midX, y: list.frame.midY), kind: .mouse))
    stage.send(.pointerCancelled(id: 9))
    stage.send(.wheel(dx: 0, dy: -1, isPrecise: false))
    stage.harness.run(for: 0.5)
    #expect(stage.offset(.actions) == 120)
    #expect(stage.offset(.header) == 0)
    // Back up, it stops at the top.
    stage.send(.wheel(dx: 0, dy: 5, isPrecise: false))
    stage.harness.run(for: 0.5)
    #expect(stage.offset(.actions) == 0)
  }

  @Test func theWheelScrollsAListThatIsAloneInScrolling() throws {
    let stage = Stage(message: "Pick one.", actions: 40)
    stage.send(.wheel(dx: 0, dy: -2, isPrecise: false))
    stage.harness.run(for: 0.5)
    #expect(stage.offset(.actions) == 240)
  }

  @Test func theWheelWithNoPointerSeenScrollsTheMessage() throws {
    let stage = Stage(message: Self.longMessage, actions: 1)
    stage.send(.wheel(dx: 0, dy: -1, isPrecise: false))
    stage.harness.run(for: 1)
    #expect(stage.offset(.header) == 120)
    #expect(stage.alertView?.needsAnimationFrame == false)
  }

  // MARK: - Keys

  @Test func pageDownPageUpHomeAndEndScrollTheMessage() throws {
    let stage = Stage(message: Self.longMessage, actions: 1)
    let header = try #require(stage.region(.header))
    stage.press(.pageDown)
    stage.harness.run(for: 0.5)
    #expect(stage.offset(.header) == header.frame.height - Metrics.alertPageOverlap)
    stage.press(.end)
    stage.harness.run(for: 0.5)
    #expect(stage.offset(.header) == header.maximumOffset)
    stage.press(.pageUp)
    stage.harness.run(for: 0.5)
    #expect(
      stage.offset(.header) == header.maximumOffset - header.frame.height + Metrics.alertPageOverlap)
    stage.press(.home)
    stage.harness.run(for: 0.5)
    #expect(stage.offset(.header) == 0)
    #expect(stage.chosen.isEmpty)
  }

  @Test func movingTheFocusScrollsTheListToTheFocusedButtonAndReturnChoosesIt() throws {
    let stage = Stage(message: "Pick one.", actions: 40)
    let list = try #require(stage.region(.actions))
    // Up from no focus goes to the last button, Cancel, at the end of the list.
    stage.press(.up)
    stage.harness.run(for: 0.5)
    #expect(stage.offset(.actions) == list.maximumOffset)
    stage.press(.up)
    #expect(stage.highlightedAction == "Action 39")
    // Down twice wraps to the first, at the top.
    stage.press(.down)
    stage.press(.down)
    stage.harness.run(for: 0.5)
    #expect(stage.highlightedAction == "Action 0")
    #expect(stage.offset(.actions) == 0)
    stage.press(.return)
    stage.harness.run(for: 0.5)
    #expect(stage.chosen == ["Action 0"])
  }

  @Test func escapeStillCancelsAScrolledAlert() {
    let stage = Stage(message: Self.longMessage, actions: 3)
    stage.press(.end)
    stage.harness.run(for: 0.5)
    #expect(stage.offset(.header) > 0)
    #expect(stage.press(.escape))
    stage.harness.run(for: 0.5)
    #expect(stage.chosen == ["Cancel"])
  }

  // MARK: - Indicator and reuse

  @Test func theIndicatorShowsWhileScrollingAndFadesAfter() throws {
    let stage = Stage(message: Self.longMessage, actions: 1)
    stage.harness.run(for: 1)
    #expect(stage.alertView?.needsAnimationFrame == false)
    var list = DrawList()
    stage.alertView?.drawScrollIndicators(in: &list)
    #expect(list.commands.isEmpty)
    stage.press(.pageDown)
    stage.harness.step(0.1)
    list = DrawList()
    stage.alertView?.drawScrollIndicators(in: &list)
    #expect(list.commands.count == 1)
    stage.harness.run(for: 1.5)
    list = DrawList()
    stage.alertView?.drawScrollIndicators(in: &list)
    #expect(list.commands.isEmpty)
  }

  @Test func twoHundredActionsEveryOneReachable() throws {
    let stage = Stage(message: nil, actions: 200)
    let list = try #require(stage.region(.actions))
    #expect(list.frame.minY >= Metrics.alertScreenVerticalMargin - 0.5)
    #expect(list.frame.maxY <= 480 - Metrics.alertScreenVerticalMargin + 0.5)
    stage.press(.end)
    stage.harness.run(for: 0.5)
    // The last button, Cancel, shows whole at the bottom of the room.
    let cancel = try #require(stage.alertView?.scrolledLayout?.buttons.last)
    #expect(abs(cancel.frame.maxY - list.frame.maxY) < 0.5)
    stage.tap(CGPoint(x: cancel.frame.midX, y: cancel.frame.midY))
    stage.harness.run(for: 0.5)
    #expect(stage.chosen == ["Cancel"])
  }

  // MARK: - Bad input

  @Test func inAWindow200PointsTallEveryButtonCanBeFocusedIntoSight() throws {
    let stage = Stage(
      message: Self.longMessage, actions: 10, fields: 1, size: CGSize(width: 320, height: 200))
    let list = try #require(stage.region(.actions))
    #expect(list.scrolls)
    #expect(stage.layout?.textFieldFrames.first.map { $0.maxY <= list.frame.minY } == true)
    var seen: Set<String> = []
    for _ in 0..<11 {
      stage.press(.tab)
      stage.harness.run(for: 0.5)
      let layout = try #require(stage.alertView?.scrolledLayout)
      let focused = try #require(stage.alertView?.focusedButton)
      let frame = layout.buttons[focused].frame
      #expect(frame.minY >= list.frame.minY - 0.5 && frame.maxY <= list.frame.maxY + 0.5)
      seen.insert(stage.highlightedAction ?? "")
    }
    #expect(seen.count == 11)
    // The last one focused, Cancel, is in sight: a tap on it chooses it. (Return would go to
    // the text field, which chooses the preferred action, as before.)
    let layout = try #require(stage.alertView?.scrolledLayout)
    let cancel = try #require(layout.buttons.last)
    stage.tap(CGPoint(x: cancel.frame.midX, y: cancel.frame.midY))
    stage.harness.run(for: 0.5)
    #expect(stage.chosen == ["Cancel"])
  }

  @Test func anEmptyAlertTakesTapsWheelAndKeysWithoutChoosingOrFailing() {
    let stage = Stage(title: nil, message: nil, actions: 0, cancel: false)
    #expect(stage.layout?.scrollRegions.isEmpty == true)
    stage.tap(CGPoint(x: 160, y: 240))
    stage.send(.wheel(dx: 0, dy: -3, isPrecise: false))
    for key in [Key.pageDown, .end, .home, .up, .tab, .return, .escape] { stage.press(key) }
    stage.harness.run(for: 0.5)
    #expect(stage.chosen.isEmpty)
    // Without a cancel action, nothing dismisses it but code, as in UIKit.
    #expect(stage.alert.presentingViewController != nil)
  }
}
