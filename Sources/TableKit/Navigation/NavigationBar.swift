import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: the top item's
/// title, its back button and bar buttons, a hairline below.
@MainActor
public final class NavigationBar: View {
  /// Whether titles show large (34-point bold, leading) under the bar until the content
  /// scrolls under it.
  public var prefersLargeTitles = false {
    didSet { setNeedsLayout() }
  }

  /// The items of the navigation stack, bottom to top; the navigation controller sets them.
  public internal(set) var items: [NavigationItem] = []

  /// The top item.
  public var topItem: NavigationItem? { items.last }
  /// The item below the top one (whose title the back button shows).
  public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

  /// Creates a bar.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color(rgb: 0xF9F9F9)
  }

  /// The bar's height: 44 points, more with a large title.
  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 44)
  }
}
