import CSDL2
import Foundation
import TableKit
import TableKitSDL
import Testing

/// The SDL translator, fed synthesized `SDL_Event`s: no window is needed.
@MainActor
@Suite(.serialized)
struct SDLInputTranslatorTests {
  // MARK: - Making events

  private func mouseButton(
    down: Bool, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT, which: UInt32 = 0
  ) -> SDL_Event {
    var event = SDL_Event()
    event.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
    event.button.which = which
    event.button.button = UInt8(button)
    event.button.x = x
    event.button.y = y
    return event
  }

  private func mouseMotion(x: Int32, y: Int32, leftHeld: Bool = true, which: UInt32 = 0)
    -> SDL_Event
  {
    var event = SDL_Event()
    event.motion.type = SDL_MOUSEMOTION.rawValue
    event.motion.which = which
    event.motion.state = leftHeld ? 1 : 0
    event.motion.x = x
    event.motion.y = y
    return event
  }

  private func finger(
    _ type: SDL_EventType, id: Int64, x: Float, y: Float, touchID: Int64 = 7
  ) -> SDL_Event {
    var event = SDL_Event()
    event.tfinger.type = type.rawValue
    event.tfinger.touchId = touchID
    event.tfinger.fingerId = id
    event.tfinger.x = x
    event.tfinger.y = y
    return event
  }

  private func wheel(
    y: Float, x: Float = 0, integralY: Int32? = nil, flipped: Bool = false, time: UInt32 = 0,
    which: UInt32 = 0, mouseAt: (Int32, Int32) = (0, 0)
  ) -> SDL_Event {
    var event = SDL_Event()
    event.wheel.type = SDL_MOUSEWHEEL.rawValue
    event.wheel.timestamp = time
    event.wheel.which = which
    event.wheel.preciseX = x
    event.wheel.preciseY = y
    event.wheel.x = Int32(x.rounded(.towardZero))
    event.wheel.y = integralY ?? Int32(y.rounded(.towardZero))
    event.wheel.direction = (flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue
    event.wheel.mouseX = mouseAt.0
    event.wheel.mouseY = mouseAt.1
    return event
  }

  private func key(_ code: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) -> SDL_Event {
    var event = SDL_Event()
    event.key.type = SDL_KEYDOWN.rawValue
    event.key.keysym.sym = SDL_Keycode(code.rawValue)
    event.key.keysym.mod = UInt16(modifiers.rawValue)
    return event
  }

  private func translator(
    _ configuration: SDLInputTranslator.Configuration = .init(), pointScale: CGFloat = 1
  ) -> SDLInputTranslator {
    SDLInputTranslator(
      configuration: configuration, windowSize: CGSize(width: 800, height: 600),
      pointScale: pointScale)
  }

  private let mouse = SDLInputTranslator.mousePointerID

  // MARK: - Mouse

  @Test func aLeftClickBecomesPointerDownAndUpInPoints() {
    var subject = translator(pointScale: 2)
    let down = subject.translate(mouseButton(down: true, x: 200, y: 100))
    #expect(down?.event == .pointerDown(id: mouse, location: CGPoint(x: 100, y: 50), kind: .mouse))
    #expect(down?.location == CGPoint(x: 100, y: 50))
    #expect(subject.hasPointersDown)
    let up = subject.translate(mouseButton(down: false, x: 220, y: 100))
    #expect(up?.event == .pointerUp(id: mouse, location: CGPoint(x: 110, y: 50), kind: .mouse))
    #expect(!subject.hasPointersDown)
  }

  /// The kiosk's `--mouse` (issue 15): the mouse drags, swipes and long-presses as a finger.
  @Test func aMouseActingAsTouchReportsItsLeftButtonAsAFinger() {
    var subject = SDLInputTranslator(
      configuration: .init(mouseActsAsTouch: true), windowSize: CGSize(width: 400, height: 300))
    let down = subject.translate(mouseButton(down: true, x: 20, y: 30))
    #expect(down?.event == .pointerDown(id: mouse, location: CGPoint(x: 20, y: 30), kind: .touch))
    let moved = subject.translate(mouseMotion(x: 25, y: 90))
    #expect(moved?.event == .pointerMoved(id: mouse, location: CGPoint(x: 25, y: 90), kind: .touch))
    let up = subject.translate(mouseButton(down: false, x: 25, y: 90))
    #expect(up?.event == .pointerUp(id: mouse, location: CGPoint(x: 25, y: 90), kind: .touch))
    let click = subject.translate(mouseButton(down: true, x: 5, y: 5, button: SDL_BUTTON_RIGHT))
    #expect(click?.event == .secondaryClick(location: CGPoint(x: 5, y: 5)))
  }

  @Test func aRightButtonPressBecomesASecondaryClickInPointsAndItsReleaseNothing() {
    var subject = translator(pointScale: 2)
    let click = subject.translate(mouseButton(down: true, x: 200, y: 100, button: SDL_BUTTON_RIGHT))
    #expect(click?.event == .secondaryClick(location: CGPoint(x: 100, y: 50)))
    #expect(click?.location == CGPoint(x: 100, y: 50))
    #expect(!subject.hasPointersDown)
    #expect(
      subject.translate(mouseButton(down: false, x: 200, y: 100, button: SDL_BUTTON_RIGHT)) == nil)
    let fromTouch = SDLInputTranslator.touchMouseID
    #expect(
      subject.translate(
        mouseButton(down: true, x: 1, y: 1, button: SDL_BUTTON_RIGHT, which: fromTouch)) == nil)
  }

  @Test func theBackButtonsPressGoesBackAndItsReleaseNothing() {
    var subject = translator(pointScale: 1)
    let back = subject.translate(mouseButton(down: true, x: 20, y: 20, button: SDL_BUTTON_X1))
    #expect(back?.event == .key(.back, modifiers: []))
    #expect(back?.location == nil, "a key, with no place")
    #expect(!subject.hasPointersDown)
    #expect(subject.translate(mouseButton(down: false, x: 20, y: 20, button: SDL_BUTTON_X1)) == nil)
  }

  @Test func otherButtonsAreIgnored() {
    var subject = translator()
    #expect(
      subject.translate(mouseButton(down: true, x: 1, y: 1, button: SDL_BUTTON_MIDDLE)) == nil)
    #expect(subject.translate(mouseButton(down: false, x: 1, y: 1)) == nil, "no up without a down")
  }

  @Test func motionIsReportedOnlyWhileTheButtonIsHeld() {
    var subject = translator()
    #expect(subject.translate(mouseMotion(x: 5, y: 5, leftHeld: false)) == nil, "hover")
    _ = subject.translate(mouseButton(down: true, x: 10, y: 10))
    let moved = subject.translate(mouseMotion(x: 12, y: 30))
    #expect(moved?.event == .pointerMoved(id: mouse, location: CGPoint(x: 12, y: 30), kind: .mouse))
    _ = subject.translate(mouseButton(down: false, x: 12, y: 30))
    #expect(subject.translate(mouseMotion(x: 20, y: 40)) == nil, "after the release")
  }

  @Test func aButtonReleasedOutOfSightCancelsTheGesture() {
    var subject = translator()
    _ = subject.translate(mouseButton(down: true, x: 10, y: 10))
    let lost = subject.translate(mouseMotion(x: 50, y: 50, leftHeld: false))
    #expect(lost?.event == .pointerCancelled(id: mouse))
    #expect(!subject.hasPointersDown)
  }

  @Test func mouseEventsSynthesizedFromTouchesAreDropped() {
    var subject = translator()
    let fromTouch = SDLInputTranslator.touchMouseID
    #expect(subject.translate(mouseButton(down: true, x: 1, y: 1, which: fromTouch)) == nil)
    _ = subject.translate(mouseButton(down: true, x: 1, y: 1))
    #expect(subject.translate(mouseMotion(x: 9, y: 9, which: fromTouch)) == nil)
    #expect(subject.translate(wheel(y: 1, which: fromTouch)) == nil)
  }

  @Test func aKioskWithoutMouseIgnoresIt() {
    var subject = translator(.init(acceptsMouse: false))
    #expect(subject.translate(mouseButton(down: true, x: 1, y: 1)) == nil)
    #expect(subject.translate(finger(SDL_FINGERDOWN, id: 1, x: 0.5, y: 0.5)) != nil)
  }

  // MARK: - Touch

  @Test func touchesUseNormalizedCoordinatesTimesTheWindowSizeInPoints() {
    var subject = translator(pointScale: 2)
    let down = subject.translate(finger(SDL_FINGERDOWN, id: 3, x: 0.5, y: 0.25))
    #expect(down?.event == .pointerDown(id: 3, location: CGPoint(x: 400, y: 150), kind: .touch))
    let moved = subject.translate(finger(SDL_FINGERMOTION, id: 3, x: 0.5, y: 0.5))
    #expect(moved?.event == .pointerMoved(id: 3, location: CGPoint(x: 400, y: 300), kind: .touch))
    let up = subject.translate(finger(SDL_FINGERUP, id: 3, x: 0.25, y: 0.5))
    #expect(up?.event == .pointerUp(id: 3, location: CGPoint(x: 200, y: 300), kind: .touch))
  }

  @Test func eachFingerKeepsItsOwnID() {
    var subject = translator()
    _ = subject.translate(finger(SDL_FINGERDOWN, id: 1, x: 0.1, y: 0.1))
    let second = subject.translate(finger(SDL_FINGERDOWN, id: 2, x: 0.875, y: 0.875))
    #expect(second?.event == .pointerDown(id: 2, location: CGPoint(x: 700, y: 525), kind: .touch))
    #expect(
      subject.translate(finger(SDL_FINGERMOTION, id: 9, x: 0.2, y: 0.2)) == nil, "unknown finger")
    let cancelled = subject.cancelAllPointers().map(\.event)
    #expect(cancelled == [.pointerCancelled(id: 1), .pointerCancelled(id: 2)])
    #expect(!subject.hasPointersDown)
  }

  @Test func touchesSynthesizedFromTheMouseAreDropped() {
    var subject = translator()
    let event = finger(
      SDL_FINGERDOWN, id: 0, x: 0.5, y: 0.5, touchID: SDLInputTranslator.mouseTouchID)
    #expect(subject.translate(event) == nil)
  }

  @Test func aKioskWithoutTouchIgnoresIt() {
    var subject = translator(.init(acceptsTouch: false))
    #expect(subject.translate(finger(SDL_FINGERDOWN, id: 1, x: 0.5, y: 0.5)) == nil)
  }

  // MARK: - Wheel

  @Test func wholeNotchesStayNotchesWithTheMousePosition() {
    var subject = translator(pointScale: 2)
    let input = subject.translate(wheel(y: -2, mouseAt: (300, 40)))
    #expect(input?.event == .wheel(dx: 0, dy: -2, isPrecise: false))
    #expect(input?.location == CGPoint(x: 150, y: 20))
  }

  @Test func fractionalDeltasArePreciseAndScrollInPoints() {
    var subject = translator()
    let input = subject.translate(wheel(y: 0.375, x: -0.5))
    #expect(input?.event == .wheel(dx: -5, dy: 3.75, isPrecise: true))
  }

  @Test func preciseDeltasAreDividedByThePointScale() {
    var subject = translator(pointScale: 2)
    #expect(subject.translate(wheel(y: 1.5))?.event == .wheel(dx: 0, dy: 7.5, isPrecise: true))
  }

  @Test func aWholeDeltaInTheMiddleOfAPreciseGestureStaysPrecise() {
    var subject = translator()
    _ = subject.translate(wheel(y: 0.4, time: 1000))
    #expect(
      subject.translate(wheel(y: 1, time: 1100))?.event == .wheel(dx: 0, dy: 10, isPrecise: true))
    #expect(
      subject.translate(wheel(y: 2, time: 1300))?.event == .wheel(dx: 0, dy: 20, isPrecise: true))
    // A quarter second later with no precise event in between, the wheel is a wheel again.
    #expect(
      subject.translate(wheel(y: 1, time: 1600))?.event == .wheel(dx: 0, dy: 1, isPrecise: false))
  }

  @Test func anotherDeviceDoesNotInheritPrecision() {
    var subject = translator()
    _ = subject.translate(wheel(y: 0.4, time: 1000, which: 1))
    #expect(
      subject.translate(wheel(y: 1, time: 1010, which: 2))?.event
        == .wheel(dx: 0, dy: 1, isPrecise: false))
  }

  @Test func flippedWheelsAreTurnedBack() {
    var subject = translator()
    #expect(
      subject.translate(wheel(y: 1, flipped: true))?.event
        == .wheel(dx: 0, dy: -1, isPrecise: false))
    var keeping = translator(.init(unflipsWheel: false))
    #expect(
      keeping.translate(wheel(y: 1, flipped: true))?.event == .wheel(dx: 0, dy: 1, isPrecise: false)
    )
  }

  @Test func eventsWithoutPreciseFieldsUseTheIntegralOnes() {
    var subject = translator()
    var event = wheel(y: 0)
    event.wheel.y = 3
    #expect(subject.translate(event)?.event == .wheel(dx: 0, dy: 3, isPrecise: false))
    #expect(subject.translate(wheel(y: 0)) == nil, "no movement, no event")
  }

  // MARK: - Keys

  @Test func namedKeysTranslate() {
    var subject = translator()
    let expected: [(SDL_KeyCode, Key)] = [
      (SDLK_UP, .up), (SDLK_DOWN, .down), (SDLK_LEFT, .left), (SDLK_RIGHT, .right),
      (SDLK_PAGEUP, .pageUp), (SDLK_PAGEDOWN, .pageDown), (SDLK_HOME, .home), (SDLK_END, .end),
      (SDLK_RETURN, .return), (SDLK_KP_ENTER, .return), (SDLK_SPACE, .space),
      (SDLK_ESCAPE, .escape), (SDLK_TAB, .tab), (SDLK_BACKSPACE, .delete),
      (SDLK_DELETE, .forwardDelete), (SDLK_APPLICATION, .menu), (SDLK_MENU, .menu),
    ]
    for (code, named) in expected {
      #expect(subject.translate(key(code))?.event == .key(named, modifiers: []), "\(named)")
    }
    #expect(subject.translate(key(SDLK_F1)) == nil)
  }

  /// Issue 30, item 4: a kiosk's keypad drives spoken mode by its digits.
  @Test func theKeypadsDigitsAreDigits() {
    var subject = translator()
    let expected: [(SDL_KeyCode, Character)] = [
      (SDLK_KP_0, "0"), (SDLK_KP_2, "2"), (SDLK_KP_5, "5"), (SDLK_KP_8, "8"), (SDLK_KP_9, "9"),
    ]
    for (code, digit) in expected {
      #expect(subject.translate(key(code))?.event == .key(.character(digit), modifiers: []))
    }
  }

  @Test func shiftF10IsTheMenuKeyAndF10AloneIsNothing() {
    var subject = translator()
    #expect(
      subject.translate(key(SDLK_F10, modifiers: KMOD_LSHIFT))?.event == .key(.menu, modifiers: []))
    #expect(subject.translate(key(SDLK_F10)) == nil)
  }

  @Test func modifiersAndCharactersTranslate() {
    var subject = translator()
    #expect(
      subject.translate(key(SDLK_q, modifiers: KMOD_LCTRL))?.event
        == .key(.character("q"), modifiers: .control))
    #expect(
      subject.translate(key(SDLK_q, modifiers: KMOD_RGUI))?.event
        == .key(.character("q"), modifiers: .command))
    #expect(subject.translate(key(SDLK_3))?.event == .key(.character("3"), modifiers: []))
    let shiftTab = subject.translate(
      key(SDLK_TAB, modifiers: SDL_Keymod(KMOD_LSHIFT.rawValue | KMOD_LALT.rawValue)))
    #expect(shiftTab?.event == .key(.tab, modifiers: [.shift, .option]))
    #expect(shiftTab?.location == nil)
  }

  // MARK: - Relative locations

  @Test func windowInputMovesToAViewsOrigin() {
    let input = WindowInput(
      .pointerMoved(id: 1, location: CGPoint(x: 300, y: 120), kind: .touch),
      at: CGPoint(x: 300, y: 120))
    #expect(
      input.event(relativeTo: CGPoint(x: 241, y: 20))
        == .pointerMoved(id: 1, location: CGPoint(x: 59, y: 100), kind: .touch))
    let wheelInput = WindowInput(.wheel(dx: 0, dy: 1, isPrecise: false), at: CGPoint(x: 5, y: 5))
    #expect(
      wheelInput.event(relativeTo: CGPoint(x: 3, y: 3)) == .wheel(dx: 0, dy: 1, isPrecise: false))
  }
}
