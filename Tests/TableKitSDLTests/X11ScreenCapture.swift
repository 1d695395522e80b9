import Foundation

/// Reads what the X server shows in a rectangle of the root window (`XGetImage`), for tests
/// that check what reached the display rather than what the renderer drew. libX11 is loaded at
/// run time, as SDL and `X11WindowManagerProbe` load it.
enum X11ScreenCapture {
  private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  private typealias CloseDisplay = @convention(c) (OpaquePointer) -> Int32
  private typealias DefaultRootWindow = @convention(c) (OpaquePointer) -> UInt
  private typealias GetImage =
    @convention(c) (
      OpaquePointer, UInt, Int32, Int32, UInt32, UInt32, UInt, Int32
    ) -> OpaquePointer?
  private typealias GetPixel = @convention(c) (OpaquePointer, Int32, Int32) -> UInt
  private typealias DestroyImage = @convention(c) (OpaquePointer) -> Int32

  /// X's `ZPixmap` image format.
  private static let zPixmap: Int32 = 2

  /// The 0xRRGGBB pixels of the root window's `width` × `height` rectangle at (`x`, `y`), row
  /// after row; nil without a display, libX11 or an image.
  static func pixels(x: Int32, y: Int32, width: Int, height: Int) -> [UInt32]? {
    guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL) else { return nil }
    defer { dlclose(library) }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
    guard let open = symbol("XOpenDisplay", as: OpenDisplay.self),
      let close = symbol("XCloseDisplay", as: CloseDisplay.self),
      let root = symbol("XDefaultRootWindow", as: DefaultRootWindow.self),
      let getImage = symbol("XGetImage", as: GetImage.self),
      let getPixel = symbol("XGetPixel", as: GetPixel.self),
      let destroy = symbol("XDestroyImage", as: DestroyImage.self),
      let display = open(nil)
    else { return nil }
    defer { _ = close(display) }
    guard
      let image = getImage(
        display, root(display), x, y, UInt32(width), UInt32(height), UInt.max, zPixmap)
    else { return nil }
    defer { _ = destroy(image) }
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for row in 0..<height {
      for column in 0..<width {
        pixels.append(UInt32(truncatingIfNeeded: getPixel(image, Int32(column), Int32(row))))
      }
    }
    return pixels
  }
}
