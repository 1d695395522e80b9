import CSDL2
import Foundation
import TableKit

/// The system clipboard through SDL (`SDL_GetClipboardText` / `SDL_SetClipboardText`): what a
/// window host gives its text fields for cut, copy and paste.
@MainActor
public final class SDLClipboard: TextClipboard {
  /// Creates a clipboard; SDL's video subsystem must be running when it is used.
  public init() {}

  /// The clipboard's text; nil when it holds none or SDL cannot read it.
  public var string: String? {
    get {
      guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else {
        return nil
      }
      // SDL returns a copy that the caller frees, "" when it failed.
      defer { SDL_free(pointer) }
      let text = String(cString: pointer)
      return text.isEmpty ? nil : text
    }
    set { SDL_SetClipboardText(newValue ?? "") }
  }
}
