import Foundation

// UIKit adds these members to Foundation's IndexPath; Foundation on Linux has none of them, so
// TableKit adds them here. Because they are not declared anywhere else, code that imports both
// Foundation and TableKit sees exactly one `IndexPath(row:section:)`.
extension IndexPath {
  /// Creates an index path that identifies a row in a section of a table view.
  /// - Parameters:
  ///   - row: The index of the row within its section.
  ///   - section: The index of the section in the table.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The index of the section that contains the row, the first index of the path.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The index of the row within its section, the second index of the path.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
