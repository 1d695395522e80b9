import Foundation

extension Button {
  /// How a button looks, as UIKit's `UIButton.Configuration` (iOS 15): a style (`.plain()`,
  /// `.gray()`, `.tinted()`, `.filled()` and their older names), a title with an optional
  /// subtitle, an image placed beside, above or below it, the padding around and between them,
  /// and the colors and corners of the background. A button with a configuration draws from it
  /// and ignores its per-state titles.
  public struct Configuration: Equatable, Sendable {
    /// The look a factory starts from.
    public enum Style: Equatable, Sendable {
      /// Tinted text, no background.
      case plain
      /// Tinted text on a light gray background.
      case gray
      /// Tinted text on a faded tint background.
      case tinted
      /// White text on a tint background.
      case filled
    }

    /// How round the background's corners are, as `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Equatable, Sendable {
      /// As the button's size suits (the medium radius at the medium size).
      case dynamic
      /// `background.cornerRadius` as given.
      case fixed
      /// Slightly rounded.
      case small
      /// Rounded.
      case medium
      /// Well rounded.
      case large
      /// Half the height: a pill.
      case capsule
    }

    /// The size the content's fonts and padding follow, as `UIButton.Configuration.Size`.
    public enum Size: Equatable, Sendable {
      /// Footnote-sized text and tight padding.
      case mini
      /// Subheadline text and less padding.
      case small
      /// Body text (the default).
      case medium
      /// Body text and generous padding.
      case large
    }

    /// Where the image goes beside the title, as `NSDirectionalRectEdge` for this use.
    public enum ImagePlacement: Equatable, Sendable {
      /// Before the title (left, or right in right-to-left layout).
      case leading
      /// After the title.
      case trailing
      /// Above the title.
      case top
      /// Below the title.
      case bottom
    }

    /// Which menu indicator a button shows after its title, as
    /// `UIButton.Configuration.Indicator` (iOS 16).
    public enum Indicator: Equatable, Sendable {
      /// The pop-up chevrons on a button that `changesSelectionAsPrimaryAction`, none otherwise.
      case automatic
      /// No indicator.
      case none
      /// The up-and-down chevrons of a pop-up button.
      case popup
    }

    /// The background's own settings, as the part of `UIBackgroundConfiguration` a button uses.
    public struct Background: Equatable, Sendable {
      /// The fill; nil uses the style's.
      public var backgroundColor: Color?
      /// The corner radius, used by `CornerStyle.fixed`.
      public var cornerRadius: CGFloat = 0
      /// The outline's color; nil for none.
      public var strokeColor: Color?
      /// The outline's width.
      public var strokeWidth: CGFloat = 0

      /// Creates an empty background.
      public init() {}
    }

    /// The look the configuration started from.
    public var style: Style
    /// The title; nil for none.
    public var title: String?
    /// A second line under the title in a smaller font; nil for none.
    public var subtitle: String?
    /// The image; nil for none.
    public var image: Image?
    /// Where the image goes beside the title.
    public var imagePlacement: ImagePlacement = .leading
    /// The space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// The padding between the edges and the content; the style's size gives the default.
    public var contentInsets: DirectionalEdgeInsets
    /// How round the background's corners are.
    public var cornerStyle: CornerStyle = .dynamic
    /// The size the fonts and padding follow.
    public var buttonSize: Size = .medium {
      didSet { contentInsets = Self.defaultInsets(for: buttonSize) }
    }
    /// The color of the title, subtitle and image; nil uses the style's (the tint, or white on
    /// a filled button).
    public var baseForegroundColor: Color?
    /// The background's color; nil uses the style's (the tint for a filled button).
    public var baseBackgroundColor: Color?
    /// The background's own settings.
    public var background = Background()
    /// Which menu indicator shows after the title.
    public var indicator: Indicator = .automatic

    /// Creates a configuration of `style` with the medium size's padding.
    init(style: Style) {
      self.style = style
      contentInsets = Self.defaultInsets(for: .medium)
    }

    /// Tinted text without a background, as `UIButton.Configuration.plain()`.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// Tinted text on light gray, as `.gray()`.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// Tinted text on faded tint, as `.tinted()`.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// White text on the tint, as `.filled()`.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// The plain look under its iOS 7 name, as `.borderless()`.
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// The gray look under its older name, as `.bordered()`.
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// The filled look under its older name, as `.borderedProminent()`.
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
    /// The faded tint look under its older name, as `.borderedTinted()`.
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }

    /// The padding UIKit gives each size: 7 and 12 points at the medium size.
    static func defaultInsets(for size: Size) -> DirectionalEdgeInsets {
      switch size {
      case .mini: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
      case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The title's font at the configuration's size.
    var titleFont: Font {
      switch buttonSize {
      case .mini: Font.preferredFont(forTextStyle: .footnote)
      case .small: Font.preferredFont(forTextStyle: .subheadline)
      case .medium, .large: Font.preferredFont(forTextStyle: .body)
      }
    }

    /// The subtitle's font: a step below the title's.
    var subtitleFont: Font {
      switch buttonSize {
      case .mini, .small: Font.preferredFont(forTextStyle: .caption1)
      case .medium, .large: Font.preferredFont(forTextStyle: .subheadline)
      }
    }

    /// The background's corner radius for a button `height` tall.
    func cornerRadius(height: CGFloat) -> CGFloat {
      let radii = Metrics.buttonCornerRadii
      switch cornerStyle {
      case .fixed: return max(0, background.cornerRadius)
      case .small: return radii.small
      case .medium: return radii.medium
      case .large: return radii.large
      case .capsule: return height / 2
      case .dynamic:
        switch buttonSize {
        case .mini, .small: return radii.small
        case .medium: return radii.medium
        case .large: return radii.large
        }
      }
    }
  }
}
