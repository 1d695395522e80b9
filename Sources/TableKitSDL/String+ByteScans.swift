import Foundation

/// Scans of a string's UTF-8 bytes that every drawn line goes through. They live outside the
/// main actor on purpose: a `contains(where:)` closure written inside a main-actor type checks
/// the executor on every call, that is for every byte of every line of every frame.
extension String {
  /// Whether every character is ASCII, which the primary face always has.
  var isASCIIOnly: Bool {
    for byte in utf8 where byte >= 0x80 { return false }
    return true
  }

  /// Whether a character of U+2000 or above may be in the string (a byte of 0xE2 or above
  /// starts or continues one): every emoji lies there.
  var mayHoldCharactersFromU2000: Bool {
    for byte in utf8 where byte >= 0xE2 { return true }
    return false
  }
}
