import CSDL2
import Foundation
import TableKit
import TableKitSDL
import Testing

/// The on-screen keyboard in a real window's loop (issue 14): SDL touches on a field bring it
/// up, SDL touches on its keys type, and an SDL key press sends it away, all through
/// `SceneHost`'s own translation and routing (under Xvfb in `scripts/test`).
@MainActor
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["DISPLAY"] != nil,
    "needs a display; scripts/test provides one with xvfb-run"))
struct OnScreenKeyboardHostTests {
  private let field = TextField(frame: CGRect(x: 16, y: 40, width: 368, height: 36))

  private func makeHost() throws -> SceneHost {
    let window = try WindowHost(
      configuration: .init(title: "keyboard host test", size: CGSize(width: 400, height: 500)))
    let controller = ViewController()
    controller.view.addSubview(field)
    let host = SceneHost(window: window, rootViewController: controller)
    host.contentWindow?.showsOnScreenKeyboard = .automatic
    // Drain what opening the window queued (exposure, focus), so that tests see their own events.
    try host.run(.init(frameLimit: 1))
    return host
  }

  /// Pushes a finger's touch and lift at `point` (window points).
  private func touch(_ point: CGPoint, in host: SceneHost) {
    for type in [SDL_FINGERDOWN, SDL_FINGERUP] {
      var event = SDL_Event()
      event.tfinger.type = type.rawValue
      event.tfinger.touchId = 1
      event.tfinger.fingerId = 0
      event.tfinger.x = Float(point.x / host.window.size.width)
      event.tfinger.y = Float(point.y / host.window.size.height)
      SDL_PushEvent(&event)
    }
  }

  private func keyPoint(_ action: OnScreenKeyboardLayout.Action, in host: SceneHost) throws -> CGPoint {
    let keyboard = try #require(host.contentWindow?.onScreenKeyboard)
    let key = try #require(keyboard.layout.keys.first { $0.action == action })
    return CGPoint(x: key.frame.midX, y: keyboard.frame.minY + key.frame.midY)
  }

  /// Pushes a mouse click at `point` (window points).
  private func click(_ point: CGPoint) {
    for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
      var event = SDL_Event()
      event.button.type = type.rawValue
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.clicks = 1
      event.button.x = Int32(point.x)
      event.button.y = Int32(point.y)
      SDL_PushEvent(&event)
    }
  }

  /// SDL makes text events only while text input is on: a click that begins editing turns it
  /// on in the same pass of the loop, so that the next key typed arrives with its text rather
  /// than after the caret's first blink; ending editing turns it off as soon.
  @Test func aClickThatBeginsEditingTurnsTextInputOnAtOnce() throws {
    let host = try makeHost()
    #expect(SDL_IsTextInputActive() == SDL_FALSE)
    click(CGPoint(x: 100, y: 58))
    try host.run(.init(frameLimit: 1))
    #expect(field.isFirstResponder)
    #expect(SDL_IsTextInputActive() == SDL_TRUE)
    // As in UIKit, a click elsewhere does not end editing; the field's own code does.
    field.resignFirstResponder()
    try host.run(.init(frameLimit: 1))
    #expect(SDL_IsTextInputActive() == SDL_FALSE)
  }

  @Test func touchesBringTheKeyboardTypeOnItAndAHardwareKeySendsItAway() throws {
    let host = try makeHost()
    let window = try #require(host.contentWindow)
    touch(CGPoint(x: 100, y: 58), in: host)
    // Half a second of frames: the field begins editing and the keyboard slides all the way up.
    try host.run(.init(frameLimit: 40))
    #expect(field.isFirstResponder)
    #expect(window.onScreenKeyboardHeight == OnScreenKeyboardLayout.height(forWidth: 400))
    for letter in ["o", "k"] {
      touch(try keyPoint(.character(letter), in: host), in: host)
      try host.run(.init(frameLimit: 3))
    }
    #expect(field.text == "Ok", "the keyboard shifted by itself at the sentence's start")
    var key = SDL_Event()
    key.key.type = SDL_KEYDOWN.rawValue
    key.key.keysym.sym = SDL_Keycode(SDLK_LEFT.rawValue)
    SDL_PushEvent(&key)
    try host.run(.init(frameLimit: 40))
    #expect(window.onScreenKeyboard.isHidden)
    #expect(field.isFirstResponder, "the field goes on with the hardware keyboard")
    #expect(field.editing.caret == 1, "the key reached the field")
  }
}
