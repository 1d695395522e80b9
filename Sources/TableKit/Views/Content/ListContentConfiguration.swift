import Foundation

/// The content of a list row, header or footer as a value, as UIKit's
/// `UIListContentConfiguration` (iOS 14): a text, a secondary text and an image with their
/// looks. Get one from a factory (`cell()`, `subtitleCell()`, `valueCell()`, the header and
/// footer ones) or from `TableViewCell.defaultContentConfiguration()`, fill it in, and assign it
/// to the cell's `contentConfiguration`; a `ListContentView` shows it.
///
/// Each factory starts from the metrics and colors TableKit's classic cell styles and header
/// views draw with (`Metrics`, `Color`), so a configured row looks like the classic one with the
/// same content. As in UIKit, texts wrap onto as many lines as they need by default
/// (`numberOfLines` 0) where the classic labels keep to one line; a row grows with them under
/// `TableView.automaticDimension`.
public struct ListContentConfiguration: ContentConfiguration, Hashable {
  /// The look of one of the texts.
  public struct TextProperties: Hashable, Sendable {
    /// How the lines of a text align, as UIKit's `TextProperties.TextAlignment`.
    public enum TextAlignment: Int, Hashable, Sendable {
      /// The leading edge, or the trailing edge for a value configuration's secondary text.
      case natural = 0
      /// Centred.
      case center = 1
      /// Justified; drawn as `natural`, since TableKit's labels do not stretch lines.
      case justified = 2
    }

    /// A change of case applied when the text is shown, as UIKit's `TextTransform`.
    public enum TextTransform: Int, Hashable, Sendable {
      /// The text as given.
      case none = 0
      /// Every letter uppercase (grouped headers).
      case uppercase = 1
      /// Every letter lowercase.
      case lowercase = 2
      /// The first letter of every word uppercase.
      case capitalized = 3
    }

    /// The font.
    public var font: Font
    /// The color in the normal state. A cell with the `.blue` selection style draws its texts
    /// white while selected, as it does its classic labels.
    public var color: Color
    /// How lines align.
    public var alignment: TextAlignment = .natural
    /// How lines wrap and the last one is shortened.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The most lines shown; 0 (the default, as in UIKit) shows as many as the text needs.
    public var numberOfLines = 0
    /// The change of case applied when the text is shown.
    public var transform: TextTransform = .none
    /// Whether a text style font (or one `FontMetrics` scales) follows the text size of the
    /// view showing it, as UIKit's `adjustsFontForContentSizeCategory`; true by default, as
    /// in UIKit. Every factory's fonts are text style fonts.
    public var adjustsFontForContentSizeCategory = true

    /// Creates text properties with a font and a color.
    public init(font: Font, color: Color) {
      self.font = font
      self.color = color
    }

    /// `text` after `transform`.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: return text
      case .uppercase: return text.uppercased()
      case .lowercase: return text.lowercased()
      case .capitalized: return text.capitalized
      }
    }
  }

  /// The look and size of the image. (UIKit's `tintColor` and `cornerRadius` have no
  /// counterpart: TableKit's renderer draws file images as they are, without tint or
  /// clipping; a system symbol takes the view's tint.)
  public struct ImageProperties: Hashable, Sendable {
    /// The largest the image is drawn; zero in a dimension means no limit there beyond the
    /// row's (29 points in a 44-point row, as the classic cells).
    public var maximumSize: CGSize = .zero
    /// The room kept for the image whatever its size, so that texts in rows with and without
    /// images (or with images of different widths) line up; zero keeps just the image's room.
    public var reservedLayoutSize: CGSize = .zero

    /// Creates image properties with no limit and no reserved room.
    public init() {}

    /// Hashes the sizes' components.
    public func hash(into hasher: inout Hasher) {
      for value in [
        maximumSize.width, maximumSize.height, reservedLayoutSize.width, reservedLayoutSize.height,
      ] {
        hasher.combine(value)
      }
    }
  }

  /// Which factory the configuration came from: it decides how the parts are placed (a row, a
  /// plain bar, above or below a group), as UIKit's configurations carry their style.
  enum Style: Hashable, Sendable {
    case cell, plainHeader, plainFooter, groupedHeader, groupedFooter
  }

  // MARK: - Content

  /// The primary text; nil or empty shows none.
  public var text: String?
  /// The secondary text: under the text, or beside it in a value configuration.
  public var secondaryText: String?
  /// The image on the leading side.
  public var image: Image?

  // MARK: - Look

  /// The primary text's look.
  public var textProperties: TextProperties
  /// The secondary text's look.
  public var secondaryTextProperties: TextProperties
  /// The image's size limits.
  public var imageProperties = ImageProperties()
  /// Whether the text and the secondary text share a line, the secondary text on the trailing
  /// side (a value cell), rather than stack. As in UIKit, a preference: at the accessibility
  /// text sizes the texts stack all the same, so that neither is cut to a few letters.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The gap between the image and the texts.
  public var imageToTextPadding = Metrics.imageTitleSpacing
  /// The gap between stacked texts (none in the classic subtitle cell).
  public var textToSecondaryTextVerticalPadding: CGFloat = 0
  /// The least gap between texts side by side.
  public var textToSecondaryTextHorizontalPadding = Metrics.value1Spacing

  /// How the parts are placed.
  var style: Style
  /// Whether side-by-side texts are placed as in the classic value2 cell: the text right-aligned
  /// in a column about a quarter of the row wide, the secondary text beside it (the `.value2`
  /// cell's `defaultContentConfiguration()`).
  var keepsTextInValue2Column = false
  /// Whether a header or footer configuration takes the look of the place the table shows its
  /// view in (`header()`, `footer()`, a header view's `defaultContentConfiguration()`).
  var followsTableStyle = false

  /// Creates a configuration of `style` with the two texts' looks.
  init(style: Style, textProperties: TextProperties, secondaryTextProperties: TextProperties) {
    self.style = style
    self.textProperties = textProperties
    self.secondaryTextProperties = secondaryTextProperties
  }

  // MARK: - ContentConfiguration

  /// A `ListContentView` showing this configuration.
  @preconcurrency @MainActor
  public func makeContentView() -> View & ContentView {
    ListContentView(configuration: self)
  }

  /// The configuration unchanged: TableKit's list configurations keep their colors in every
  /// state, as iOS 7+ cells keep their texts' colors on the gray selection, so that a color you
  /// set is never lost.
  public func updated(for state: any ConfigurationState) -> ListContentConfiguration { self }
}
