import Foundation
import TableKit

/// Draws a monkey's actions from a seed: taps (single, double, triple), long presses, drags,
/// flings, edge swipes, pinches, other mouse buttons, wheel notches and trackpad scrolls, the
/// keys the demo and kiosk handle and random ones with modifier chords, typed text and input
/// method compositions in several scripts, window resizes down to nothing, and waits long
/// enough for idle timers.
///
/// The actions depend only on the seed and the window size the generator tracks (its own
/// resizes), never on what the program shows, so a script is the same on every run and any
/// part of it is a valid script too (which shrinking needs).
public struct MonkeyGenerator: Sendable {
  private var random: SplitMix64
  /// The window's size in points, as the generated resizes leave it.
  public private(set) var windowSize: CGSize
  /// The size the program opened at, which resizes often return to.
  private let startSize: CGSize
  /// Whether the program is the kiosk (which has no quit key to avoid).
  private let isKiosk: Bool

  /// Creates a generator.
  /// - Parameters:
  ///   - seed: The seed; the same seed gives the same actions.
  ///   - screen: The screen played on.
  ///   - windowSize: The window's size in points at the start.
  public init(seed: UInt64, screen: MonkeyScreen, windowSize: CGSize) {
    random = SplitMix64(seed: seed)
    self.windowSize = windowSize
    startSize = windowSize
    isKiosk = screen.isKiosk
  }

  /// The size in points a screen's window opens at.
  public static func startSize(of screen: MonkeyScreen) -> CGSize {
    switch screen {
    case .demo: CGSize(width: 1000, height: 700)
    case .demoPhone: CGSize(width: 390, height: 844)
    case .kiosk, .kioskLarge: CGSize(width: 800, height: 600)
    }
  }

  /// The next `count` actions.
  public mutating func actions(_ count: Int) -> [MonkeyAction] {
    (0..<count).map { _ in next() }
  }

  /// The next action.
  public mutating func next() -> MonkeyAction {
    let roll = unit()
    switch roll {
    case ..<0.24: return tap()
    case ..<0.36: return drag(seconds: between(0.15, 0.8))
    case ..<0.44: return drag(seconds: between(0.04, 0.12))
    case ..<0.48: return edgeSwipe()
    case ..<0.52:
      return .longPress(point(), seconds: rounded(between(0.4, 1.5), places: 2), touch: chance(0.6))
    case ..<0.54: return pinch()
    case ..<0.57: return .click(point(), button: pick([3, 3, 4, 2]))
    case ..<0.65: return wheel()
    case ..<0.82: return key()
    case ..<0.87: return .text(pick(Self.texts))
    case ..<0.90: return .composition(pick(Self.compositions), commits: chance(0.75))
    case ..<0.92: return resize()
    default: return idle()
    }
  }

  // MARK: - Kinds

  private mutating func tap() -> MonkeyAction {
    let count = chance(0.8) ? 1 : (chance(0.6) ? 2 : 3)
    return .tap(point(), count: count, touch: chance(0.6))
  }

  private mutating func drag(seconds: Double) -> MonkeyAction {
    let from = point()
    let vertical = chance(0.7)
    let distance = between(-windowSize.height, windowSize.height)
    let to =
      vertical
      ? CGPoint(x: from.x + between(-20, 20), y: from.y + distance)
      : CGPoint(x: from.x + between(-windowSize.width, windowSize.width), y: from.y + between(-20, 20))
    return .drag(from: from, to: clamped(to), seconds: rounded(seconds), touch: chance(0.6))
  }

  private mutating func edgeSwipe() -> MonkeyAction {
    let y = rounded(between(0, windowSize.height))
    let from = CGPoint(x: rounded(between(0, 3)), y: y)
    let to = CGPoint(x: rounded(between(20, windowSize.width)), y: y + rounded(between(-30, 30)))
    return .drag(from: from, to: clamped(to), seconds: rounded(between(0.1, 0.6)), touch: chance(0.7))
  }

  private mutating func pinch() -> MonkeyAction {
    .pinch(center: point(), from: rounded(between(20, 300)), to: rounded(between(10, 400)))
  }

  private mutating func wheel() -> MonkeyAction {
    let precise = chance(0.5)
    let at = point()
    if precise {
      return .wheel(
        at: at, dx: rounded(between(-0.5, 0.5), places: 2), dy: rounded(between(-4, 4), places: 2),
        precise: true, count: Int(between(1, 40)))
    }
    let notches = Double(pick([-3, -2, -1, 1, 2, 3]))
    return .wheel(at: at, dx: 0, dy: notches, precise: false, count: Int(between(1, 8)))
  }

  private mutating func key() -> MonkeyAction {
    let roll = unit()
    var modifiers: MonkeyModifiers = []
    let key: MonkeyKey
    switch roll {
    case ..<0.6:
      key = .named(pick(MonkeyKey.namedKeys))
      if chance(0.15) { modifiers.insert(.shift) }
      if chance(0.08) { modifiers.insert(.alt) }
    case ..<0.72:
      key = .character(pick(Array("123456789")))
    case ..<0.85:
      key = .character(pick(Array("fh?/qxazc")))
    default:
      key = .character(Character(Unicode.Scalar(UInt8(between(33, 127)))))
      if chance(0.3) { modifiers.insert(.shift) }
    }
    if chance(0.12) { modifiers.insert(pick([.control, .alt, .gui, [.control, .shift]])) }
    // The demo's own quit command is the one key that may quit it: left out, so that the monkey
    // plays on (the kiosk has none, and every key must leave it running). The random printable
    // keys include "Q", which the host reads as the same key as "q".
    let isQ = key == .character("q") || key == .character("Q")
    if !isKiosk, isQ, !modifiers.isDisjoint(with: [.control, .gui]) {
      modifiers.subtract([.control, .gui])
    }
    return .key(key, modifiers: modifiers)
  }

  private mutating func resize() -> MonkeyAction {
    let size: (Int, Int)
    switch unit() {
    case ..<0.15: size = (0, 0)
    case ..<0.3: size = (20, 20)
    case ..<0.4: size = (Int(between(1, 60)), Int(between(1, 60)))
    case ..<0.75: size = (Int(between(200, 1600)), Int(between(150, 1100)))
    default: size = (Int(startSize.width), Int(startSize.height))
    }
    // SDL makes no window smaller than one unit.
    windowSize = CGSize(width: max(1, size.0), height: max(1, size.1))
    return .resize(width: size.0, height: size.1)
  }

  private mutating func idle() -> MonkeyAction {
    switch unit() {
    case ..<0.85: return .idle(seconds: rounded(between(0.05, 1)))
    case ..<0.97: return .idle(seconds: rounded(between(2, 12)))
    // Past the kiosk's 90 s: it returns to its start.
    default: return .idle(seconds: 95)
    }
  }

  // MARK: - Texts

  /// Typed texts: Latin, CJK, Arabic, Hebrew, emoji with joiners and flags, combining marks,
  /// very long words and control characters.
  static let texts = [
    "a", "ma", "Anna", "hello world", "中文", "日本語のテキスト", "한국어", "مرحبا بالعالم", "שלום",
    "👩‍👩‍👧‍👦", "🇫🇷🇯🇵", "e\u{301}\u{302}\u{303}\u{304}", String(repeating: "\u{301}", count: 200),
    String(repeating: "W", count: 300), "tab\there", "line\nbreak", "\u{200F}\u{202E}rtl", " ",
    "0123456789", "😀😃😄", "Ä Ö Ü ß", "\u{FFFD}",
  ]

  /// Input method compositions.
  static let compositions = [
    "中文输入法", "にほんご", "한국", "拼音 pinyin", "😀", "e\u{301}", String(repeating: "字", count: 40),
  ]

  // MARK: - Randomness

  private mutating func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }

  private mutating func chance(_ probability: Double) -> Bool { unit() < probability }

  private mutating func between(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * unit()
  }

  private mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int(random.next() % UInt64(elements.count))]
  }

  /// A point in the window; bars along the top and the left edge (back buttons, search
  /// fields, the sidebar) get more than their share.
  private mutating func point() -> CGPoint {
    let width = windowSize.width
    let height = windowSize.height
    switch unit() {
    case ..<0.2:
      return CGPoint(x: rounded(between(0, width)), y: rounded(between(0, min(height, 140))))
    case ..<0.3:
      return CGPoint(x: rounded(between(0, min(width, 260))), y: rounded(between(0, height)))
    default:
      return CGPoint(x: rounded(between(0, width)), y: rounded(between(0, height)))
    }
  }

  private func clamped(_ point: CGPoint) -> CGPoint {
    CGPoint(
      x: rounded(min(max(point.x, 0), windowSize.width)),
      y: rounded(min(max(point.y, 0), windowSize.height)))
  }

  private func rounded(_ value: Double, places: Int = 1) -> Double {
    let factor = pow(10, Double(places))
    return (value * factor).rounded() / factor
  }
}
