import Foundation

// MARK: - Appearances

extension NavigationBar {
  /// The bar's look once content scrolls under it (the bars' material, the label-colored
  /// title), as UIKit's `standardAppearance`; the bar keeps a copy. An item's own
  /// `standardAppearance` replaces it while the item is on top.
  public var standardAppearance: NavigationBarAppearance {
    get { appearances.standard }
    set { appearances.setStandard(newValue) }
  }
  /// The bar's look while the content rests at its top edge (and while a large title is
  /// expanded); nil is the standard look with a clear background and no hairline, as on
  /// iOS 15. The bar keeps a copy.
  public var scrollEdgeAppearance: NavigationBarAppearance? {
    get { appearances.scrollEdge }
    set { appearances.scrollEdge = newValue }
  }
  /// The look of a bar of compact height, kept for ported code: TableKit's navigation bars
  /// are never of compact height, so it is not drawn.
  public var compactAppearance: NavigationBarAppearance? {
    get { appearances.compact }
    set { appearances.compact = newValue }
  }
  /// The compact bar's look at its scroll edge, kept as `compactAppearance` is.
  public var compactScrollEdgeAppearance: NavigationBarAppearance? {
    get { appearances.compactScrollEdge }
    set { appearances.compactScrollEdge = newValue }
  }

  /// The backdrop for `item` with content `contentUnder` of the way under the bar: the item's
  /// appearances over the bar's, the default one styled by the bar's older properties.
  func backdrop(for item: NavigationItem?, contentUnder: CGFloat) -> BarBackdrop {
    let styled = styledStandardAppearance
    let standard = item?.standardAppearance ?? styled.appearance
    let keepsLook = item?.standardAppearance == nil && styled.keepsLookAtEdge
    let scrollEdge =
      item?.scrollEdgeAppearance ?? appearances.scrollEdge
      ?? (keepsLook ? standard : nil)
    return BarBackdrop(standard: standard, scrollEdge: scrollEdge, contentUnder: contentUnder)
  }

  /// The appearance whose text attributes `page` shows now.
  func textAppearance(for page: Page) -> NavigationBarAppearance {
    backdrop(for: page.item, contentUnder: page.backgroundAlpha).dominant
      as? NavigationBarAppearance ?? standardAppearance
  }

  /// The fonts `page` is laid out in: its appearance's where set, else the bar's.
  func fonts(for page: Page) -> NavigationBarLayout.Fonts {
    let appearance = textAppearance(for: page)
    var fonts = NavigationBarLayout.Fonts(traits: traitCollection)
    fonts.title = appearance.titleTextAttributes.font ?? fonts.title
    fonts.largeTitle = appearance.largeTitleTextAttributes.font ?? fonts.largeTitle
    fonts.button = appearance.buttonAppearance.titleFont(default: fonts.button)
    fonts.doneButton = appearance.doneButtonAppearance.titleFont(default: fonts.doneButton)
    fonts.backButton = appearance.backButtonAppearance.titleFont(default: fonts.backButton)
    return fonts
  }

  /// The standard appearance with what the bar's older properties say, unless one was set:
  /// a `barTintColor` (or a `backgroundColor` of its own) in place of the material, kept at
  /// the scroll edge; `titleTextAttributes` and `largeTitleTextAttributes`.
  private var styledStandardAppearance: (appearance: NavigationBarAppearance, keepsLookAtEdge: Bool) {
    let standard = appearances.standard
    guard !appearances.isStandardSet else { return (standard, false) }
    let ownBackground = backgroundColor != Metrics.navigationBarBackground
    let flatColor = barTintColor ?? (ownBackground ? backgroundColor : nil)
    let hasFlatBackground = barTintColor != nil || ownBackground
    guard hasFlatBackground || titleTextAttributes != nil || largeTitleTextAttributes != nil
    else { return (standard, false) }
    let styled = standard.copy()
    if hasFlatBackground {
      styled.backgroundEffect = nil
      styled.backgroundColor = flatColor
    }
    if let titleTextAttributes { styled.titleTextAttributes = titleTextAttributes }
    if let largeTitleTextAttributes { styled.largeTitleTextAttributes = largeTitleTextAttributes }
    return (styled, hasFlatBackground)
  }
}
