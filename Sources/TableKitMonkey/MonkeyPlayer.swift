import CSDL2
import Foundation
import TableKit
import TableKitSDL

/// Plays monkey actions into a running program as real SDL events: pushed into SDL's queue
/// with `SDL_PushEvent`, so that they travel the program's whole input path (its `SceneHost`
/// loop, the translator, its shortcuts, the router, the views), with a frame drawn after each
/// batch on a virtual clock stepped at 60 Hz.
@MainActor
public final class MonkeyPlayer {
  /// The program's loop.
  public let host: SceneHost
  /// The time every `SystemClock` reads while the monkey plays.
  public let clock: ManualClock
  /// Called after every frame (the session's heartbeat and quit check).
  public var afterFrame: (@MainActor () -> Void)?
  /// SDL events sent so far: pushed into the queue, or made by SDL for a resize.
  public private(set) var eventCount = 0
  /// Frames drawn so far.
  public private(set) var frameCount = 0
  private var nextFingerID: SDL_FingerID = 1

  /// The frame interval of the virtual clock.
  public static let frameInterval: TimeInterval = 1.0 / 60
  /// The frame interval after the first half second of a long wait, so that waiting out an
  /// idle timer costs few frames.
  static let idleFrameInterval: TimeInterval = 0.25
  /// The touch device the fingers are on (any id but SDL's mouse-made one).
  static let touchID: SDL_TouchID = 7

  /// Creates a player for a program's loop.
  public init(host: SceneHost, clock: ManualClock) {
    self.host = host
    self.clock = clock
  }

  private var windowSize: CGSize { host.window.size }
  private var pointScale: CGFloat { host.window.pointScale }

  /// Plays one action to its end.
  public func play(_ action: MonkeyAction) {
    switch action {
    case .tap(let point, let count, let touch):
      for index in 0..<count {
        press(at: point, touch: touch)
        frames(3)
        release(at: point, touch: touch)
        frames(index == count - 1 ? 2 : 4)
      }
    case .longPress(let point, let seconds, let touch):
      press(at: point, touch: touch)
      frames(Int((seconds / Self.frameInterval).rounded()))
      release(at: point, touch: touch)
      frames(2)
    case .drag(let from, let to, let seconds, let touch):
      drag(from: from, to: to, seconds: seconds, touch: touch)
    case .pinch(let center, let from, let to):
      pinch(center: center, from: from, to: to)
    case .click(let point, let button):
      mouseButton(SDL_MOUSEBUTTONDOWN, button: button, at: point)
      frames(2)
      mouseButton(SDL_MOUSEBUTTONUP, button: button, at: point)
      frames(2)
    case .wheel(let point, let dx, let dy, let precise, let count):
      for _ in 0..<count {
        wheel(at: point, dx: dx, dy: dy, precise: precise)
        frames(1)
      }
      frames(2)
    case .key(let key, let modifiers):
      press(key, modifiers: modifiers)
      frames(2)
    case .text(let text):
      typeText(text)
      frames(2)
    case .composition(let text, let commits):
      compose(text, commits: commits)
    case .resize(let width, let height):
      resize(width: width, height: height)
      frames(2)
    case .idle(let seconds):
      idle(seconds)
    }
  }

  // MARK: - Frames

  /// Draws `count` frames, a frame interval apart.
  func frames(_ count: Int, interval: TimeInterval = MonkeyPlayer.frameInterval) {
    for _ in 0..<max(0, count) {
      host.runFrame()
      frameCount += 1
      clock.advance(by: interval)
      afterFrame?()
    }
  }

  private func idle(_ seconds: TimeInterval) {
    let quick = min(seconds, 0.5)
    frames(Int((quick / Self.frameInterval).rounded()))
    let rest = seconds - quick
    if rest > 0 {
      frames(Int((rest / Self.idleFrameInterval).rounded(.up)), interval: Self.idleFrameInterval)
    }
  }

  // MARK: - Pointers

  private func push(_ event: inout SDL_Event) {
    if SDL_PushEvent(&event) == 1 { eventCount += 1 }
  }

  private func press(at point: CGPoint, touch: Bool) {
    if touch {
      nextFingerID += 1
      finger(SDL_FINGERDOWN, id: nextFingerID, at: point)
    } else {
      mouseButton(SDL_MOUSEBUTTONDOWN, button: Int(SDL_BUTTON_LEFT), at: point)
    }
  }

  private func move(to point: CGPoint, touch: Bool) {
    if touch {
      finger(SDL_FINGERMOTION, id: nextFingerID, at: point)
    } else {
      var event = SDL_Event()
      event.motion.type = SDL_MOUSEMOTION.rawValue
      event.motion.timestamp = SDL_GetTicks()
      event.motion.which = 0
      event.motion.state = UInt32(1) << UInt32(SDL_BUTTON_LEFT - 1)
      (event.motion.x, event.motion.y) = windowUnits(point)
      push(&event)
    }
  }

  private func release(at point: CGPoint, touch: Bool) {
    if touch {
      finger(SDL_FINGERUP, id: nextFingerID, at: point)
    } else {
      mouseButton(SDL_MOUSEBUTTONUP, button: Int(SDL_BUTTON_LEFT), at: point)
    }
  }

  private func drag(from: CGPoint, to: CGPoint, seconds: TimeInterval, touch: Bool) {
    press(at: from, touch: touch)
    frames(1)
    let steps = max(1, Int((seconds / Self.frameInterval).rounded()))
    for step in 1...steps {
      let progress = Double(step) / Double(steps)
      move(
        to: CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress),
        touch: touch)
      frames(1)
    }
    release(at: to, touch: touch)
    frames(2)
  }

  private func pinch(center: CGPoint, from: Double, to: Double) {
    let first = nextFingerID + 1
    let second = nextFingerID + 2
    nextFingerID += 2
    func points(_ distance: Double) -> (CGPoint, CGPoint) {
      (
        CGPoint(x: center.x - distance / 2, y: center.y),
        CGPoint(x: center.x + distance / 2, y: center.y)
      )
    }
    let start = points(from)
    finger(SDL_FINGERDOWN, id: first, at: start.0)
    finger(SDL_FINGERDOWN, id: second, at: start.1)
    frames(1)
    let steps = 12
    for step in 1...steps {
      let now = points(from + (to - from) * Double(step) / Double(steps))
      finger(SDL_FINGERMOTION, id: first, at: now.0)
      finger(SDL_FINGERMOTION, id: second, at: now.1)
      frames(1)
    }
    let end = points(to)
    finger(SDL_FINGERUP, id: first, at: end.0)
    frames(1)
    finger(SDL_FINGERUP, id: second, at: end.1)
    frames(2)
  }

  private func finger(_ type: SDL_EventType, id: SDL_FingerID, at point: CGPoint) {
    var event = SDL_Event()
    event.tfinger.type = type.rawValue
    event.tfinger.timestamp = SDL_GetTicks()
    event.tfinger.touchId = Self.touchID
    event.tfinger.fingerId = id
    // A touch screen reports where on it the finger is, 0 to 1 of the window.
    let size = windowSize
    event.tfinger.x = Float(size.width > 0 ? min(max(point.x / size.width, 0), 1) : 0)
    event.tfinger.y = Float(size.height > 0 ? min(max(point.y / size.height, 0), 1) : 0)
    event.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
    push(&event)
  }

  private func mouseButton(_ type: SDL_EventType, button: Int, at point: CGPoint) {
    var event = SDL_Event()
    event.button.type = type.rawValue
    event.button.timestamp = SDL_GetTicks()
    event.button.which = 0
    event.button.button = UInt8(clamping: button)
    event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
    event.button.clicks = 1
    (event.button.x, event.button.y) = windowUnits(point)
    push(&event)
  }

  private func wheel(at point: CGPoint, dx: Double, dy: Double, precise: Bool) {
    var event = SDL_Event()
    event.wheel.type = SDL_MOUSEWHEEL.rawValue
    event.wheel.timestamp = SDL_GetTicks()
    event.wheel.which = 0
    event.wheel.x = Int32(dx.rounded(.towardZero))
    event.wheel.y = Int32(dy.rounded(.towardZero))
    event.wheel.preciseX = Float(dx)
    event.wheel.preciseY = Float(dy)
    event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
    (event.wheel.mouseX, event.wheel.mouseY) = windowUnits(point)
    if !precise {
      event.wheel.preciseX = Float(event.wheel.x)
      event.wheel.preciseY = Float(event.wheel.y)
    }
    push(&event)
  }

  /// A point in SDL's window units; the monkey's points are finite and inside a window of at
  /// most 100,000 points.
  private func windowUnits(_ point: CGPoint) -> (Int32, Int32) {
    (Int32((point.x * pointScale).rounded()), Int32((point.y * pointScale).rounded()))
  }

  // MARK: - Keys and text

  /// SDL's key codes for the named keys.
  private static let keyCodes: [String: SDL_KeyCode] = [
    "escape": SDLK_ESCAPE, "return": SDLK_RETURN, "space": SDLK_SPACE, "tab": SDLK_TAB,
    "backspace": SDLK_BACKSPACE, "delete": SDLK_DELETE, "up": SDLK_UP, "down": SDLK_DOWN,
    "left": SDLK_LEFT, "right": SDLK_RIGHT, "pageup": SDLK_PAGEUP, "pagedown": SDLK_PAGEDOWN,
    "home": SDLK_HOME, "end": SDLK_END, "menu": SDLK_APPLICATION, "back": SDLK_AC_BACK,
    "f10": SDLK_F10, "enter": SDLK_KP_ENTER,
  ]

  private func press(_ key: MonkeyKey, modifiers: MonkeyModifiers) {
    let code: SDL_Keycode
    var typed: String?
    switch key {
    case .named(let name):
      code = SDL_Keycode((Self.keyCodes[name] ?? SDLK_UNKNOWN).rawValue)
      if name == "space" { typed = " " }
    case .character(let character):
      // SDL's key codes for letters are the lowercase letter; shift is in the modifiers.
      let lower = Character(character.lowercased())
      code = SDL_Keycode(lower.asciiValue ?? 0)
      typed = String(modifiers.contains(.shift) ? Character(character.uppercased()) : character)
    }
    var mod: UInt16 = 0
    if modifiers.contains(.shift) { mod |= UInt16(KMOD_LSHIFT.rawValue) }
    if modifiers.contains(.control) { mod |= UInt16(KMOD_LCTRL.rawValue) }
    if modifiers.contains(.alt) { mod |= UInt16(KMOD_LALT.rawValue) }
    if modifiers.contains(.gui) { mod |= UInt16(KMOD_LGUI.rawValue) }
    for type in [SDL_KEYDOWN, SDL_KEYUP] {
      var event = SDL_Event()
      event.key.type = type.rawValue
      event.key.timestamp = SDL_GetTicks()
      event.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
      event.key.keysym.sym = code
      event.key.keysym.mod = mod
      push(&event)
      // As SDL does, a printable key also sends its text while text input is on, unless a
      // command modifier is held.
      if type == SDL_KEYDOWN, let typed, modifiers.isDisjoint(with: [.control, .alt, .gui]),
        SDL_IsTextInputActive() == SDL_TRUE
      {
        typeText(typed)
      }
    }
  }

  /// Sends text as SDL does: only while text input is on, in `SDL_TEXTINPUT` events of at most
  /// 31 bytes, each ending on a whole scalar.
  private func typeText(_ text: String) {
    guard SDL_IsTextInputActive() == SDL_TRUE else { return }
    var chunk: [UInt8] = []
    func send() {
      guard !chunk.isEmpty else { return }
      var event = SDL_Event()
      event.text.type = SDL_TEXTINPUT.rawValue
      event.text.timestamp = SDL_GetTicks()
      withUnsafeMutableBytes(of: &event.text.text) { buffer in
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        buffer.copyBytes(from: chunk)
      }
      push(&event)
      chunk.removeAll()
    }
    for scalar in text.unicodeScalars {
      let bytes = Array(String(scalar).utf8)
      if chunk.count + bytes.count > 31 { send() }
      chunk += bytes
    }
    send()
  }

  /// An input method's composition growing a character a frame (`SDL_TEXTEDITING_EXT`, whose
  /// text SDL allocates and the reader frees), then committed as text or cancelled by an empty
  /// composition.
  private func compose(_ text: String, commits: Bool) {
    guard SDL_IsTextInputActive() == SDL_TRUE else {
      frames(1)
      return
    }
    var prefix = ""
    for character in text {
      prefix.append(character)
      composition(prefix)
      frames(1)
    }
    composition("")
    if commits { typeText(text) }
    frames(2)
  }

  private func composition(_ text: String) {
    var event = SDL_Event()
    event.editExt.type = SDL_TEXTEDITING_EXT.rawValue
    event.editExt.timestamp = SDL_GetTicks()
    event.editExt.text = SDL_strdup(text)
    event.editExt.start = Int32(text.unicodeScalars.count)
    event.editExt.length = 0
    if SDL_PushEvent(&event) == 1 {
      eventCount += 1
    } else {
      SDL_free(event.editExt.text)
    }
  }

  // MARK: - Window

  /// Resizes the window as a user's drag of its corner would; SDL refuses a size of 0, which
  /// the monkey asks for anyway, then takes the smallest window SDL makes.
  private func resize(width: Int, height: Int) {
    let scale = Double(pointScale)
    SDL_SetWindowSize(
      host.window.window, Int32((Double(width) * scale).rounded()),
      Int32((Double(height) * scale).rounded()))
    if width == 0 || height == 0 {
      SDL_SetWindowSize(
        host.window.window, Int32(max(1, (Double(width) * scale).rounded())),
        Int32(max(1, (Double(height) * scale).rounded())))
    }
    eventCount += 1
  }
}
