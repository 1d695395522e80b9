import Foundation

/// What a monkey plays on one screen: the screen, the window's scale, and the actions in order.
///
/// As text (what `--replay` reads and a failure writes):
///
///     # comments start with a hash
///     screen demo:contacts
///     scale 2
///     tap 120 300 1 touch
///     key down -
///     text "中文"
public struct MonkeyScript: Equatable, Sendable {
  /// The screen the actions are played on.
  public var screen: MonkeyScreen
  /// Window units per point (`TABLEKIT_SCALE`); 1, 1.5, 2 or 3.
  public var scale: Double
  /// The actions, in order.
  public var actions: [MonkeyAction]

  /// The scales a script may ask for.
  public static let scales: [Double] = [1, 1.5, 2, 3]

  /// Creates a script.
  public init(screen: MonkeyScreen, scale: Double = 1, actions: [MonkeyAction]) {
    self.screen = screen
    self.scale = scale
    self.actions = actions
  }

  /// The script as text, with `comment` lines at the top.
  public func text(comment: [String] = []) -> String {
    var lines = comment.map { "# \($0)" }
    lines.append("screen \(screen.name)")
    lines.append("scale \(MonkeyAction.format(scale))")
    lines += actions.map(\.line)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reads a script's text.
  /// - Throws: `MonkeyScriptError` naming the first line that is wrong.
  public init(text: String) throws(MonkeyScriptError) {
    var screen: MonkeyScreen?
    var scale = 1.0
    var actions: [MonkeyAction] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      do throws(MonkeyScriptError) {
        if line.hasPrefix("screen ") {
          let name = String(line.dropFirst("screen ".count))
          guard let named = MonkeyScreen(name: name) else {
            throw MonkeyScriptError(
              "no screen '\(name)'; screens: "
                + MonkeyScreen.all.map(\.name).joined(separator: ", "))
          }
          screen = named
        } else if line.hasPrefix("scale ") {
          let value = Double(line.dropFirst("scale ".count))
          guard let value, Self.scales.contains(value) else {
            throw MonkeyScriptError(
              "the scale must be one of "
                + Self.scales.map { MonkeyAction.format($0) }.joined(separator: ", "))
          }
          scale = value
        } else {
          actions.append(try MonkeyAction(line: line))
        }
      } catch {
        throw MonkeyScriptError("line \(index + 1): \(error.description)")
      }
    }
    guard let screen else { throw MonkeyScriptError("the script names no screen (screen NAME)") }
    self.init(screen: screen, scale: scale, actions: actions)
  }

  /// Reads the script in a file.
  /// - Throws: `MonkeyScriptError` for a file that cannot be read or a wrong line.
  public init(contentsOfFile path: String) throws(MonkeyScriptError) {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw MonkeyScriptError("cannot read \(path): \(error.localizedDescription)")
    }
    do throws(MonkeyScriptError) {
      try self.init(text: text)
    } catch {
      throw MonkeyScriptError("\(path): \(error.description)")
    }
  }
}

/// A program and screen the monkey plays on: a demo scene in the demo's window, wide or the size
/// of a phone, or the kiosk on its embedded catalog or on a large generated one.
public enum MonkeyScreen: Hashable, Sendable {
  /// The demo, started on the scene of this name (`table-demo --scene NAME`).
  case demo(String)
  /// The demo in a window a phone's size (390 × 844 points), compact, so that its scenes sit
  /// in a tab bar, started on the scene of this name.
  case demoPhone(String)
  /// The kiosk on its embedded catalog.
  case kiosk
  /// The kiosk on a generated catalog of `MonkeyLargeCatalog.itemCount` items.
  case kioskLarge

  /// The demo scenes' names, in the demo's order.
  public static let demoScenes = [
    "contacts", "settings", "styles", "stress", "images", "right-to-left", "playground",
    "editing", "tasks", "auto-layout",
  ]

  /// The scenes also played at a phone's size: the tasks scene's sheets and menus and the
  /// editing scene's toolbar, which a compact window shows in their own way.
  public static let phoneScenes = ["tasks", "editing"]

  /// Every screen: each demo scene, the phone-sized ones, the kiosk and the large kiosk.
  public static let all: [MonkeyScreen] =
    demoScenes.map { .demo($0) } + phoneScenes.map { .demoPhone($0) } + [.kiosk, .kioskLarge]

  /// The screen's name in scripts and on the command line.
  public var name: String {
    switch self {
    case .demo(let scene): return "demo:\(scene)"
    case .demoPhone(let scene): return "demo-phone:\(scene)"
    case .kiosk: return "kiosk"
    case .kioskLarge: return "kiosk-large"
    }
  }

  /// Reads a screen's name.
  public init?(name: String) {
    guard let screen = Self.all.first(where: { $0.name == name }) else { return nil }
    self = screen
  }

  /// Whether the screen is the kiosk's (no key may quit it).
  public var isKiosk: Bool {
    switch self {
    case .demo, .demoPhone: false
    case .kiosk, .kioskLarge: true
    }
  }
}
