import Foundation

/// Reads the words of one script line in turn: numbers, points, names and quoted strings.
struct MonkeyLineReader {
  private let scalars: [Unicode.Scalar]
  private var position = 0

  init(_ line: String) { scalars = Array(line.unicodeScalars) }

  private mutating func skipSpaces() {
    while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" {
      position += 1
    }
  }

  /// The next run of characters up to a space.
  mutating func word() throws(MonkeyScriptError) -> String {
    skipSpaces()
    guard position < scalars.count else { throw MonkeyScriptError("the line ends too early") }
    var word = String.UnicodeScalarView()
    while position < scalars.count, scalars[position] != " ", scalars[position] != "\t" {
      word.append(scalars[position])
      position += 1
    }
    return String(word)
  }

  /// A finite number.
  mutating func number() throws(MonkeyScriptError) -> Double {
    let text = try word()
    guard let value = Double(text), value.isFinite else {
      throw MonkeyScriptError("'\(text)' is not a finite number")
    }
    return value
  }

  /// A whole number in `range`.
  mutating func integer(in range: ClosedRange<Int>) throws(MonkeyScriptError) -> Int {
    let text = try word()
    guard let value = Int(text), range.contains(value) else {
      throw MonkeyScriptError(
        "'\(text)' is not a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  /// A duration of 0 to 3,600 seconds.
  mutating func seconds() throws(MonkeyScriptError) -> Double {
    let value = try number()
    guard (0...3600).contains(value) else {
      throw MonkeyScriptError("\(value) s is not a duration from 0 to 3600 s")
    }
    return value
  }

  /// Two numbers.
  mutating func point() throws(MonkeyScriptError) -> CGPoint {
    CGPoint(x: try number(), y: try number())
  }

  /// `touch` (true) or `mouse` (false).
  mutating func pointer() throws(MonkeyScriptError) -> Bool {
    try choice(["touch", "mouse"]) == "touch"
  }

  /// One of `choices`.
  mutating func choice(_ choices: [String]) throws(MonkeyScriptError) -> String {
    let text = try word()
    guard choices.contains(text) else {
      throw MonkeyScriptError("'\(text)' is not \(choices.joined(separator: " or "))")
    }
    return text
  }

  /// A string in double quotes with JSON's escapes.
  mutating func quoted() throws(MonkeyScriptError) -> String {
    skipSpaces()
    guard position < scalars.count, scalars[position] == "\"" else {
      throw MonkeyScriptError("a quoted text is missing")
    }
    position += 1
    var text = String.UnicodeScalarView()
    while position < scalars.count {
      let scalar = scalars[position]
      position += 1
      if scalar == "\"" { return String(text) }
      guard scalar == "\\" else {
        text.append(scalar)
        continue
      }
      guard position < scalars.count else { break }
      let escaped = scalars[position]
      position += 1
      switch escaped {
      case "n": text.append("\n")
      case "r": text.append("\r")
      case "t": text.append("\t")
      case "u":
        guard position + 4 <= scalars.count,
          let value = UInt32(String(String.UnicodeScalarView(scalars[position..<position + 4])), radix: 16),
          let decoded = Unicode.Scalar(value)
        else { throw MonkeyScriptError("a \\u escape needs four hex digits of a scalar") }
        text.append(decoded)
        position += 4
      default: text.append(escaped)
      }
    }
    throw MonkeyScriptError("a quoted text has no closing quote")
  }

  /// Nothing but spaces left.
  mutating func end() throws(MonkeyScriptError) {
    skipSpaces()
    guard position == scalars.count else {
      throw MonkeyScriptError("unexpected '\(String(String.UnicodeScalarView(scalars[position...])))'")
    }
  }
}
