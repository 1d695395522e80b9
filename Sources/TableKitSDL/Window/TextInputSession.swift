import CSDL2
import Foundation
import TableKit

/// Keeps SDL's text input in step with the view tree: on (`SDL_StartTextInput`) while a text
/// field is first responder and off otherwise, so that typed text and input methods reach the
/// field only while one is edited, and the input method's window placed at the caret
/// (`SDL_SetTextInputRect`, in window units). A host calls `update(for:)` every frame.
///
/// It also turns on `SDL_HINT_IME_SUPPORT_EXTENDED_TEXT`, so that compositions and committed
/// text longer than SDL's 32-byte event buffer arrive whole (`SDL_TEXTEDITING_EXT`, and
/// `SDL_TEXTINPUT` split into several events) instead of cut off mid-word.
@MainActor
public final class TextInputSession {
  /// Window units (SDL's coordinates) per point.
  public var pointScale: CGFloat
  private var isActive = false
  /// The rect last given to `SDL_SetTextInputRect`, in window units; nil while text input is off.
  public private(set) var inputRect: SDL_Rect?

  /// Creates a session; text input is assumed off until a field is edited.
  public init(pointScale: CGFloat = 1) {
    self.pointScale = pointScale
    SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
    // SDL starts text input with the video subsystem on some platforms; a field turns it on.
    SDL_StopTextInput()
  }

  /// Turns text input on or off for the tree under `root` and moves the input rect to the
  /// edited field's caret.
  public func update(for root: View) {
    guard let field = TextField.firstResponder(in: root) else {
      if isActive {
        SDL_StopTextInput()
        isActive = false
        inputRect = nil
      }
      return
    }
    if !isActive {
      SDL_StartTextInput()
      isActive = true
    }
    let caret = field.convert(field.caretRect, to: nil)
    let scale = pointScale.isFinite && pointScale > 0 ? pointScale : 1
    // Window units are bounded like pixels, so that SDL's own `x + w` cannot overflow.
    let units = -PixelSpace.limitInt32...PixelSpace.limitInt32
    var rect = SDL_Rect(
      x: Int32(checked: caret.minX * scale, in: units, naming: "the caret's x"),
      y: Int32(checked: caret.minY * scale, in: units, naming: "the caret's y"),
      w: Int32(
        checked: caret.width * scale, in: 1...PixelSpace.limitInt32, fallback: 1,
        naming: "the caret's width"),
      h: Int32(
        checked: caret.height * scale, in: 1...PixelSpace.limitInt32, fallback: 1,
        naming: "the caret's height"))
    if let inputRect, inputRect.x == rect.x, inputRect.y == rect.y, inputRect.h == rect.h {
      return
    }
    SDL_SetTextInputRect(&rect)
    inputRect = rect
  }
}
