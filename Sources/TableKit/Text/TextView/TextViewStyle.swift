import Foundation

/// The attributes of a stretch of a `TextView`'s attributed text, as UIKit keeps them: the
/// whole dictionary (so that `attributedText` gives back what was set), read for the font and
/// color it is drawn in.
struct TextViewStyle: Equatable {
  /// The attributes as set.
  var attributes: [NSAttributedString.Key: Any]

  /// The `.font` attribute, when it is a `Font`.
  var font: Font? { attributes.font }
  /// The `.foregroundColor` attribute, when it is a `Color`.
  var color: Color? { attributes.foregroundColor }

  /// Two styles are alike when they hold the same keys with equal values; a value that is not
  /// `Hashable` (so cannot be compared) makes them differ, which keeps its run apart.
  static func == (a: TextViewStyle, b: TextViewStyle) -> Bool {
    guard a.attributes.count == b.attributes.count else { return false }
    return a.attributes.allSatisfy { key, value in
      guard let mine = value as? AnyHashable, let theirs = b.attributes[key] as? AnyHashable
      else { return false }
      return mine == theirs
    }
  }
}

/// A stretch of one paragraph in one style: `length` grapheme clusters.
struct TextViewStyleRun: Equatable {
  /// How many clusters it covers.
  var length: Int
  /// Its attributes.
  var style: TextViewStyle
}

/// Cutting and joining a paragraph's runs as its text is edited.
extension [TextViewStyleRun] {
  /// The runs covering clusters `from..<to`, cut at the ends.
  func slice(_ from: Int, _ to: Int) -> [TextViewStyleRun] {
    var result: [TextViewStyleRun] = []
    var start = 0
    for run in self {
      let end = start + run.length
      let lower = Swift.max(start, from)
      let upper = Swift.min(end, to)
      if lower < upper { result.append(TextViewStyleRun(length: upper - lower, style: run.style)) }
      start = end
      if start >= to { break }
    }
    return result
  }

  /// The runs with `other` after them, a run that continues the last one's style merged.
  func joined(with other: [TextViewStyleRun]) -> [TextViewStyleRun] {
    var result = self
    for run in other where run.length > 0 {
      if let last = result.last, last.style == run.style {
        result[result.count - 1].length += run.length
      } else {
        result.append(run)
      }
    }
    return result
  }

  /// The style of the cluster at `offset`, or nil past the end.
  func style(at offset: Int) -> TextViewStyle? {
    var start = 0
    for run in self {
      if offset < start + run.length { return run.style }
      start += run.length
    }
    return nil
  }
}

extension [TextViewStyleRun] {
  /// The runs made to cover exactly `length` clusters: a combining mark typed after a letter
  /// joins its cluster, so the joined text can be shorter than its runs; cut from the end, and
  /// any shortfall taken by the last run.
  func fitted(to length: Int) -> [TextViewStyleRun] {
    var result: [TextViewStyleRun] = []
    var remaining = length
    for run in self where remaining > 0 && run.length > 0 {
      let taken = Swift.min(run.length, remaining)
      result.append(TextViewStyleRun(length: taken, style: run.style))
      remaining -= taken
    }
    if remaining > 0, !result.isEmpty { result[result.count - 1].length += remaining }
    return result
  }
}
