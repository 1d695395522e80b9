import Foundation
import Testing

@testable import TableKit

/// Issue 26, item 6: views that iOS draws in a material record a backdrop blur of what lies
/// behind them and the material's tint over it, light or dark with their traits; under Reduce
/// Transparency they draw the material's flat, opaque color instead.
@MainActor
@Suite struct MaterialTests {
  /// The backdrop blurs of `list`, with their rects.
  private func blurs(in list: DrawList) -> [(CGRect, BackdropBlur)] {
    list.commands.compactMap {
      if case .backdropBlur(let rect, let blur) = $0 { (rect, blur) } else { nil }
    }
  }

  /// The fill that follows the first backdrop blur of `list`: the material's tint.
  private func tintAfterBlur(in list: DrawList) -> Color? {
    guard let index = list.commands.firstIndex(where: {
      if case .backdropBlur = $0 { true } else { false }
    }), index + 1 < list.commands.count else { return nil }
    switch list.commands[index + 1] {
    case .fillRect(_, let color), .fillRoundedRect(_, _, let color): return color
    default: return nil
    }
  }

  private func effectView(_ style: BlurEffect.Style, traits: TraitCollection? = nil)
    -> VisualEffectView
  {
    let view = VisualEffectView(effect: BlurEffect(style: style))
    view.screen = ViewTesting.screen()
    view.frame = CGRect(x: 10, y: 20, width: 200, height: 60)
    if let traits { view.overrideUserInterfaceStyle = traits.userInterfaceStyle }
    view.layoutIfNeeded()
    return view
  }

  @Test func anEffectViewBlursWhatIsBehindItThenTintsIt() throws {
    let view = effectView(.systemMaterial)
    var list = DrawList()
    view.render(into: &list)
    let found = blurs(in: list)
    try #require(found.count == 1)
    #expect(found[0].0 == CGRect(x: 0, y: 0, width: 200, height: 60))
    #expect(found[0].1.style == .systemMaterial)
    #expect(found[0].1.radius > 0 && found[0].1.saturation > 1)
    let tint = try #require(tintAfterBlur(in: list))
    #expect(tint.alpha > 0 && tint.alpha < 1, "a material's tint lets the blur show through")
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
    #expect(view.contentView.superview === view)
  }

  @Test func darkAppearanceTintsDarkAndTheFixedStylesIgnoreTraits() throws {
    var light = DrawList()
    effectView(.systemMaterial).render(into: &light)
    var dark = DrawList()
    effectView(.systemMaterial, traits: TraitCollection(userInterfaceStyle: .dark))
      .render(into: &dark)
    let lightTint = try #require(tintAfterBlur(in: light))
    let darkTint = try #require(tintAfterBlur(in: dark))
    #expect(lightTint.red > 0.9 && darkTint.red < 0.3)
    var fixed = DrawList()
    effectView(.systemMaterialLight, traits: TraitCollection(userInterfaceStyle: .dark))
      .render(into: &fixed)
    #expect(tintAfterBlur(in: fixed) == lightTint)
  }

  @Test func thickerMaterialsTintMoreOpaquely() {
    let styles: [BlurEffect.Style] = [
      .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
    ]
    for isDark in [false, true] {
      let traits = TraitCollection(userInterfaceStyle: isDark ? .dark : .light)
      let alphas = styles.map { MaterialLook.of($0, traits: traits).tint.alpha }
      #expect(alphas == alphas.sorted() && Set(alphas).count == alphas.count, "\(alphas)")
      for style in BlurEffect.Style.allCases {
        #expect(MaterialLook.of(style, traits: traits).fallback.alpha == 1, "\(style)")
      }
    }
  }

  @Test func reduceTransparencyDrawsTheFlatOpaqueColor() throws {
    let view = effectView(.systemThinMaterial)
    view.screen.accessibility.isReduceTransparencyEnabled = true
    var list = DrawList()
    view.render(into: &list)
    #expect(blurs(in: list).isEmpty)
    let fills = list.commands.compactMap { command -> Color? in
      if case .fillRect(_, let color) = command { color } else { nil }
    }
    #expect(fills == [MaterialLook.of(.thin, isDark: false).fallback])
  }

  @Test func aRoundedEffectViewBlursWithinItsCorners() throws {
    let view = effectView(.systemThickMaterial)
    view.cornerRadius = 13
    var list = DrawList()
    view.render(into: &list)
    #expect(blurs(in: list).first?.1.cornerRadius == 13)
    #expect(list.commands.contains {
      if case .fillRoundedRect(_, 13, _) = $0 { true } else { false }
    })
  }

  @Test func reduceTransparencyIsASettingWithUIKitsNotification() {
    let center = AccessibilityCenter()
    #expect(!center.isReduceTransparencyEnabled)
    let counter = NotificationCounter(
      AccessibilitySetting.reduceTransparency.didChangeNotification, object: center)
    center.isReduceTransparencyEnabled = true
    #expect(center.isEnabled(.reduceTransparency) && counter.count == 1)
    #expect(
      AccessibilitySetting.reduceTransparency.didChangeNotification.rawValue
        == "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  }

  @Test func aScaledListScalesTheBlurWithIt() throws {
    var list = DrawList()
    list.material(
      .systemMaterial, in: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10,
      reducesTransparency: false)
    let scaled = list.scaled(by: 2, about: .zero)
    let blur = try #require(blurs(in: scaled).first)
    #expect(blur.0 == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(blur.1.cornerRadius == 20)
    #expect(blur.1.radius == 2 * MaterialLook.of(.systemMaterial, traits: .hostDefault).radius)
  }
}
