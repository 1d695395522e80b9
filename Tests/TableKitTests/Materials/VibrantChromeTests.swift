import Foundation
import Testing

@testable import TableKit

/// Issue 26, vibrancy where iOS 17 uses it: a table's `separatorEffect`, the hairlines of
/// alerts and action sheets, and a context menu's hairlines and heading.
@MainActor
@Suite struct VibrantChromeTests {
  private final class Rows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  /// Each hairline of `list` with the vibrancy in force around it (nil outside any).
  private func lines(in list: DrawList) -> [(y: CGFloat, vibrancy: Vibrancy?, color: Color)] {
    var stack: [Vibrancy] = []
    var found: [(CGFloat, Vibrancy?, Color)] = []
    for command in list.commands {
      switch command {
      case .pushVibrancy(let vibrancy): stack.append(vibrancy)
      case .popVibrancy: _ = stack.popLast()
      case .line(let from, _, _, let color): found.append((from.y, stack.last, color))
      default: break
      }
    }
    return found
  }

  private func table(effect: VisualEffect?) -> (TableView, Rows) {
    let source = Rows()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 5), style: .plain)
    table.screen = ViewTesting.screen()
    table.rowHeight = 44
    table.separatorEffect = effect
    table.dataSource = source
    table.layoutIfNeeded()
    return (table, source)
  }

  @Test func aTablesSeparatorsAreVibrantWithAVibrancySeparatorEffect() {
    let blur = BlurEffect(style: .systemMaterial)
    let (table, source) = table(effect: VibrancyEffect(blurEffect: blur))
    var list = DrawList()
    table.render(into: &list)
    let found = lines(in: list)
    // Three rows' separators and the plain table's extra ones below them.
    #expect(found.count >= 3)
    #expect(found.allSatisfy { $0.vibrancy?.style == .separator }, "iOS 8's init keeps separators")
    let (styled, styledSource) = self.table(
      effect: VibrancyEffect(blurEffect: blur, style: .secondaryFill))
    var styledList = DrawList()
    styled.render(into: &styledList)
    #expect(lines(in: styledList).allSatisfy { $0.vibrancy?.style == .secondaryFill })
    withExtendedLifetime((source, styledSource)) {}
  }

  @Test func withoutAnEffectOrWithABlurSeparatorsKeepTheirColor() {
    for effect in [nil, BlurEffect(style: .systemMaterial)] as [VisualEffect?] {
      let (table, source) = table(effect: effect)
      table.separatorColor = .systemRed
      var list = DrawList()
      table.render(into: &list)
      let found = lines(in: list)
      #expect(!found.isEmpty)
      #expect(found.allSatisfy { $0.vibrancy == nil && $0.color == .systemRed })
      withExtendedLifetime(source) {}
    }
  }

  @Test func reduceTransparencyDrawsTheSeparatorsFlat() {
    let (table, source) = table(
      effect: VibrancyEffect(blurEffect: BlurEffect(style: .systemMaterial)))
    table.screen.accessibility.isReduceTransparencyEnabled = true
    var list = DrawList()
    table.render(into: &list)
    let found = lines(in: list)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.vibrancy == nil && $0.color.rgba8 == Color.separator.rgba8 })
    withExtendedLifetime(source) {}
  }

  private func alertLayout(_ style: AlertController.Style) -> AlertLayout {
    let entries = [("OK", AlertAction.Style.default), ("More", .default), ("Cancel", .cancel)]
      .map { AlertLayout.Content.Entry(title: $0.0, style: $0.1, isEnabled: true) }
    return AlertLayout(
      content: AlertLayout.Content(
        style: style, title: "Title", message: "Message", actions: entries, preferredIndex: nil),
      in: CGRect(x: 0, y: 0, width: 375, height: 667), isRightToLeft: false, tint: .tint,
      measurer: FixedAdvanceTextMeasurer())
  }

  @Test(arguments: [AlertController.Style.alert, .actionSheet])
  func alertHairlinesAreVibrantSeparatorsButFlatUnderReduceTransparency(
    style: AlertController.Style
  ) {
    let layout = alertLayout(style)
    var list = DrawList()
    layout.draw(in: &list, highlightedButton: nil, reducesTransparency: false)
    let found = lines(in: list)
    #expect(found.count == layout.hairlines.count && !found.isEmpty)
    #expect(found.allSatisfy { $0.vibrancy?.style == .separator })
    var flat = DrawList()
    layout.draw(in: &flat, highlightedButton: nil, reducesTransparency: true)
    #expect(lines(in: flat).allSatisfy { $0.vibrancy == nil })
    // The titles stay as they were: iOS 17 draws alert buttons in the tint, not vibrant.
    var depth = 0
    var vibrantTexts = 0
    for command in list.commands {
      switch command {
      case .pushVibrancy: depth += 1
      case .popVibrancy: depth -= 1
      case .text: if depth > 0 { vibrantTexts += 1 }
      default: break
      }
    }
    #expect(vibrantTexts == 0)
  }

  @Test func aContextMenusHeadingAndHairlinesAreVibrant() {
    let layout = ContextMenuLayout(
      title: "Options",
      groups: [[ContextMenuLayout.Entry(title: "A"), ContextMenuLayout.Entry(title: "B")]],
      anchor: .point(CGPoint(x: 20, y: 20)), bounds: CGRect(x: 0, y: 0, width: 320, height: 480),
      isRightToLeft: false)
    var list = DrawList()
    layout.draw(in: &list, highlightedItem: nil, textMeasurer: FixedAdvanceTextMeasurer())
    let found = lines(in: list)
    // Below the heading and between the two items.
    #expect(found.count == 2)
    #expect(found.allSatisfy { $0.vibrancy?.style == .separator })
    var style: VibrancyEffectStyle?
    for command in list.commands {
      if case .pushVibrancy(let vibrancy) = command { style = vibrancy.style }
      if case .text(let run) = command, run.string == "Options" { break }
    }
    #expect(style == .secondaryLabel, "the heading")
  }
}
