import Foundation

extension TableLayout {
  /// The rows in a rect of content coordinates, as a sequence of index paths that crosses
  /// sections without building an array per section: the per-frame query of visible rows.
  ///
  /// A row is in the rect when its vertical span overlaps `[rect.minY, rect.maxY)`, or, for a
  /// row of zero height, when its position lies in it; the rows in a rect are contiguous. Only
  /// the vertical extent of `rect` matters.
  /// - Complexity: O(log s + log r) to find the first and last rows (plus O(log s + log r) per
  ///   section in the rect without rows in it); then O(1) per row iterated and O(log s) per
  ///   section crossed.
  public func rows(intersecting rect: CGRect) -> RowSequence {
    RowSequence(sections: sections, bounds: rowBounds(in: rect))
  }

  /// Calls `body` with every row in a rect of content coordinates, in order, with its rect in
  /// content coordinates (the same as `rectForRow(at:)`): the cheapest way to lay out the
  /// visible rows of a frame.
  ///
  /// The rows are those of `rows(intersecting:)`.
  /// - Complexity: O(log s + log r) to find the first row, then O(1) per row (plus O(log s)
  ///   per section crossed).
  public func forEachRow(
    intersecting rect: CGRect, _ body: (_ indexPath: IndexPath, _ frame: CGRect) -> Void
  ) {
    guard let bounds = rowBounds(in: rect) else { return }
    for section in bounds.first.section...bounds.last.section {
      withSection(section) { layout, placed in
        let lower = section == bounds.first.section ? bounds.first.row : 0
        let upper = section == bounds.last.section ? bounds.last.row + 1 : layout.rows.count
        layout.rows.forEachRow(in: lower..<upper, base: placed.rowsStart) { row, y, height in
          body(IndexPath(row: row, section: section), sectionRect(y: y, height: height))
        }
      }
    }
  }

  /// The first and last rows in a rect, if any.
  func rowBounds(
    in rect: CGRect
  ) -> (first: (section: Int, row: Int), last: (section: Int, row: Int))? {
    guard let (minY, maxY) = verticalSpan(of: rect), numberOfSections > 0 else { return nil }
    // A section that ends exactly at minY may still hold a row of zero height there, so the
    // candidates start at the first section ending at or after minY.
    let lower = sections.firstItem(endingAfter: minY, orAt: true, base: sectionsStart)
    let upper = sections.countOfItems(startingBefore: maxY, base: sectionsStart, inclusive: false)
    guard lower < upper else { return nil }

    func rowsInRect(of section: Int) -> Range<Int> {
      withSection(section) { section, placed in
        section.rows.rows(inInterval: minY, maxY, base: placed.rowsStart)
      } ?? 0..<0
    }
    var first: (section: Int, row: Int)?
    for section in lower..<upper {
      let rows = rowsInRect(of: section)
      if !rows.isEmpty {
        first = (section, rows.lowerBound)
        break
      }
    }
    guard let first else { return nil }
    var last = first
    for section in (first.section..<upper).reversed() {
      let rows = rowsInRect(of: section)
      if !rows.isEmpty {
        last = (section, rows.upperBound - 1)
        break
      }
    }
    return (first, last)
  }
}

/// The rows of a table between a first and a last index path, in order, across sections: the
/// result of `TableLayout.rows(intersecting:)`.
///
/// It holds a snapshot of the layout's sections (shared storage, no copy), so it stays valid
/// however the layout changes afterwards.
public struct RowSequence: Sequence, Sendable {
  private let sections: HeightTree<SectionLayout>
  private let bounds: (first: (section: Int, row: Int), last: (section: Int, row: Int))?

  init(
    sections: HeightTree<SectionLayout>,
    bounds: (first: (section: Int, row: Int), last: (section: Int, row: Int))?
  ) {
    self.sections = sections
    self.bounds = bounds
  }

  /// Whether there are no rows.
  public var isEmpty: Bool { bounds == nil }

  /// The first row, if any.
  public var firstIndexPath: IndexPath? {
    bounds.map { IndexPath(row: $0.first.row, section: $0.first.section) }
  }

  /// The last row, if any.
  public var lastIndexPath: IndexPath? {
    bounds.map { IndexPath(row: $0.last.row, section: $0.last.section) }
  }

  /// Iterates the index paths in order.
  public struct Iterator: IteratorProtocol {
    private let sections: HeightTree<SectionLayout>
    private var section: Int
    private var row: Int
    private var rowsInSection: Int
    private let last: (section: Int, row: Int)
    private var isDone: Bool

    init(_ sequence: RowSequence) {
      sections = sequence.sections
      guard let bounds = sequence.bounds else {
        section = 0
        row = 0
        rowsInSection = 0
        last = (0, 0)
        isDone = true
        return
      }
      section = bounds.first.section
      row = bounds.first.row
      last = bounds.last
      rowsInSection = Self.rowCount(of: bounds.first.section, in: sequence.sections)
      isDone = false
    }

    /// The next index path.
    public mutating func next() -> IndexPath? {
      guard !isDone else { return nil }
      let current = IndexPath(row: row, section: section)
      if section == last.section, row >= last.row {
        isDone = true
        return current
      }
      row += 1
      while row >= rowsInSection, section < last.section {
        section += 1
        row = 0
        rowsInSection = Self.rowCount(of: section, in: sections)
      }
      return current
    }

    private static func rowCount(of section: Int, in sections: HeightTree<SectionLayout>) -> Int {
      sections.withElement(ofItem: section, base: 0) { section, _ in section.rows.count }
    }
  }

  /// An iterator over the index paths.
  public func makeIterator() -> Iterator { Iterator(self) }
}
