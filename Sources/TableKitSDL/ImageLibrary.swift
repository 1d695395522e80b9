import CSDL2
import Foundation
import TableKit

/// Finds, decodes and keeps images through SDL_image (PNG and JPEG). Decoded surfaces are kept in
/// an LRU bounded by count and bytes. A name that cannot be found or decoded is reported once
/// through `onError`; the renderer then draws a neutral placeholder in its place.
///
/// A file whose name ends in `@2x` or `@3x` is taken to hold that many pixels per point, as on iOS.
@MainActor
public final class ImageLibrary: ImageProviding {
  /// The folders searched.
  public let searchPath: AssetSearchPath
  /// Receives each distinct image error once. Defaults to printing on standard error.
  public var onError: (RenderingError) -> Void = {
    FileHandle.standardError.write(Data("TableKit: \($0)\n".utf8))
  }

  /// A decoded image: an ARGB8888 surface and its size in points.
  struct Decoded {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let pointSize: CGSize
  }

  private var decoded: LRUCache<String, Decoded>
  private var failures: LRUCache<String, RenderingError>
  private var sizes: LRUCache<String, CGSize>

  /// The standard image search path: `TABLEKIT_IMAGE_PATH`, then `Assets/Images`.
  public static var standardSearchPath: AssetSearchPath {
    .standard(assetFolder: "Images", environmentVariable: "TABLEKIT_IMAGE_PATH")
  }

  /// Creates a library.
  /// - Parameters:
  ///   - searchPath: The folders to search.
  ///   - countLimit: The most decoded images kept.
  ///   - byteLimit: The most bytes of decoded pixels kept.
  /// - Throws: `RenderingError.sdl` when SDL_image cannot start.
  public init(
    searchPath: AssetSearchPath = ImageLibrary.standardSearchPath, countLimit: Int = 256,
    byteLimit: Int = 64 << 20
  ) throws {
    try SDLLibraries.startRendering()
    self.searchPath = searchPath
    decoded = LRUCache(countLimit: countLimit, costLimit: byteLimit) { SDL_FreeSurface($0.surface) }
    failures = LRUCache(countLimit: 4096, costLimit: 4096)
    sizes = LRUCache(countLimit: 16384, costLimit: 16384)
  }

  /// The number of decoded images held and their bytes, for the cache-bound tests.
  public var cacheFootprint: (count: Int, bytes: Int) { (decoded.count, decoded.totalCost) }

  /// The size in points of the image called `name`, or nil when it cannot be loaded.
  public func size(ofImage name: String) -> CGSize? {
    if let known = sizes.value(forKey: name) { return known }
    guard let image = image(named: name) else { return nil }
    return image.pointSize
  }

  /// The decoded image called `name`, loading it if needed; nil (reported once) when it cannot be.
  func image(named name: String) -> Decoded? {
    if let cached = decoded.value(forKey: name) { return cached }
    if failures.value(forKey: name) != nil { return nil }
    do {
      return try decodeAndKeep(name)
    } catch let error as RenderingError {
      failures.insert(error, forKey: name, cost: 1)
      onError(error)
      return nil
    } catch {
      return nil
    }
  }

  /// Loads the image called `name` now and returns its size in points, throwing instead of
  /// reporting: for hosts that want to check their assets up front.
  /// - Throws: `RenderingError.imageNotFound` with every path tried, or `.imageUnreadable`.
  public func load(_ name: String) throws -> CGSize {
    if let cached = decoded.value(forKey: name) { return cached.pointSize }
    return try decodeAndKeep(name).pointSize
  }

  private func decodeAndKeep(_ name: String) throws -> Decoded {
    let image = try decode(name)
    let bytes = Int(image.surface.pointee.pitch) * Int(image.surface.pointee.h)
    decoded.insert(image, forKey: name, cost: bytes)
    sizes.insert(image.pointSize, forKey: name, cost: 1)
    return image
  }

  private func decode(_ name: String) throws -> Decoded {
    var tried: [String] = []
    // The sharpest variant first: the resampler shrinks it cleanly to whatever the screen needs.
    let variants = [name + "@3x", name + "@2x", name]
    guard
      let path = variants.lazy.compactMap({
        self.searchPath.firstExisting($0, extensions: ["png", "jpg", "jpeg"], tried: &tried)
      }).first
    else { throw RenderingError.imageNotFound(name: name, triedPaths: tried) }
    guard let raw = IMG_Load(path) else {
      throw RenderingError.imageUnreadable(path: path, reason: String(cString: SDL_GetError()))
    }
    defer { SDL_FreeSurface(raw) }
    guard let surface = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
      throw RenderingError.imageUnreadable(path: path, reason: String(cString: SDL_GetError()))
    }
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let pixelsPerPoint: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    let size = CGSize(
      width: CGFloat(surface.pointee.w) / pixelsPerPoint,
      height: CGFloat(surface.pointee.h) / pixelsPerPoint)
    return Decoded(surface: surface, pointSize: size)
  }
}
