import CSDL2
import TableKit

/// A backdrop blur as the replay records it: the blur's parameters in device pixels and the
/// full rect whose corners are rounded (the destination may be clipped smaller).
struct BackdropOp {
  var parameters: BackdropBlurKernel.Parameters
}

/// What a renderer keeps between backdrop blurs: the kernel's buffers and one streaming
/// texture, grown to the largest region blurred, so that a warm frame allocates nothing.
final class BackdropStore {
  var kernel = BackdropBlurKernel()
  var readBack: [UInt32] = []
  var blurred: [UInt32] = []
  var texture: SDLRenderer.CachedTexture?
}

extension SDLRenderer {
  /// Records a backdrop blur of `rect` (points) as `blur` asks, in the clip and opacity in force.
  func recordBackdropBlur(_ rect: CGRect, _ blur: BackdropBlur) {
    let destination = pixelRect(rect)
    guard destination.w > 0, destination.h > 0, blur.radius.isFinite, blur.saturation.isFinite
    else { return }
    let alpha = components(.white).alpha
    guard alpha > 0 else { return }
    let parameters = BackdropBlurKernel.Parameters(
      radius: pixelLength(max(0, blur.radius)), saturation: max(0, min(4, blur.saturation)),
      cornerRadius: pixelLength(max(0, blur.cornerRadius)), alpha: alpha)
    recording.ops.append(
      ReplayOp(
        action: .backdrop(BackdropOp(parameters: parameters)), color: .white,
        destination: destination, clip: clip))
  }

  /// Blurs the pixels under `extent` (the op's destination within its clip and the output) in
  /// place: reads them back with a margin, blurs them on the CPU and copies the result over
  /// them. Everything issued before is flushed by the read, so the blur sees it.
  func issueBackdrop(
    _ op: BackdropOp, destination: SDL_Rect, extent: PixelBox, clip: SDL_Rect?
  ) {
    guard !extent.isEmpty else { return }
    let margin = BackdropBlurKernel.margin(radius: op.parameters.radius)
    // What lies around the region shows through its edges, but only within the clip: a bar at
    // the top of a sheet takes nothing from the dimmed screen above the sheet.
    var readBox = PixelBox(
      x0: extent.x0 - margin, y0: extent.y0 - margin, x1: extent.x1 + margin,
      y1: extent.y1 + margin
    ).intersection(outputBox)
    if let clip { readBox = readBox.intersection(PixelBox(clip)) }
    guard !readBox.isEmpty else { return }
    let readWidth = Int(readBox.x1 - readBox.x0)
    let readHeight = Int(readBox.y1 - readBox.y0)
    let store = backdropStore
    if store.readBack.count < readWidth * readHeight {
      store.readBack = Array(repeating: 0, count: readWidth * readHeight)
    }
    var readRect = readBox.sdlRect
    SDL_RenderSetClipRect(renderer, nil)
    let status = store.readBack.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        renderer, &readRect, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress,
        Int32(readWidth * 4))
    }
    guard status == 0 else { return }
    store.kernel.blur(
      store.readBack, readBox: readBox, coveredBox: extent, shape: PixelBox(destination),
      parameters: op.parameters, into: &store.blurred)
    let width = extent.x1 - extent.x0
    let height = extent.y1 - extent.y0
    guard let texture = backdropTexture(width: width, height: height) else { return }
    var part = SDL_Rect(x: 0, y: 0, w: width, h: height)
    store.blurred.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(texture.texture, &part, bytes.baseAddress, width * 4)
    }
    SDL_SetTextureColorMod(texture.texture, 255, 255, 255)
    SDL_SetTextureAlphaMod(texture.texture, 255)
    var target = extent.sdlRect
    SDL_RenderCopy(renderer, texture.texture, &part, &target)
  }

  /// The streaming texture blurs are drawn through, at least `width` × `height`.
  private func backdropTexture(width: Int32, height: Int32) -> CachedTexture? {
    if let texture = backdropStore.texture, texture.width >= width, texture.height >= height {
      return texture
    }
    let size = (max(width, backdropStore.texture?.width ?? 0), max(height, backdropStore.texture?.height ?? 0))
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        size.0, size.1)
    else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    let entry = CachedTexture(texture: texture, width: size.0, height: size.1)
    backdropStore.texture = entry
    return entry
  }
}
