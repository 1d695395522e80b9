import Foundation
import Testing

@testable import TableKit

/// Trait collections, dynamic colors and how views inherit and report traits (issue 26,
/// item 3): a window's host traits reach every view, overrides change a subtree, colors resolve
/// with the traits of the view that draws them.
@MainActor
@Suite
struct TraitCollectionTests {
  @Test func mergingTakesTheLastSpecifiedValueOfEachTrait() {
    let merged = TraitCollection(traitsFrom: [
      TraitCollection(userInterfaceStyle: .light), TraitCollection(displayScale: 2),
      TraitCollection(userInterfaceStyle: .dark), TraitCollection(),
    ])
    #expect(merged.userInterfaceStyle == .dark)
    #expect(merged.displayScale == 2)
    #expect(merged.preferredContentSizeCategory == .unspecified)
    #expect(merged.containsTraits(in: TraitCollection(userInterfaceStyle: .dark)))
    #expect(!merged.containsTraits(in: TraitCollection(userInterfaceStyle: .light)))
  }

  @Test func contentSizeCategoriesCompareBySizeAndKnowTheAccessibilitySizes() {
    #expect(ContentSizeCategory.extraSmall < .large)
    #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(ContentSizeCategory(name: "accessibilityExtraLarge") == .accessibilityExtraLarge)
    #expect(ContentSizeCategory(name: "huge") == nil)
    #expect(ContentSizeCategory.unspecified.specified == .large)
  }

  @Test func systemColorsResolveToIOSsLightDarkAndElevatedValues() {
    let dark = TraitCollection.hostDefault.modifyingTraits { $0.userInterfaceStyle = .dark }
    let elevated = dark.modifyingTraits { $0.userInterfaceLevel = .elevated }
    #expect(Color.systemBackground.resolvedColor(with: .hostDefault) == .white)
    #expect(Color.systemBackground.resolvedColor(with: dark) == .black)
    #expect(Color.systemBackground.resolvedColor(with: elevated) == Color(rgb: 0x1C1C1E))
    #expect(Color.label.resolvedColor(with: dark) == .white)
    #expect(Color.systemRed.resolvedColor(with: dark) == Color(rgb: 0xFF453A))
    #expect(Color.separator.resolvedColor(with: dark) == Color(rgb: 0x545458, alpha: 0.6))
    #expect(Color.white.resolvedColor(with: dark) == .white, "a fixed color stays")
    #expect(!Color.label.resolvedColor(with: dark).isDynamic)
  }

  @Test func aDynamicColorKeepsItsProviderThroughAlphaChanges() {
    let dark = TraitCollection(userInterfaceStyle: .dark)
    let faded = Color.label.withAlphaComponent(0.5)
    #expect(faded.isDynamic)
    #expect(faded.resolvedColor(with: dark) == Color(white: 1, alpha: 0.5))
    #expect(faded.resolvedColor(with: .hostDefault) == Color(white: 0, alpha: 0.5))
    let custom = Color(dynamicProvider: { $0.isDark ? .systemGreen : .systemRed })
    #expect(custom.resolvedColor(with: dark) == Color(rgb: 0x30D158), "resolved through")
    #expect(custom.red == 1, "its components are its light value")
    #expect(Color.tint == .systemBlue, "named colors compare by value")
    #expect(Color.label.withAlphaComponent(0.5) == Color.label.withAlphaComponent(0.5))
    #expect(Color.label != .black, "as UIKit's label is not black")
    #expect(custom != Color(dynamicProvider: { $0.isDark ? .systemGreen : .systemRed }))
  }

  @Test func viewsInheritTheWindowsTraitsAndAnOverrideChangesASubtree() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let outer = View()
    let inner = View()
    window.addSubview(outer)
    outer.addSubview(inner)
    #expect(inner.traitCollection.userInterfaceStyle == .light)
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    #expect(inner.traitCollection.preferredContentSizeCategory == .large, "the rest stays default")
    outer.overrideUserInterfaceStyle = .light
    #expect(inner.traitCollection.userInterfaceStyle == .light)
    #expect(window.traitCollection.userInterfaceStyle == .dark)
  }

  final class ReportingView: View {
    var reports: [TraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      reports.append(previousTraitCollection)
    }
  }

  @Test func aViewIsToldOnceWithItsPreviousTraitsWhenTheyChangeAndNotOtherwise() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = ReportingView()
    window.addSubview(view)
    #expect(view.reports.isEmpty, "joining a window is not a change")
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    #expect(view.reports.count == 1)
    #expect(view.reports.first??.userInterfaceStyle == .light)
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    #expect(view.reports.count == 1, "the same traits again tell nothing")
    view.overrideUserInterfaceStyle = .dark
    #expect(view.reports.count == 1, "an override that changes nothing tells nothing")
  }

  @Test func registeredHandlersRunOnlyForTheTraitsTheyAskedFor() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = View()
    window.addSubview(view)
    var styleChanges = 0
    var sizeChanges = 0
    view.registerForTraitChanges([.userInterfaceStyle]) { _, _ in styleChanges += 1 }
    let sizes = view.registerForTraitChanges([.preferredContentSizeCategory]) { _, previous in
      #expect(previous.preferredContentSizeCategory == .large)
      sizeChanges += 1
    }
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    window.hostTraitCollection = TraitCollection(traitsFrom: [
      TraitCollection(userInterfaceStyle: .dark),
      TraitCollection(preferredContentSizeCategory: .accessibilityLarge),
    ])
    #expect(styleChanges == 1)
    #expect(sizeChanges == 1)
    view.unregisterForTraitChanges(sizes)
    window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .small)
    #expect(sizeChanges == 1)
    #expect(styleChanges == 2, "back to light")
  }

  @Test func aControllersOverrideReachesItsViewAndItsChildren() {
    let controller = ViewController()
    let child = View()
    controller.view.addSubview(child)
    controller.overrideUserInterfaceStyle = .dark
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func colorsAreResolvedWithTheTraitsOfTheViewThatDrawsThem() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    root.backgroundColor = .systemBackground
    let dark = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    dark.backgroundColor = .systemBackground
    dark.overrideUserInterfaceStyle = .dark
    let light = View(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
    light.backgroundColor = .label
    root.addSubview(dark)
    root.addSubview(light)
    var list = DrawList()
    root.render(into: &list)
    let fills = list.commands.compactMap { command -> Color? in
      if case .fillRect(_, let color) = command { color } else { nil }
    }
    #expect(fills.map(\.description) == ["#FFFFFF", "#000000", "#000000"])
    #expect(!fills[1].isDynamic, "resolved for the dark view")
    #expect(fills[2] == .label, "a light view keeps the named color, ready to draw")
  }

  /// A table's background view is not its subview (it must not scroll) and still follows the
  /// table's appearance, told of the change as a subview would be.
  @Test func aTablesBackgroundViewTakesTheTablesTraits() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let table = TableView(frame: window.bounds, style: .plain)
    let background = View()
    background.backgroundColor = .systemBackground
    var told: [UserInterfaceStyle] = []
    background.registerForTraitChanges([.userInterfaceStyle]) { view, _ in
      told.append(view.traitCollection.userInterfaceStyle)
    }
    table.backgroundView = background
    window.addSubview(table)
    window.layoutIfNeeded()
    #expect(background.superview == nil)
    #expect(background.traitCollection.userInterfaceStyle == .light)
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    var list = DrawList()
    window.render(into: &list)
    #expect(background.traitCollection.userInterfaceStyle == .dark)
    #expect(told == [.dark])
    let fills = list.commands.compactMap { command -> Color? in
      if case .fillRect(let rect, let color) = command, rect.size == window.bounds.size {
        color
      } else {
        nil
      }
    }
    #expect(fills.contains(Color(rgb: 0x000000)), "the background drawn dark")
    table.overrideUserInterfaceStyle = .light
    window.layoutIfNeeded()
    #expect(background.traitCollection.userInterfaceStyle == .light)
    #expect(told == [.dark, .light])
  }
}

/// Presented content sits on an elevated surface (issue 26, item 3): an alert's view says so,
/// and its colors then take the elevated dark values.
@MainActor
@Suite
struct ElevatedLevelTests {
  @Test func anAlertsViewIsElevatedAndItsSystemBackgroundIsTheElevatedDarkGray() {
    let alert = AlertController(title: "Title", message: nil, preferredStyle: .alert)
    let view: View = alert.view
    #expect(view.traitCollection.userInterfaceLevel == .elevated)
    view.overrideUserInterfaceStyle = .dark
    #expect(
      Color.systemBackground.resolvedColor(with: view.traitCollection) == Color(rgb: 0x1C1C1E))
  }
}

/// The layout direction in a view's traits is its `effectiveUserInterfaceLayoutDirection`,
/// taken from its superview's traits (issue 26, item 3).
@MainActor
@Suite
struct TraitLayoutDirectionTests {
  @Test func theDirectionFollowsForcedAttributesDownTheTree() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let forced = View()
    let inner = View()
    let flippedBack = View()
    window.addSubview(forced)
    forced.addSubview(inner)
    inner.addSubview(flippedBack)
    forced.semanticContentAttribute = .forceRightToLeft
    flippedBack.semanticContentAttribute = .forceLeftToRight
    for view in [window, forced, inner, flippedBack] {
      let expected: TraitEnvironmentLayoutDirection =
        view.isRightToLeft ? .rightToLeft : .leftToRight
      #expect(view.traitCollection.layoutDirection == expected)
    }
    #expect(inner.traitCollection.layoutDirection == .rightToLeft)
    #expect(flippedBack.traitCollection.layoutDirection == .leftToRight)
  }
}
