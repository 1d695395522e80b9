import CSDL2
import Foundation
import TableKit

/// Plays an `InputScript` as real SDL events: `SDL_FINGERDOWN`, `SDL_FINGERMOTION` and
/// `SDL_FINGERUP` (normalized to the window, as a touch screen sends them) and `SDL_KEYDOWN`,
/// pushed into SDL's queue with `SDL_PushEvent`, so that they travel the host's whole input path:
/// the event loop, the translator, the router, the views.
///
/// The host calls `advance(to:windowSize:)` once per loop turn; a drag moves its finger on every
/// turn, so the views see the motion at the host's frame rate and on its clock, as a finger's.
@MainActor
public final class InputScriptPlayer {
  /// How long a tap's finger stays down.
  public nonisolated static let tapHold: TimeInterval = 0.05

  /// The script.
  public let script: InputScript
  private var index = 0
  /// When the current step began.
  private var stepStart: TimeInterval
  /// Whether the current tap or drag has put its finger down.
  private var fingerIsDown = false
  /// The finger of the current gesture; each gesture has its own.
  private var fingerID: SDL_FingerID = 0

  /// The touch device the fingers are on (any id but SDL's mouse-made `SDL_MOUSE_TOUCHID`).
  static let touchID: SDL_TouchID = 1

  /// Starts playing `script` at `now` (seconds of the host's clock).
  public init(script: InputScript, startingAt now: TimeInterval) {
    self.script = script
    stepStart = now
  }

  /// Whether every step has been played.
  public var isFinished: Bool { index >= script.steps.count }

  /// When the player next has something to do, for a host sleeping between events; nil once
  /// finished. While a finger is down the host draws every frame anyway.
  public var nextDeadline: TimeInterval? {
    guard !isFinished else { return nil }
    if case .wait(let seconds) = script.steps[index] { return stepStart + seconds }
    return stepStart
  }

  /// Pushes the events that are due at `now`.
  /// - Parameters:
  ///   - now: The host's clock.
  ///   - windowSize: The window's size in points, which finger positions are normalized by.
  /// - Returns: The labels of the `report` steps reached, in order.
  public func advance(to now: TimeInterval, windowSize: CGSize) -> [String] {
    var reports: [String] = []
    while !isFinished {
      switch script.steps[index] {
      case .wait(let seconds):
        guard now >= stepStart + seconds else { return reports }
        finishStep(at: stepStart + seconds)
      case .report(let label):
        reports.append(label)
        finishStep(at: now)
      case .key(let name):
        pushKey(name)
        finishStep(at: now)
      case .text(let text):
        pushText(text)
        finishStep(at: now)
      case .closeWindow:
        var event = SDL_Event()
        event.quit.type = SDL_QUIT.rawValue
        event.quit.timestamp = SDL_GetTicks()
        SDL_PushEvent(&event)
        finishStep(at: now)
      case .tap(let point):
        if !fingerIsDown {
          beginGesture(at: point, windowSize: windowSize)
          return reports
        }
        guard now >= stepStart + Self.tapHold else { return reports }
        pushFinger(SDL_FINGERUP, id: fingerID, at: point, windowSize: windowSize)
        finishStep(at: now)
      case .drag(let from, let to, let duration):
        guard move(fingers: 1, from: from, to: to, duration: duration, now: now, in: windowSize)
        else { return reports }
      case .touches(let fingers, let from, let to, let duration):
        guard
          move(fingers: fingers, from: from, to: to, duration: duration, now: now, in: windowSize)
        else { return reports }
      }
    }
    return reports
  }

  private func beginGesture(at point: CGPoint, windowSize: CGSize) {
    fingerID += 1
    fingerIsDown = true
    pushFinger(SDL_FINGERDOWN, id: fingerID, at: point, windowSize: windowSize)
  }

  /// Plays a drag of `fingers` fingers side by side: down on the first turn, then a move per
  /// turn, up once `duration` has passed.
  /// - Returns: Whether the step is finished.
  private func move(
    fingers: Int, from: CGPoint, to: CGPoint, duration: TimeInterval, now: TimeInterval,
    in windowSize: CGSize
  ) -> Bool {
    assert(fingers >= 1, "a gesture has a finger")
    func each(_ type: SDL_EventType, at center: CGPoint) {
      // The gesture's fingers have the ids up to `fingerID`.
      let firstID = fingerID - SDL_FingerID(fingers - 1)
      for finger in 0..<fingers {
        let offset = (CGFloat(finger) - CGFloat(fingers - 1) / 2) * InputScript.fingerSpacing
        pushFinger(
          type, id: firstID + SDL_FingerID(finger),
          at: CGPoint(x: center.x + offset, y: center.y), windowSize: windowSize)
      }
    }
    if !fingerIsDown {
      fingerID += SDL_FingerID(fingers)
      fingerIsDown = true
      each(SDL_FINGERDOWN, at: from)
      return false
    }
    let progress = min(1, (now - stepStart) / duration)
    let point = CGPoint(
      x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
    each(SDL_FINGERMOTION, at: point)
    guard progress >= 1 else { return false }
    each(SDL_FINGERUP, at: to)
    finishStep(at: now)
    return true
  }

  private func finishStep(at time: TimeInterval) {
    index += 1
    stepStart = time
    fingerIsDown = false
  }

  private func pushFinger(
    _ type: SDL_EventType, id: SDL_FingerID, at point: CGPoint, windowSize: CGSize
  ) {
    var event = SDL_Event()
    event.tfinger.type = type.rawValue
    event.tfinger.timestamp = SDL_GetTicks()
    event.tfinger.touchId = Self.touchID
    event.tfinger.fingerId = id
    event.tfinger.x = Float(windowSize.width > 0 ? point.x / windowSize.width : 0)
    event.tfinger.y = Float(windowSize.height > 0 ? point.y / windowSize.height : 0)
    event.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
    SDL_PushEvent(&event)
  }

  /// The SDL key codes of `InputScript.keyNames`.
  private static let keyCodes: [String: SDL_KeyCode] = [
    "escape": SDLK_ESCAPE, "return": SDLK_RETURN, "up": SDLK_UP, "down": SDLK_DOWN,
    "left": SDLK_LEFT, "right": SDLK_RIGHT, "pageup": SDLK_PAGEUP, "pagedown": SDLK_PAGEDOWN,
    "home": SDLK_HOME, "end": SDLK_END, "space": SDLK_SPACE, "tab": SDLK_TAB,
  ]

  /// The SDL modifier bits of `InputScript.modifierNames`.
  private static let modifierBits: [Substring: SDL_Keymod] = [
    "ctrl": KMOD_LCTRL, "alt": KMOD_LALT, "shift": KMOD_LSHIFT,
  ]

  private func pushKey(_ chord: String) {
    let parts = chord.split(separator: "+", omittingEmptySubsequences: false)
    let name = String(parts.last ?? "")
    let modifiers = parts.dropLast().reduce(UInt16(0)) { bits, part in
      bits | UInt16(Self.modifierBits[part]?.rawValue ?? 0)
    }
    let code: SDL_Keycode
    if let named = Self.keyCodes[name] {
      code = SDL_Keycode(named.rawValue)
    } else if let scalar = name.lowercased().unicodeScalars.first {
      code = SDL_Keycode(scalar.value)
    } else {
      return
    }
    for type in [SDL_KEYDOWN, SDL_KEYUP] {
      var event = SDL_Event()
      event.key.type = type.rawValue
      event.key.timestamp = SDL_GetTicks()
      event.key.keysym.sym = code
      event.key.keysym.mod = modifiers
      SDL_PushEvent(&event)
    }
  }

  /// Pushes `text` as `SDL_TEXTINPUT` events, a character each (an event holds 31 bytes).
  private func pushText(_ text: String) {
    for character in text {
      var event = SDL_Event()
      event.text.type = SDL_TEXTINPUT.rawValue
      event.text.timestamp = SDL_GetTicks()
      withUnsafeMutableBytes(of: &event.text.text) { buffer in
        for (index, byte) in String(character).utf8.prefix(buffer.count - 1).enumerated() {
          buffer[index] = byte
        }
      }
      SDL_PushEvent(&event)
    }
  }
}
