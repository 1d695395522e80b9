import Foundation

/// Where the keys of TableKit's on-screen keyboard lie for a width, and which key a touch
/// hits: a pure value, so that the layout and its hit testing are tested without a view.
///
/// The layout is iOS's QWERTY keyboard without the globe and dictation keys: four rows of
/// equal height; the letters page has q–p, a–l (centred, half a key in), shift z–m backspace,
/// and 123, space, return; the digits page has 1–0, `- / : ; ( ) $ & @ "`, #+= `. , ? ! '`
/// backspace; the symbols page `[ ] { } # % ^ * + =`, `_ \ | ~ < > € £ ¥ •`, 123 and the same
/// third row; both go back with ABC. Right to left, the bottom row is mirrored (return on the
/// left); the letters stay QWERTY, as iOS keeps an English keyboard in an Arabic interface.
///
/// Other input modes (`TextInputMode`) have their own letters, and a globe key beside 123
/// when a window has several (see `OnScreenKeyboardLayout+Languages.swift`).
///
/// A field's `keyboardType` changes the bottom row as iOS's does (see
/// `OnScreenKeyboardLayout+KeyboardTypes.swift`), or asks for a pad of twelve large keys
/// instead: the number, decimal and phone pads (see `OnScreenKeyboardLayout+Pads.swift`).
public struct OnScreenKeyboardLayout: Equatable, Sendable {
  /// A page of keys.
  public enum Page: Hashable, Sendable {
    /// The letters, lowercase (shift shows and types capitals).
    case letters
    /// Digits and common punctuation ("123").
    case digits
    /// More punctuation and symbols ("#+=").
    case symbols
    /// The number pad: 1–9 with letters under them, then 0 and backspace (a decimal pad has
    /// its decimal point at the bottom left).
    case numberPad
    /// The phone pad: the number pad with "+*#" at the bottom left.
    case phonePad
    /// The phone pad's other page: `( / )`, pause, wait, `-`, `* + #`, and `.` beside 123.
    case phoneSymbols

    /// Whether the page is a pad of twelve large keys rather than rows of small ones.
    public var isPad: Bool {
      switch self {
      case .letters, .digits, .symbols: false
      case .numberPad, .phonePad, .phoneSymbols: true
      }
    }
  }

  /// What a key does.
  public enum Action: Hashable, Sendable {
    /// Types its text (a letter is typed as a capital while shift is on).
    case character(String)
    /// Shift: the next letter is a capital (twice quickly: caps lock).
    case shift
    /// Erases the cluster before the caret, or the selection.
    case backspace
    /// Shows another page ("123", "#+=", "ABC").
    case page(Page)
    /// Types a space.
    case space
    /// Return: what the field does with Return (commit marked text, `textFieldShouldReturn`).
    case returnKey
    /// The globe: the window's next keyboard language, as UIKit's `advanceToNextInputMode()`.
    case nextKeyboard
  }

  /// One key.
  public struct Key: Hashable, Sendable {
    /// What it does.
    public var action: Action
    /// Where it is drawn, in the keyboard's coordinates (points from its top-left corner).
    public var frame: CGRect
    /// Its row, 0 at the top.
    public var row: Int

    /// Whether it is drawn as a gray function key rather than a white character key.
    public var isFunctionKey: Bool {
      switch action {
      case .character, .space: false
      case .shift, .backspace, .page, .returnKey, .nextKeyboard: true
      }
    }
  }

  /// The width laid out, in points.
  public let width: CGFloat
  /// The page shown.
  public let page: Page
  /// The keyboard the field asked for, which chooses the bottom row and the pads.
  public let keyboardType: KeyboardType
  /// The keyboard language, which chooses the letters.
  public let inputMode: TextInputMode
  /// The height of the candidate bar above the keys (a composing input mode's), else 0.
  public let candidateBarHeight: CGFloat
  /// The keyboard's height, from the top of its background to the bottom.
  public let height: CGFloat
  /// The height of one key.
  public let keyHeight: CGFloat
  /// Every key, row by row, left to right as drawn.
  public let keys: [Key]

  /// The top of the top row.
  private let topInset: CGFloat
  /// The room between two rows.
  private let rowGap: CGFloat

  /// Lays out `page` across `width` points.
  /// - Parameters:
  ///   - width: The keyboard's width (the window's).
  ///   - page: The page to show.
  ///   - keyboardType: The keyboard the field asked for (its bottom row, its pads).
  ///   - isRightToLeft: Whether the bottom row is mirrored (an Arabic keyboard mirrors every
  ///     row, a Hebrew one its bottom row, whatever this says).
  ///   - inputMode: The keyboard language.
  ///   - showsGlobeKey: Whether the bottom row has the globe key (a window with several
  ///     keyboard languages).
  public init(
    width: CGFloat, page: Page = .letters, keyboardType: KeyboardType = .default,
    isRightToLeft: Bool = false, inputMode: TextInputMode = .english, showsGlobeKey: Bool = false
  ) {
    let width = max(0, width)
    self.width = width
    self.page = page
    self.keyboardType = keyboardType
    self.inputMode = inputMode
    let bar = Self.candidateBarHeight(for: inputMode)
    candidateBarHeight = bar
    let rows = Self.rows(
      of: page, keyboardType: keyboardType, inputMode: inputMode, showsGlobeKey: showsGlobeKey)
    let columns = rows.prefix(3).map { $0.filter { $0.1 == .standard }.count }.max() ?? 10
    let metrics = Self.Geometry(width: width, columns: max(10, columns))
    height = metrics.height + bar
    if page.isPad {
      let pad = Self.PadGeometry(width: width, height: metrics.height)
      keyHeight = pad.keyHeight
      topInset = Metrics.keyboardPadTopInset + bar
      rowGap = Metrics.keyboardPadRowGap
      keys = pad.place(Self.padRows(of: page, keyboardType: keyboardType)).map { key in
        var moved = key
        moved.frame.origin.y += bar
        return moved
      }
      return
    }
    keyHeight = metrics.keyHeight
    topInset = Metrics.keyboardTopInset + bar
    rowGap = Metrics.keyboardRowGap
    var keys: [Key] = []
    for (row, keysOfRow) in rows.enumerated() {
      let y = topInset + CGFloat(row) * (metrics.keyHeight + Metrics.keyboardRowGap)
      // The bottom row keeps QWERTY's keys whatever the letters' count, as on iOS.
      let rowMetrics = row == rows.count - 1 ? Self.Geometry(width: width) : metrics
      var laidOut = rowMetrics.place(keysOfRow, row: row, y: y)
      if Self.mirrors(row: row, of: page, inputMode: inputMode, isRightToLeft: isRightToLeft) {
        laidOut = laidOut.reversed().map { key in
          var mirrored = key
          mirrored.frame.origin.x = width - key.frame.maxX
          return mirrored
        }
      }
      keys += laidOut
    }
    self.keys = keys
  }

  /// The height of the keyboard at `width`, on every page.
  public static func height(forWidth width: CGFloat) -> CGFloat { Geometry(width: width).height }

  /// The height of the keyboard at `width` for `inputMode`: a composing one's candidate bar
  /// adds to it.
  public static func height(forWidth width: CGFloat, inputMode: TextInputMode) -> CGFloat {
    Geometry(width: width).height + candidateBarHeight(for: inputMode)
  }

  // MARK: - Hit testing

  /// The key a touch at `point` (keyboard coordinates) means, or nil outside the keyboard.
  ///
  /// As on iOS, the gaps belong to keys too, so that no touch on the keyboard is lost: the
  /// rows split the gaps between them in half (the top and bottom rows reach the keyboard's
  /// edges), and in a row the nearest key takes the touch. On a pad, the blank beside 0 takes
  /// none.
  /// - Complexity: O(k) in the number of keys.
  public func key(at point: CGPoint) -> Key? {
    guard point.x >= 0, point.x <= width, point.y >= 0, point.y <= height else { return nil }
    let pitch = keyHeight + rowGap
    let rowCount = (keys.map(\.row).max() ?? 0) + 1
    let rawRow = Int(
      checked: (point.y - topInset + rowGap / 2) / pitch,
      rounding: .down, naming: "the keyboard's row at y \(point.y)")
    let row = min(max(0, rawRow), rowCount - 1)
    let nearest = keys.filter { $0.row == row }.min { a, b in
      Self.horizontalDistance(from: point.x, to: a.frame) < Self.horizontalDistance(from: point.x, to: b.frame)
    }
    if page.isPad, let nearest,
      Self.horizontalDistance(from: point.x, to: nearest.frame) > Metrics.keyboardPadKeyGap
    {
      return nil
    }
    return nearest
  }

  private static func horizontalDistance(from x: CGFloat, to frame: CGRect) -> CGFloat {
    if x < frame.minX { return frame.minX - x }
    if x > frame.maxX { return x - frame.maxX }
    return 0
  }

  // MARK: - Rows

  /// The keys of each row of `page`, with their widths in units of the layout.
  private static func rows(
    of page: Page, keyboardType: KeyboardType, inputMode: TextInputMode, showsGlobeKey: Bool
  ) -> [[(Action, Width)]] {
    func characters(_ string: String, _ width: Width = .standard) -> [(Action, Width)] {
      string.map { (.character(String($0)), width) }
    }
    var bottom = bottomRow(of: page, keyboardType: keyboardType)
    if showsGlobeKey { bottom.insert((.nextKeyboard, .standard), at: 1) }
    switch page {
    case .letters:
      return letterRows(for: inputMode) + [bottom]
    case .digits, .symbols, .numberPad, .phonePad, .phoneSymbols:
      let top = page == .digits ? digitsTopRow(for: inputMode) : "[]{}#%^*+="
      let middle =
        page == .digits
        ? digitsMiddleRow(for: inputMode)
        : symbolsMiddleRow(for: keyboardType, inputMode: inputMode)
      let other: Page = page == .digits ? .symbols : .digits
      return [
        characters(top), characters(middle),
        [(.page(other), .function)] + characters(".,?!'", .wide) + [(.backspace, .function)],
        bottom,
      ]
    }
  }

  /// How wide a key is, relative to the standard key of the width laid out.
  enum Width {
    /// A letter or digit: a tenth of the row.
    case standard
    /// Shift, backspace and the page keys of the third row.
    case function
    /// The five punctuation keys between them on the digits pages, sharing that room.
    case wide
    /// 123/ABC and return on the bottom row.
    case bottomFunction
    /// The space bar: what the bottom row leaves.
    case remaining
  }

  /// The sizes of one width's keys.
  struct Geometry {
    let width: CGFloat
    let keyWidth: CGFloat
    let keyHeight: CGFloat

    /// The sizes for `columns` letters across (10 in QWERTY; 11 in German, Russian and
    /// Arabic, whose keys are narrower but as tall, so that the keyboard keeps its height).
    init(width: CGFloat, columns: Int = 10) {
      self.width = width
      let gap = Metrics.keyboardKeyGap
      let tenthWidth = max(0, (width - 2 * Metrics.keyboardSideInset - 9 * gap) / 10)
      keyWidth = max(
        0, (width - 2 * Metrics.keyboardSideInset - CGFloat(columns - 1) * gap) / CGFloat(columns))
      // Keys grow with wide windows, up to a limit, so that a kiosk's keys stay keys rather
      // than bars, while the keyboard leaves most of the screen to the content.
      keyHeight = min(
        Metrics.keyboardMaximumKeyHeight,
        max(Metrics.keyboardMinimumKeyHeight, tenthWidth * Metrics.keyboardKeyAspectRatio))
    }

    var height: CGFloat {
      Metrics.keyboardTopInset + 4 * keyHeight + 3 * Metrics.keyboardRowGap
        + Metrics.keyboardBottomInset
    }

    var functionWidth: CGFloat { (keyWidth * 1.36).rounded() }
    var bottomFunctionWidth: CGFloat { (keyWidth * 2.5 + Metrics.keyboardKeyGap * 1.5).rounded() }

    /// Places a row's keys at `y`: rows of standard keys centred; function keys at the edges
    /// with the rest centred between them; the space bar filling what is left.
    func place(_ row: [(Action, Width)], row index: Int, y: CGFloat) -> [Key] {
      let gap = Metrics.keyboardKeyGap
      let inset = Metrics.keyboardSideInset
      func key(_ action: Action, x: CGFloat, width: CGFloat) -> Key {
        Key(action: action, frame: CGRect(x: x, y: y, width: width, height: keyHeight), row: index)
      }
      let hasEdges = row.first.map { $0.1 != .standard } ?? false
      if !hasEdges, let last = row.last, last.1 == .function, row.count >= 2 {
        // Letters with backspace at the end (Arabic, Hebrew): the letters centred in the room
        // the backspace leaves. A full row (Arabic's ten bottom letters in eleven columns)
        // leaves it one letter's width, as on phones' Arabic keyboards.
        let letters = row.dropLast()
        let total = CGFloat(letters.count) * keyWidth + CGFloat(letters.count - 1) * gap
        let trailingWidth = max(keyWidth, min(functionWidth, width - 2 * inset - total - gap))
        let trailing = key(last.0, x: width - inset - trailingWidth, width: trailingWidth)
        var x = max(inset, (trailing.frame.minX - gap + inset - total) / 2)
        return letters.map { action, _ in
          defer { x += keyWidth + gap }
          return key(action, x: x, width: keyWidth)
        } + [trailing]
      }
      guard hasEdges, let first = row.first, let last = row.last, row.count >= 2 else {
        let total = CGFloat(row.count) * keyWidth + CGFloat(max(0, row.count - 1)) * gap
        var x = (width - total) / 2
        return row.map { action, _ in
          defer { x += keyWidth + gap }
          return key(action, x: x, width: keyWidth)
        }
      }
      var edgeWidth = first.1 == .bottomFunction ? bottomFunctionWidth : functionWidth
      if first.1 == .function, !row.dropFirst().dropLast().contains(where: { $0.1 != .standard }) {
        // Nine letters between shift and backspace (Russian) leave them a column each.
        let letters = CGFloat(row.count - 2)
        let total = letters * keyWidth + (letters - 1) * gap
        edgeWidth = min(edgeWidth, (width - total) / 2 - inset - gap)
      }
      let leading = key(first.0, x: inset, width: edgeWidth)
      let trailing = key(last.0, x: width - inset - edgeWidth, width: edgeWidth)
      let middle = Array(row.dropFirst().dropLast())
      let room = trailing.frame.minX - leading.frame.maxX
      var keys = [leading]
      if middle.contains(where: { $0.1 == .remaining }) {
        // The space bar (or a URL row's ".com") takes what the standard keys beside it leave.
        let standardCount = CGFloat(middle.count - 1)
        let remaining = max(
          0, room - 2 * gap - standardCount * gap - standardCount * keyWidth)
        var x = leading.frame.maxX + gap
        for entry in middle {
          let width = entry.1 == .remaining ? remaining : keyWidth
          keys.append(key(entry.0, x: x, width: width))
          x += width + gap
        }
        keys.append(trailing)
        return keys
      }
      switch middle.first?.1 {
      case .wide?:
        // The punctuation keys share the room, with a wider gap at each function key.
        let count = CGFloat(middle.count)
        let edgeGap = gap * 2
        let each = max(0, (room - 2 * edgeGap - (count - 1) * gap) / count)
        for (offset, entry) in middle.enumerated() {
          let x = leading.frame.maxX + edgeGap + CGFloat(offset) * (each + gap)
          keys.append(key(entry.0, x: x, width: each))
        }
      default:
        let total = CGFloat(middle.count) * keyWidth + CGFloat(max(0, middle.count - 1)) * gap
        var x = (width - total) / 2
        for entry in middle {
          keys.append(key(entry.0, x: x, width: keyWidth))
          x += keyWidth + gap
        }
      }
      keys.append(trailing)
      return keys
    }
  }
}
