import CSDL2
import TableKit

/// What a renderer keeps between vibrant primitives: the pixels read back, grown to the
/// largest extent drawn, so that a warm frame allocates nothing. They are drawn back through
/// the backdrop blur's streaming texture.
final class VibrancyStore {
  var backdrop: [UInt32] = []
  var coverage: [UInt32] = []
}

extension SDLRenderer {
  /// Draws the vibrant op at `start` and those after it recorded in the same group, the
  /// culling's survivors, as one mask (see `issueVibrant(_:of:_:in:)`); returns the index of
  /// the group's last op.
  func issueVibrantGroup(startingAt start: Int, in recording: ReplayRecording) -> Int {
    let group = recording.ops[start].vibrantGroup
    guard let vibrancy = recording.vibrancy(ofGroup: group) else { return start }
    var end = start
    var box = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
    while end < recording.ops.count, recording.ops[end].vibrantGroup == group {
      if recording.drawsOp(at: end) {
        let extent = recording.items[end].extent
        box = box.isEmpty ? extent : box.union(extent)
      }
      end += 1
    }
    issueVibrant(start..<end, of: recording, vibrancy, in: box)
    return end - 1
  }

  /// Draws the fills and copies `members` of `recording` (those it draws), recorded in one
  /// vibrant group, vibrantly over `box` (their extents' union): reads back the pixels under
  /// them (the material), draws their shapes in black over white there to learn their
  /// coverage, and writes every pixel back as `vibrancy` transforms it at that coverage. Where
  /// the target cannot be read it draws the ops as recorded, in the style's flat color. The
  /// clip is left unset.
  func issueVibrant(
    _ members: Range<Int>, of recording: ReplayRecording, _ vibrancy: Vibrancy, in box: PixelBox
  ) {
    defer { SDL_RenderSetClipRect(renderer, nil) }
    // Empty when no member draws anything.
    guard !box.isEmpty else { return }
    if !drawVibrant(members, of: recording, vibrancy, in: box) {
      for index in members where recording.drawsOp(at: index) {
        let op = recording.ops[index]
        applyOpClip(op)
        issueShape(of: op, color: op.color)
      }
    }
  }

  private func drawVibrant(
    _ members: Range<Int>, of recording: ReplayRecording, _ vibrancy: Vibrancy,
    in extent: PixelBox
  ) -> Bool {
    let store = vibrancyStore
    let width = extent.x1 - extent.x0
    let height = extent.y1 - extent.y0
    let count = Int(width) * Int(height)
    if store.backdrop.count < count {
      store.backdrop = Array(repeating: 0, count: count)
      store.coverage = Array(repeating: 0, count: count)
    }
    var rect = extent.sdlRect
    SDL_RenderSetClipRect(renderer, nil)
    guard read(&rect, into: &store.backdrop, width: width),
      let texture = backdropTexture(width: width, height: height)
    else { return false }
    // The shape in black over white: each pixel's red is then 255 less its coverage.
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    SDL_RenderFillRect(renderer, &rect)
    // The content was recorded in the flat color's alpha; its own coverage is without it.
    let recorded = vibrancy.recordedAlpha > 0 ? vibrancy.recordedAlpha : 1
    for index in members where recording.drawsOp(at: index) {
      let op = recording.ops[index]
      applyOpClip(op)
      let alpha = UInt8(min(255, (CGFloat(op.color.alpha) / recorded).rounded()))
      issueShape(of: op, color: RGBA8((0, 0, 0, alpha)))
    }
    SDL_RenderSetClipRect(renderer, nil)
    let measured = read(&rect, into: &store.coverage, width: width)
    for index in 0..<count {
      let coverage = measured ? 255 - UInt8(truncatingIfNeeded: store.coverage[index] >> 16) : 0
      store.backdrop[index] = vibrancy.apply(toBackdrop: store.backdrop[index], coverage: coverage)
    }
    var part = SDL_Rect(x: 0, y: 0, w: width, h: height)
    store.backdrop.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(texture.texture, &part, bytes.baseAddress, width * 4)
    }
    SDL_SetTextureColorMod(texture.texture, 255, 255, 255)
    SDL_SetTextureAlphaMod(texture.texture, 255)
    // Blended, but the pixels read from an opaque target are opaque: the copy sets them.
    SDL_RenderCopy(renderer, texture.texture, &part, &rect)
    // Unmeasured, the backdrop was put back as it was: the caller draws the flat color.
    return measured
  }

  /// Reads the ARGB8888 pixels of `rect` into `pixels`, rows `width` apart.
  private func read(_ rect: inout SDL_Rect, into pixels: inout [UInt32], width: Int32) -> Bool {
    pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, width * 4)
    } == 0
  }

  private func applyOpClip(_ op: ReplayOp) {
    if var clip = op.clip {
      SDL_RenderSetClipRect(renderer, &clip)
    } else {
      SDL_RenderSetClipRect(renderer, nil)
    }
  }

  /// Draws what `op` draws (a fill or a copy) in `color`.
  private func issueShape(of op: ReplayOp, color: RGBA8) {
    switch op.action {
    case .fill:
      issueFill(op.destination, color)
    case .copy(let texture, let source, let flip, let degrees):
      issueCopy(
        texture, source: source, to: op.destination, color: color, flip: flip, degrees: degrees)
    case .clear, .backdrop:
      assertionFailure("only fills and copies are recorded vibrant")
    }
  }
}

extension ReplayRecording {
  /// Whether the op at `index` draws anything: the culling kept it and it reaches the output.
  fileprivate func drawsOp(at index: Int) -> Bool {
    decisions[index] != .drop && !items[index].extent.isEmpty
  }
}
