import Foundation
import Testing

@testable import TableKit

/// Issue 27: seeded random formats never trap the parser. Random strings over the language's
/// alphabet either parse into a well-formed result or fail with a caret inside the string;
/// formats made from the grammar parse into exactly what was written; and one-character edits
/// of those behave like the random strings. A failure names its seed and input to replay.
@Suite struct VisualFormatFuzzTests {
  /// The views every case may name.
  static let views: Set<String> = ["a", "b", "c_1", "_d"]
  /// The metrics every case may use, one of them not finite.
  static let metrics: [String: Double] = ["m": 20, "n": -4.5, "p": 500, "bad": .nan]

  @Test func randomStringsParseOrFailWithACaretInside() {
    let alphabet: [String] = [
      "H", "V", ":", "|", "|", "-", "-", "-", "[", "[", "]", "]", "(", ")", "<", ">", "=", "=",
      ",", "@", "0", "1", "5", "9", ".", "e", "a", "a", "b", "m", "p", "c_1", "_d", "bad", " ",
      "\0",
    ]
    var outcomes: [String: Int] = [:]
    for seed in UInt64(1)...3_000 {
      var random = SplitMix64(seed: seed)
      let length = Int.random(in: 0...40, using: &random)
      var input = (0..<length).map { _ in alphabet.randomElement(using: &random) ?? "" }.joined()
      // Start half of them like a format, so that more of them get past the first view, and
      // put a character outside ASCII in a few.
      if seed % 2 == 0 { input = "|-[a]" + input }
      if seed % 25 == 0 { input.insert("é", at: input.startIndex) }
      if let problem = Self.problem(parsing: input) {
        Issue.record("seed \(seed), input \(input.debugDescription): \(problem)")
      }
      outcomes[Self.outcome(parsing: input), default: 0] += 1
    }
    // The strings reach most of the parser: some parse, and most kinds of error occur.
    #expect(outcomes["parsed", default: 0] >= 10, "\(outcomes)")
    #expect(outcomes.count >= 20, "\(outcomes)")
  }

  /// "parsed", or the kind of error parsing `input` gives (its reason without arguments).
  static func outcome(parsing input: String) -> String {
    do {
      _ = try VisualFormat.parse(input, metrics: metrics, viewNames: views)
      return "parsed"
    } catch {
      return String(
        describing: Mirror(reflecting: error.reason).children.first?.label
          ?? "\(error.reason)")
    }
  }

  @Test func formatsFromTheGrammarParseIntoWhatWasWritten() throws {
    for seed in UInt64(10_001)...12_000 {
      var random = SplitMix64(seed: seed)
      let generated = GeneratedFormat(using: &random)
      do {
        let parsed = try VisualFormat.parse(
          generated.text, metrics: Self.metrics, viewNames: Self.views)
        #expect(
          parsed == generated.expected, "seed \(seed), input \(generated.text.debugDescription)")
      } catch {
        Issue.record("seed \(seed), input \(generated.text.debugDescription): \(error)")
      }
    }
  }

  @Test func editedGrammarFormatsParseOrFailWithACaretInside() {
    let insertions: [UInt8] = Array("|-[]()<>=,@0.e-aHV: ".utf8)
    for seed in UInt64(20_001)...23_000 {
      var random = SplitMix64(seed: seed)
      var bytes = Array(GeneratedFormat(using: &random).text.utf8)
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let index = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where index < bytes.count: bytes.remove(at: index)
        case 1 where index < bytes.count:
          bytes[index] = insertions.randomElement(using: &random) ?? 0
        case 2: bytes.removeSubrange(index...)
        default: bytes.insert(insertions.randomElement(using: &random) ?? 0, at: index)
        }
      }
      let input = String(decoding: bytes, as: UTF8.self)
      if let problem = Self.problem(parsing: input) {
        Issue.record("seed \(seed), input \(input.debugDescription): \(problem)")
      }
    }
  }

  /// What is wrong with the outcome of parsing `input`, or nil if it is sound: a result must be
  /// well formed, an error must point inside the input (or name the whole of it) and print
  /// its caret there.
  static func problem(parsing input: String) -> String? {
    let length = input.utf8.count
    do {
      let format = try VisualFormat.parse(input, metrics: metrics, viewNames: views)
      return problem(in: format, length: length)
    } catch {
      switch error.reason {
      case .emptyString:
        return length == 0 && error.position == nil ? nil : "empty? \(error)"
      case .nonASCII:
        let ascii = input.utf8.allSatisfy { $0 < 0x80 }
        return !ascii && error.position == nil ? nil : "non-ASCII? \(error)"
      default:
        guard let position = error.position, (0...length).contains(position) else {
          return "caret outside: \(error.position.map(String.init) ?? "nil") of \(length)"
        }
        let expectedEnd = "\n" + String(repeating: " ", count: position) + "^"
        guard error.description.hasPrefix("Unable to parse constraint format: \n"),
          error.description.hasSuffix(expectedEnd)
        else { return "malformed message: \(error.description.debugDescription)" }
        return nil
      }
    }
  }

  /// What is wrong with a parsed format, or nil: views named and in order, one connection
  /// between each two, finite numbers, priorities in range, views only as a view's objects.
  static func problem(in format: VisualFormat, length: Int) -> String? {
    guard !format.views.isEmpty else { return "no views" }
    guard format.connections.count == format.views.count - 1 else { return "connections" }
    var end = 0
    for view in format.views {
      guard views.contains(view.name) else { return "unknown view \(view.name)" }
      guard view.range.lowerBound >= end, view.range.upperBound <= length else {
        return "range \(view.range)"
      }
      end = view.range.upperBound
      if let bad = view.predicates.first(where: { !isSound($0, inView: true) }) {
        return "predicate \(bad)"
      }
    }
    let connections =
      format.connections
      + [format.leadingConnection, format.trailingConnection]
      .compactMap { $0 }
    for case .predicates(let predicates) in connections {
      if predicates.isEmpty { return "an empty connection" }
      if let bad = predicates.first(where: { !isSound($0, inView: false) }) {
        return "connection predicate \(bad)"
      }
    }
    return nil
  }

  /// Whether a predicate's numbers are finite, its priority in (0, 1000], and it names a view
  /// only where one may be named.
  static func isSound(_ predicate: VisualFormat.Predicate, inView: Bool) -> Bool {
    if let priority = predicate.priority?.number, !(priority > 0 && priority <= 1000) {
      return false
    }
    switch predicate.object {
    case .constant(let value): return value.number.isFinite
    case .view(let name): return inView && views.contains(name)
    }
  }
}
