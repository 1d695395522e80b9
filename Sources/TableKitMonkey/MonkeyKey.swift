import Foundation

/// A key the monkey presses: every key the demo and the kiosk handle, by name, and any
/// printable ASCII character.
public enum MonkeyKey: Hashable, Sendable {
  /// A key with a name (`escape`, `return`, `f10`, …), as `namedKeys` lists.
  case named(String)
  /// A printable ASCII character's key (SDL's key code is the lowercase character).
  case character(Character)

  /// The names `named` takes.
  public static let namedKeys = [
    "escape", "return", "space", "tab", "backspace", "delete", "up", "down", "left", "right",
    "pageup", "pagedown", "home", "end", "menu", "back", "f10", "enter",
  ]

  /// Reads a key's name: one of `namedKeys`, or a single printable ASCII character.
  public init?(name: String) {
    if Self.namedKeys.contains(name) {
      self = .named(name)
    } else if name.count == 1, let character = name.first, character.isASCII,
      let value = character.asciiValue, (33...126).contains(value)
    {
      self = .character(character)
    } else {
      return nil
    }
  }

  /// The key's name in a script.
  public var name: String {
    switch self {
    case .named(let name): return name
    case .character(let character): return String(character)
    }
  }
}

/// The modifier keys held with a key, written in scripts as `-` for none or a word of `s`
/// (shift), `c` (control), `a` (alt), `g` (the GUI key, Cmd).
public struct MonkeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int
  /// Creates modifiers from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = MonkeyModifiers(rawValue: 1)
  /// Control.
  public static let control = MonkeyModifiers(rawValue: 2)
  /// Alt (Option).
  public static let alt = MonkeyModifiers(rawValue: 4)
  /// The GUI key (Cmd, Super).
  public static let gui = MonkeyModifiers(rawValue: 8)

  private static let letters: [(Character, MonkeyModifiers)] = [
    ("s", .shift), ("c", .control), ("a", .alt), ("g", .gui),
  ]

  /// The modifiers as a script writes them.
  public var name: String {
    let word = String(Self.letters.filter { contains($0.1) }.map(\.0))
    return word.isEmpty ? "-" : word
  }

  /// Reads `-` or a word of `s`, `c`, `a`, `g`.
  init(name: String) throws(MonkeyScriptError) {
    var modifiers: MonkeyModifiers = []
    if name != "-" {
      for character in name {
        guard let match = Self.letters.first(where: { $0.0 == character }) else {
          throw MonkeyScriptError("'\(name)' is not a word of modifiers (s, c, a, g) or -")
        }
        modifiers.insert(match.1)
      }
    }
    self = modifiers
  }
}
