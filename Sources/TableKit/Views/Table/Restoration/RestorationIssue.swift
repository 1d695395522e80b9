import Foundation

/// A part of a saved state that a table could not restore, and what it did instead. Returned by
/// `TableView.restoreState(_:)`; its description is a sentence for a log.
///
/// Issues are expected when the data changed between saving and restoring — a selected row was
/// deleted, a list got shorter — and the rest of the state is restored regardless.
public struct RestorationIssue: Hashable, Sendable, CustomStringConvertible {
  /// A saved row, as the state named it.
  public typealias RowReference = TableViewRestorationState.RowReference

  /// The part of the state concerned.
  public enum Subject: Hashable, Sendable {
    /// One of the selected rows; it stays unselected.
    case selectedRow(RowReference)
    /// The first visible row; the table scrolls to the saved content offset instead (clamped
    /// to the content).
    case firstVisibleRow(RowReference)
    /// The scroll position as a whole; the table does not scroll.
    case scrollPosition
    /// The whole state; nothing of it is restored.
    case state
  }

  /// Why that part was not restored.
  public enum Reason: Hashable, Sendable {
    /// The data source has no row for the model identifier.
    case unknownModelIdentifier
    /// The row is named by a model identifier, but the data source does not adopt
    /// `DataSourceModelAssociation`.
    case noModelAssociation
    /// The index path — as saved, or as the data source turned the identifier into — names no
    /// row of the table (a row or section out of range, negative, or malformed).
    case notARow(IndexPath)
    /// The row would be a second selected row in a table that allows one; the first row of
    /// the state is selected.
    case multipleSelectionNotAllowed
    /// An offset of the state is not a finite number.
    case nonFiniteOffset
    /// The state belongs to a table with another `restorationIdentifier`.
    case restorationIdentifierMismatch(saved: String?, table: String?)
    /// The state has a format version this TableKit does not read.
    case unsupportedVersion(Int)
  }

  /// The part of the state concerned.
  public let subject: Subject
  /// Why it was not restored.
  public let reason: Reason

  /// Creates an issue.
  /// - Parameters:
  ///   - subject: The part of the state concerned.
  ///   - reason: Why it was not restored.
  public init(_ subject: Subject, _ reason: Reason) {
    self.subject = subject
    self.reason = reason
  }

  /// The issue as a sentence: what was not restored, why, and what happened instead.
  public var description: String {
    "\(subjectText) was not restored: \(reasonText)\(consequence)"
  }

  private var subjectText: String {
    switch subject {
    case .selectedRow(let row): "the selected row (\(row))"
    case .firstVisibleRow(let row): "the first visible row (\(row))"
    case .scrollPosition: "the scroll position"
    case .state: "the table's state"
    }
  }

  private var reasonText: String {
    switch reason {
    case .unknownModelIdentifier:
      return "the data source has no row with that model identifier"
    case .noModelAssociation:
      return "the data source does not adopt DataSourceModelAssociation, so model identifiers "
        + "cannot be turned into rows"
    case .notARow(let indexPath):
      let place =
        indexPath.count == 2
        ? "row \(indexPath.row) of section \(indexPath.section)" : "index path \(indexPath)"
      switch subject {
      case .selectedRow(.modelIdentifier), .firstVisibleRow(.modelIdentifier):
        return "the data source placed it at \(place), which is not a row of the table"
      default:
        return "the table has no \(place)"
      }
    case .multipleSelectionNotAllowed:
      return "the table allows one selected row, and the state's first selected row is selected"
    case .nonFiniteOffset:
      return "the saved offsets are not finite numbers"
    case .restorationIdentifierMismatch(let saved, let table):
      return "it belongs to the table \(Self.quoted(saved)), not to this table "
        + "(restorationIdentifier \(Self.quoted(table)))"
    case .unsupportedVersion(let version):
      return "it has formatVersion \(version), and this TableKit reads formatVersion "
        + "\(TableViewRestorationState.currentFormatVersion) only"
    }
  }

  private var consequence: String {
    switch subject {
    case .firstVisibleRow: "; the table scrolled to the saved content offset instead"
    case .selectedRow, .scrollPosition, .state: ""
    }
  }

  private static func quoted(_ identifier: String?) -> String {
    identifier.map { "\"\($0)\"" } ?? "nil"
  }
}
