import Foundation

/// Splits a line of text into runs in visual order, as the Unicode bidirectional algorithm does
/// for the cases interface text meets: Arabic and Hebrew words, Latin words among them, and
/// numbers, which read left to right even in a right-to-left line. Each run is then shaped on its
/// own (HarfBuzz through SDL_ttf joins Arabic letters and turns a right-to-left run into visual
/// order) and the runs are placed left to right.
///
/// The paragraph's direction comes from its first strong character (rules P2 and P3), as a
/// label with natural writing direction does on iOS. Weak and neutral characters are resolved
/// by a simplified form of rules W1–W7, N1–N2 and I1–I2: numbers take the level above the
/// paragraph's; spaces and punctuation between two runs of one direction take it (numbers count
/// as right to left here, as in N1), others the paragraph's. Explicit embeddings, isolates and
/// mirrored brackets are not handled. A line without right-to-left characters is one run.
enum BidiText {
  /// One run of a line: characters drawn together in one direction.
  struct Run: Equatable {
    /// The run's characters, in logical order.
    var text: String
    /// Whether the run is shaped right to left.
    var isRightToLeft: Bool
    /// The ISO 15924 script to shape the run with: "Arab" or "Hebr" for right-to-left runs;
    /// nil for others, which keep the face's default.
    var script: String?
  }

  /// The bidirectional class of a character, reduced to what the runs need.
  enum CharacterClass: Equatable {
    /// A strong left-to-right character (Latin, Greek, Cyrillic letters...).
    case leftToRight
    /// A strong right-to-left character: Hebrew.
    case hebrew
    /// A strong right-to-left character: Arabic.
    case arabic
    /// A digit (European or Arabic-Indic), with the separators inside a number.
    case number
    /// Spaces, punctuation and symbols.
    case neutral
  }

  /// Whether `string` holds any right-to-left character; a string that does not is drawn as
  /// one run, exactly as before bidirectional text was supported.
  static func containsRightToLeft(_ string: String) -> Bool {
    string.unicodeScalars.contains { isRightToLeftScalar($0) }
  }

  /// The runs of `string` in visual order, left to right.
  static func visualRuns(of string: String) -> [Run] {
    let characters = Array(string)
    guard !characters.isEmpty else { return [] }
    guard containsRightToLeft(string) else {
      return [Run(text: string, isRightToLeft: false, script: nil)]
    }
    let classes = characters.map(characterClass)
    let paragraphIsRightToLeft = classes.first { $0 != .neutral && $0 != .number }
      .map { $0 == .hebrew || $0 == .arabic } ?? false
    let levels = resolvedLevels(
      characters, classes, paragraphIsRightToLeft: paragraphIsRightToLeft)
    // Runs of one level in logical order, then reordered by rule L2.
    var logical: [(range: Range<Int>, level: Int)] = []
    var start = 0
    for index in 1...characters.count
    where index == characters.count || levels[index] != levels[start] {
      logical.append((start..<index, levels[start]))
      start = index
    }
    let highest = logical.map(\.level).max() ?? 0
    let lowestOdd = logical.map(\.level).filter { $0 % 2 == 1 }.min() ?? highest + 1
    var order = Array(logical.indices)
    if lowestOdd <= highest {
      for level in stride(from: highest, through: lowestOdd, by: -1) {
        var index = 0
        while index < order.count {
          guard logical[order[index]].level >= level else {
            index += 1
            continue
          }
          var end = index
          while end < order.count, logical[order[end]].level >= level { end += 1 }
          order[index..<end].reverse()
          index = end
        }
      }
    }
    return order.map { position in
      let (range, level) = logical[position]
      let rightToLeft = level % 2 == 1
      let script: String? =
        rightToLeft
        ? (classes[range].contains(.arabic) ? "Arab" : classes[range].contains(.hebrew) ? "Hebr" : nil)
        : nil
      return Run(
        text: String(characters[range]), isRightToLeft: rightToLeft, script: script)
    }
  }

  /// The embedding level of each character: 0 or 1 for the paragraph's direction, one more for
  /// text of the other direction, and numbers always at an even level (they read left to
  /// right).
  private static func resolvedLevels(
    _ characters: [Character], _ classes: [CharacterClass], paragraphIsRightToLeft: Bool
  ) -> [Int] {
    enum Resolved { case left, right, number, neutral }
    var types: [Resolved] = classes.map {
      switch $0 {
      case .leftToRight: .left
      case .hebrew, .arabic: .right
      case .number: .number
      case .neutral: .neutral
      }
    }
    // W4: one separator between two digits belongs to the number ("12,500", "3.5", "1/2").
    for index in types.indices.dropFirst().dropLast()
    where types[index] == .neutral && ",.:/".contains(characters[index])
      && types[index - 1] == .number && types[index + 1] == .number
    {
      types[index] = .number
    }
    // W5: terminators next to a number belong to it ("50%", "$3", "+1").
    for index in types.indices where types[index] == .neutral && "%$#°+-€£".contains(characters[index]) {
      let before = index > 0 && types[index - 1] == .number
      let after = index + 1 < types.count && types[index + 1] == .number
      if before || after { types[index] = .number }
    }
    // W7: a number after left-to-right text (or at the start of a left-to-right paragraph) is
    // left-to-right text.
    var lastStrongIsLeft = !paragraphIsRightToLeft
    for index in types.indices {
      switch types[index] {
      case .left: lastStrongIsLeft = true
      case .right: lastStrongIsLeft = false
      case .number where lastStrongIsLeft: types[index] = .left
      default: break
      }
    }
    // N1 and N2: neutrals between text of one direction take it (numbers count as right to
    // left); others take the paragraph's. The paragraph's direction stands at either end.
    func isRight(_ type: Resolved) -> Bool { type == .right || type == .number }
    var index = 0
    while index < types.count {
      guard types[index] == .neutral else {
        index += 1
        continue
      }
      var end = index
      while end < types.count, types[end] == .neutral { end += 1 }
      let before = index > 0 ? isRight(types[index - 1]) : paragraphIsRightToLeft
      let after = end < types.count ? isRight(types[end]) : paragraphIsRightToLeft
      let value: Resolved = (before == after ? before : paragraphIsRightToLeft) ? .right : .left
      for position in index..<end { types[position] = value }
      index = end
    }
    // I1 and I2.
    return types.map { type in
      switch (type, paragraphIsRightToLeft) {
      case (.right, _): 1
      case (.left, false): 0
      case (.left, true), (.number, _), (.neutral, _): 2
      }
    }
  }

  /// The class of one character, by its first scalar.
  static func characterClass(_ character: Character) -> CharacterClass {
    guard let scalar = character.unicodeScalars.first else { return .neutral }
    let value = scalar.value
    switch value {
    case 0x30...0x39, 0x660...0x669, 0x6F0...0x6F9: return .number
    case 0x591...0x5FF, 0xFB1D...0xFB4F: return .hebrew
    case 0x600...0x6EF, 0x6FA...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
      // Arabic letters, marks, and the Arabic punctuation that sits among them.
      return .arabic
    default: break
    }
    if scalar.properties.isAlphabetic { return .leftToRight }
    return .neutral
  }

  private static func isRightToLeftScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x591...0x5FF, 0x600...0x6EF, 0x6FA...0x8FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: true
    default: false
    }
  }
}
