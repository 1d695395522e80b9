import Foundation

/// What a dynamic `Color` resolves to, kept by reference so that colors stay small values.
///
/// iOS's named colors are tables of values (`variants`), and a dynamic color with another
/// opacity is that color faded (`faded`): both compare by value, so `Color.tint` equals
/// `Color.systemBlue` and `Color.label.withAlphaComponent(0.5)` equals itself made again. A
/// color made from a closure (`Color(dynamicProvider:)`) equals only itself, as two
/// `UIColor(dynamicProvider:)` objects are different colors.
final class DynamicColorProvider: Hashable, Sendable {
  /// How the color resolves.
  enum Kind: Hashable, Sendable {
    /// A value for each appearance: light, dark, and both on elevated surfaces.
    case variants(light: Color, dark: Color, elevatedLight: Color, elevatedDark: Color)
    /// One color for normal contrast and another, darker in light and lighter in dark, for
    /// high contrast (Darker Colors, iOS's Increase Contrast).
    case contrasting(normal: Color, high: Color)
    /// Another dynamic color with its opacity replaced (`multiplies` false) or multiplied.
    case faded(Color, alpha: CGFloat, multiplies: Bool)
    /// A closure: equal only to itself.
    case closure
  }

  /// How the color resolves; `.closure` ones use `closure`.
  let kind: Kind
  /// The function of a `.closure` color.
  private let closure: (@Sendable (TraitCollection) -> Color)?

  /// A table of values or a faded color.
  init(_ kind: Kind) {
    self.kind = kind
    closure = nil
  }

  /// A closure's color.
  init(_ closure: @escaping @Sendable (TraitCollection) -> Color) {
    self.closure = closure
    kind = .closure
  }

  /// The color for `traits`, which may itself be dynamic.
  func provide(_ traits: TraitCollection) -> Color {
    switch kind {
    case .variants(let light, let dark, let elevatedLight, let elevatedDark):
      switch (traits.isDark, traits.isElevated) {
      case (false, false): return light
      case (false, true): return elevatedLight
      case (true, false): return dark
      case (true, true): return elevatedDark
      }
    case .contrasting(let normal, let high):
      return traits.accessibilityContrast == .high ? high : normal
    case .faded(let base, let alpha, let multiplies):
      let resolved = base.resolvedColor(with: traits)
      return resolved.withAlphaComponent(multiplies ? resolved.alpha * alpha : alpha)
    case .closure:
      return closure?(traits) ?? .clear
    }
  }

  static func == (lhs: DynamicColorProvider, rhs: DynamicColorProvider) -> Bool {
    if lhs === rhs { return true }
    if lhs.kind == .closure || rhs.kind == .closure { return false }
    return lhs.kind == rhs.kind
  }

  func hash(into hasher: inout Hasher) {
    if kind == .closure {
      hasher.combine(ObjectIdentifier(self))
    } else {
      hasher.combine(kind)
    }
  }
}
