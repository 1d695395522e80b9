import Foundation

/// What a table keeps of itself between runs of a program, as UIKit's state preservation does:
/// the selected rows and the first visible row, plus where that row sat on screen so that the
/// exact scroll position comes back.
///
/// Rows are named by the data source's model identifiers when it adopts
/// `DataSourceModelAssociation`, so that they follow their model objects; otherwise by index
/// path, restored as they are. `TableView.encodeRestorableState()` makes one and
/// `TableView.restoreState(_:)` applies one; `jsonData()` and `init(json:)` turn it into a file's
/// bytes and back, checking everything a file may get wrong.
///
/// A state is plain data and may come from anywhere, so nothing in it is trusted: restoring an
/// index path of `Int.max` or a model identifier nobody knows skips that row and says so.
public struct TableViewRestorationState: Codable, Hashable, Sendable {
  /// A row, named by its model object or by its place.
  public enum RowReference: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The row showing the model object with this identifier (see
    /// `DataSourceModelAssociation`).
    case modelIdentifier(String)
    /// The row at this place, as saved.
    case indexPath(section: Int, row: Int)

    private enum CodingKeys: String, CodingKey {
      case modelIdentifier, section, row
    }

    /// Reads `{"modelIdentifier": "…"}` or `{"section": 0, "row": 3}`.
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the object has neither form, or both.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let hasPlace = container.contains(.section) || container.contains(.row)
      if container.contains(.modelIdentifier) {
        guard !hasPlace else {
          throw DecodingError.dataCorruptedError(
            forKey: .modelIdentifier, in: container,
            debugDescription: "a row has a modelIdentifier or a section and a row, not both")
        }
        self = .modelIdentifier(try container.decode(String.self, forKey: .modelIdentifier))
      } else if hasPlace {
        self = .indexPath(
          section: try container.decodeChecked(
            Int.self, forKey: .section, expecting: "a whole number"),
          row: try container.decodeChecked(Int.self, forKey: .row, expecting: "a whole number"))
      } else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "a row needs a modelIdentifier, or a section and a row"))
      }
    }

    /// Writes `{"modelIdentifier": "…"}` or `{"section": 0, "row": 3}`.
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .modelIdentifier(let identifier):
        try container.encode(identifier, forKey: .modelIdentifier)
      case .indexPath(let section, let row):
        try container.encode(section, forKey: .section)
        try container.encode(row, forKey: .row)
      }
    }

    /// The index path this reference saved, or nil for a model identifier.
    public var savedIndexPath: IndexPath? {
      guard case .indexPath(let section, let row) = self else { return nil }
      return IndexPath(row: row, section: section)
    }

    /// "row 3 of section 0", or the quoted model identifier.
    public var description: String {
      switch self {
      case .modelIdentifier(let identifier): "model identifier \"\(identifier)\""
      case .indexPath(let section, let row): "row \(row) of section \(section)"
      }
    }
  }

  /// The format this TableKit writes and reads. A file with another version is refused rather
  /// than guessed at.
  public static let currentFormatVersion = 1

  /// The format of this state; `currentFormatVersion` for states made by this TableKit.
  public var formatVersion: Int
  /// The `restorationIdentifier` of the table that saved the state, if it had one. A table
  /// with a different identifier does not take the state.
  public var restorationIdentifier: String?
  /// The selected rows, in index path order when saved.
  public var selectedRows: [RowReference]
  /// The row at the top of the visible area when saved: the first row intersecting the
  /// table's bounds. Nil when no row was visible.
  public var firstVisibleRow: RowReference?
  /// How far the top of the table's bounds (`contentOffset.y`) was below the top of
  /// `firstVisibleRow`, in points: positive when the row was partly scrolled out above,
  /// negative when it started lower (under the table header, a section header or an inset).
  public var firstVisibleRowOffset: CGFloat
  /// The content offset y when saved: restored directly when `firstVisibleRow` is nil or
  /// names no row any more.
  public var contentOffsetY: CGFloat

  private enum CodingKeys: String, CodingKey {
    case formatVersion, restorationIdentifier, selectedRows, firstVisibleRow
    case firstVisibleRowOffset, contentOffsetY
  }

  /// Reads a state, saying where a value is missing or of the wrong kind.
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` with the path of the first bad value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    formatVersion = try container.decodeChecked(
      Int.self, forKey: .formatVersion, expecting: "a whole number")
    restorationIdentifier = try container.decodeIfPresent(
      String.self, forKey: .restorationIdentifier)
    selectedRows = try container.decode([RowReference].self, forKey: .selectedRows)
    firstVisibleRow = try container.decodeIfPresent(RowReference.self, forKey: .firstVisibleRow)
    firstVisibleRowOffset = try container.decodeChecked(
      CGFloat.self, forKey: .firstVisibleRowOffset, expecting: "a finite number")
    contentOffsetY = try container.decodeChecked(
      CGFloat.self, forKey: .contentOffsetY, expecting: "a finite number")
  }

  /// Creates a state.
  /// - Parameters:
  ///   - restorationIdentifier: The identifier of the table it belongs to, if any.
  ///   - selectedRows: The selected rows.
  ///   - firstVisibleRow: The row at the top of the visible area.
  ///   - firstVisibleRowOffset: `contentOffset.y` minus the top of that row, in points.
  ///   - contentOffsetY: The content offset y.
  ///   - formatVersion: The format; the current one unless a test says otherwise.
  public init(
    restorationIdentifier: String? = nil, selectedRows: [RowReference] = [],
    firstVisibleRow: RowReference? = nil, firstVisibleRowOffset: CGFloat = 0,
    contentOffsetY: CGFloat = 0, formatVersion: Int = Self.currentFormatVersion
  ) {
    self.formatVersion = formatVersion
    self.restorationIdentifier = restorationIdentifier
    self.selectedRows = selectedRows
    self.firstVisibleRow = firstVisibleRow
    self.firstVisibleRowOffset = firstVisibleRowOffset
    self.contentOffsetY = contentOffsetY
  }
}
