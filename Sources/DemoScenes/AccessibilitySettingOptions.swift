import Foundation
import TableKit

/// The display settings a person may need, as iOS's accessibility settings, by the command-line
/// flags the demo and the kiosk both take (`--reduce-motion`, `--bold-text`,
/// `--darker-colors`, `--reduce-transparency`), so that both programs name and explain them alike.
public enum AccessibilitySettingOptions {
  /// The setting each flag turns on.
  public static let flags: [String: AccessibilitySetting] = [
    "--reduce-motion": .reduceMotion,
    "--bold-text": .boldText,
    "--darker-colors": .darkerSystemColors,
    "--reduce-transparency": .reduceTransparency,
  ]

  /// The setting `option` turns on, or nil when it is not one of these flags.
  public static func setting(forFlag option: String) -> AccessibilitySetting? { flags[option] }

  /// The flags' lines for a usage text, indented as the programs' other options.
  public static let usage = """
      --reduce-motion      pushes, pops and row animations cross-fade instead of sliding, as
                           iOS's Reduce Motion setting does
      --bold-text          text one weight heavier, as iOS's Bold Text setting does
      --darker-colors      separators, secondary text and the system colors darker, as iOS's
                           Increase Contrast setting does
      --reduce-transparency
                           bars, alerts, menus and the keyboard flat and opaque instead of
                           blurred, as iOS's Reduce Transparency setting does
    """
}
