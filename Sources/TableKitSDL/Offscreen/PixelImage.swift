import CSDL2
import Foundation

/// Decoded pixels: row-major `0xAARRGGBB` values in sRGB. Snapshots compare these, never PNG bytes,
/// since compressors differ between builds.
public struct PixelImage: Equatable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// `width * height` pixels, row by row from the top-left, as `0xAARRGGBB`.
  public private(set) var pixels: [UInt32]

  /// Creates an image from pixels; `pixels.count` must be `width * height`.
  public init(width: Int, height: Int, pixels: [UInt32]) {
    precondition(pixels.count == width * height, "PixelImage needs width × height pixels")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Creates an image of one color.
  public init(width: Int, height: Int, filledWith argb: UInt32) {
    self.init(
      width: width, height: height, pixels: [UInt32](repeating: argb, count: width * height))
  }

  /// The pixel at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> UInt32 {
    get { pixels[y * width + x] }
    set { pixels[y * width + x] = newValue }
  }

  /// A 64-bit FNV-1a hash of the size and pixels: equal images have equal hashes.
  public var contentHash: UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt32) {
      for shift in stride(from: 0, to: 32, by: 8) {
        hash ^= UInt64((value >> UInt32(shift)) & 0xFF)
        hash = hash &* 0x100_0000_01b3
      }
    }
    mix(UInt32(width))
    mix(UInt32(height))
    for pixel in pixels { mix(pixel) }
    return hash
  }

  // MARK: - Files

  /// Decodes an image file (PNG or JPEG) through SDL_image.
  /// - Throws: `RenderingError.imageNotFound` or `.imageUnreadable`.
  @MainActor
  public init(contentsOfFile path: String) throws {
    try SDLLibraries.startRendering()
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw RenderingError.imageNotFound(name: path, triedPaths: [path])
    }
    guard let raw = IMG_Load(path) else {
      throw RenderingError.imageUnreadable(path: path, reason: String(cString: SDL_GetError()))
    }
    defer { SDL_FreeSurface(raw) }
    guard let surface = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
      throw RenderingError.imageUnreadable(path: path, reason: String(cString: SDL_GetError()))
    }
    defer { SDL_FreeSurface(surface) }
    self.init(surface: surface)
  }

  /// Copies the pixels of an ARGB8888 surface.
  init(surface: UnsafeMutablePointer<SDL_Surface>) {
    let width = Int(surface.pointee.w)
    let height = Int(surface.pointee.h)
    let pitch = Int(surface.pointee.pitch) / 4
    let source = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width { pixels[y * width + x] = source[y * pitch + x] }
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// Encodes the image as a PNG file, creating its folder if needed.
  /// - Throws: `RenderingError.sdl` when the file cannot be written.
  @MainActor
  public func writePNG(to path: String) throws {
    try write(to: path, call: "IMG_SavePNG") { IMG_SavePNG($0, path) }
  }

  /// Encodes the image as a JPEG file at `quality` (0...100), creating its folder if needed.
  /// - Throws: `RenderingError.sdl` when the file cannot be written.
  @MainActor
  public func writeJPEG(to path: String, quality: Int32 = 90) throws {
    try write(to: path, call: "IMG_SaveJPG") { IMG_SaveJPG($0, path, quality) }
  }

  @MainActor
  private func write(
    to path: String, call: String, encode: (UnsafeMutablePointer<SDL_Surface>) -> Int32
  ) throws {
    try SDLLibraries.startRendering()
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    var copy = pixels
    let result: Int32 = copy.withUnsafeMutableBytes { buffer in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
          SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { return -1 }
      defer { SDL_FreeSurface(surface) }
      return encode(surface)
    }
    guard result == 0 else { throw RenderingError.lastSDLError("\(call)(\(path))") }
  }
}
