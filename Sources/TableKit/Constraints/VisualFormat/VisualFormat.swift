import Foundation

/// What a string of Auto Layout's Visual Format Language asks for, as names and numbers: the
/// line of views it lays out, the spacing between them and to the superview, and each view's
/// own size predicates. `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// turns it into constraints; parsing needs no views, only their names, so it is tested alone.
///
/// The grammar is Apple's ("Visual Format Language" in the Auto Layout Guide):
///
///     visualFormat  = (orientation ':')? ('|' connection)? view (connection view)*
///                     (connection '|')?
///     orientation   = 'H' | 'V'
///     view          = '[' viewName ('(' predicate (',' predicate)* ')')? ']'
///     connection    = e | '-' | '-' predicateList '-'
///     predicateList = predicate | '(' predicate (',' predicate)* ')'
///     predicate     = relation? (number | metricName | viewName) ('@' (number | metricName))?
///     relation      = '==' | '<=' | '>='
///
/// read as UIKit's parser reads it, which is a little wider than the documented grammar: a
/// connection's predicate without parentheses may carry a relation and a priority (`-<=8-`,
/// `-8@750-`), not only a metric or a positive number. Names are C identifiers (`[A-Za-z_]`
/// then `[A-Za-z0-9_]`). A number is a decimal as `strtod` reads one: an optional `-`, digits
/// with an optional fraction (`-.5`, `2.`), an optional exponent (`1e3`). Unlike `strtod`,
/// hexadecimal, `inf` and `nan` are not numbers, and a number that comes out infinite (`1e999`)
/// is refused, as is a metric whose value is not finite: a constraint's constant must be finite.
///
/// Whitespace is not allowed, as in UIKit, whose parser skips none: `H: |[a]|` fails with
/// "Expected a view" under the space. Nor is any character outside ASCII.
public struct VisualFormat: Equatable, Sendable {
  /// The axis the format lays views out along: `H:` (the default) or `V:`.
  public enum Orientation: Equatable, Sendable {
    /// Along x: connections are horizontal spacing, a view's predicates are about its width.
    case horizontal
    /// Along y: connections are vertical spacing, a view's predicates are about its height.
    case vertical
  }

  /// The format as written, kept for the messages of errors found after parsing (a view with no
  /// superview), which point into it as parse errors do.
  public var format: String
  /// The axis; `.horizontal` unless the format starts with `V:`.
  public var orientation: Orientation
  /// The connection from the superview's leading (or top) edge to the first view, or nil when
  /// the format does not start with `|`.
  public var leadingConnection: Connection?
  /// The views in order, at least one. A name may appear more than once, as UIKit allows.
  public var views: [NamedView]
  /// `connections[i]` joins `views[i]` to `views[i + 1]`; one fewer than the views.
  public var connections: [Connection]
  /// The connection from the last view to the superview's trailing (or bottom) edge, or nil
  /// when the format does not end with `|`.
  public var trailingConnection: Connection?

  /// A parsed format from its parts, for tests and for building one in code.
  public init(
    format: String, orientation: Orientation = .horizontal, leadingConnection: Connection? = nil,
    views: [NamedView], connections: [Connection] = [], trailingConnection: Connection? = nil
  ) {
    self.format = format
    self.orientation = orientation
    self.leadingConnection = leadingConnection
    self.views = views
    self.connections = connections
    self.trailingConnection = trailingConnection
  }

  /// Parses `format`, in one pass over its characters with no recursion that grows with it.
  /// - Parameters:
  ///   - format: The visual format, such as `H:|-[find]-[findNext]-[findField(>=20)]-|`.
  ///   - metrics: The values of the metric names the format may use.
  ///   - viewNames: The names of the views the format may use (the keys of UIKit's views
  ///     dictionary). A name in both is read as a metric where a number may stand, as UIKit
  ///     looks in the metrics first.
  /// - Throws: `VisualFormatError` at the first mistake, with UIKit's message and the index
  ///   UIKit's caret points at.
  public static func parse(
    _ format: String, metrics: [String: Double] = [:], viewNames: Set<String>
  ) throws(VisualFormatError) -> VisualFormat {
    var parser = try VisualFormatParser(format: format, metrics: metrics, viewNames: viewNames)
    return try parser.parse()
  }
}
