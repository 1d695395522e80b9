import Foundation

/// A tab bar, as `UITabBar`: a tab list (its `.tabBar` trait) of one element per tab, named by
/// its title, selected as drawn, with its badge as its value; activating one chooses it. The
/// tree numbers them, so a screen reader says "Selected, Settings, Tab, 2 of 4".
struct TabBarAccessibility: AccessibilityBehavior {
  let bar: TabBar

  var traits: AccessibilityTraits { .tabBar }

  var elements: [Any]? {
    let items = bar.items ?? []
    return zip(items, bar.itemFrames).enumerated().map { index, pair in
      let (item, frame) = pair
      let element = AccessibilityElement(accessibilityContainer: bar)
      element.accessibilityLabel = item.effectiveAccessibilityLabel
      element.accessibilityIdentifier = item.accessibilityIdentifier
      element.accessibilityValue = item.badgeValue.flatMap { $0.isEmpty ? nil : $0 }
      element.accessibilityFrameInContainerSpace = frame
      var traits: AccessibilityTraits = .button
      if item === bar.selectedItem { traits.insert(.selected) }
      if !item.isEnabled { traits.insert(.notEnabled) }
      element.accessibilityTraits = traits
      element.accessibilityActivateBlock = { [weak bar] in bar?.choose(at: index) ?? false }
      return element
    }
  }
}

/// A toolbar, as `UIToolbar`: a tool bar of its buttons in drawn order (spaces are not read).
struct ToolbarAccessibility: AccessibilityBehavior {
  let bar: Toolbar

  var containerType: AccessibilityContainerType { .semanticGroup }

  var elements: [Any]? {
    bar.buttonFrames.sorted { $0.frame.minX < $1.frame.minX }.map { item, frame in
      item.accessibilityElement(
        in: bar, frame: frame.insetBy(dx: -Metrics.barButtonTouchOutset, dy: 0))
    }
  }
}

/// A tab bar controller's view: the content reads first, then the bar, as VoiceOver reads a
/// tabbed screen from the top.
struct TabBarContainerAccessibility: AccessibilityBehavior {
  let view: TabBarContainerView

  var elements: [Any]? {
    let bars = view.subviews.filter { $0 is TabBar }
    return view.subviews.filter { !($0 is TabBar) } + bars
  }
}
