import Foundation
import TableKit

/// A few lines of taps, drags, key presses and waits that a host plays as real input, to try a
/// program's touch handling without hands (the kiosk's `--touch-script FILE`, its tests).
///
///     # comments start with a hash
///     wait 0.5                        seconds
///     tap 400 300                     a finger down and up at a point (window points)
///     drag 400 500 to 400 150 in 0.3  a finger moving in a straight line for 0.3 s
///     fling 400 500 to 400 150        a fast drag (0.1 s), which keeps scrolling
///     tap2 400 300                    two fingers tapping side by side (tap3: three)
///     swipe3 400 450 to 400 150       three fingers side by side in a fast drag (swipe2: two)
///     key escape                      a key press: a name (escape, return, up, down, left,
///                                     right, pageup, pagedown, home, end, space, tab) or a
///                                     character, after modifiers held with it (ctrl+alt+o)
///     type 1234                       text typed into the field being edited
///     close                           the window's close (a window manager's close button)
///     report after the fling          asks the host to print its state with this label
public struct InputScript: Equatable, Sendable {
  /// One line of a script.
  public enum Step: Equatable, Sendable {
    /// Nothing for this many seconds.
    case wait(TimeInterval)
    /// A finger down and up at a point, in window points.
    case tap(CGPoint)
    /// A finger down at `from`, moving in a straight line to `to` over `duration` seconds, up.
    case drag(from: CGPoint, to: CGPoint, duration: TimeInterval)
    /// `fingers` fingers side by side (`fingerSpacing` apart, centred on the points) going down
    /// around `from`, moving together to `to` over `duration` seconds, and lifting: a
    /// two-finger tap, a three-finger swipe.
    case touches(fingers: Int, from: CGPoint, to: CGPoint, duration: TimeInterval)
    /// A key pressed and released, with the modifiers held (`ctrl+alt+o`).
    case key(String)
    /// Text typed, as a keyboard's text input sends it.
    case text(String)
    /// A request to close the window, as a window manager's close button sends it.
    case closeWindow
    /// The host says where it is, under this label.
    case report(String)
  }

  /// How long a `fling` takes.
  public static let flingDuration: TimeInterval = 0.1
  /// The distance between the fingers of a `tap2`, `swipe3`, in points.
  public static let fingerSpacing: CGFloat = 40
  /// The finger counts `tapN` and `swipeN` take.
  public static let fingerCounts = 2...3
  /// The modifiers `key` takes before its key, joined with `+`.
  public static let modifierNames = ["ctrl", "alt", "shift"]
  /// The key names `key` takes, besides single characters.
  public static let keyNames = [
    "escape", "return", "up", "down", "left", "right", "pageup", "pagedown", "home", "end",
    "space", "tab",
  ]

  /// The steps, in order.
  public var steps: [Step]

  /// Creates a script of `steps`.
  public init(steps: [Step]) { self.steps = steps }

  /// Reads a script's text.
  /// - Throws: `InputScriptError` naming the first line that is not a step.
  public init(text: String) throws(InputScriptError) {
    var steps: [Step] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line =
        rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        .first.map(String.init) ?? ""
      let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
      guard let command = words.first else { continue }
      do {
        steps.append(try Self.step(command, Array(words.dropFirst())))
      } catch let message {
        throw InputScriptError(line: index + 1, message: message.text)
      }
    }
    self.steps = steps
  }

  /// Reads the script in a file.
  /// - Throws: `InputScriptError` for an unreadable file (line 0) or a bad line.
  public init(contentsOfFile path: String) throws(InputScriptError) {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw InputScriptError(line: 0, message: "cannot read \(path): \(error.localizedDescription)")
    }
    try self.init(text: text)
  }

  /// The total time the script takes, in seconds (a tap counts as `InputScriptPlayer`'s hold).
  public var duration: TimeInterval {
    steps.reduce(0) { total, step in
      switch step {
      case .wait(let seconds): return total + seconds
      case .drag(_, _, let seconds): return total + seconds
      case .tap: return total + InputScriptPlayer.tapHold
      case .touches(_, _, _, let seconds): return total + seconds
      case .key, .text, .closeWindow, .report: return total
      }
    }
  }

  private struct LineMistake: Error { var text: String }

  private static func step(_ command: String, _ words: [String]) throws(LineMistake) -> Step {
    func number(_ word: String, _ what: String) throws(LineMistake) -> Double {
      guard let value = Double(word), value.isFinite else {
        throw LineMistake(text: "\(command): \(what) must be a number, not '\(word)'")
      }
      return value
    }
    func point(_ x: String, _ y: String) throws(LineMistake) -> CGPoint {
      CGPoint(x: try number(x, "x"), y: try number(y, "y"))
    }
    switch command {
    case "wait":
      guard words.count == 1 else { throw LineMistake(text: "wait takes seconds: wait 0.5") }
      let seconds = try number(words[0], "the time")
      guard seconds >= 0 else { throw LineMistake(text: "wait: the time must not be negative") }
      return .wait(seconds)
    case "tap":
      guard words.count == 2 else { throw LineMistake(text: "tap takes a point: tap 400 300") }
      return .tap(try point(words[0], words[1]))
    case "drag", "fling":
      let usage =
        command == "drag" ? "drag 400 500 to 400 150 in 0.3" : "fling 400 500 to 400 150"
      let hasDuration = command == "drag"
      guard words.count == (hasDuration ? 7 : 5), words[2] == "to",
        !hasDuration || words[5] == "in"
      else { throw LineMistake(text: "\(command) takes two points: \(usage)") }
      let duration = hasDuration ? try number(words[6], "the time") : flingDuration
      guard duration > 0 else { throw LineMistake(text: "\(command): the time must be positive") }
      return .drag(
        from: try point(words[0], words[1]), to: try point(words[3], words[4]),
        duration: duration)
    case "tap2", "tap3":
      guard words.count == 2 else {
        throw LineMistake(text: "\(command) takes a point: \(command) 400 300")
      }
      let center = try point(words[0], words[1])
      return .touches(
        fingers: Int(String(command.last!))!, from: center, to: center,
        duration: InputScriptPlayer.tapHold)
    case "swipe2", "swipe3":
      guard words.count == 5, words[2] == "to" else {
        throw LineMistake(text: "\(command) takes two points: \(command) 400 450 to 400 150")
      }
      return .touches(
        fingers: Int(String(command.last!))!, from: try point(words[0], words[1]),
        to: try point(words[3], words[4]), duration: flingDuration)
    case "key":
      let parts = words.first?.split(separator: "+", omittingEmptySubsequences: false) ?? []
      guard words.count == 1, let key = parts.last.map(String.init),
        key.count == 1 || keyNames.contains(key),
        parts.dropLast().allSatisfy({ modifierNames.contains(String($0)) })
      else {
        throw LineMistake(
          text: "key takes a key: a character or one of \(keyNames.joined(separator: ", ")), "
            + "after modifiers (\(modifierNames.joined(separator: ", "))) joined with +")
      }
      return .key(words[0])
    case "type":
      guard !words.isEmpty else { throw LineMistake(text: "type takes text: type 1234") }
      return .text(words.joined(separator: " "))
    case "close":
      guard words.isEmpty else { throw LineMistake(text: "close takes nothing") }
      return .closeWindow
    case "report":
      return .report(words.joined(separator: " "))
    default:
      throw LineMistake(
        text: "'\(command)' is not a step; steps: wait, tap, drag, fling, tap2, tap3, swipe2, "
          + "swipe3, key, type, close, report")
    }
  }
}

/// A line of an input script that is not a step.
public struct InputScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line, from 1; 0 for the file as a whole.
  public var line: Int
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line 3: …`.
  public var description: String { line == 0 ? message : "line \(line): \(message)" }
}
