import Foundation

@testable import TableKit

extension SolverError {
  /// The error `change` throws, or nil if it succeeds.
  ///
  /// Tests catch refusals through this rather than with `catch SolverError.someCase` after a
  /// typed `throws(SolverError)` call: that pattern, which rethrows the other cases, crashes
  /// Swift 6.3.1's compiler (an ownership verifier failure in SILGen).
  static func caught(_ change: () throws(SolverError) -> Void) -> SolverError? {
    do {
      try change()
      return nil
    } catch {
      return error
    }
  }
}
