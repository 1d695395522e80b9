import TableKit

/// The settings screen laid out right to left, as for Arabic or Hebrew: icons, titles and
/// separators start at the right edge, values and accessories sit on the left, and the chevrons
/// point left. The text stays English; for Arabic and Hebrew text, which TableKit shapes and
/// orders, see the `rtl-*` goldens.
@MainActor
public enum RightToLeftScene {
  /// The scene as the catalog lists it.
  public static let scene = DemoScene(
    name: "right-to-left", title: "Right to Left",
    summary: "the settings screen with semanticContentAttribute = .forceRightToLeft"
  ) { frame, appearance in
    SettingsScene(appearance: appearance, semanticContentAttribute: .forceRightToLeft)
      .makeTable(frame: frame)
  }
}
