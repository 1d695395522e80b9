import Foundation

extension String {
  /// Whether `other` is the same sequence of Unicode scalars, compared byte for byte in time
  /// proportional to the length. Where the question is "did the text change", this is the
  /// answer: `==` compares canonical equivalence, normalizing both sides, which for a long run of
  /// combining marks costs the square of its length.
  func isSameText(as other: String) -> Bool {
    utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
  }
}

extension Optional where Wrapped == String {
  /// Whether both are nil or both hold the same text (see `String.isSameText(as:)`).
  func isSameText(as other: String?) -> Bool {
    switch (self, other) {
    case (nil, nil): return true
    case let (a?, b?): return a.isSameText(as: b)
    default: return false
    }
  }
}
