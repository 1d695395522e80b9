import CSDL2

/// What can go wrong while the SDL backend opens windows, fonts and images. Every case says what
/// was asked for and why it failed, in words a user can act on.
public enum RenderingError: Error, Equatable, CustomStringConvertible {
  /// No file for the font face was found; `triedPaths` lists every path looked at, in order.
  case fontNotFound(name: String, triedPaths: [String])
  /// The font file exists but SDL_ttf could not open it.
  case fontUnreadable(path: String, reason: String)
  /// No file for the image was found; `triedPaths` lists every path looked at, in order.
  case imageNotFound(name: String, triedPaths: [String])
  /// The image file exists but could not be decoded (corrupt, or an unsupported format).
  case imageUnreadable(path: String, reason: String)
  /// An SDL call failed; `call` names it and `reason` is SDL's own message.
  case sdl(call: String, reason: String)
  /// A value given to the backend's API cannot be used (a scale of 0, a canvas larger than
  /// memory); `name` says which, `value` spells it out and `reason` what a usable one is.
  case invalidArgument(name: String, value: String, reason: String)

  /// A sentence describing the failure.
  public var description: String {
    switch self {
    case .fontNotFound(let name, let triedPaths):
      return "Font '\(name)' was not found. Tried: \(triedPaths.joined(separator: ", ")). "
        + "Install fonts-dejavu-core, put the font in Assets/Fonts, "
        + "or point TABLEKIT_FONT_PATH at a folder that holds it."
    case .fontUnreadable(let path, let reason):
      return "Font file '\(path)' could not be opened: \(reason)"
    case .imageNotFound(let name, let triedPaths):
      return "Image '\(name)' was not found. Tried: \(triedPaths.joined(separator: ", "))."
    case .imageUnreadable(let path, let reason):
      return "Image file '\(path)' could not be decoded: \(reason)"
    case .sdl(let call, let reason):
      return "\(call) failed: \(reason)"
    case .invalidArgument(let name, let value, let reason):
      return "\(name) \(value) cannot be used: \(reason)"
    }
  }

  /// An `.sdl` error carrying SDL's last error message.
  static func lastSDLError(_ call: String) -> RenderingError {
    .sdl(call: call, reason: String(cString: SDL_GetError()))
  }
}
