import Foundation

extension DrawList {
  /// Draws `image` filling `rect`: a file's pixels through the backend, or a system symbol as
  /// vector shapes in `tint` (UIKit draws symbols as templates in the view's tint color).
  /// - Parameters:
  ///   - image: The image.
  ///   - rect: Where it goes, in the list's current coordinates; a symbol is fitted into it
  ///     keeping its aspect ratio.
  ///   - tint: The color of a symbol; a file's image ignores it.
  public mutating func image(_ image: Image, in rect: CGRect, tint: Color) {
    if let symbol = image.symbol {
      symbol.draw(in: rect, color: tint, into: &self)
    } else {
      append(.image(name: image.name, rect: rect))
    }
  }
}
