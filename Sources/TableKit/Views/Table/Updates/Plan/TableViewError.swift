import Foundation

/// An error a table view reports instead of trapping.
///
/// UIKit raises `NSInternalInconsistencyException` for an invalid batch of updates; TableKit
/// throws `invalidUpdate` with the same sentence, so a message searched for on the web finds
/// UIKit's explanations. The table hands the error to its `invalidUpdateHandler` and reloads
/// from the data source without animation.
public enum TableViewError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A batch of updates disagrees with itself or with the data source's counts. The message
  /// says how, in UIKit's words where UIKit has them, for example:
  /// `attempt to delete row 5 from section 0 which only contains 3 rows before the update`.
  case invalidUpdate(String)

  /// The message, as UIKit would give it as the exception's reason.
  public var description: String {
    switch self {
    case .invalidUpdate(let message): message
    }
  }
}
