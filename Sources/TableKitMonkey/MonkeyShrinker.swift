/// Shrinks a failing list to a smaller one that fails the same way: delta debugging (Zeller's
/// ddmin) over its elements, within a budget of tries, since each try runs a program.
public struct MonkeyShrinker<Element> {
  /// How many times `fails` may be asked.
  public var budget: Int
  /// Tries made so far.
  public private(set) var tries = 0

  /// Creates a shrinker allowed `budget` tries.
  public init(budget: Int) { self.budget = budget }

  /// The smallest list found for which `fails` holds, starting from `elements`, for which it
  /// must hold. The result is 1-minimal when the budget lasts: removing any one element makes
  /// it pass.
  public mutating func shrink(_ elements: [Element], fails: ([Element]) -> Bool) -> [Element] {
    var current = elements
    var granularity = 2
    while current.count >= 2, tries < budget {
      let chunks = Self.split(current.count, into: granularity)
      var reduced = false
      // Try each chunk alone, then each complement (all but one chunk).
      for chunk in chunks where tries < budget {
        let candidate = Array(current[chunk])
        tries += 1
        if fails(candidate) {
          current = candidate
          granularity = 2
          reduced = true
          break
        }
      }
      if !reduced {
        for chunk in chunks where tries < budget && chunks.count > 2 {
          let candidate = Array(current[..<chunk.lowerBound] + current[chunk.upperBound...])
          tries += 1
          if fails(candidate) {
            current = candidate
            granularity = max(granularity - 1, 2)
            reduced = true
            break
          }
        }
      }
      if !reduced {
        guard granularity < current.count else { break }
        granularity = min(granularity * 2, current.count)
      }
    }
    return current
  }

  /// `count` indices split into `parts` ranges of nearly equal size.
  static func split(_ count: Int, into parts: Int) -> [Range<Int>] {
    let parts = max(1, min(parts, count))
    var ranges: [Range<Int>] = []
    var start = 0
    for part in 0..<parts {
      let end = start + (count - start) / (parts - part)
      ranges.append(start..<end)
      start = end
    }
    return ranges
  }
}
