import Foundation

@testable import TableKit

/// A random visual format built from the grammar, written out with its text and with the
/// `VisualFormat` it must parse into, ranges included: every form a view, a connection and a
/// predicate can take, with the names and metrics of `VisualFormatFuzzTests`.
struct GeneratedFormat {
  /// The format as written.
  private(set) var text = ""
  /// What parsing `text` must give.
  private(set) var expected: VisualFormat

  /// Number literals as they may be written, with their values.
  static let numbers: [(String, Double)] = [
    ("0", 0), ("8", 8), ("20", 20), ("0.5", 0.5), ("12.25", 12.25), ("1e2", 100), ("2.", 2),
    ("-3", -3), ("-.5", -0.5), ("-1E1", -10),
  ]
  /// Priority literals as they may be written, with their values.
  static let priorities: [(String, Double)] = [
    ("1", 1), ("250", 250), ("750", 750), ("999.5", 999.5), ("1000", 1000), ("1e3", 1000),
  ]

  /// A format drawn from `random`.
  init(using random: inout SplitMix64) {
    expected = VisualFormat(format: "", views: [])
    switch Int.random(in: 0..<3, using: &random) {
    case 0: text = "H:"
    case 1:
      text = "V:"
      expected.orientation = .vertical
    default: break
    }
    if Bool.random(using: &random) {
      text += "|"
      expected.leadingConnection = writeConnection(using: &random)
    }
    let count = Int.random(in: 1...5, using: &random)
    for index in 0..<count {
      if index > 0 { expected.connections.append(writeConnection(using: &random)) }
      expected.views.append(writeView(using: &random))
    }
    if Bool.random(using: &random) {
      expected.trailingConnection = writeConnection(using: &random)
      text += "|"
    }
    expected.format = text
  }

  /// Writes a view with zero to three predicates and returns it.
  private mutating func writeView(using random: inout SplitMix64) -> VisualFormat.NamedView {
    let start = text.utf8.count
    let name = VisualFormatFuzzTests.views.sorted().randomElement(using: &random) ?? "a"
    let predicates = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      Self.predicate(inView: true, using: &random)
    }
    text += "[" + name
    if !predicates.isEmpty { text += "(" + predicates.map(\.text).joined(separator: ",") + ")" }
    text += "]"
    return VisualFormat.NamedView(
      name, predicates: predicates.map(\.predicate), range: start..<text.utf8.count)
  }

  /// Writes a connection (flush, standard, one predicate bare or in parentheses, or several
  /// in parentheses) and returns it. A bare predicate cannot start with a minus sign, which
  /// UIKit would take for a second dash.
  private mutating func writeConnection(
    using random: inout SplitMix64
  ) -> VisualFormat.Connection {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return .flush
    case 1:
      text += "-"
      return .standard
    default:
      let predicates = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        Self.predicate(inView: false, using: &random)
      }
      let list = predicates.map(\.text).joined(separator: ",")
      let bare = predicates.count == 1 && !list.hasPrefix("-") && Bool.random(using: &random)
      text += bare ? "-" + list + "-" : "-(" + list + ")-"
      return .predicates(predicates.map(\.predicate))
    }
  }

  /// A predicate, `relation? object (@priority)?`, and its text.
  private static func predicate(
    inView: Bool, using random: inout SplitMix64
  ) -> (predicate: VisualFormat.Predicate, text: String) {
    var predicate = VisualFormat.Predicate(.equal, .constant(VisualFormat.Value(0)))
    var text = ""
    switch Int.random(in: 0..<4, using: &random) {
    case 0: text += "=="
    case 1:
      text += "<="
      predicate.relation = .lessThanOrEqual
    case 2:
      text += ">="
      predicate.relation = .greaterThanOrEqual
    default: break
    }
    switch Int.random(in: 0..<(inView ? 4 : 3), using: &random) {
    case 0, 1:
      let (literal, number) = numbers.randomElement(using: &random) ?? ("0", 0)
      text += literal
      predicate.object = .constant(VisualFormat.Value(number))
    case 2:
      let metric = Bool.random(using: &random) ? "m" : "n"
      text += metric
      let number = VisualFormatFuzzTests.metrics[metric] ?? 0
      predicate.object = .constant(VisualFormat.Value(number, metric: metric))
    default:
      let name = VisualFormatFuzzTests.views.sorted().randomElement(using: &random) ?? "a"
      text += name
      predicate.object = .view(name)
    }
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      let (literal, number) = priorities.randomElement(using: &random) ?? ("1", 1)
      text += "@" + literal
      predicate.priority = VisualFormat.Value(number)
    case 1:
      text += "@p"
      predicate.priority = VisualFormat.Value(500, metric: "p")
    default: break
    }
    return (predicate, text)
  }
}
