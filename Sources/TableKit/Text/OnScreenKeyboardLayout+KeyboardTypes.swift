import Foundation

/// What a field's `keyboardType` changes on the rows of small keys, as iOS's keyboards do: the
/// email keyboard puts `@` and `.` beside a shorter space bar, the URL keyboard `.`, `/` and
/// `.com` instead of the space bar, Twitter's `@` and `#`, web search's `.`; an ASCII-capable
/// keyboard's symbols page leaves out `€ £ ¥ •`. The pads replace the rows (see
/// `OnScreenKeyboardLayout+Pads.swift`).
extension OnScreenKeyboardLayout {
  /// The page a keyboard opens on for a field asking for `keyboardType`.
  public static func firstPage(for keyboardType: KeyboardType) -> Page {
    switch keyboardType {
    case .numberPad, .decimalPad, .asciiCapableNumberPad: .numberPad
    case .phonePad: .phonePad
    case .numbersAndPunctuation: .digits
    case .default, .asciiCapable, .URL, .namePhonePad, .emailAddress, .twitter, .webSearch:
      .letters
    }
  }

  /// The bottom row of the letters, digits and symbols pages: the page key, what
  /// `keyboardType` puts between it and return, and return.
  static func bottomRow(of page: Page, keyboardType: KeyboardType) -> [(Action, Width)] {
    let pageKey: (Action, Width) = (.page(page == .letters ? .digits : .letters), .bottomFunction)
    let between: [(Action, Width)]
    switch keyboardType {
    case .emailAddress:
      between = [(.space, .remaining), (.character("@"), .standard), (.character("."), .standard)]
    case .URL:
      between = [(.character("."), .standard), (.character("/"), .standard), (.character(".com"), .remaining)]
    case .twitter:
      between = [(.space, .remaining), (.character("@"), .standard), (.character("#"), .standard)]
    case .webSearch:
      between = [(.space, .remaining), (.character("."), .standard)]
    default:
      between = [(.space, .remaining)]
    }
    return [pageKey] + between + [(.returnKey, .bottomFunction)]
  }

  /// The symbols page's second row: ASCII only for an ASCII-capable keyboard; a French
  /// keyboard has the dollar where others have the euro.
  static func symbolsMiddleRow(for keyboardType: KeyboardType, inputMode: TextInputMode) -> String {
    if keyboardType == .asciiCapable { return "_\\|~<>" }
    return inputMode == .french ? "_\\|~<>$£¥•" : "_\\|~<>€£¥•"
  }
}
