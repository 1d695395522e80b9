import Foundation

/// Something a menu holds, as UIKit's `UIMenuElement`: an ``Action`` the user can choose, or a
/// nested ``Menu`` of further elements. Only these two kinds exist; a menu skips any other.
@preconcurrency @MainActor
public class MenuElement {
  /// The title the element shows.
  public let title: String
  /// The image drawn on the trailing side of the element's row, if any.
  public let image: Image?

  init(title: String, image: Image?) {
    self.title = title
    self.image = image
  }
}
