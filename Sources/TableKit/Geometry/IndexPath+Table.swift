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
    // One index, then the second appended: Foundation keeps two indexes inline either way,
    // but building them from an array literal allocated the array first (twice the time, and
    // tables make an index path for every row they walk).
    self.init(index: section)
    append(row)
  }

  /// Creates an index path that identifies an item in a section, as UIKit's
  /// `IndexPath(item:section:)`: the same two indexes as `init(row:section:)`.
  public init(item: Int, section: Int) {
    self.init(row: item, section: section)
  }

  /// The index of the section that contains the row, the first index of the path.
  ///
  /// A table index path has exactly two indexes. Where UIKit traps on a malformed path,
  /// TableKit reads a missing index as `NSNotFound`, which no query matches, so bad input gives
  /// `.zero`, nil or nothing instead of stopping the program.
  public var section: Int {
    get { count > 0 ? self[0] : NSNotFound }
    set {
      if count > 0 {
        self[0] = newValue
      } else {
        self = IndexPath(indexes: [newValue, NSNotFound])
      }
    }
  }

  /// The index of the row within its section, the second index of the path; `NSNotFound` for a
  /// path without one.
  public var row: Int {
    get { count > 1 ? self[1] : NSNotFound }
    set {
      if count > 1 {
        self[1] = newValue
      } else {
        self = IndexPath(indexes: [count > 0 ? self[0] : NSNotFound, newValue])
      }
    }
  }

  /// The index of the item within its section, as UIKit's `item`: the second index, the same
  /// as `row` (UIKit code written for collection views often reads a table's paths by `item`).
  public var item: Int {
    get { row }
    set { row = newValue }
  }

  /// Whether `lhs` comes before `rhs` in a table: by section, then by row, as `<` orders two
  /// table index paths. It compares two pairs of integers where `<` walks both paths'
  /// storage, which was most of sorting the rows on screen at every batch update.
  static func precedesInTable(_ lhs: IndexPath, _ rhs: IndexPath) -> Bool {
    let (lhsSection, rhsSection) = (lhs.section, rhs.section)
    return lhsSection != rhsSection ? lhsSection < rhsSection : lhs.row < rhs.row
  }
}
