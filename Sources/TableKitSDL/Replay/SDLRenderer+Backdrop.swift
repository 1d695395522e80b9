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
  /// them. Everything issued before is flushed by the read, so the blur sees it. `tint`, a
  /// translucent fill of exactly `extent` that follows the blur, is blended over it as the
  /// blur writes its pixels when it can be; the result says whether it was (the caller then
  /// skips the fill).
  @discardableResult
  func issueBackdrop(
    _ op: BackdropOp, destination: SDL_Rect, extent: PixelBox, clip: SDL_Rect?,
    tint: RGBA8? = nil
  ) -> Bool {
    guard !extent.isEmpty else { return false }
    let margin = BackdropBlurKernel.margin(radius: op.parameters.radius)
    // What lies around the region shows through its edges, but only within the clip: a bar at
    // the top of a sheet takes nothing from the dimmed screen above the sheet.
    var readBox = PixelBox(
      x0: extent.x0 - margin, y0: extent.y0 - margin, x1: extent.x1 + margin,
      y1: extent.y1 + margin
    ).intersection(outputBox)
    if let clip { readBox = readBox.intersection(PixelBox(clip)) }
    guard !readBox.isEmpty else { return false }
    if blurInPlace(op, destination: destination, extent: extent, readBox: readBox, tint: tint) {
      return tint != nil
    }
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
    guard status == 0 else { return false }
    store.kernel.blur(
      store.readBack, readBox: readBox, coveredBox: extent, shape: PixelBox(destination),
      parameters: op.parameters, into: &store.blurred)
    let width = extent.x1 - extent.x0
    let height = extent.y1 - extent.y0
    guard let texture = backdropTexture(width: width, height: height) else { return false }
    var part = SDL_Rect(x: 0, y: 0, w: width, h: height)
    store.blurred.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(texture.texture, &part, bytes.baseAddress, width * 4)
    }
    SDL_SetTextureColorMod(texture.texture, 255, 255, 255)
    SDL_SetTextureAlphaMod(texture.texture, 255)
    var target = extent.sdlRect
    SDL_RenderCopy(renderer, texture.texture, &part, &target)
    return false
  }

  /// Blurs an opaque, square blur in the target surface's own pixels, once SDL has drawn
  /// everything issued before; false (nothing done) where there is no such surface, where a
  /// render target is set, or where the blur has rounded corners or translucency, which the
  /// blended copy of the read-back path composites.
  private func blurInPlace(
    _ op: BackdropOp, destination: SDL_Rect, extent: PixelBox, readBox: PixelBox, tint: RGBA8?
  ) -> Bool {
    guard let surface = targetSurface, op.parameters.alpha == 255,
      op.parameters.cornerRadius == 0, SDL_GetRenderTarget(renderer) == nil,
      surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
      let base = surface.pointee.pixels
    else { return false }
    let bounds = PixelBox(x0: 0, y0: 0, x1: surface.pointee.w, y1: surface.pointee.h)
    guard readBox.intersection(bounds) == readBox else { return false }
    SDL_RenderSetClipRect(renderer, nil)
    guard SDL_RenderFlush(renderer) == 0 else { return false }
    let pixels = base.assumingMemoryBound(to: UInt32.self)
    let pitch = Int(surface.pointee.pitch) / 4
    backdropStore.kernel.blur(
      pixels + Int(readBox.y0) * pitch + Int(readBox.x0), pitch: pitch, readBox: readBox,
      coveredBox: extent, shape: PixelBox(destination), parameters: op.parameters,
      into: pixels + Int(extent.y0) * pitch + Int(extent.x0), pitch: pitch,
      writing: tint.map { .opaqueOverTinted(BlendedFill($0)) } ?? .opaqueOver)
    return true
  }

  /// The streaming texture blurs (and vibrant pixels) are drawn through, at least `width` ×
  /// `height`, blended.
  func backdropTexture(width: Int32, height: Int32) -> CachedTexture? {
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
