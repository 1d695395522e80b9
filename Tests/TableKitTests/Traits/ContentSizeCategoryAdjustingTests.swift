import Foundation
import Testing

@testable import TableKit

/// `adjustsFontForContentSizeCategory` on labels and text fields (issue 26, item 4): a text
/// style or `FontMetrics` font follows the text size of the view's traits when it joins a
/// window and whenever the window's category changes; any other font stays.
@MainActor
@Suite
struct ContentSizeCategoryAdjustingTests {
  static let ax3 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
  static let large = TraitCollection(preferredContentSizeCategory: .large)

  func window() -> Window { Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

  func label(_ font: Font, adjusts: Bool = true) -> Label {
    let label = Label()
    label.text = "Dynamic Type"
    label.font = font
    label.adjustsFontForContentSizeCategory = adjusts
    return label
  }

  @Test func aLabelGrowsWithTheWindowsCategoryAndGoesBackAtLarge() {
    let window = window()
    let label = label(.preferredFont(forTextStyle: .body))
    window.addSubview(label)
    let atLarge = label.intrinsicContentSize
    #expect(label.font.pointSize == 17)
    window.hostTraitCollection = Self.ax3
    #expect(label.font == .systemFont(ofSize: 40))
    #expect(label.font.name == "InterDisplay-Regular")
    #expect(label.font.textStyle == .body, "still a text style font")
    #expect(label.intrinsicContentSize.width > atLarge.width)
    #expect(label.intrinsicContentSize.height > atLarge.height)
    window.hostTraitCollection = Self.large
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(label.intrinsicContentSize == atLarge)
  }

  @Test func aLabelJoiningAWindowAtAnAccessibilitySizeTakesItsSizeAtOnce() {
    let window = window()
    window.hostTraitCollection = Self.ax3
    let direct = label(.preferredFont(forTextStyle: .headline))
    window.addSubview(direct)
    #expect(direct.font == .systemFont(ofSize: 40, weight: .semibold))
    let container = View()
    let nested = label(.preferredFont(forTextStyle: .footnote))
    container.addSubview(nested)
    #expect(nested.font.pointSize == 13, "Large outside a window")
    window.addSubview(container)
    #expect(nested.font.pointSize == 33)
  }

  @Test func settingTheFontOrTheFlagInAWindowUsesTheWindowsSize() {
    let window = window()
    window.hostTraitCollection = Self.ax3
    let label = label(.systemFont(ofSize: 17), adjusts: false)
    window.addSubview(label)
    label.font = .preferredFont(forTextStyle: .body)
    #expect(label.font.pointSize == 17, "without the flag the font is as given")
    label.adjustsFontForContentSizeCategory = true
    #expect(label.font.pointSize == 40)
    label.font = .preferredFont(forTextStyle: .caption1)
    #expect(label.font.pointSize == 32)
    label.adjustsFontForContentSizeCategory = false
    window.hostTraitCollection = Self.large
    #expect(label.font.pointSize == 32, "no longer followed")
  }

  @Test func aFixedFontDoesNotChange() {
    let window = window()
    let fixed = label(.systemFont(ofSize: 17))
    let resized = label(Font.preferredFont(forTextStyle: .body).withSize(20))
    window.addSubview(fixed)
    window.addSubview(resized)
    let size = fixed.intrinsicContentSize
    window.hostTraitCollection = Self.ax3
    #expect(fixed.font == .systemFont(ofSize: 17))
    #expect(fixed.intrinsicContentSize == size)
    #expect(resized.font.pointSize == 20, "a resized font is no longer a text style's")
  }

  @Test func aTextStyleFontWithoutTheFlagDoesNotChange() {
    let window = window()
    let label = label(.preferredFont(forTextStyle: .body), adjusts: false)
    window.addSubview(label)
    window.hostTraitCollection = Self.ax3
    #expect(label.font.pointSize == 17)
  }

  @Test func aFontMetricsFontFollowsFromItsBase() {
    let window = window()
    let custom = Font(name: "Georgia", size: 15)
    let label = label(FontMetrics(forTextStyle: .subheadline).scaledFont(for: custom))
    window.addSubview(label)
    window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    #expect(label.font == Font(name: "Georgia", size: 25))
    window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(label.font == Font(name: "Georgia", size: 12))
    window.hostTraitCollection = Self.large
    #expect(label.font == custom)
  }

  @Test func anOverrideOnASubtreeSetsItsLabelsSize() {
    let window = window()
    let container = View()
    let label = label(.preferredFont(forTextStyle: .title1))
    container.addSubview(label)
    window.addSubview(container)
    container.traitOverrides = TraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(label.font.pointSize == 25)
    window.hostTraitCollection = Self.ax3
    #expect(label.font.pointSize == 25, "the override wins")
  }

  final class ReportingLabel: Label {
    var sizesSeen: [CGFloat] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      // No call to super: the font follows all the same.
      sizesSeen.append(font.pointSize)
    }
  }

  @Test func traitCollectionDidChangeSeesTheNewFont() {
    let window = window()
    let label = ReportingLabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    window.addSubview(label)
    window.hostTraitCollection = Self.ax3
    #expect(label.sizesSeen == [40])
  }

  @Test func aGrowingLabelAsksItsSuperviewForLayout() {
    let window = window()
    let container = View()
    let label = label(.preferredFont(forTextStyle: .body))
    container.addSubview(label)
    window.addSubview(container)
    window.layoutIfNeeded()
    #expect(!container.needsLayout)
    window.hostTraitCollection = Self.ax3
    #expect(container.needsLayout)
  }

  @Test func aTextFieldFollowsTheCategoryLikewise() {
    let window = window()
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.text = "Hello"
    window.addSubview(field)
    #expect(field.font.pointSize == 17)
    window.hostTraitCollection = Self.ax3
    #expect(field.font == .systemFont(ofSize: 40))
    var list = DrawList()
    field.draw(in: &list)
    let fonts = list.commands.compactMap { command -> Font? in
      if case .text(let run) = command { return run.font }
      return nil
    }
    #expect(fonts == [.systemFont(ofSize: 40)], "the text is drawn at the new size")
    window.hostTraitCollection = Self.large
    #expect(field.font.pointSize == 17)
  }

  @Test func aTextFieldWithAFixedFontOrWithoutTheFlagStays() {
    let window = window()
    let fixed = TextField()
    fixed.font = .systemFont(ofSize: 17)
    fixed.adjustsFontForContentSizeCategory = true
    let unflagged = TextField()
    unflagged.font = .preferredFont(forTextStyle: .body)
    window.addSubview(fixed)
    window.addSubview(unflagged)
    window.hostTraitCollection = Self.ax3
    #expect(fixed.font.pointSize == 17)
    #expect(unflagged.font.pointSize == 17)
  }

  @Test func labelsAndFieldsAreContentSizeCategoryAdjusting() {
    let views: [any ContentSizeCategoryAdjusting] = [Label(), TextField()]
    for view in views {
      #expect(!view.adjustsFontForContentSizeCategory, "off by default, as in UIKit")
    }
  }
}
