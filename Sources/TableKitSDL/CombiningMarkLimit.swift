/// The most combining marks drawn on one base character; the rest of a longer run of marks is
/// left out before the text reaches SDL_ttf.
///
/// A letter followed by 100,000 combining accents is one grapheme cluster, so no bound on the
/// characters drawn shortens it, and HarfBuzz shapes and SDL_ttf renders every mark, stacked
/// on one spot: a table of six such rows took 22 s to its first frame (issue 24). Text engines
/// cap such runs, and Unicode's Stream-Safe Text Format (UAX #15) bounds a run of non-starters
/// at 30; past a few marks the stack leaves the line anyway, so nothing legible is lost.
enum CombiningMarkLimit {
  /// The most marks kept after one base character, as UAX #15's stream-safe limit.
  static let marksPerCluster = 30

  /// `text` with each run of combining marks cut to `marksPerCluster`; `text` itself (not a
  /// copy) when no run is longer, which is every ordinary string.
  /// - Complexity: O(n) in the text's scalars.
  static func limited(_ text: String) -> String {
    guard exceedsLimit(text) else { return text }
    var result = String.UnicodeScalarView()
    var run = 0
    for scalar in text.unicodeScalars {
      if isMark(scalar) {
        run += 1
        if run > marksPerCluster { continue }
      } else {
        run = 0
      }
      result.append(scalar)
    }
    return String(result)
  }

  /// Whether some run of marks in `text` is longer than the limit: checked first so that
  /// ordinary text is not copied.
  private static func exceedsLimit(_ text: String) -> Bool {
    var run = 0
    for scalar in text.unicodeScalars {
      if scalar.value < Self.firstMark {
        run = 0
      } else if isMark(scalar) {
        run += 1
        if run > marksPerCluster { return true }
      } else {
        run = 0
      }
    }
    return false
  }

  /// Below U+0300 (the combining grave accent) no scalar is a mark: Latin-1's punctuation and
  /// letters are told without a property lookup.
  private static let firstMark: UInt32 = 0x300

  /// Whether `scalar` is a combining mark: drawn on the character before it.
  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
