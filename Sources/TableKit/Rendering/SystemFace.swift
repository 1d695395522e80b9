import Foundation

/// Where the system font's faces come from, recorded in one place: Inter (Debian's
/// `fonts-inter`), the free face closest to SF Pro, one real face per weight.
///
/// iOS draws text below 20 points with SF Pro Text and from 20 points with SF Pro Display,
/// whose spacing is tighter; Inter has the same pair (Inter and Inter Display), switched at
/// the same size. UIKit's nine weights map onto Inter's nine faces in order (ultra light →
/// Thin … black → Black).
enum SystemFace {
  /// The size in points from which the display optical size is used, as iOS switches.
  static let displaySizeThreshold: CGFloat = 20

  /// The family prefix of the text optical size.
  static let textFamily = "Inter"
  /// The family prefix of the display optical size.
  static let displayFamily = "InterDisplay"

  /// The face name of the system font in `weight` at `size` points.
  static func name(weight: Font.Weight, size: CGFloat, italic: Bool = false) -> String {
    let style = styleName(of: weight)
    let suffix: String
    if italic {
      suffix = style == "Regular" ? "Italic" : style + "Italic"
    } else {
      suffix = style
    }
    return "\(family(forSize: size))-\(suffix)"
  }

  /// The system face `name` in the optical size for `size` points, or nil when `name` is not a
  /// system face (a font the app named itself keeps its face at every size).
  static func name(resizing name: String, to size: CGFloat) -> String? {
    for family in [displayFamily, textFamily] where name.hasPrefix(family + "-") {
      return "\(self.family(forSize: size))-\(name.dropFirst(family.count + 1))"
    }
    return nil
  }

  /// Whether `name` is one of the system font's faces.
  static func isSystemFace(_ name: String) -> Bool {
    name.hasPrefix(textFamily + "-") || name.hasPrefix(displayFamily + "-")
  }

  /// The system face one weight heavier than `name` (Regular → Medium … ExtraBold → Black,
  /// italic kept), as iOS's Bold Text draws it; Black stays Black. Nil when `name` is not a
  /// system face: a font the app named itself keeps its face.
  static func nextHeavierName(_ name: String) -> String? {
    for family in [displayFamily, textFamily] where name.hasPrefix(family + "-") {
      var style = String(name.dropFirst(family.count + 1))
      let italic = style.hasSuffix("Italic")
      if italic { style = String(style.dropLast("Italic".count)) }
      if style.isEmpty { style = "Regular" }
      guard let index = faceStyles.firstIndex(of: style) else { return nil }
      let heavier = faceStyles[min(index + 1, faceStyles.count - 1)]
      let suffix = italic ? (heavier == "Regular" ? "Italic" : heavier + "Italic") : heavier
      return "\(family)-\(suffix)"
    }
    return nil
  }

  /// Inter's style names from the lightest face to the heaviest.
  private static let faceStyles = [
    "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
  ]

  private static func family(forSize size: CGFloat) -> String {
    // NaN compares false and keeps the text size.
    size >= displaySizeThreshold ? displayFamily : textFamily
  }

  /// Inter's style name for the face nearest to `weight` (UIKit's raw values lie between the
  /// named weights for custom ones; each takes the nearest face).
  private static func styleName(of weight: Font.Weight) -> String {
    let weights: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    let faces = Array(zip(weights, faceStyles))
    let value = weight.rawValue.isFinite ? weight.rawValue : 0
    let nearest = faces.min { abs($0.0.rawValue - value) < abs($1.0.rawValue - value) }
    return nearest?.1 ?? "Regular"
  }
}
