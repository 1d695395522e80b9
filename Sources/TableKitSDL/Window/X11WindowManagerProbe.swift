import Foundation

/// Whether the X server SDL's window goes to has a window manager, asked as SDL itself asks
/// (EWMH: the root window's `_NET_SUPPORTING_WM_CHECK` names a window that names itself).
///
/// SDL 2 opens a fullscreen window on X11 by asking the window manager for it, then waits up to
/// 100 ms for the window to move and grow. With no window manager (a bare X server started
/// for a kiosk, Xvfb) nothing answers and every start-up pays the whole wait; such a window is
/// opened borderless over the display instead, which is what fullscreen looks like there
/// (issue 32, start-up). libX11 is loaded at run time, as SDL loads it: it is SDL's
/// dependency, not the project's.
enum X11WindowManagerProbe {
  private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  private typealias CloseDisplay = @convention(c) (OpaquePointer) -> Int32
  private typealias InternAtom = @convention(c) (OpaquePointer, UnsafePointer<CChar>, Int32) -> UInt
  private typealias DefaultRootWindow = @convention(c) (OpaquePointer) -> UInt
  private typealias GetWindowProperty = @convention(c) (
    OpaquePointer, UInt, UInt, Int, Int, Int32, UInt, UnsafeMutablePointer<UInt>,
    UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt>, UnsafeMutablePointer<UInt>,
    UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>
  ) -> Int32
  private typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Int32
  private typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
  private typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?
  private typealias Sync = @convention(c) (OpaquePointer, Int32) -> Int32

  /// X's predefined atom for the type WINDOW.
  private static let windowType: UInt = 33

  /// True when the display `$DISPLAY` names has a window manager running, false when it has
  /// none, nil when this cannot be told (no `DISPLAY`, no libX11, no connection).
  static func isWindowManagerRunning(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool? {
    guard let name = environment["DISPLAY"], !name.isEmpty,
      let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL)
    else { return nil }
    defer { dlclose(library) }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
    guard let open = symbol("XOpenDisplay", as: OpenDisplay.self),
      let close = symbol("XCloseDisplay", as: CloseDisplay.self),
      let intern = symbol("XInternAtom", as: InternAtom.self),
      let root = symbol("XDefaultRootWindow", as: DefaultRootWindow.self),
      let property = symbol("XGetWindowProperty", as: GetWindowProperty.self),
      let free = symbol("XFree", as: Free.self),
      let setErrorHandler = symbol("XSetErrorHandler", as: SetErrorHandler.self),
      let sync = symbol("XSync", as: Sync.self),
      let display = name.withCString({ open($0) })
    else { return nil }
    defer { _ = close(display) }
    // Only if it exists: a server on which no window manager ever ran has no such atom.
    let check = intern(display, "_NET_SUPPORTING_WM_CHECK", 1)
    guard check != 0 else { return false }
    /// The window `window`'s check property names, or nil.
    func checkedWindow(on window: UInt) -> UInt? {
      var type: UInt = 0
      var format: Int32 = 0
      var count: UInt = 0
      var remaining: UInt = 0
      var data: UnsafeMutablePointer<UInt8>?
      let status = property(
        display, window, check, 0, 1, 0, windowType, &type, &format, &count, &remaining, &data)
      defer { if let data { _ = free(data) } }
      guard status == 0, type == windowType, format == 32, count == 1, let data else { return nil }
      // Format 32 comes back as C longs.
      return UnsafeRawPointer(data).load(as: UInt.self)
    }
    guard let manager = checkedWindow(on: root(display)) else { return false }
    // A window manager that quit may have left the property on the root window, naming a
    // window that is gone: asking that window fails with an X error, which the default handler
    // would make fatal. The server's answer is waited for before the handler is restored.
    let previous = setErrorHandler { _, _ in 0 }
    let named = checkedWindow(on: manager)
    _ = sync(display, 0)
    _ = setErrorHandler(previous)
    return named == manager
  }
}
