import Foundation

/// A navigation bar, as `UINavigationBar`: a container of the buttons and title it draws, in
/// reading order — the back button ("Back" and the previous title), the leading buttons, the
/// title as a header (the large title while it shows), the trailing buttons — then its search
/// bar. During a push or pop it reads the page arriving.
struct NavigationBarAccessibility: AccessibilityBehavior {
  let bar: NavigationBar

  var containerType: AccessibilityContainerType { .semanticGroup }

  var elements: [Any]? {
    guard let page = bar.shownPages.upper else { return searchBars }
    let layout = bar.layout(of: page)
    var elements: [Any] = []
    var titlePlaced = false
    for button in layout.buttons {
      // The title sits between the leading and the trailing buttons.
      if !titlePlaced, case .item(let item) = button.target,
        page.item.rightBarButtonItems?.contains(where: { $0 === item }) == true
      {
        elements += titleElement(layout, page: page)
        titlePlaced = true
      }
      elements.append(element(for: button, page: page))
    }
    if !titlePlaced { elements += titleElement(layout, page: page) }
    return elements + searchBars
  }

  private var searchBars: [Any] { bar.subviews.filter { $0 is SearchBar && !$0.isHidden } }

  /// The title as a header: the large one while its band shows, else the small one.
  private func titleElement(_ layout: NavigationBarLayout, page: NavigationBar.Page) -> [Any] {
    let shown: NavigationBarLayout.Text?
    if page.showsLargeTitle, page.largeTitleBand > 0, var large = layout.largeTitle {
      large.frame.origin.y += page.largeTitleBand - layout.largeTitleBand
      shown = large
    } else {
      shown = layout.title
    }
    guard let shown, let title = page.item.title, !title.isEmpty else { return [] }
    let element = AccessibilityElement(accessibilityContainer: bar)
    element.accessibilityLabel = title
    element.accessibilityTraits = .header
    element.accessibilityFrameInContainerSpace = shown.frame
    return [element]
  }

  private func element(for button: NavigationBarLayout.Button, page: NavigationBar.Page)
    -> AccessibilityElement
  {
    if case .item(let item) = button.target {
      return item.accessibilityElement(in: bar, frame: button.hitFrame)
    }
    let element = AccessibilityElement(accessibilityContainer: bar)
    element.accessibilityFrameInContainerSpace = button.hitFrame
    element.accessibilityTraits = .button
    // The back button: "Back" and the previous title.
    let previous = page.backItem?.backButtonTitle ?? page.backItem?.title
    element.accessibilityLabel = [SystemStrings(for: bar)[.back], previous].compactMap { $0 }
      .filter { !$0.isEmpty }.joined(separator: ", ")
    element.accessibilityActivateBlock = { [weak bar] in
      guard let action = bar?.backAction else { return false }
      action()
      return true
    }
    return element
  }
}

/// A navigation controller's view: its bar reads first, above the content, as VoiceOver reads
/// a navigation screen; a two-finger scrub (escape) goes back, as on iOS.
struct NavigationContainerAccessibility: AccessibilityBehavior {
  let view: NavigationContainerView

  private var bar: NavigationBar? {
    view.subviews.lazy.compactMap { $0 as? NavigationBar }.first
  }

  var elements: [Any]? {
    guard let bar else { return nil }
    return [bar] + view.subviews.filter { $0 !== bar }
  }

  func performEscape() -> Bool {
    guard let bar, bar.backItem != nil, let action = bar.backAction else { return false }
    action()
    return true
  }
}
