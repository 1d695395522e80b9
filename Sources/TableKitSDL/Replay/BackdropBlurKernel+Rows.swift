extension BackdropBlurKernel {
  /// A material's tint as the covered rows blend it: its premultiplied channels repeated along
  /// the row (three a pixel), and what the pixel under it keeps of each channel (255 − alpha).
  struct RowTint {
    var remainder: Int32
    var channels: UnsafePointer<Int32>
  }

  /// Sets `channels[i]`, for `i < count`, to the weighted sum of the two interpolated rows
  /// around a covered row (16ths × 256 × 256, so 8-bit after the shift), then, with a tint,
  /// blends the tint over it as `BlendedFill.over` does.
  ///
  /// Channel by channel along memory, with the same operation on every element, so that the
  /// compiler does several at once: packing the pixels comes after, on its own (issue 32: done
  /// pixel by pixel, this was a fifth of a frame with a floating plain header at 1920 × 1080).
  static func interpolate(
    _ above: UnsafePointer<Int32>, _ below: UnsafePointer<Int32>, weight fy: Int32,
    count: Int, tint: RowTint?, into channels: UnsafeMutablePointer<Int32>
  ) {
    let upper = 256 &- fy
    for i in 0..<count {
      channels[i] = (above[i] &* upper &+ below[i] &* fy &+ (1 << 19)) &>> 20
    }
    guard let tint else { return }
    let remainder = tint.remainder
    let added = tint.channels
    for i in 0..<count {
      // `BlendedFill.scale`: the products stay below 2¹⁶, positive.
      let product = channels[i] &* remainder
      channels[i] = ((product &+ 1 &+ (product &>> 8)) &>> 8) &+ added[i]
    }
  }

  /// Packs a covered row's channels into the pixels at `out`, as `writing` asks: opaque, or
  /// with the opacity and the rounded corners' coverage as alpha.
  static func write(
    _ channels: UnsafePointer<Int32>, width: Int, row py: Int32, coveredBox: PixelBox,
    shape: PixelBox, corner: Double, cornerReach: Int32, nearCornerRow: Bool, opacity: UInt32,
    writing: Writing, into out: UnsafeMutablePointer<UInt32>
  ) {
    @inline(__always) func color(_ x: Int) -> UInt32 {
      let o = x &* 3
      return UInt32(truncatingIfNeeded: channels[o]) << 16
        | UInt32(truncatingIfNeeded: channels[o &+ 1]) << 8
        | UInt32(truncatingIfNeeded: channels[o &+ 2])
    }
    switch writing {
    case .opaqueOver:
      for x in 0..<width { out[x] = 0xFF00_0000 | color(x) }
    case .opaqueOverTinted(let fill):
      // An opaque pixel's alpha under the tint, as `BlendedFill.over` leaves it.
      let alpha = BlendedFill.scale(255, by: fill.remainder) &+ fill.alpha
      for x in 0..<width { out[x] = alpha << 24 | color(x) }
    case .withAlpha:
      for x in 0..<width {
        var alpha = opacity
        if nearCornerRow {
          let px = Int32(x) + coveredBox.x0
          if px < shape.x0 + cornerReach || px >= shape.x1 - cornerReach {
            let coverage = cornerCoverage(px, py, shape: shape, radius: corner)
            alpha = alpha * UInt32(coverage) / 255
          }
        }
        out[x] = alpha << 24 | color(x)
      }
    }
  }
}
