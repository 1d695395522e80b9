import Foundation

/// One item of a tab bar, as UIKit's `UITabBarItem`: a title under an image (beside it on wide
/// bars), another image while selected, and a badge (a red capsule with white text, a dot for
/// an empty string) at the image's top trailing corner.
///
/// Changes redraw the bar showing the item.
@preconcurrency @MainActor
public final class TabBarItem {
  /// The items iOS makes itself, with their own titles and images, as
  /// `UITabBarItem.SystemItem`. Their titles and images cannot be changed (UIKit ignores it).
  public enum SystemItem: Int, Sendable, CaseIterable {
    /// "More" with three dots: the tab a tab bar controller shows for the controllers that do
    /// not fit.
    case more = 0
    /// "Favorites" with a star.
    case favorites
    /// "Featured" with a star.
    case featured
    /// "Top Rated" with a star.
    case topRated
    /// "Recents" with a clock.
    case recents
    /// "Contacts" with a person in a circle.
    case contacts
    /// "History" with a clock.
    case history
    /// "Bookmarks" with a bookmark.
    case bookmarks
    /// "Search" with a magnifying glass.
    case search
    /// "Downloads" with an arrow down in a circle.
    case downloads
    /// "Most Recent" with a clock.
    case mostRecent
    /// "Most Viewed" with a list.
    case mostViewed

    /// The title iOS gives the item.
    public var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }

    /// The symbol drawn for the item, the nearest of those TableKit draws to iOS's.
    public var symbol: SystemSymbol {
      switch self {
      case .more: .ellipsis
      case .favorites, .featured, .topRated: .starFill
      case .recents, .history, .mostRecent: .clock
      case .contacts: .personCropCircle
      case .bookmarks: .bookmark
      case .search: .magnifyingglass
      case .downloads: .arrowDownCircle
      case .mostViewed: .listBullet
      }
    }
  }

  /// The system item this is, or nil for an item made from a title and image.
  public let systemItem: SystemItem?

  /// The title under (or beside) the image; nil or empty shows none. A system item keeps its
  /// own.
  public var title: String? {
    get { storedTitle }
    set {
      guard systemItem == nil else { return }
      storedTitle = newValue
      changed()
    }
  }
  private var storedTitle: String?

  /// The image shown; a symbol takes the bar's colors (tint when selected, gray otherwise).
  public var image: Image? { didSet { changed() } }
  /// The image shown while the item is selected; nil shows `image`.
  public var selectedImage: Image? { didSet { changed() } }
  /// The badge's text; nil shows none, an empty string a small dot, as iOS draws it.
  public var badgeValue: String? { didSet { changed() } }
  /// The badge's fill; nil is the system red.
  public var badgeColor: Color? { didSet { changed() } }
  /// The tab bar's look while this tab is selected, over the bar's `standardAppearance`;
  /// the item keeps a copy.
  public var standardAppearance: TabBarAppearance? {
    didSet {
      standardAppearance = standardAppearance?.copy()
      changed()
    }
  }
  /// The tab bar's look at the scroll edge while this tab is selected, over the bar's
  /// `scrollEdgeAppearance`; the item keeps a copy.
  public var scrollEdgeAppearance: TabBarAppearance? {
    didSet {
      scrollEdgeAppearance = scrollEdgeAppearance?.copy()
      changed()
    }
  }
  /// A number to find the item by, as UIKit's `tag`.
  public var tag = 0
  /// Whether the tab can be chosen; a disabled item is drawn dimmed and ignores taps.
  public var isEnabled = true { didSet { changed() } }
  /// What assistive technology calls the tab; nil reads its title.
  public var accessibilityLabel: String?
  /// A name for tests and automation to find the tab by.
  public var accessibilityIdentifier: String?

  /// The bars showing the item, told when it changes.
  var changeHandler: (@MainActor () -> Void)?

  /// Creates an item, as `UITabBarItem(title:image:tag:)`.
  public init(title: String?, image: Image?, tag: Int) {
    systemItem = nil
    storedTitle = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with an image for its selected state, as
  /// `UITabBarItem(title:image:selectedImage:)`.
  public init(title: String?, image: Image?, selectedImage: Image?) {
    systemItem = nil
    storedTitle = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates one of iOS's own items, with its title and image, as
  /// `UITabBarItem(tabBarSystemItem:tag:)`.
  public init(tabBarSystemItem: SystemItem, tag: Int) {
    systemItem = tabBarSystemItem
    storedTitle = tabBarSystemItem.title
    image = Image(symbol: tabBarSystemItem.symbol)
    self.tag = tag
  }

  /// Creates an item with no title or image, as `UITabBarItem()`.
  public convenience init() { self.init(title: nil, image: nil, tag: 0) }

  /// The image to draw in the given state.
  func image(selected: Bool) -> Image? { selected ? selectedImage ?? image : image }

  /// The label assistive technology reads.
  var effectiveAccessibilityLabel: String? { accessibilityLabel ?? title }

  private func changed() { changeHandler?() }
}
