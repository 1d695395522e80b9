import Foundation

/// The letters of each keyboard language, after iOS 17's keyboards (`TextInputMode`):
/// - English and Chinese Pinyin: QWERTY, `q–p`, `a–l`, shift `z–m` backspace;
/// - German: QWERTZ with `ü`, `ö`, `ä` at the row ends (eleven keys across), `y–m`;
/// - French: AZERTY, `a z e r t y u i o p`, `q–m`, shift `w x c v b n '` backspace; `€` on the
///   digits page where QWERTY has `$`, and `$` on the symbols page in its place;
/// - Russian: ЙЦУКЕН, eleven keys across, shift `я–ю` backspace; `₽` on the digits page;
/// - Arabic: `ض–ج`, `ش–ط`, `ذ–د` and backspace (every one of the 28 letters; hamza forms on
///   long presses), without shift, every row laid out right to left (ض at the top right,
///   backspace and return at the left), with Arabic-Indic digits;
/// - Hebrew: `ק–פ` and backspace, `ש–ף`, `ז–ץ`, without shift, the letters in the order of the
///   Israeli keyboard and the bottom row right to left.
///
/// German's `ß`, French's accented letters (é è à ç) and Russian's `ё` and `ъ` are on iOS's
/// long presses, which TableKit's keyboard does not have yet.
extension OnScreenKeyboardLayout {
  /// The three rows of letters (with shift and backspace) of `inputMode`, in reading order.
  static func letterRows(for inputMode: TextInputMode) -> [[(Action, Width)]] {
    func characters(_ string: String) -> [(Action, Width)] {
      string.map { (.character(String($0)), .standard) }
    }
    func shifted(_ string: String) -> [(Action, Width)] {
      [(.shift, .function)] + characters(string) + [(.backspace, .function)]
    }
    switch inputMode.languageCode {
    case "de":
      return [characters("qwertzuiopü"), characters("asdfghjklöä"), shifted("yxcvbnm")]
    case "fr":
      return [characters("azertyuiop"), characters("qsdfghjklm"), shifted("wxcvbn'")]
    case "ru":
      return [characters("йцукенгшщзх"), characters("фывапролджэ"), shifted("ячсмитьбю")]
    case "ar":
      return [
        characters("ضصثقفغعهخحج"), characters("شسيبلاتنمكط"),
        characters("ذءؤرىةوزظد") + [(.backspace, .function)],
      ]
    case "he":
      return [
        characters("קראטוןםפ") + [(.backspace, .function)], characters("שדגכעיחלךף"),
        characters("זסבהנמצתץ"),
      ]
    default:
      return [characters("qwertyuiop"), characters("asdfghjkl"), shifted("zxcvbnm")]
    }
  }

  /// The digits page's top row: Arabic-Indic digits on the Arabic keyboard.
  static func digitsTopRow(for inputMode: TextInputMode) -> String {
    inputMode.languageCode == "ar" ? "١٢٣٤٥٦٧٨٩٠" : "1234567890"
  }

  /// The digits page's middle row, with the currency of the keyboard's language.
  static func digitsMiddleRow(for inputMode: TextInputMode) -> String {
    switch inputMode.languageCode {
    case "de", "fr": "-/:;()€&@\""
    case "ru": "-/:;()₽&@\""
    case "ar": "-/:؛()$&@\""
    case "he": "-/:;()₪&@\""
    default: "-/:;()$&@\""
    }
  }

  /// Whether `row` of `page` is laid out right to left: every row of the Arabic keyboard; the
  /// bottom row of the Hebrew one and of any keyboard in a right-to-left interface.
  static func mirrors(
    row: Int, of page: Page, inputMode: TextInputMode, isRightToLeft: Bool
  ) -> Bool {
    if inputMode.languageCode == "ar", !page.isPad { return true }
    return row == 3 && (isRightToLeft || inputMode.isRightToLeft)
  }

  /// The height of the candidate bar over the keys: a composing keyboard's.
  static func candidateBarHeight(for inputMode: TextInputMode) -> CGFloat {
    inputMode.usesComposition ? Metrics.keyboardCandidateBarHeight : 0
  }

  /// The area of the candidate bar, at the keyboard's top; empty without one.
  public var candidateBar: CGRect {
    CGRect(x: 0, y: 0, width: width, height: candidateBarHeight)
  }
}
