import CSDL2
import Foundation
import TableKit

/// Finds, decodes and keeps images through SDL_image (PNG and JPEG). Decoded surfaces are kept in
/// an LRU bounded by count and bytes, and the bound always holds: a large picture drawn far
/// smaller than its pixels is kept reduced (area-averaged) to the largest size it has been drawn
/// at, and a picture that still exceeds the whole bound is not kept. A name that cannot be found
/// or decoded is reported once through `onError`; the renderer then draws a neutral placeholder.
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

  /// A decoded image: an ARGB8888 surface, freed with the last reference, and the picture's size
  /// in points (the file's, also when the surface is a reduced copy).
  final class Decoded {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let pointSize: CGSize
    /// The file's size in pixels.
    let filePixelSize: (width: Int, height: Int)
    /// The surface's pixels per pixel of the file: 1 for the whole picture, less for a copy
    /// reduced to the size it is drawn at.
    let reduction: Double

    init(
      surface: UnsafeMutablePointer<SDL_Surface>, pointSize: CGSize,
      filePixelSize: (width: Int, height: Int), reduction: Double = 1
    ) {
      self.surface = surface
      self.pointSize = pointSize
      self.filePixelSize = filePixelSize
      self.reduction = reduction
    }

    deinit { SDL_FreeSurface(surface) }

    /// The bytes of its pixels: its cost in the cache.
    var byteCount: Int { Int(surface.pointee.pitch) * Int(surface.pointee.h) }

    /// The reduction that still gives a pixel of the picture for every pixel of a `width` ×
    /// `height` destination; 1 when the size is not known.
    func reductionNeeded(forWidth width: Int32?, height: Int32?) -> Double {
      guard let width, let height, filePixelSize.width > 0, filePixelSize.height > 0 else {
        return 1
      }
      return min(
        1,
        max(
          Double(width) / Double(filePixelSize.width),
          Double(height) / Double(filePixelSize.height)))
    }
  }

  /// Pictures of more decoded bytes than this are kept reduced when drawn at half their size or
  /// less. Smaller ones stay whole: they cost little, and every size of them is then resampled
  /// from the file's own pixels, the same whatever was drawn before.
  static let reductionThreshold = 4 << 20

  private var decoded: LRUCache<String, Decoded>
  /// The largest reduction each reduced picture has been drawn at, so that a copy made again
  /// serves every size drawn so far.
  private var largestReduction: LRUCache<String, Double>
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
  ///   - byteLimit: The most bytes of decoded pixels kept; a picture larger than this, even
  ///     reduced, is decoded whenever it is needed and not kept.
  /// - Throws: `RenderingError.sdl` when SDL_image cannot start.
  public init(
    searchPath: AssetSearchPath = ImageLibrary.standardSearchPath, countLimit: Int = 256,
    byteLimit: Int = 64 << 20
  ) throws {
    try SDLLibraries.startRendering()
    self.searchPath = searchPath
    decoded = LRUCache(countLimit: max(1, countLimit), costLimit: max(1, byteLimit))
    largestReduction = LRUCache(countLimit: 4096, costLimit: 4096)
    failures = LRUCache(countLimit: 4096, costLimit: 4096)
    sizes = LRUCache(countLimit: 16384, costLimit: 16384)
  }

  /// The number of decoded images held and their bytes, for the cache-bound tests.
  public var cacheFootprint: (count: Int, bytes: Int) { (decoded.count, decoded.totalCost) }

  /// The most bytes of decoded pixels kept.
  public var byteLimit: Int { decoded.costLimit }

  /// The size in points of the image called `name`, or nil when it cannot be loaded.
  public func size(ofImage name: String) -> CGSize? {
    if let known = sizes.value(forKey: name) { return known }
    guard let image = image(named: name) else { return nil }
    return image.pointSize
  }

  /// The decoded image called `name` with at least the detail needed to draw it `width` ×
  /// `height` device pixels large (nil: the whole picture): the whole picture, or a copy reduced
  /// to the largest size it has been drawn at. Decodes the file again when the copy kept is too
  /// small; nil (reported once) when it cannot be loaded.
  func image(named name: String, drawnAtPixelWidth width: Int32? = nil, height: Int32? = nil)
    -> Decoded?
  {
    if let cached = decoded.value(forKey: name) {
      let needed = cached.reductionNeeded(forWidth: width, height: height)
      // A whole picture kept by a size query is reduced once it is drawn far smaller.
      if cached.reduction == 1 { return keep(cached, as: name, reductionNeeded: needed) }
      if cached.reduction >= needed { return cached }
    }
    if failures.value(forKey: name) != nil { return nil }
    do {
      return try decodeAndKeep(name, drawnAtPixelWidth: width, height: height)
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
    return try decodeAndKeep(name, drawnAtPixelWidth: nil, height: nil).pointSize
  }

  /// Forgets every decoded image, size and failure, so that the next use of any name reads its
  /// file again: for hosts whose image files change while they run (a kiosk reloading its
  /// catalog).
  public func forgetAll() {
    decoded.removeAll()
    largestReduction.removeAll()
    failures.removeAll()
    sizes.removeAll()
  }

  /// Decodes `name`, reduces it when it is large and drawn at half its size or less, and keeps
  /// it if the bound allows (else the caller holds the only reference, freed after use).
  private func decodeAndKeep(_ name: String, drawnAtPixelWidth width: Int32?, height: Int32?)
    throws -> Decoded
  {
    let whole = try decode(name)
    sizes.insert(whole.pointSize, forKey: name, cost: 1)
    return keep(
      whole, as: name, reductionNeeded: whole.reductionNeeded(forWidth: width, height: height))
  }

  /// Keeps the whole picture `whole` under `name`, or a reduced copy of it when it is large and
  /// drawn at half its size or less. Returns what it kept, or what the bound refused: then the
  /// caller holds the only reference, freed after use.
  private func keep(_ whole: Decoded, as name: String, reductionNeeded needed: Double) -> Decoded {
    var image = whole
    if needed <= 0.5, whole.byteCount > Self.reductionThreshold {
      // One copy serves every size drawn so far: the largest of them decides its size.
      let reduction = max(needed, largestReduction.value(forKey: name) ?? 0)
      largestReduction.insert(reduction, forKey: name, cost: 1)
      if reduction <= 0.5, let reduced = Self.reduced(whole, by: reduction) { image = reduced }
    }
    if image !== decoded.value(forKey: name) {
      decoded.insert(image, forKey: name, cost: image.byteCount)
    }
    return image
  }

  /// A copy of `image` with `reduction` of its pixels along each side (rounded up, so that it
  /// still covers the destination), area-averaged.
  private static func reduced(_ image: Decoded, by reduction: Double) -> Decoded? {
    let pixels = 1...Int32.max
    let width = Int32(
      checked: Double(image.filePixelSize.width) * reduction, rounding: .up, in: pixels,
      fallback: 1, naming: "a reduced image's width")
    let height = Int32(
      checked: Double(image.filePixelSize.height) * reduction, rounding: .up, in: pixels,
      fallback: 1, naming: "a reduced image's height")
    guard let surface = ImageResampler.resample(image.surface, width: width, height: height)
    else { return nil }
    return Decoded(
      surface: surface, pointSize: image.pointSize, filePixelSize: image.filePixelSize,
      reduction: reduction)
  }

  /// The largest picture file read, in bytes: far beyond any real picture, and a bound on what
  /// a hostile file can make the program hold.
  static let largestFileSize = 256 << 20

  /// The kinds of file `Image(named:)` finds, in order: PNG and JPEG first, then what else
  /// SDL_image reads, as `UIImage(named:)` finds GIFs and the rest.
  static let fileExtensions = ["png", "jpg", "jpeg", "gif", "bmp", "webp", "tga", "tif", "tiff"]

  private func decode(_ name: String) throws -> Decoded {
    var tried: [String] = []
    // The sharpest variant first: the resampler shrinks it cleanly to whatever the screen needs.
    let variants = [name + "@3x", name + "@2x", name]
    // A plain loop: a lazy compactMap's first looks the found variant up twice.
    var found: String?
    for variant in variants where found == nil {
      found = searchPath.firstExisting(variant, extensions: Self.fileExtensions, tried: &tried)
    }
    guard let path = found else {
      throw RenderingError.imageNotFound(name: name, triedPaths: tried)
    }
    // Read through a descriptor checked to be a regular file, never `IMG_Load(path)`: the file
    // may have been swapped for a named pipe since the search saw it, and SDL would block on it.
    let bytes: Data
    switch RegularFile.contents(of: path, limit: Self.largestFileSize + 1) {
    case .success(let data): bytes = data
    case .failure(let refusal):
      throw RenderingError.imageUnreadable(path: path, reason: refusal.describe("the file"))
    }
    guard bytes.count <= Self.largestFileSize else {
      throw RenderingError.imageUnreadable(
        path: path, reason: "the file is larger than \(Self.largestFileSize >> 20) MB")
    }
    let loaded = bytes.withUnsafeBytes { buffer -> UnsafeMutablePointer<SDL_Surface>? in
      guard let stream = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else {
        return nil
      }
      return IMG_Load_RW(stream, 1)
    }
    guard let raw = loaded else {
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
    return Decoded(
      surface: surface, pointSize: size,
      filePixelSize: (Int(surface.pointee.w), Int(surface.pointee.h)))
  }
}
