import Foundation

/// Why a visual format could not be read, and where: UIKit's exception reason, ready to show.
///
/// `description` is UIKit's text, spaces before the line breaks included:
///
///     Unable to parse constraint format: \n<reason> \n<format> \n<spaces>^
///
/// with the caret under the character the parser stopped at (or just past the end). The two
/// errors about the whole string have no caret: `Unable to parse constraint format: It's an
/// empty string.`. Which reasons are UIKit's words and which are ours is said at each case of
/// `Reason`.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var reason: Reason
  /// The format as given.
  public var format: String
  /// The offset, in ASCII characters, of the character the caret points at: from 0 to the
  /// format's length (just past its end, when it ended too soon). Nil for the errors about the
  /// whole string (empty, not ASCII).
  public var position: Int?

  /// An error from its parts. The parser makes them; so will the builder of constraints, for
  /// the errors it finds afterwards (a `|` whose view has no superview).
  public init(_ reason: Reason, format: String, position: Int?) {
    self.reason = reason
    self.format = format
    self.position = position
  }

  /// UIKit's exception reason: the reason, the format, and a caret under the position.
  public var description: String {
    guard let position else { return "Unable to parse constraint format: \(reason)" }
    let caret = String(repeating: " ", count: position) + "^"
    return "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)"
  }
}
