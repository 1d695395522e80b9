import TableKit
import TableKitSDL

/// The keys a locked kiosk treats apart from the views: the chords that quit or close a desktop
/// program, which it refuses (and logs, so that an operator can tell a visitor tried), and the
/// operator's own chord, which asks for the PIN. Escape is none of these: it goes to the views,
/// where it ends a search or closes what is open, and does nothing more.
enum KioskKeyLock {
  /// The operator's chord, in the words of the docs and the log.
  static let operatorChordName = "Ctrl+Alt+O"

  /// What a key input means to the lock.
  enum Meaning: Equatable {
    /// A chord that would quit or close a desktop program, by its name (`Ctrl+Q`).
    case refused(String)
    /// The operator's chord.
    case operatorChord
  }

  /// What `event` means to the lock, or nil for a key the views take.
  static func meaning(of event: InputEvent) -> Meaning? {
    guard case .key(.character(let character), let modifiers) = event else { return nil }
    let letter = Character(character.lowercased())
    if modifiers == [.control, .option], letter == "o" { return .operatorChord }
    // Ctrl+Q and Ctrl+W quit and close on Linux desktops, Alt+Q and Cmd+Q elsewhere.
    let quitting: [(KeyModifiers, Character, String)] = [
      ([.control], "q", "Ctrl+Q"), ([.control], "w", "Ctrl+W"), ([.option], "q", "Alt+Q"),
      ([.command], "q", "Super+Q"), ([.control, .shift], "q", "Ctrl+Shift+Q"),
    ]
    for (held, key, name) in quitting where modifiers == held && letter == key {
      return .refused(name)
    }
    return nil
  }
}
