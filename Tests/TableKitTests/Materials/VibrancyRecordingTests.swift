import Foundation
import Testing

@testable import TableKit

/// Issue 26, vibrancy: what the core records for vibrant content (a `pushVibrancy` around the
/// content in the style's flat color), how it survives the list's transformations, and its
/// fallback under Reduce Transparency; the table's `separatorEffect` and the system chrome
/// iOS 17 draws vibrant.
@MainActor
@Suite struct VibrancyRecordingTests {
  /// A blur view 200 × 60 holding a vibrancy view of `style` holding a label.
  private func vibrantLabel(
    _ style: VibrancyEffectStyle?, blur: BlurEffect.Style = .systemMaterial, dark: Bool = false
  ) -> (VisualEffectView, Label) {
    let blurEffect = BlurEffect(style: blur)
    let blurView = VisualEffectView(effect: blurEffect)
    blurView.screen = ViewTesting.screen()
    blurView.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    if dark { blurView.overrideUserInterfaceStyle = .dark }
    let effect =
      style.map { VibrancyEffect(blurEffect: blurEffect, style: $0) }
      ?? VibrancyEffect(blurEffect: blurEffect)
    let vibrancyView = VisualEffectView(effect: effect)
    vibrancyView.frame = blurView.contentView.bounds
    blurView.contentView.addSubview(vibrancyView)
    let label = Label(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
    label.text = "Vibrant"
    label.textColor = .systemRed
    vibrancyView.contentView.addSubview(label)
    blurView.layoutIfNeeded()
    return (blurView, label)
  }

  private func vibrancies(in list: DrawList) -> [Vibrancy] {
    list.commands.compactMap { if case .pushVibrancy(let v) = $0 { v } else { nil } }
  }

  private func pops(in list: DrawList) -> Int {
    list.commands.filter { if case .popVibrancy = $0 { true } else { false } }.count
  }

  private func textColors(in list: DrawList) -> [Color] {
    list.commands.compactMap { if case .text(let run) = $0 { run.color } else { nil } }
  }

  @Test func aVibrancyViewRecordsItsContentInTheStylesFlatColorBetweenPushAndPop() throws {
    let (view, _) = vibrantLabel(.secondaryLabel)
    var list = DrawList()
    view.render(into: &list)
    let pushed = try #require(vibrancies(in: list).first)
    #expect(vibrancies(in: list).count == 1 && pops(in: list) == 1)
    #expect(pushed.style == .secondaryLabel && !pushed.isDark)
    #expect(pushed.strength == VibrancyLook.strength(of: .secondaryLabel, isDark: false))
    let flat = Color.secondaryLabel.resolvedColor(with: TraitCollection(userInterfaceStyle: .light))
    #expect(pushed.recordedAlpha == flat.alpha)
    #expect(textColors(in: list).map(\.rgba8.red) == [flat.rgba8.red], "the label's red is dropped")
    // The material comes first, the content inside the push and pop.
    let blurIndex = try #require(
      list.commands.firstIndex {
        if case .backdropBlur = $0 { true } else { false }
      })
    let pushIndex = try #require(
      list.commands.firstIndex {
        if case .pushVibrancy = $0 { true } else { false }
      })
    let textIndex = try #require(
      list.commands.firstIndex {
        if case .text = $0 { true } else { false }
      })
    let popIndex = try #require(
      list.commands.firstIndex {
        if case .popVibrancy = $0 { true } else { false }
      })
    #expect(blurIndex < pushIndex && pushIndex < textIndex && textIndex < popIndex)
  }

  @Test func darkTraitsOrADarkBlurDrawLighterAndIOS8sInitIsLabel() throws {
    var dark = DrawList()
    vibrantLabel(.label, dark: true).0.render(into: &dark)
    #expect(vibrancies(in: dark).first?.isDark == true)
    #expect(textColors(in: dark).first?.rgba8.red == 255, "label is white in dark")
    var fixedDark = DrawList()
    vibrantLabel(.label, blur: .systemThinMaterialDark).0.render(into: &fixedDark)
    #expect(vibrancies(in: fixedDark).first?.isDark == true, "the blur's own appearance wins")
    var iOS8 = DrawList()
    vibrantLabel(nil).0.render(into: &iOS8)
    #expect(vibrancies(in: iOS8).first?.style == .label)
    #expect(VibrancyEffect(blurEffect: BlurEffect(style: .light)).requestedStyle == nil)
  }

  @Test func filledViewsAndTemplateSymbolsAreVibrantToo() throws {
    let (view, label) = vibrantLabel(.fill)
    let filled = View(frame: CGRect(x: 0, y: 40, width: 50, height: 10))
    filled.backgroundColor = .systemGreen
    label.superview?.addSubview(filled)
    let symbol = ImageView(image: Image(systemName: "star.fill"))
    symbol.frame = CGRect(x: 60, y: 40, width: 16, height: 16)
    label.superview?.addSubview(symbol)
    var list = DrawList()
    view.render(into: &list)
    let flat = Color.systemFill.resolvedColor(with: TraitCollection(userInterfaceStyle: .light))
    var inside = false
    var colored: [Color] = []
    for command in list.commands {
      switch command {
      case .pushVibrancy: inside = true
      case .popVibrancy: inside = false
      case .fillRect(_, let color), .fillPolygon(_, let color):
        if inside { colored.append(color) }
      default: break
      }
    }
    #expect(colored.count >= 2, "the green view and the star")
    #expect(colored.allSatisfy { $0.rgba8.green == flat.rgba8.green && $0.alpha == flat.alpha })
  }

  @Test func reduceTransparencyRecordsOnlyTheFlatColor() {
    let (view, _) = vibrantLabel(.secondaryLabel)
    view.screen.accessibility.isReduceTransparencyEnabled = true
    var list = DrawList()
    view.render(into: &list)
    #expect(vibrancies(in: list).isEmpty && pops(in: list) == 0)
    let flat = Color.secondaryLabel.resolvedColor(with: TraitCollection(userInterfaceStyle: .light))
    #expect(textColors(in: list).map(\.rgba8.red) == [flat.rgba8.red])
  }

  @Test func vibrancySurvivesScalingTransformsAndRegions() {
    let (view, _) = vibrantLabel(.tertiaryLabel)
    var list = DrawList()
    view.render(into: &list)
    let center = CGPoint(x: 100, y: 30)
    let scaled = list.scaled(by: 2, about: center)
    let turned = list.transformed(by: CGAffineTransform(rotationAngle: 0.3), about: center)
    let region = list.keepingCommands(touching: CGRect(x: 0, y: 0, width: 50, height: 50))
    for transformed in [scaled, turned, region] {
      #expect(vibrancies(in: transformed) == vibrancies(in: list))
      #expect(pops(in: transformed) == 1)
      #expect(textColors(in: transformed).count == 1)
    }
  }

  @Test func anEmptyVibrancyRecordsNothing() {
    var list = DrawList()
    list.vibrant(.label, reducesTransparency: false) { _ in }
    #expect(list.isEmpty)
  }
}
