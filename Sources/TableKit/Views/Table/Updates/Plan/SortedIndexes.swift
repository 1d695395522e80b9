/// A sorted set of distinct, non-negative indexes, with the arithmetic an update plan maps
/// index paths through.
///
/// An update's old→new mapping is "the rows that stay keep their order": in a section, the
/// rows that stay are the old rows minus the *vacated* ones (deleted or moved away), and they
/// fill, in order, the new positions minus the *claimed* ones (inserted or moved in). So
/// mapping an index is a rank in one set and a selection of a non-member in the other; both
/// are binary searches over the few indexes the batch names, never over the rows.
struct SortedIndexes: Hashable, Sendable {
  /// The indexes, ascending and distinct.
  let elements: [Int]

  /// The set of `indexes`, which must be distinct and non-negative.
  /// - Complexity: O(k log k) for k indexes.
  init<S: Sequence>(_ indexes: S) where S.Element == Int {
    elements = indexes.sorted()
    assert(elements.first.map { $0 >= 0 } ?? true, "SortedIndexes holds non-negative indexes")
    assert(zip(elements, elements.dropFirst()).allSatisfy(<), "SortedIndexes holds distinct ones")
  }

  /// The empty set.
  static let empty = SortedIndexes([])

  /// The number of indexes.
  var count: Int { elements.count }

  /// The number of indexes less than `index`.
  /// - Complexity: O(log k).
  func rank(of index: Int) -> Int {
    var low = 0
    var high = elements.count
    while low < high {
      let middle = (low + high) / 2
      if elements[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether `index` is in the set.
  /// - Complexity: O(log k).
  func contains(_ index: Int) -> Bool {
    let position = rank(of: index)
    return position < elements.count && elements[position] == index
  }

  /// The `k`-th (from 0) non-negative integer that is not in the set.
  ///
  /// The answer is `k + i`, where `i` counts the members below it: the first member at
  /// position `i` with `elements[i] - i > k` lies above the answer, and every member before it
  /// lies below (`elements[j] - j` never decreases, as members are distinct integers).
  /// - Complexity: O(log k).
  func nonMember(at k: Int) -> Int {
    var low = 0
    var high = elements.count
    while low < high {
      let middle = (low + high) / 2
      if elements[middle] - middle > k { high = middle } else { low = middle + 1 }
    }
    return k + low
  }
}
