import Foundation

/// The pads, after iOS 17's: a 3 × 4 grid of large white keys filling the keyboard, 1–9 with
/// their telephone letters under them (2 ABC … 9 WXYZ), then 0 between two keys drawn without a
/// face: nothing and backspace on the number pad, the locale's decimal point and backspace on
/// the decimal pad, "+*#" and backspace on the phone pad (whose 0 shows "+"). "+*#" leads to
/// the phone's other page: `( / )`, pause (types ","), wait (types ";"), `-`, `* + #`, and 123,
/// `.`, backspace. A pad has no return key, as on iOS.
extension OnScreenKeyboardLayout {
  /// The keys of each row of a pad, left to right; nil is a blank.
  static func padRows(of page: Page, keyboardType: KeyboardType) -> [[Action?]] {
    func characters(_ string: String) -> [Action?] { string.map { .character(String($0)) } }
    let digits = [characters("123"), characters("456"), characters("789")]
    switch page {
    case .phoneSymbols:
      return [
        characters("(/)"), characters(",;-"), characters("*+#"),
        [.page(.phonePad), .character("."), .backspace],
      ]
    case .phonePad:
      return digits + [[.page(.phoneSymbols), .character("0"), .backspace]]
    default:
      let decimalPoint = Locale.current.decimalSeparator ?? "."
      let corner: Action? = keyboardType == .decimalPad ? .character(decimalPoint) : nil
      return digits + [[corner, .character("0"), .backspace]]
    }
  }

  /// The letters under a pad's digit (ABC under 2), or nil.
  public func subtitle(of key: Key) -> String? {
    guard page == .numberPad || page == .phonePad, case .character(let digit) = key.action else {
      return nil
    }
    switch digit {
    case "2": return "ABC"
    case "3": return "DEF"
    case "4": return "GHI"
    case "5": return "JKL"
    case "6": return "MNO"
    case "7": return "PQRS"
    case "8": return "TUV"
    case "9": return "WXYZ"
    case "0": return page == .phonePad ? "+" : nil
    default: return nil
    }
  }

  /// Whether `key` is drawn without a face until pressed: on a pad, the bottom row's side keys.
  public func isFaceless(_ key: Key) -> Bool {
    page.isPad && key.row == 3 && key.action != .character("0")
  }

  /// The sizes of a pad's keys: three columns across the width, four rows down the keyboard's
  /// height (the same as the other pages', so that the keyboard does not jump).
  struct PadGeometry {
    let keyWidth: CGFloat
    let keyHeight: CGFloat

    init(width: CGFloat, height: CGFloat) {
      let gap = Metrics.keyboardPadKeyGap
      keyWidth = max(0, (width - 2 * Metrics.keyboardPadSideInset - 2 * gap) / 3)
      keyHeight = max(
        0,
        (height - Metrics.keyboardPadTopInset - Metrics.keyboardBottomInset - 3
          * Metrics.keyboardPadRowGap) / 4)
    }

    /// Places each row's keys in the grid's columns, leaving blanks empty.
    func place(_ rows: [[Action?]]) -> [Key] {
      assert(rows.count == 4 && rows.allSatisfy { $0.count == 3 }, "a pad is 3 × 4")
      return rows.enumerated().flatMap { row, actions in
        actions.enumerated().compactMap { column, action -> Key? in
          guard let action else { return nil }
          let frame = CGRect(
            x: Metrics.keyboardPadSideInset + CGFloat(column) * (keyWidth + Metrics.keyboardPadKeyGap),
            y: Metrics.keyboardPadTopInset + CGFloat(row) * (keyHeight + Metrics.keyboardPadRowGap),
            width: keyWidth, height: keyHeight)
          return Key(action: action, frame: frame, row: row)
        }
      }
    }
  }
}
