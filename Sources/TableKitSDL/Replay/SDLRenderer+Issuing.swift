import CSDL2
import TableKit

extension SDLRenderer {
  /// Decides what the recorded primitives must still draw (everything, without culling),
  /// issues that to SDL, counts it in `lastReplayStatistics`, and empties the recording,
  /// releasing the textures it held.
  func issueRecording() {
    // Taken out while it is issued, so that its buffers are uniquely held (no copy) and the
    // issuing may call back into the renderer.
    var recording = ReplayRecording()
    swap(&recording, &self.recording)
    defer {
      recording.removeFrame()
      swap(&recording, &self.recording)
    }
    let output = outputBox
    var statistics = ReplayStatistics()
    // Taken out, as the recording is, to reuse its buffer without a copy.
    var damage = ReplayDamage()
    swap(&damage, &lastReplayDamage)
    damage.removeAll()
    defer { swap(&damage, &lastReplayDamage) }
    recording.items.removeAll(keepingCapacity: true)
    for op in recording.ops {
      let extent: PixelBox
      let kind: OverdrawCulling.Kind
      switch op.action {
      case .clear:
        extent = output
        kind = .clear(color: op.color.packed)
      case .fill:
        extent = clipped(op.destination, op.clip, output)
        kind = op.color.alpha == 255 ? .opaqueFill(color: op.color.packed) : .blendedFill
        statistics.recordedFills += 1
        statistics.recordedFilledPixels += extent.area
      case .copy(let texture, let source, let flip, let degrees):
        let reach =
          degrees == 0 ? op.destination : Self.turnedBounds(op.destination, degrees: degrees)
        extent = clipped(reach, op.clip, output)
        // Unscaled, unturned and unflipped, each pixel comes from a texel of its own, so the
        // copy can be drawn in parts.
        let width = source?.w ?? texture.width
        let height = source?.h ?? texture.height
        let isExact =
          flip == nil && degrees == 0 && width == op.destination.w && height == op.destination.h
        kind = isExact ? .exactCopy : .copy
        statistics.recordedBlits += 1
        statistics.recordedBlittedPixels += extent.area
      case .backdrop:
        extent = clipped(op.destination, op.clip, output)
        kind = .backdrop
        statistics.recordedBlurs += 1
        statistics.recordedBlurredPixels += extent.area
      }
      // A vibrant primitive reads what lies under it, as a blur does.
      recording.items.append(
        OverdrawCulling.Item(extent: extent, kind: op.isVibrant ? .backdrop : kind))
    }
    if cullsOverdraw {
      recording.culling.decide(recording.items, into: &recording.decisions)
    } else {
      recording.decisions.removeAll(keepingCapacity: true)
      recording.decisions.append(
        contentsOf: repeatElement(.keep, count: recording.items.count))
    }
    // A frame that clears the whole output first, on a target that kept the last frame's
    // pixels: the clear needs to set only what the last frame drew on.
    let clearColor: UInt32? =
      if case .clear = recording.ops.first?.action { recording.ops[0].color.packed } else { nil }
    let retains = retainsPreviousFrame && clearColor != nil
    if retains, let clearColor, recording.retained.canRestrictClear(of: output, to: clearColor) {
      recording.clearParts.removeAll(keepingCapacity: true)
      switch recording.decisions[0] {
      case .keep: recording.retained.restrict([output], into: &recording.clearParts)
      case .draw(let parts): recording.retained.restrict(parts, into: &recording.clearParts)
      case .drop: break
      }
      recording.decisions[0] = recording.clearParts.isEmpty ? .drop : .draw(recording.clearParts)
    }
    if retains { recording.retained.beginFrame() }
    var appliedClip: SDL_Rect?? = .none
    func apply(_ clip: SDL_Rect?) {
      if let applied = appliedClip, applied?.x == clip?.x, applied?.y == clip?.y,
        applied?.w == clip?.w, applied?.h == clip?.h
      {
        return
      }
      appliedClip = .some(clip)
      if var rect = clip {
        SDL_RenderSetClipRect(renderer, &rect)
      } else {
        SDL_RenderSetClipRect(renderer, nil)
      }
    }
    // The last op of the vibrant group issued so far.
    var vibrantIssuedThrough = -1
    for index in recording.ops.indices {
      let op = recording.ops[index]
      let extent = recording.items[index].extent
      switch recording.decisions[index] {
      case .drop:
        continue
      case .keep:
        if op.isVibrant { damage.addVibrant(extent) } else { damage.add(extent) }
        apply(op.clip)
        if retains, leavesOtherThanBackground(op, clearColor) {
          recording.retained.markDrawn(extent)
        }
        if op.isVibrant {
          if index > vibrantIssuedThrough {
            vibrantIssuedThrough = issueVibrantGroup(startingAt: index, in: recording)
            appliedClip = .some(nil)
          }
          continue
        }
        switch op.action {
        case .clear:
          if !fillInTarget(output, op.color) { issueClear(op.color) }
          statistics.clears += 1
          statistics.filledPixels += extent.area
          statistics.opaqueFilledPixels += extent.area
          appliedClip = .some(nil)
        case .fill:
          if !fillInTarget(extent, op.color) { issueFill(op.destination, op.color) }
          statistics.fills += 1
          statistics.filledPixels += extent.area
          if op.color.alpha == 255 { statistics.opaqueFilledPixels += extent.area }
        case .copy(let texture, let source, let flip, let degrees):
          let copiedInTarget =
            recording.items[index].kind == .exactCopy
            && copyInTarget(texture, part: extent, of: source, at: op.destination, color: op.color)
          if !copiedInTarget {
            issueCopy(
              texture, source: source, to: op.destination, color: op.color, flip: flip,
              degrees: degrees)
          }
          statistics.blits += 1
          statistics.blittedPixels += extent.area
        case .backdrop(let backdrop):
          let tint = tintFollowing(index, in: recording)
          if issueBackdrop(
            backdrop, destination: op.destination, extent: extent, clip: op.clip, tint: tint)
          {
            // The tint was blended as the blur wrote its pixels: its own fill is done.
            recording.decisions[index + 1] = .drop
            statistics.fills += 1
            statistics.filledPixels += extent.area
          }
          appliedClip = .some(nil)
          statistics.blurs += 1
          statistics.blurredPixels += extent.area
        }
      case .draw(let parts):
        // Parts lie inside the extent, so inside the clip: a clear's parts are fills of its
        // color, set (not blended) as the clear sets them.
        apply(op.clip)
        if op.isVibrant {
          damage.addVibrant(extent)
        } else if case .backdrop = op.action {
          damage.add(extent)
        } else {
          for part in parts { damage.add(part) }
        }
        if retains, leavesOtherThanBackground(op, clearColor) {
          for part in parts { recording.retained.markDrawn(part) }
        }
        // A blur or a vibrant primitive is never cut into parts (the culling keeps it whole);
        // drawn whole if it were.
        if op.isVibrant {
          if index > vibrantIssuedThrough {
            vibrantIssuedThrough = issueVibrantGroup(startingAt: index, in: recording)
            appliedClip = .some(nil)
          }
          continue
        }
        if case .backdrop(let backdrop) = op.action {
          issueBackdrop(backdrop, destination: op.destination, extent: extent, clip: op.clip)
          appliedClip = .some(nil)
          statistics.blurs += 1
          statistics.blurredPixels += extent.area
          continue
        }
        if case .copy(let texture, let source, _, _) = op.action {
          for part in parts {
            if !copyInTarget(texture, part: part, of: source, at: op.destination, color: op.color) {
              issueCopy(texture, part: part, of: source, at: op.destination, color: op.color)
            }
            statistics.blits += 1
            statistics.blittedPixels += part.area
          }
          continue
        }
        let isClear = if case .clear = op.action { true } else { false }
        // One call for all the parts: SDL fills disjoint rects one after another either way,
        // and a call of its own for each would cost each a pass through SDL's command queue,
        // which for a clear cut around a screen of overlapping rows is most of what it costs.
        recording.partRects.removeAll(keepingCapacity: true)
        let filledInTarget =
          (isClear || op.color.alpha == 255)
          && fillInTarget(parts, op.color)
        for part in parts {
          recording.partRects.append(part.sdlRect)
          statistics.fills += 1
          statistics.filledPixels += part.area
          if isClear || op.color.alpha == 255 { statistics.opaqueFilledPixels += part.area }
        }
        if !filledInTarget { issueFills(recording.partRects, op.color, forceSet: isClear) }
      }
    }
    SDL_RenderSetClipRect(renderer, nil)
    lastReplayStatistics = statistics
    if retains, let clearColor {
      recording.retained.endFrame(clearing: output, to: clearColor)
    } else {
      recording.retained.forget()
    }
  }

  /// The color of the translucent fill that follows the blur at `index` over exactly its
  /// pixels (a material's tint), which the blur may blend as it writes them; nil if the next
  /// primitive is anything else or the culling dropped it. A fill the culling cut into parts
  /// qualifies: what it leaves out, later opaque fills cover (a bar's hairline), and no blur
  /// reads it, so blending the tint there too changes no pixel of the frame.
  private func tintFollowing(_ index: Int, in recording: ReplayRecording) -> RGBA8? {
    let next = index + 1
    guard next < recording.ops.count, recording.decisions[next] != .drop else { return nil }
    let fill = recording.ops[next]
    guard case .fill = fill.action, !fill.isVibrant, fill.color.alpha > 0,
      fill.color.alpha < 255,
      recording.items[next].extent == recording.items[index].extent
    else { return nil }
    return fill.color
  }

  /// Whether `op` may leave pixels of another color than the frame's clear: anything but the
  /// clear itself and opaque fills of its color.
  private func leavesOtherThanBackground(_ op: ReplayOp, _ clearColor: UInt32?) -> Bool {
    if op.isVibrant { return true }
    return switch op.action {
    case .clear: false
    case .fill: op.color.alpha != 255 || op.color.packed != clearColor
    case .copy, .backdrop: true
    }
  }

  private func clipped(_ rect: SDL_Rect, _ clip: SDL_Rect?, _ output: PixelBox) -> PixelBox {
    var box = PixelBox(rect).intersection(output)
    if let clip { box = box.intersection(PixelBox(clip)) }
    return box
  }

  private func issueClear(_ c: RGBA8) {
    SDL_RenderSetClipRect(renderer, nil)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, c.red, c.green, c.blue, c.alpha)
    SDL_RenderClear(renderer)
  }

  func issueFill(_ rect: SDL_Rect, _ c: RGBA8) {
    let blend = c.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
    SDL_SetRenderDrawBlendMode(renderer, blend)
    SDL_SetRenderDrawColor(renderer, c.red, c.green, c.blue, c.alpha)
    var copy = rect
    SDL_RenderFillRect(renderer, &copy)
  }

  /// Fills every rect of `rects` with the color in one SDL call.
  private func issueFills(_ rects: [SDL_Rect], _ c: RGBA8, forceSet: Bool) {
    guard !rects.isEmpty else { return }
    let blend = forceSet || c.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
    SDL_SetRenderDrawBlendMode(renderer, blend)
    SDL_SetRenderDrawColor(renderer, c.red, c.green, c.blue, c.alpha)
    rects.withUnsafeBufferPointer { buffer in
      _ = SDL_RenderFillRects(renderer, buffer.baseAddress, Int32(buffer.count))
    }
  }

  /// Copies the part of an exact copy (one texel a pixel) that lands on `part` of the output.
  private func issueCopy(
    _ texture: CachedTexture, part: PixelBox, of source: SDL_Rect?, at destination: SDL_Rect,
    color c: RGBA8
  ) {
    SDL_SetTextureColorMod(texture.texture, c.red, c.green, c.blue)
    SDL_SetTextureAlphaMod(texture.texture, c.alpha)
    var piece = SDL_Rect(
      x: (source?.x ?? 0) + part.x0 - destination.x, y: (source?.y ?? 0) + part.y0 - destination.y,
      w: part.x1 - part.x0, h: part.y1 - part.y0)
    var target = part.sdlRect
    SDL_RenderCopy(renderer, texture.texture, &piece, &target)
  }

  func issueCopy(
    _ texture: CachedTexture, source: SDL_Rect?, to destination: SDL_Rect, color c: RGBA8,
    flip: SDL_RendererFlip?, degrees: Double
  ) {
    SDL_SetTextureColorMod(texture.texture, c.red, c.green, c.blue)
    SDL_SetTextureAlphaMod(texture.texture, c.alpha)
    var target = destination
    if flip != nil || degrees != 0 {
      var corner = SDL_Point(x: 0, y: 0)
      if var part = source {
        SDL_RenderCopyEx(
          renderer, texture.texture, &part, &target, degrees, &corner, flip ?? SDL_FLIP_NONE)
      } else {
        SDL_RenderCopyEx(
          renderer, texture.texture, nil, &target, degrees, &corner, flip ?? SDL_FLIP_NONE)
      }
    } else if var part = source {
      SDL_RenderCopy(renderer, texture.texture, &part, &target)
    } else {
      SDL_RenderCopy(renderer, texture.texture, nil, &target)
    }
  }

  /// The box around `rect` turned clockwise by `degrees` about its top-left corner.
  static func turnedBounds(_ rect: SDL_Rect, degrees: Double) -> SDL_Rect {
    let radians = degrees * .pi / 180
    let (cosine, sine) = (cos(radians), sin(radians))
    let corners = [
      (0.0, 0.0), (Double(rect.w), 0.0), (0.0, Double(rect.h)), (Double(rect.w), Double(rect.h)),
    ]
    .map { x, y in (Double(rect.x) + x * cosine - y * sine, Double(rect.y) + x * sine + y * cosine)
    }
    let xs = corners.map(\.0)
    let ys = corners.map(\.1)
    let x0 = Int32(xs.min()!.rounded(.down))
    let y0 = Int32(ys.min()!.rounded(.down))
    return SDL_Rect(
      x: x0, y: y0, w: Int32(xs.max()!.rounded(.up)) - x0, h: Int32(ys.max()!.rounded(.up)) - y0)
  }
}
