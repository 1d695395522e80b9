import Foundation

extension DrawList {
  /// The drawing with each line of text that crosses `x` (the list's coordinates) moved
  /// sideways so that, once the list is scaled by `factor` about a point at `x` with each font
  /// `factor` times larger, the character boundary nearest `x` lands back on `x`.
  ///
  /// Scaling moves a line's origin exactly, but its glyphs are drawn at a whole pixel size
  /// whose advances grow by a slightly different ratio: magnified without this, the caret at
  /// the end of a long line of 17-point text sat about 5 pixels (at 2 ×) off its gap, over the
  /// next letter. The loupe shows a few characters either side of the caret, which this keeps
  /// where the caret is; text from right to left or rotated is left as it is.
  /// - Parameters:
  ///   - measurer: Measures fonts as the list names them (their Bold Text face already
  ///     chosen).
  ///   - shifts: The shifts worked out for earlier frames, which it reads and adds to.
  @MainActor
  func anchoringText(
    atX x: CGFloat, magnifiedBy factor: CGFloat, measurer: any TextMeasuring,
    shifts: inout TextLoupeCaretShifts
  ) -> DrawList {
    guard factor != 1, factor.isFinite, factor > 0, x.isFinite else { return self }
    var anchored = commands
    var offsets: [CGFloat] = [0]
    for (index, command) in commands.enumerated() {
      switch command {
      case .pushTranslation(let offset):
        offsets.append((offsets.last ?? 0) + offset.x)
      case .popTranslation:
        if offsets.count > 1 { offsets.removeLast() }
      case .text(var run):
        let local = x - (offsets.last ?? 0) - run.origin.x
        guard run.rotation == 0, local > 0,
          let shift = shifts.shift(
            of: run, atOffset: local, magnifiedBy: factor, measurer: measurer)
        else { continue }
        run.origin.x += shift
        anchored[index] = .text(run)
      default:
        continue
      }
    }
    var list = DrawList(anchored)
    list.traits = traits
    return list
  }
}

/// The shifts a loupe has worked out, by line, caret position and magnification: the loupe
/// draws again every frame while it shows, and a line's shift costs a few measurements of its
/// prefixes, each a new string.
struct TextLoupeCaretShifts {
  private struct Key: Hashable {
    var string: String
    var font: Font
    var offset: CGFloat
    var factor: CGFloat
  }

  /// How many lines it remembers before it starts again: a loupe crosses a few lines, and
  /// each move of the caret gives each of them a new offset.
  static let capacity = 32

  private var shifts: [Key: CGFloat?] = [:]

  /// Creates an empty set of shifts.
  init() {}

  /// `TextLoupeCaretAnchor.shift(of:atOffset:magnifiedBy:measurer:)`, worked out once for
  /// each line and offset (the measurer must stay the same).
  @MainActor
  mutating func shift(
    of run: TextRun, atOffset offset: CGFloat, magnifiedBy factor: CGFloat,
    measurer: any TextMeasuring
  ) -> CGFloat? {
    let key = Key(string: run.string, font: run.font, offset: offset, factor: factor)
    if let known = shifts[key] { return known }
    let shift = TextLoupeCaretAnchor.shift(
      of: run, atOffset: offset, magnifiedBy: factor, measurer: measurer)
    if shifts.count >= Self.capacity { shifts.removeAll(keepingCapacity: true) }
    shifts[key] = .some(shift)
    return shift
  }
}

/// The arithmetic of `DrawList.anchoringText(atX:magnifiedBy:measurer:shifts:)` for one line.
@MainActor
enum TextLoupeCaretAnchor {
  /// How far, in the line's unscaled points, `run` moves so that the boundary between
  /// characters nearest `offset` (from its origin) keeps its place when magnified by
  /// `factor`; nil when the line does not cross `offset` or runs from right to left.
  static func shift(
    of run: TextRun, atOffset offset: CGFloat, magnifiedBy factor: CGFloat,
    measurer: any TextMeasuring
  ) -> CGFloat? {
    let characters = Array(run.string)
    guard !characters.isEmpty, !runsRightToLeft(run.string) else { return nil }
    func width(_ count: Int, _ font: Font) -> CGFloat {
      measurer.size(of: String(characters[0..<count]), font: font).width
    }
    let whole = min(width(characters.count, run.font), run.maxWidth ?? .infinity)
    guard offset < whole else { return nil }
    // The most characters whose width stays within `offset` (widths grow with the count).
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high + 1) / 2
      if width(middle, run.font) <= offset { low = middle } else { high = middle - 1 }
    }
    var boundary = low
    if low < characters.count,
      width(low + 1, run.font) - offset < offset - width(low, run.font)
    {
      boundary = low + 1
    }
    guard boundary > 0 else { return 0 }
    let magnifiedFont = Font(name: run.font.name, size: run.font.pointSize * factor)
    let shift = (width(boundary, run.font) * factor - width(boundary, magnifiedFont)) / factor
    return shift.isFinite ? shift : nil
  }

  /// Whether `string` holds Hebrew or Arabic letters, whose line runs from right to left and
  /// whose prefixes do not measure from the line's origin.
  private static func runsRightToLeft(_ string: String) -> Bool {
    string.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: true
      default: false
      }
    }
  }
}
