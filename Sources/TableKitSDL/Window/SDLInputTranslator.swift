import CSDL2
import Foundation
import TableKit

/// Turns SDL events into TableKit `InputEvent`s in window points, as `WindowInput`s a host can
/// route to a view.
///
/// - **Mouse**: the left button as a pointer; the right button's press as a `.secondaryClick`
///   (its release is dropped); the back (X1) button's press as `.key(.back)`; other buttons are
///   ignored. Motion is reported only while the left
///   button that went down in the window is held; hover is ignored. Mouse events SDL makes from touches
///   (`which == SDL_TOUCH_MOUSEID`) are dropped, since the touches themselves arrive.
/// - **Touch**: `SDL_FINGERDOWN/MOTION/UP`, whose coordinates SDL normalizes to 0...1 of the
///   window, scaled by the window's size in points; the pointer id is the finger id. Touches SDL
///   makes from the mouse (`touchId == SDL_MOUSE_TOUCHID`) are dropped.
/// - **Wheel**: see `wheelInput(_:)` for how notches and precise (trackpad) deltas are told apart.
/// - **Keys**: arrows, page up/down, home/end, return (and keypad enter), space, escape, tab,
///   backspace (`.delete`), delete (`.forwardDelete`), the Menu (Application) key and Shift+F10
///   (`.menu`, without modifiers), the AC Back key (`.back`) and printable ASCII keys as `.character` (lowercase; shift is
///   in the modifiers), with key repeats.
/// - **Text**: `SDL_TEXTINPUT` as `.text` (what was typed or committed, in any script) and
///   `SDL_TEXTEDITING` as `.composition` (an input method's marked text, its cursor turned from
///   code points into characters), and `SDL_TEXTEDITING_EXT` (a composition longer than the
///   event's 32-byte buffer, whose heap text the translator frees) likewise; see
///   `SDLInputTranslator+Text.swift`.
///
/// The translator is a value with a little state (which pointers are down, when a precise wheel
/// was last seen), fed one event at a time; it needs no window, so tests synthesize `SDL_Event`s.
public struct SDLInputTranslator: Sendable {
  /// What the translator accepts and how it scales.
  public struct Configuration: Hashable, Sendable {
    /// Whether mouse buttons and motion become pointer events (a touch kiosk turns this off).
    public var acceptsMouse: Bool
    /// Whether touches become pointer events.
    public var acceptsTouch: Bool
    /// Whether the left mouse button is reported as a finger (`PointerKind.touch`), so that the
    /// mouse does whatever a finger does: drag to scroll and fling, swipe rows, pull to refresh,
    /// long-press. For trying a touch kiosk without a touch screen.
    public var mouseActsAsTouch: Bool
    /// Points scrolled per unit of a precise wheel delta, at one window unit per point. SDL on
    /// Wayland divides the compositor's pixels by 10 (`WAYLAND_WHEEL_AXIS_UNIT`), so 10 gives
    /// back the pixels the fingers moved: trackpad scrolling 1:1.
    public var pointsPerPreciseWheelUnit: CGFloat
    /// How long after a precise wheel event further integral deltas from the same device still
    /// count as precise (milliseconds of SDL event time): a trackpad's delta of exactly 1.0 in
    /// the middle of a gesture is not a notch.
    public var preciseWheelMemory: UInt32
    /// Whether deltas of a wheel event marked `SDL_MOUSEWHEEL_FLIPPED` are multiplied by -1, as
    /// SDL's documentation says to get the physical direction back.
    public var unflipsWheel: Bool

    /// Creates a configuration.
    public init(
      acceptsMouse: Bool = true, acceptsTouch: Bool = true, pointsPerPreciseWheelUnit: CGFloat = 10,
      preciseWheelMemory: UInt32 = 250, unflipsWheel: Bool = true, mouseActsAsTouch: Bool = false
    ) {
      self.acceptsMouse = acceptsMouse
      self.acceptsTouch = acceptsTouch
      self.mouseActsAsTouch = mouseActsAsTouch
      self.pointsPerPreciseWheelUnit = pointsPerPreciseWheelUnit
      self.preciseWheelMemory = preciseWheelMemory
      self.unflipsWheel = unflipsWheel
    }
  }

  /// The pointer id of the mouse; touches use their finger ids, which are never negative.
  public static let mousePointerID = -1
  /// `SDL_TOUCH_MOUSEID`: the `which` of mouse events SDL synthesizes from touches.
  public static let touchMouseID = UInt32.max
  /// `SDL_MOUSE_TOUCHID`: the `touchId` of touch events SDL synthesizes from the mouse.
  public static let mouseTouchID = SDL_TouchID(-1)

  /// What the translator accepts.
  public var configuration: Configuration
  /// The window's size in points, which normalized touch coordinates are scaled by.
  public var windowSize: CGSize
  /// Window units (SDL mouse coordinates) per point.
  public var pointScale: CGFloat
  /// How the window's picture is turned on its display: pointers and touches are turned back
  /// onto the content, whose size `windowSize` is.
  public var rotation = DisplayRotation.none
  /// The SDL id of the window the content fills; touches SDL says are over another window are
  /// dropped. 0 takes every touch.
  public var windowID: UInt32 = 0

  private var isMouseDown = false
  private var fingersDown: Set<Int> = []
  private var lastPreciseWheel: (device: UInt32, time: UInt32)?

  /// Creates a translator.
  /// - Parameters:
  ///   - configuration: What to accept.
  ///   - windowSize: The window's size in points.
  ///   - pointScale: Window units per point (`WindowHost.pointScale`).
  public init(
    configuration: Configuration = Configuration(), windowSize: CGSize, pointScale: CGFloat = 1
  ) {
    self.configuration = configuration
    self.windowSize = windowSize
    self.pointScale = pointScale
  }

  /// Whether a mouse button or a finger is down.
  public var hasPointersDown: Bool { isMouseDown || !fingersDown.isEmpty }

  // MARK: - Translating

  /// The input `event` stands for, or nil when it is none of TableKit's (or is filtered out).
  public mutating func translate(_ event: SDL_Event) -> WindowInput? {
    switch SDL_EventType(event.type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      return mouseButtonInput(event.button)
    case SDL_MOUSEMOTION:
      return mouseMotionInput(event.motion)
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      return touchInput(event.tfinger, type: SDL_EventType(event.type))
    case SDL_MOUSEWHEEL:
      return wheelInput(event.wheel)
    case SDL_KEYDOWN:
      return keyInput(event.key)
    case SDL_TEXTINPUT:
      return Self.textInput(event.text)
    case SDL_TEXTEDITING:
      return Self.compositionInput(event.edit)
    case SDL_TEXTEDITING_EXT:
      return Self.compositionInput(takingTextOf: event.editExt)
    default:
      return nil
    }
  }

  /// Cancels every pointer that is down (for when the window loses focus mid-gesture).
  /// - Returns: One `.pointerCancelled` per pointer.
  public mutating func cancelAllPointers() -> [WindowInput] {
    var cancelled: [WindowInput] = []
    if isMouseDown { cancelled.append(WindowInput(.pointerCancelled(id: Self.mousePointerID))) }
    for id in fingersDown.sorted() { cancelled.append(WindowInput(.pointerCancelled(id: id))) }
    isMouseDown = false
    fingersDown.removeAll()
    return cancelled
  }

  private func points(_ x: Int32, _ y: Int32) -> CGPoint {
    let scale = pointScale > 0 ? pointScale : 1
    let point = CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    guard rotation != .none else { return point }
    let display = rotation.contentSize(onDisplayOf: windowSize)
    guard display.width > 0, display.height > 0 else { return point }
    return contentPoint(
      ofDisplayFraction: CGPoint(x: point.x / display.width, y: point.y / display.height))
  }

  /// The content's point at `fraction` of the display (SDL's normalized touch coordinates).
  private func contentPoint(ofDisplayFraction fraction: CGPoint) -> CGPoint {
    let turned = rotation.contentFraction(ofDisplayFraction: fraction)
    return CGPoint(x: turned.x * windowSize.width, y: turned.y * windowSize.height)
  }

  // MARK: - Mouse

  private mutating func mouseButtonInput(_ button: SDL_MouseButtonEvent) -> WindowInput? {
    guard configuration.acceptsMouse, button.which != Self.touchMouseID else { return nil }
    let location = points(button.x, button.y)
    if Int32(button.button) == SDL_BUTTON_RIGHT {
      guard button.type == SDL_MOUSEBUTTONDOWN.rawValue else { return nil }
      return WindowInput(.secondaryClick(location: location), at: location)
    }
    if Int32(button.button) == SDL_BUTTON_X1 {
      guard button.type == SDL_MOUSEBUTTONDOWN.rawValue else { return nil }
      return WindowInput(.key(.back, modifiers: []))
    }
    guard Int32(button.button) == SDL_BUTTON_LEFT else { return nil }
    let id = Self.mousePointerID
    if button.type == SDL_MOUSEBUTTONDOWN.rawValue {
      guard !isMouseDown else { return nil }
      isMouseDown = true
      return WindowInput(.pointerDown(id: id, location: location, kind: mouseKind), at: location)
    }
    guard isMouseDown else { return nil }
    isMouseDown = false
    return WindowInput(.pointerUp(id: id, location: location, kind: mouseKind), at: location)
  }

  private mutating func mouseMotionInput(_ motion: SDL_MouseMotionEvent) -> WindowInput? {
    guard configuration.acceptsMouse, motion.which != Self.touchMouseID, isMouseDown else {
      return nil
    }
    let leftMask = UInt32(1) << UInt32(SDL_BUTTON_LEFT - 1)
    guard motion.state & leftMask != 0 else {
      // The button came up where SDL could not see it (outside the window without capture):
      // the gesture is over, but it was not a release on the content.
      isMouseDown = false
      return WindowInput(.pointerCancelled(id: Self.mousePointerID))
    }
    let location = points(motion.x, motion.y)
    return WindowInput(
      .pointerMoved(id: Self.mousePointerID, location: location, kind: mouseKind), at: location)
  }

  /// What the left button's pointer is reported as.
  private var mouseKind: PointerKind { configuration.mouseActsAsTouch ? .touch : .mouse }

  // MARK: - Touch

  private mutating func touchInput(_ finger: SDL_TouchFingerEvent, type: SDL_EventType)
    -> WindowInput?
  {
    guard configuration.acceptsTouch, finger.touchId != Self.mouseTouchID else { return nil }
    // SDL normalizes a touch to the window under it where it can tell (X11, Wayland); one over
    // another window of the program is that window's.
    if windowID != 0, finger.windowID != 0, finger.windowID != windowID { return nil }
    // Finger ids are non-negative in practice; masking the sign bit keeps them apart from the
    // mouse's -1 whatever a driver sends.
    let id = Int(truncatingIfNeeded: finger.fingerId) & Int.max
    let location = contentPoint(
      ofDisplayFraction: CGPoint(x: CGFloat(finger.x), y: CGFloat(finger.y)))
    switch type {
    case SDL_FINGERDOWN:
      guard fingersDown.insert(id).inserted else { return nil }
      return WindowInput(.pointerDown(id: id, location: location, kind: .touch), at: location)
    case SDL_FINGERMOTION:
      guard fingersDown.contains(id) else { return nil }
      return WindowInput(.pointerMoved(id: id, location: location, kind: .touch), at: location)
    default:
      guard fingersDown.remove(id) != nil else { return nil }
      return WindowInput(.pointerUp(id: id, location: location, kind: .touch), at: location)
    }
  }

  // MARK: - Wheel

  /// A wheel event as notches or as precise points.
  ///
  /// SDL 2.26 reports every wheel in "notches": `y` is whole notches and `preciseY` the same
  /// amount with a fraction. A classic wheel sends whole notches; a trackpad (or a
  /// high-resolution wheel) sends fractions of one. So:
  /// 1. The amounts are `preciseX/preciseY`, or `x/y` when both precise fields are zero (events
  ///    made by code or older SDLs), multiplied by -1 when the event is
  ///    `SDL_MOUSEWHEEL_FLIPPED` and `unflipsWheel` is on.
  /// 2. An event with a fractional amount is precise; so is an integral one that comes from the
  ///    same device within `preciseWheelMemory` milliseconds of a precise one (a gesture whose
  ///    delta happens to be whole).
  /// 3. Precise amounts become points (× `pointsPerPreciseWheelUnit` ÷ `pointScale`); notches stay
  ///    notches. Positive `dy` scrolls toward the top, as in SDL.
  /// Wheels SDL makes from touches are dropped.
  mutating func wheelInput(_ wheel: SDL_MouseWheelEvent) -> WindowInput? {
    guard wheel.which != Self.touchMouseID else { return nil }
    var dx = CGFloat(wheel.preciseX)
    var dy = CGFloat(wheel.preciseY)
    if dx == 0, dy == 0 {
      dx = CGFloat(wheel.x)
      dy = CGFloat(wheel.y)
    }
    guard dx != 0 || dy != 0 else { return nil }
    if configuration.unflipsWheel, wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue {
      dx = -dx
      dy = -dy
    }
    let isFractional = dx.rounded() != dx || dy.rounded() != dy
    let isRecentGesture =
      lastPreciseWheel.map {
        $0.device == wheel.which && wheel.timestamp &- $0.time <= configuration.preciseWheelMemory
      } ?? false
    let location = points(wheel.mouseX, wheel.mouseY)
    guard isFractional || isRecentGesture else {
      lastPreciseWheel = nil
      return WindowInput(.wheel(dx: dx, dy: dy, isPrecise: false), at: location)
    }
    lastPreciseWheel = (wheel.which, wheel.timestamp)
    let scale = configuration.pointsPerPreciseWheelUnit / (pointScale > 0 ? pointScale : 1)
    return WindowInput(.wheel(dx: dx * scale, dy: dy * scale, isPrecise: true), at: location)
  }
}
