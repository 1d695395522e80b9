import Foundation
import TableKit

/// The appearance and text size a program is asked to show its screens in, as its command line
/// names them (`--appearance light|dark`, `--text-size extraSmall … accessibilityExtraExtraExtraLarge`),
/// turned into the traits a window or a headless scene starts from.
public struct DisplayTraits: Equatable, Sendable {
  /// Light or dark; `.unspecified` follows whatever else decides (the default: light).
  public var appearance: UserInterfaceStyle = .unspecified
  /// The text size; `.unspecified` for the default (Large).
  public var textSize: ContentSizeCategory = .unspecified

  /// Traits left to their defaults.
  public init(appearance: UserInterfaceStyle = .unspecified, textSize: ContentSizeCategory = .unspecified) {
    self.appearance = appearance
    self.textSize = textSize
  }

  /// The names `--appearance` takes.
  public static let appearanceNames = ["light", "dark"]

  /// The names `--text-size` takes: every `ContentSizeCategory` case but `unspecified`, smallest
  /// first.
  public static var textSizeNames: [String] {
    ContentSizeCategory.allCases.filter { $0 != .unspecified }.map(\.name)
  }

  /// The style an `--appearance` name stands for (`light` or `dark`), or nil.
  public static func appearance(named name: String) -> UserInterfaceStyle? {
    switch name {
    case "light": .light
    case "dark": .dark
    default: nil
    }
  }

  /// The category a `--text-size` name stands for, or nil.
  public static func textSize(named name: String) -> ContentSizeCategory? {
    ContentSizeCategory(name: name).flatMap { $0 == .unspecified ? nil : $0 }
  }

  /// The traits to give a window or a scene's root view: only those asked for are specified.
  public var traitCollection: TraitCollection {
    TraitCollection().modifyingTraits {
      $0.userInterfaceStyle = appearance
      $0.preferredContentSizeCategory = textSize
    }
  }

  /// How the options would be written on a command line, for messages and logs
  /// (`--appearance dark --text-size accessibilityLarge`); empty for the defaults.
  public var commandLine: String {
    var parts: [String] = []
    if appearance == .dark { parts.append("--appearance dark") }
    if appearance == .light { parts.append("--appearance light") }
    if textSize != .unspecified { parts.append("--text-size \(textSize.name)") }
    return parts.joined(separator: " ")
  }
}
