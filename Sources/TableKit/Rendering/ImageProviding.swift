import Foundation

/// Knows the sizes of named images, so that the core can lay out image views without decoding
/// pixels. The backend implements it by loading the image (and caching it for drawing).
@preconcurrency @MainActor
public protocol ImageProviding: AnyObject {
  /// The size in points of the image called `name`, or nil when it cannot be loaded. A missing
  /// image is reported by the provider once; the view still lays out (at a placeholder size).
  func size(ofImage name: String) -> CGSize?
}

/// An image provider that knows sizes given to it up front; for tests and headless layout.
@preconcurrency @MainActor
public final class FixedImageSizes: ImageProviding {
  /// The known sizes by image name.
  public var sizes: [String: CGSize]

  /// Creates a provider that answers from `sizes`.
  public init(_ sizes: [String: CGSize] = [:]) { self.sizes = sizes }

  /// The size recorded for `name`, or nil.
  public func size(ofImage name: String) -> CGSize? { sizes[name] }
}

extension ImageProviding {
  /// The size in points of `image`: a system symbol's natural size, which the core knows
  /// without asking the backend, or the file's size from `size(ofImage:)`.
  public func size(of image: Image) -> CGSize? {
    if let symbol = image.symbol { return symbol.naturalSize }
    return size(ofImage: image.name)
  }
}
