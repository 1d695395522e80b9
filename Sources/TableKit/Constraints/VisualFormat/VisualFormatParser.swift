import Foundation

/// Reads a visual format left to right, as UIKit's `NSLayoutConstraintParser` does: the same
/// choices at each character, so the same first error at the same place. The grammar nests
/// only to a fixed depth (a format, a view or connection, a predicate), so the descent never
/// recurses deeper with longer input, and lists are read by loops; every step moves forward,
/// so the work is linear in the format's length.
struct VisualFormatParser {
  /// The format, for errors.
  let format: String
  /// The format's characters, all ASCII, so a byte offset is a character offset.
  let bytes: [UInt8]
  /// The metrics' values by name.
  let metrics: [String: Double]
  /// The views' names.
  let viewNames: Set<String>
  /// The offset of the next character to read; `bytes.count` at the end.
  var position = 0

  /// A parser at the start of `format`.
  /// - Throws: `.emptyString` or `.nonASCII`, errors about the whole format.
  init(
    format: String, metrics: [String: Double], viewNames: Set<String>
  ) throws(VisualFormatError) {
    let bytes = Array(format.utf8)
    if bytes.isEmpty { throw VisualFormatError(.emptyString, format: format, position: nil) }
    if bytes.contains(where: { $0 >= 0x80 }) {
      throw VisualFormatError(.nonASCII, format: format, position: nil)
    }
    self.format = format
    self.bytes = bytes
    self.metrics = metrics
    self.viewNames = viewNames
  }

  /// Reads the whole format: `(orientation ':')? ('|' connection)? view (connection view)*
  /// (connection '|')?`, nothing after.
  mutating func parse() throws(VisualFormatError) -> VisualFormat {
    let orientation = try parseOrientation()
    var leadingConnection: VisualFormat.Connection?
    if peek == Self.bar {
      position += 1
      guard position < bytes.count else { throw failure(.expectedConnectionAfterBar) }
      leadingConnection = try parseConnection()
    }
    var views = [try parseView()]
    var connections: [VisualFormat.Connection] = []
    var trailingConnection: VisualFormat.Connection?
    while position < bytes.count, trailingConnection == nil {
      let connection = try parseConnection()
      switch peek {
      case Self.openBracket:
        connections.append(connection)
        views.append(try parseView())
      case Self.bar:
        position += 1
        trailingConnection = connection
      default:
        throw failure(.expectedViewOrBar)
      }
    }
    if position < bytes.count { throw failure(.expectedEnd) }
    return VisualFormat(
      format: format, orientation: orientation, leadingConnection: leadingConnection,
      views: views, connections: connections, trailingConnection: trailingConnection)
  }

  /// Reads `H:` or `V:` if the format starts with `H` or `V` (no view can start there, so
  /// either letter must be an orientation), or nothing, meaning horizontal.
  mutating func parseOrientation() throws(VisualFormatError) -> VisualFormat.Orientation {
    let orientation: VisualFormat.Orientation
    switch peek {
    case UInt8(ascii: "H"): orientation = .horizontal
    case UInt8(ascii: "V"): orientation = .vertical
    default: return .horizontal
    }
    position += 1
    guard peek == UInt8(ascii: ":") else {
      throw failure(.expectedColon(after: orientation))
    }
    position += 1
    return orientation
  }

  /// Reads `'[' name ('(' predicates ')')? ']'`; the name must be one of the views.
  mutating func parseView() throws(VisualFormatError) -> VisualFormat.NamedView {
    let start = position
    guard peek == Self.openBracket else { throw failure(.expectedView) }
    position += 1
    guard position < bytes.count else { throw failure(.expectedView) }
    guard let name = scanName() else { throw failure(.expectedViewName) }
    guard viewNames.contains(name) else { throw failure(.unknownView(name)) }
    switch peek {
    case Self.closeBracket:
      position += 1
      return VisualFormat.NamedView(name, range: start..<position)
    case Self.openParenthesis:
      position += 1
      guard position < bytes.count else { throw failure(.ranOutInView) }
      let predicates = try parsePredicateList(inView: true)
      guard peek == Self.closeParenthesis else { throw failure(.expectedParenthesisInView) }
      position += 1
      guard peek == Self.closeBracket else { throw failure(.expectedBracketAfterPredicates) }
      position += 1
      return VisualFormat.NamedView(name, predicates: predicates, range: start..<position)
    default:
      throw failure(.expectedViewEnd)
    }
  }

  /// Reads a connection: nothing (flush) unless a `-` comes; a `-` right before `[` or `|` is
  /// the standard spacing; otherwise a predicate, or predicates in parentheses, and a `-`.
  mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
    guard peek == Self.dash else { return .flush }
    position += 1
    if peek == Self.openBracket || peek == Self.bar { return .standard }
    let predicates: [VisualFormat.Predicate]
    switch peek {
    case Self.dash:
      throw failure(.ambiguousMinus)
    case Self.openParenthesis:
      position += 1
      predicates = try parsePredicateList(inView: false)
      guard peek == Self.closeParenthesis else {
        throw failure(.expectedParenthesisInConnection)
      }
      position += 1
    default:
      predicates = [try parsePredicate(inView: false)]
    }
    switch peek {
    case Self.dash:
      position += 1
      return .predicates(predicates)
    case Self.comma:
      throw failure(.expectedDashNotComma)
    default:
      throw failure(.expectedDash)
    }
  }

  /// The error `reason` with the caret at the current position.
  func failure(_ reason: VisualFormatError.Reason) -> VisualFormatError {
    VisualFormatError(reason, format: format, position: position)
  }

  /// The next character, or nil at the end.
  var peek: UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  /// `|`, the superview's edge.
  static let bar = UInt8(ascii: "|")
  /// `-`, which opens and closes a connection, or starts a negative number.
  static let dash = UInt8(ascii: "-")
  /// `,`, between predicates.
  static let comma = UInt8(ascii: ",")
  /// `[`, which opens a view.
  static let openBracket = UInt8(ascii: "[")
  /// `]`, which closes a view.
  static let closeBracket = UInt8(ascii: "]")
  /// `(`, which opens a list of predicates.
  static let openParenthesis = UInt8(ascii: "(")
  /// `)`, which closes a list of predicates.
  static let closeParenthesis = UInt8(ascii: ")")
}
