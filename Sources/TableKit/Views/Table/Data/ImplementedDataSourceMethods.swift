import Foundation

/// Which of the optional data source methods whose mere presence UIKit looks for the table's
/// data source implements: `tableView(_:moveRowAt:to:)` (rows show reorder controls in editing)
/// and `tableView(_:commit:forRowAt:)` (rows swipe to delete).
///
/// Swift cannot ask whether a type implements a protocol method, but a default implementation
/// runs only when it does not: the protocol extension's and `TableViewController`'s defaults
/// report that they ran (`noteDefaultRan(_:)`). A probe calls the method with arguments that
/// change nothing in a real implementation (a row moved onto itself, a commit of `.none`) and
/// looks whether a default ran. Answers are kept until the data source changes.
///
/// A default learns of its table only through its `tableView` argument, which need not be the
/// table whose reader probes (a reader tested alone passes a bare table), so the defaults that
/// ran during a probe are noted on the type: a probe is one synchronous call on the main actor.
struct ImplementedDataSourceMethods {
  /// A method the table asks about.
  enum Method: Hashable {
    /// `tableView(_:moveRowAt:to:)`.
    case moveRow
    /// `tableView(_:commit:forRowAt:)`.
    case commitEditing
  }

  /// What is known, by method.
  private var answers: [Method: Bool] = [:]
  /// The defaults that ran since their probe began.
  @MainActor private static var defaultsRun: Set<Method> = []

  /// Whether the data source implements `method`, if known.
  func answer(for method: Method) -> Bool? { answers[method] }

  /// A default implementation ran: the object probed does not implement `method`.
  @MainActor static func noteDefaultRan(_ method: Method) { defaultsRun.insert(method) }

  /// A probe of `method` is about to call it.
  @MainActor static func beginProbe(_ method: Method) { defaultsRun.remove(method) }

  /// The probe of `method` has called it; returns whether the data source implements it, and
  /// keeps the answer when `keeps` (the object probed is the table's data source).
  @MainActor mutating func endProbe(_ method: Method, keeps: Bool) -> Bool {
    let implemented = Self.defaultsRun.remove(method) == nil
    if keeps { answers[method] = implemented }
    return implemented
  }

  /// Forgets every answer: the table has another data source.
  mutating func forget() { answers = [:] }
}
