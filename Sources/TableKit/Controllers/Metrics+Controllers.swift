import Foundation

/// The metrics of what goes around the table: presentations, the navigation bar and its
/// transitions, alerts and action sheets. Kept beside the controllers they size, in the same
/// `Metrics` namespace as the table's.
extension Metrics {
  // MARK: - Presenting

  /// How long a modal presentation or dismissal animates, in seconds.
  public static let modalTransitionDuration: TimeInterval = 0.4
  /// How dark the screen behind an alert or action sheet is dimmed.
  public static let presentationDimmingAlpha: CGFloat = 0.2

  // MARK: - Navigation

  /// How long a push or pop animates, in seconds, as iOS's.
  public static let navigationTransitionDuration: TimeInterval = 0.35
  /// The curve of a push or pop: decelerating, as iOS's (fast at first, landing softly).
  public static let navigationTransitionCurve = TimingCurve(0.2, 0.6, 0.35, 1)
  /// How long showing or hiding the navigation bar animates, in seconds.
  public static let navigationBarHideDuration: TimeInterval = 0.2
  /// The shortest an interactive pop's finishing or settling animation runs, so that a release
  /// near the end still visibly lands.
  public static let navigationMinimumSettleDuration: TimeInterval = 0.12
  /// How far the covered view moves the other way during a push or pop, as a share of the width.
  public static let navigationCoveredViewTravel: CGFloat = 1.0 / 3
  /// How dark the covered view is dimmed once fully covered.
  public static let navigationDimmingAlpha: CGFloat = 0.1
  /// The soft shadow on the sliding view's leading edge: its falloff and darkness.
  public static let navigationShadowBlur: CGFloat = 8
  /// The darkness of that shadow (black at this alpha).
  public static let navigationShadowAlpha: CGFloat = 0.25
  /// The width of the strip at the leading edge where a finger starts an interactive pop.
  public static let interactivePopEdgeWidth: CGFloat = 20
  /// How far a pointer moves before the edge strip decides whether it drags the view (a
  /// horizontal move) or goes to the view under it.
  public static let interactivePopSlop: CGFloat = 10
  /// How long a pointer may rest in the edge strip before it goes to the view under it (so that
  /// a row at the edge still highlights and long-presses).
  public static let interactivePopDecisionDelay: TimeInterval = 0.15
  /// The release speed towards the trailing edge, in points per second, beyond which an
  /// interactive pop completes wherever it is (and beyond which towards the leading edge it
  /// settles back).
  public static let interactivePopVelocityThreshold: CGFloat = 300

  /// The navigation bar's height without a large title.
  public static let navigationBarHeight: CGFloat = 44
  /// The band a large title adds under the bar when expanded, at the default text size.
  public static let largeTitleBandHeight: CGFloat = 52
  /// The band at the text size of `traits`: 52 points at Large, scaled as the large title's
  /// font is (about 80 at AX3) and rounded to whole points, so that the title keeps the same
  /// room below and above it at every size.
  public static func largeTitleBandHeight(for traits: TraitCollection) -> CGFloat {
    FontMetrics(forTextStyle: .largeTitle).scaled(
      largeTitleBandHeight, for: traits.preferredContentSizeCategory
    ).rounded()
  }
  /// How much of the large-title band is left when the bar's background, hairline and small
  /// title have faded fully in (they appear as the large title finishes collapsing).
  public static let largeTitleFadeDistance: CGFloat = 12
  /// The large title's leading margin (20 on bars wider than `largeTitleWideBarWidth`).
  public static let largeTitleMargin: CGFloat = 16
  /// The large title's leading margin on wide bars.
  public static let largeTitleWideMargin: CGFloat = 20
  /// The bar width from which the large title uses the wide margin: iOS's layout margins grow
  /// from 16 to 20 points at 414 (an iPhone Plus or Max, an iPad's columns), where inset grouped
  /// cards move in too (`insetGroupedRegularMinimumWidth`), so that the title starts where
  /// they do.
  public static let largeTitleWideBarWidth: CGFloat = 414
  /// The gap between the large title's line box and the band's bottom.
  public static let largeTitleBottomGap: CGFloat = 6
  /// The large title: 34-point bold, scaling as iOS's `largeTitle` text style at every text
  /// size (its band grows with it, `largeTitleBandHeight(for:)`).
  public static var largeTitleFont: Font {
    Font.scaling(.boldSystemFont(ofSize: 34), like: .largeTitle)
  }
  /// The largest the bar's small title and its buttons' titles grow: the body style's size at
  /// the largest standard category (XXXL). The bar keeps its 44 points at every text size, as
  /// iOS's does, and a line of 23-point text is the most it holds with room around it; iOS
  /// shows larger bar text only in its large content viewer.
  public static let barTextMaximumPointSize: CGFloat = 23
  /// The bar's title: 17 semibold at Large, scaling as the headline style up to
  /// `barTextMaximumPointSize`.
  public static var navigationTitleFont: Font {
    Font.scaling(
      .systemFont(ofSize: 17, weight: .semibold), like: .headline,
      maximumPointSize: barTextMaximumPointSize)
  }
  /// A bar button's title: 17 regular at Large (`.done` style: semibold), scaling as the body
  /// style up to `barTextMaximumPointSize`.
  public static var barButtonFont: Font {
    Font.scaling(.systemFont(ofSize: 17), like: .body, maximumPointSize: barTextMaximumPointSize)
  }
  /// A `.done`-style bar button's title.
  public static var barButtonDoneFont: Font {
    Font.scaling(
      .systemFont(ofSize: 17, weight: .semibold), like: .body,
      maximumPointSize: barTextMaximumPointSize)
  }
  /// The distance of the outermost bar buttons (and the back chevron) from the bar's edges.
  public static let barButtonEdgeMargin: CGFloat = 8
  /// The gap between neighbouring bar buttons.
  public static let barButtonSpacing: CGFloat = 16
  /// How far a bar button's touch area reaches beyond what it draws, on either side.
  public static let barButtonTouchOutset: CGFloat = 6
  /// The smallest gap kept between the title and the buttons on either side.
  public static let navigationTitleMinimumGap: CGFloat = 12
  /// The back button's chevron: bold, as iOS's.
  public static let backChevronSize = CGSize(width: 12, height: 21)
  /// The back chevron's stroke.
  public static let backChevronLineWidth: CGFloat = 3
  /// The gap between the back chevron and the back title.
  public static let backTitleSpacing: CGFloat = 6
  /// The box a bar button's glyph (plus, trash) is drawn in.
  public static let barButtonGlyphSize = CGSize(width: 22, height: 22)
  /// The glyphs' stroke.
  public static let barButtonGlyphLineWidth: CGFloat = 2
  /// The opacity of a bar button while pressed.
  public static let barButtonHighlightedAlpha: CGFloat = 0.25
  /// The bar's background, as iOS's default light bar over white.
  public static let navigationBarBackground = Color.dynamic(
    light: Color(rgb: 0xF9F9F9), dark: Color(rgb: 0x1D1D1D))
  /// The hairline under the bar (one pixel).
  public static let navigationBarHairline = Color.dynamic(
    light: Color(rgb: 0xB2B2B2), dark: Color(rgb: 0x3D3D40))
  /// The color of a disabled bar button.
  public static let barButtonDisabledColor = Color.dynamic(
    light: Color(rgb: 0xB8B8BD), dark: Color(rgb: 0x4A4A4D))

  // MARK: - Alerts

  /// An alert's width, as iOS's.
  public static let alertWidth: CGFloat = 270
  /// The corner radius of an alert's box and of an action sheet's groups.
  public static let alertCornerRadius: CGFloat = 13
  /// The least room between an alert's box and the screen's sides, on narrow screens.
  public static let alertScreenMargin: CGFloat = 16
  /// The room on each side of an alert's title and message.
  public static let alertTextInset: CGFloat = 16
  /// The room above an alert's title and below its message.
  public static let alertTextPadding: CGFloat = 20
  /// The room between an alert's message and its first text field.
  public static let alertTextFieldSpacing: CGFloat = 16
  /// The height of an alert's text field.
  public static let alertTextFieldHeight: CGFloat = 28
  /// The room between two of an alert's text fields.
  public static let alertTextFieldGap: CGFloat = 6
  /// The font of an alert's text fields.
  public static var alertTextFieldFont: Font {
    Font.scaling(.systemFont(ofSize: 14), like: .subheadline)
  }
  /// The room between an alert's title and its message.
  public static let alertTitleMessageSpacing: CGFloat = 4
  // An alert's and an action sheet's texts grow with the text size at every category, as
  // iOS's do; their boxes grow with them (`AlertLayout`).

  /// An alert's title: 17 semibold, the headline style.
  public static let alertTitleFont = Font.preferredFont(forTextStyle: .headline)
  /// An alert's message: the footnote style (13 at Large).
  public static let alertMessageFont = Font.preferredFont(forTextStyle: .footnote)
  /// The height of an alert's buttons.
  public static let alertButtonHeight: CGFloat = 44
  /// An alert button's title: the body style.
  public static let alertButtonFont = Font.preferredFont(forTextStyle: .body)
  /// The title of an alert's cancel or preferred button: semibold, scaling as the body style.
  public static var alertEmphasizedButtonFont: Font {
    Font.scaling(.systemFont(ofSize: 17, weight: .semibold), like: .body)
  }
  /// The least room above and below an alert's or action sheet's button title: the rows keep
  /// their standard heights until a larger text size needs more, then grow with the title.
  public static let alertButtonTitleVerticalPadding: CGFloat = 11
  /// The least room on each side of a button's title; two buttons whose titles do not fit
  /// side by side with it are stacked, as iOS does.
  public static let alertButtonTitleInset: CGFloat = 8
  /// How long an alert fades in or out, in seconds.
  public static let alertTransitionDuration: TimeInterval = 0.3
  /// The scale an alert's box starts from when it appears, shrinking to 1.
  public static let alertAppearingScale: CGFloat = 1.2
  /// The material of alerts, action sheets' groups and context menus: they blur what lies
  /// behind them, as iOS's do.
  public static let alertMaterial = BlurEffect.Style.systemMaterial
  /// An alert's box and an action sheet's group of actions, #F2F2F2 light: what marks a panel
  /// drawn in `alertMaterial`, and a popover's background.
  public static let alertBackgroundColor = Color.dynamic(
    light: Color(rgb: 0xF2F2F2), dark: Color(rgb: 0x2C2C2E))
  /// A pressed (or keyboard-focused) button's background.
  public static let alertHighlightColor = Color.dynamic(
    light: Color(rgb: 0xD9D9DD), dark: Color(rgb: 0x3A3A3C))
  /// The hairlines between an alert's buttons.
  public static let alertSeparatorColor = Color.dynamic(
    light: Color(rgb: 0xC6C6C8), dark: Color(rgb: 0x48484A))
  /// The room between an action sheet and the screen's sides and bottom, and between its
  /// group of actions and its Cancel button.
  public static let actionSheetSpacing: CGFloat = 8
  /// The widest an action sheet gets on a wide screen.
  public static let actionSheetMaximumWidth: CGFloat = 400
  /// The height of an action sheet's buttons.
  public static let actionSheetButtonHeight: CGFloat = 57
  /// An action sheet button's title.
  public static let actionSheetButtonFont = Font.preferredFont(forTextStyle: .title3)
  /// An action sheet's Cancel title: semibold, scaling as the title3 style.
  public static var actionSheetCancelFont: Font {
    Font.scaling(.systemFont(ofSize: 20, weight: .semibold), like: .title3)
  }
  /// An action sheet's title: 13 semibold, gray, scaling as the footnote style.
  public static var actionSheetTitleFont: Font {
    Font.scaling(.systemFont(ofSize: 13, weight: .semibold), like: .footnote)
  }
  /// An action sheet's message: the footnote style, gray.
  public static let actionSheetMessageFont = Font.preferredFont(forTextStyle: .footnote)
  /// The room above an action sheet's title and below its message.
  public static let actionSheetTextPadding: CGFloat = 14
  /// The room between an action sheet's title and its message.
  public static let actionSheetTitleMessageSpacing: CGFloat = 6
  /// An action sheet's separate Cancel button: white, as iOS 13's.
  public static let actionSheetCancelBackgroundColor = Color.dynamic(
    light: .white, dark: Color(rgb: 0x2C2C2E))
  /// How long an action sheet slides in or out, in seconds.
  public static let actionSheetTransitionDuration: TimeInterval = 0.4
}
