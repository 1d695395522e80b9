import Foundation
import TableKit

/// One thing a monkey does to a program: a gesture, a key, text, a resize or a wait, in window
/// points. A script is a list of them, one per line in `line` form, so that a failure's input can
/// be written out, read back and replayed exactly.
public enum MonkeyAction: Equatable, Sendable {
  /// Fingers tapping `count` times (1 to 3) at a point, with `touch` or the mouse's left button.
  case tap(CGPoint, count: Int, touch: Bool)
  /// A finger or the left button held still for `seconds`.
  case longPress(CGPoint, seconds: Double, touch: Bool)
  /// A finger or the left button moving in a straight line over `seconds` (short: a fling;
  /// from the left edge: an edge swipe).
  case drag(from: CGPoint, to: CGPoint, seconds: Double, touch: Bool)
  /// Two fingers around `center`, `from` points apart moving to `to` points apart.
  case pinch(center: CGPoint, from: Double, to: Double)
  /// A mouse button other than the left one pressed and released: 3 the right (context
  /// menu), 4 the back button, 2 the middle.
  case click(CGPoint, button: Int)
  /// `count` wheel events at a point, one a frame: whole notches, or a trackpad's fractional
  /// deltas (`precise`).
  case wheel(at: CGPoint, dx: Double, dy: Double, precise: Bool, count: Int)
  /// A key pressed and released, with the modifiers held.
  case key(MonkeyKey, modifiers: MonkeyModifiers)
  /// Text typed or committed by an input method (sent only while text input is on, as SDL
  /// does).
  case text(String)
  /// An input method's composition growing to `text` a character a frame, then committed or
  /// cancelled.
  case composition(String, commits: Bool)
  /// The window resized to a size in points (SDL refuses 0; the monkey asks anyway).
  case resize(width: Int, height: Int)
  /// Nothing for `seconds`; long waits let idle timers fire (the kiosk's return to start).
  case idle(seconds: Double)

  /// The action as one line of a script.
  public var line: String {
    switch self {
    case .tap(let point, let count, let touch):
      return "tap \(Self.format(point)) \(count) \(Self.pointer(touch))"
    case .longPress(let point, let seconds, let touch):
      return "long-press \(Self.format(point)) \(Self.format(seconds)) \(Self.pointer(touch))"
    case .drag(let from, let to, let seconds, let touch):
      return
        "drag \(Self.format(from)) \(Self.format(to)) \(Self.format(seconds)) \(Self.pointer(touch))"
    case .pinch(let center, let from, let to):
      return "pinch \(Self.format(center)) \(Self.format(from)) \(Self.format(to))"
    case .click(let point, let button):
      return "click \(Self.format(point)) \(button)"
    case .wheel(let point, let dx, let dy, let precise, let count):
      return
        "wheel \(Self.format(point)) \(Self.format(dx)) \(Self.format(dy)) \(precise ? "precise" : "notches") \(count)"
    case .key(let key, let modifiers):
      return "key \(key.name) \(modifiers.name)"
    case .text(let text):
      return "text \(Self.quoted(text))"
    case .composition(let text, let commits):
      return "compose \(Self.quoted(text)) \(commits ? "commit" : "cancel")"
    case .resize(let width, let height):
      return "resize \(width) \(height)"
    case .idle(let seconds):
      return "idle \(Self.format(seconds))"
    }
  }

  /// Reads one line of a script.
  /// - Throws: `MonkeyScriptError` saying what is wrong with the line.
  public init(line: String) throws(MonkeyScriptError) {
    var words = MonkeyLineReader(line)
    let command = try words.word()
    switch command {
    case "tap":
      self = .tap(try words.point(), count: try words.integer(in: 1...3), touch: try words.pointer())
    case "long-press":
      self = .longPress(try words.point(), seconds: try words.seconds(), touch: try words.pointer())
    case "drag":
      self = .drag(
        from: try words.point(), to: try words.point(), seconds: try words.seconds(),
        touch: try words.pointer())
    case "pinch":
      self = .pinch(center: try words.point(), from: try words.number(), to: try words.number())
    case "click":
      self = .click(try words.point(), button: try words.integer(in: 1...5))
    case "wheel":
      let point = try words.point()
      let dx = try words.number()
      let dy = try words.number()
      let precise = try words.choice(["precise", "notches"]) == "precise"
      self = .wheel(at: point, dx: dx, dy: dy, precise: precise, count: try words.integer(in: 1...240))
    case "key":
      let name = try words.word()
      guard let key = MonkeyKey(name: name) else {
        throw MonkeyScriptError("no key '\(name)'")
      }
      self = .key(key, modifiers: try MonkeyModifiers(name: words.word()))
    case "text":
      self = .text(try words.quoted())
    case "compose":
      let text = try words.quoted()
      self = .composition(text, commits: try words.choice(["commit", "cancel"]) == "commit")
    case "resize":
      self = .resize(width: try words.integer(in: 0...100_000), height: try words.integer(in: 0...100_000))
    case "idle":
      self = .idle(seconds: try words.seconds())
    default:
      throw MonkeyScriptError("no action '\(command)'")
    }
    try words.end()
  }

  private static func pointer(_ touch: Bool) -> String { touch ? "touch" : "mouse" }

  static func format(_ point: CGPoint) -> String { "\(format(point.x)) \(format(point.y))" }

  /// A number as short as it reads back exactly.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }

  /// A string in double quotes with JSON's escapes, so any text fits on one line.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.properties.generalCategory == .lineSeparator
          || scalar.properties.generalCategory == .paragraphSeparator
        {
          result += String(format: "\\u%04x", scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

/// Why a line of a monkey script could not be read.
public struct MonkeyScriptError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What was wrong, with the line number when known.
  public var description: String

  init(_ description: String) { self.description = description }
}
