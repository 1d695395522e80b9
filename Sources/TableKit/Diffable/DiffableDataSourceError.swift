import Foundation

/// An operation a `DiffableDataSourceSnapshot` refused, where UIKit's `NSDiffableDataSourceSnapshot`
/// would stop the program with `NSInternalInconsistencyException`. The snapshot is exactly as it
/// was before the operation; its description says which operation and why, in UIKit's words
/// where UIKit has them:
///
/// `appendItems(_:toSection:): supplied item identifiers are not unique. Duplicate identifiers: {(B)}`
public struct DiffableDataSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why an operation was refused. Identifiers are given as `String(describing:)` shows them.
  public enum Reason: Hashable, Sendable {
    /// Section identifiers named twice in the call, or already in the snapshot.
    case duplicateSectionIdentifiers([String])
    /// Item identifiers named twice in the call, or already in the snapshot.
    case duplicateItemIdentifiers([String])
    /// Items appended to the last section of a snapshot that has none.
    case noSections
    /// A section identifier that is not in the snapshot, and what the call wanted to do with it
    /// (`"delete"`, `"insert before"`, `"append to"`...).
    case unknownSection(verb: String, identifier: String)
    /// An item identifier that is not in the snapshot, and what the call wanted to do with it.
    case unknownItem(verb: String, identifier: String)
    /// A section or item moved before or after itself.
    case movedRelativeToItself(String)
  }

  /// The snapshot method refused, as Swift names it: `"appendItems(_:toSection:)"`.
  public let operation: String
  /// Why it was refused.
  public let reason: Reason

  /// Creates an error.
  /// - Parameters:
  ///   - operation: The refused method, as Swift names it.
  ///   - reason: Why it was refused.
  public init(operation: String, reason: Reason) {
    self.operation = operation
    self.reason = reason
  }

  /// The operation and the reason as one sentence for a log.
  public var description: String {
    "\(operation): " + sentence
  }

  /// The reason in UIKit's words (without UIKit's "Fatal: ", since nothing stops here).
  private var sentence: String {
    switch reason {
    case .duplicateSectionIdentifiers(let identifiers):
      "supplied section identifiers are not unique. Duplicate identifiers: "
        + Self.list(identifiers)
    case .duplicateItemIdentifiers(let identifiers):
      "supplied item identifiers are not unique. Duplicate identifiers: " + Self.list(identifiers)
    case .noSections:
      "There are currently no sections in the data source. Please add a section first."
    case .unknownSection(let verb, let identifier):
      "Attempted to \(verb) section identifier that does not exist in the snapshot: \(identifier)"
    case .unknownItem(let verb, let identifier):
      "Attempted to \(verb) item identifier that does not exist in the snapshot: \(identifier)"
    case .movedRelativeToItself(let identifier):
      "Attempted to move identifier relative to itself: \(identifier)"
    }
  }

  /// Identifiers as `NSSet` prints them on one line: `{(A, B)}`.
  private static func list(_ identifiers: [String]) -> String {
    "{(" + identifiers.joined(separator: ", ") + ")}"
  }
}
