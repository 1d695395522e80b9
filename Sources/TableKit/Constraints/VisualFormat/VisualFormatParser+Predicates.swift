import Foundation

// Predicates and what they are made of: relations, numbers, names, priorities.

extension VisualFormatParser {
  /// A number or a name where a predicate's object or priority stands, before it is looked up.
  enum Operand {
    /// A number literal, with its text for messages; infinite if it overflowed.
    case number(Double, literal: String)
    /// A C identifier: a metric or a view.
    case name(String)
  }

  /// Reads `predicate (',' predicate)*`.
  /// - Parameter inView: Whether the predicates are a view's own, where a view name may be the
  ///   object, rather than a connection's.
  mutating func parsePredicateList(
    inView: Bool
  ) throws(VisualFormatError) -> [VisualFormat.Predicate] {
    var predicates: [VisualFormat.Predicate] = []
    while true {
      predicates.append(try parsePredicate(inView: inView))
      guard peek == Self.comma else { return predicates }
      position += 1
    }
  }

  /// Reads `relation? object ('@' priority)?`.
  mutating func parsePredicate(inView: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
    let relation = try parseRelation()
    let object = try parseObject(inView: inView)
    guard peek == UInt8(ascii: "@") else { return VisualFormat.Predicate(relation, object) }
    position += 1
    return VisualFormat.Predicate(relation, object, priority: try parsePriority())
  }

  /// Reads `==`, `<=` or `>=`, or nothing, which means `==`. The end of the format here is an
  /// error, since a predicate must follow.
  mutating func parseRelation() throws(VisualFormatError) -> VisualFormat.Relation {
    let relation: VisualFormat.Relation
    switch peek {
    case nil: throw failure(.expectedMoreInput)
    case UInt8(ascii: "="): relation = .equal
    case UInt8(ascii: "<"): relation = .lessThanOrEqual
    case UInt8(ascii: ">"): relation = .greaterThanOrEqual
    default: return .equal
    }
    position += 1
    guard peek == UInt8(ascii: "=") else { throw failure(.unknownRelation) }
    position += 1
    return relation
  }

  /// Reads a predicate's object: a number, a metric (looked up first, as UIKit does), or, in a
  /// view's predicates, a view. The caret of an error about a name is just after it.
  mutating func parseObject(inView: Bool) throws(VisualFormatError) -> VisualFormat.Object {
    switch try scanOperand() {
    case .number(let number, let literal):
      guard number.isFinite else { throw failure(.nonFiniteNumber(literal)) }
      return .constant(VisualFormat.Value(number))
    case .name(let name):
      if let number = metrics[name] {
        guard number.isFinite else { throw failure(.nonFiniteMetric(name)) }
        return .constant(VisualFormat.Value(number, metric: name))
      }
      guard viewNames.contains(name) else { throw failure(.unknownMetric(name)) }
      guard inView else { throw failure(.viewAsSpacing(name)) }
      return .view(name)
    }
  }

  /// Reads a priority, a number or a metric in (0, 1000]. The caret of an error is just after
  /// it, where UIKit puts it.
  mutating func parsePriority() throws(VisualFormatError) -> VisualFormat.Value {
    let priority: VisualFormat.Value
    switch try scanOperand() {
    case .number(let number, _):
      priority = VisualFormat.Value(number)
    case .name(let name):
      guard let number = metrics[name] else {
        throw failure(viewNames.contains(name) ? .viewAsPriority(name) : .unknownMetric(name))
      }
      guard !number.isNaN else { throw failure(.priorityNotANumber(name)) }
      priority = VisualFormat.Value(number, metric: name)
    }
    guard priority.number > 0 else { throw failure(.priorityNotPositive(priority.number)) }
    guard priority.number <= 1000 else { throw failure(.priorityTooHigh(priority.number)) }
    return priority
  }

  /// Reads a number (it starts with `-` or a digit) or a name (a letter or `_`).
  mutating func scanOperand() throws(VisualFormatError) -> Operand {
    guard let first = peek else { throw failure(.expectedNumberOrMetric) }
    if first == Self.dash || Self.isDigit(first) { return try scanNumber() }
    guard let name = scanName() else { throw failure(.expectedNumberOrMetric) }
    return .name(name)
  }

  /// Reads the longest decimal number `strtod` would read here: `-`? digits with an optional
  /// fraction, at least one digit in all, then an exponent if digits follow its `e`. Nothing
  /// is consumed when there is no number (the caret stays on the `-`).
  mutating func scanNumber() throws(VisualFormatError) -> Operand {
    var end = position
    if bytes[end] == Self.dash { end += 1 }
    let integerStart = end
    end = skipDigits(from: end)
    var digits = end - integerStart
    if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
      let fractionEnd = skipDigits(from: end + 1)
      digits += fractionEnd - (end + 1)
      if digits > 0 { end = fractionEnd }
    }
    guard digits > 0 else { throw failure(.malformedNumber) }
    if end < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "e") {
      var exponent = end + 1
      if exponent < bytes.count, bytes[exponent] == Self.dash || bytes[exponent] == Self.plus {
        exponent += 1
      }
      let exponentEnd = skipDigits(from: exponent)
      if exponentEnd > exponent { end = exponentEnd }
    }
    let literal = String(decoding: bytes[position..<end], as: UTF8.self)
    position = end
    // Swift reads what `strtod` reads, overflowing to infinity; nil cannot happen for this
    // syntax, but is an error rather than a trap.
    guard let number = Double(literal) else { throw failure(.malformedNumber) }
    return .number(number, literal: literal)
  }

  /// Reads a C identifier, `[A-Za-z_][A-Za-z0-9_]*`, or nothing (nil) if none starts here.
  mutating func scanName() -> String? {
    guard let first = peek, Self.isLetter(first) else { return nil }
    let start = position
    position += 1
    while let next = peek, Self.isLetter(next) || Self.isDigit(next) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// The offset of the first character from `start` on that is not a digit.
  func skipDigits(from start: Int) -> Int {
    var end = start
    while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
    return end
  }

  /// Whether `byte` is `0` to `9`.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `byte` may start a C identifier: a letter or `_`.
  static func isLetter(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
  }

  /// `+`, allowed after an exponent's `e`.
  static let plus = UInt8(ascii: "+")
}
