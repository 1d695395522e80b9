/// The arithmetic of a backdrop blur, on pixels already read back (ARGB8888 words): the
/// covered region and a margin around it are averaged down by `factor`, blurred there by three
/// box passes on each axis (close to a Gaussian of the asked standard deviation), scaled back
/// up bilinearly over the covered region only, made more vivid by the saturation, and given
/// the alpha of the rounded corners and the opacity in force.
///
/// Every step costs what its pixels cost (the read region once, the small image a few times,
/// the covered region once), so a blur costs what it covers. Integer arithmetic throughout, so
/// that the snapshot renderer draws the same pixels on every run. It keeps its buffers from
/// one blur to the next.
struct BackdropBlurKernel {
  /// One blur's parameters, in device pixels.
  struct Parameters: Equatable {
    /// The Gaussian's standard deviation.
    var radius: Double
    /// How much more vivid the colors become (1 unchanged).
    var saturation: Double
    /// The rounded corners' radius (0 square), about `shape`.
    var cornerRadius: Double
    /// The opacity, 0...255.
    var alpha: UInt8
  }

  private var small: [Int32] = []
  private var scratch: [Int32] = []

  /// How far beyond the covered region the blur reads, in pixels: far enough that what lies
  /// just outside the region shows through its edge, as on iOS.
  static func margin(radius: Double) -> Int32 {
    Int32(min(256, max(0, (radius * 2).rounded(.up))))
  }

  /// The factor the read region is averaged down by: the blur then runs on a few pixels a
  /// standard deviation, whatever the radius.
  static func factor(radius: Double) -> Int {
    max(1, min(16, Int(radius / 3)))
  }

  /// Blurs `source` (`readBox`'s pixels, row after row) into `output` over `coveredBox`, which
  /// lies inside `readBox`; `shape` is the full rect whose corners are rounded.
  mutating func blur(
    _ source: [UInt32], readBox: PixelBox, coveredBox: PixelBox, shape: PixelBox,
    parameters: Parameters, into output: inout [UInt32]
  ) {
    let readWidth = Int(readBox.x1 - readBox.x0)
    let readHeight = Int(readBox.y1 - readBox.y0)
    precondition(source.count >= readWidth * readHeight, "the read pixels fill the read box")
    let factor = Self.factor(radius: parameters.radius)
    let smallWidth = (readWidth + factor - 1) / factor
    let smallHeight = (readHeight + factor - 1) / factor
    downsample(source, width: readWidth, height: readHeight, factor: factor,
      smallWidth: smallWidth, smallHeight: smallHeight)
    let smallSigma = parameters.radius / Double(factor)
    // Three box passes of width w approach a Gaussian of variance 3 (w² − 1) / 12.
    let width = (4 * smallSigma * smallSigma + 1).squareRoot()
    let boxRadius = max(0, Int(((width - 1) / 2).rounded()))
    if boxRadius > 0 {
      for _ in 0..<3 {
        boxBlur(width: smallWidth, height: smallHeight, radius: boxRadius, horizontal: true)
        boxBlur(width: smallWidth, height: smallHeight, radius: boxRadius, horizontal: false)
      }
    }
    upsample(
      readBox: readBox, coveredBox: coveredBox, shape: shape, factor: factor,
      smallWidth: smallWidth, smallHeight: smallHeight, parameters: parameters, into: &output)
  }

  /// Averages each `factor` × `factor` block into one pixel of `small` (four channels a
  /// pixel, alpha ignored: what lies behind is opaque once drawn).
  private mutating func downsample(
    _ source: [UInt32], width: Int, height: Int, factor: Int, smallWidth: Int, smallHeight: Int
  ) {
    let count = smallWidth * smallHeight * 3
    if small.count < count { small = Array(repeating: 0, count: count) }
    if scratch.count < count { scratch = Array(repeating: 0, count: count) }
    source.withUnsafeBufferPointer { pixels in
      small.withUnsafeMutableBufferPointer { out in
        for sy in 0..<smallHeight {
          let y0 = sy * factor
          let y1 = min(height, y0 + factor)
          for sx in 0..<smallWidth {
            let x0 = sx * factor
            let x1 = min(width, x0 + factor)
            var r: Int32 = 0
            var g: Int32 = 0
            var b: Int32 = 0
            for y in y0..<y1 {
              let row = y * width
              for x in x0..<x1 {
                let p = pixels[row + x]
                r += Int32((p >> 16) & 0xFF)
                g += Int32((p >> 8) & 0xFF)
                b += Int32(p & 0xFF)
              }
            }
            let n = Int32((y1 - y0) * (x1 - x0))
            let o = (sy * smallWidth + sx) * 3
            // Kept at 16 times the 8-bit value, so the passes lose little to rounding.
            out[o] = (r * 16 + n / 2) / n
            out[o + 1] = (g * 16 + n / 2) / n
            out[o + 2] = (b * 16 + n / 2) / n
          }
        }
      }
    }
  }

  /// One box pass of `radius` along rows or columns, the edges held (clamped).
  private mutating func boxBlur(width: Int, height: Int, radius: Int, horizontal: Bool) {
    let lines = horizontal ? height : width
    let length = horizontal ? width : height
    let step = horizontal ? 3 : width * 3
    let span = Int32(2 * radius + 1)
    small.withUnsafeMutableBufferPointer { data in
      scratch.withUnsafeMutableBufferPointer { line in
        for l in 0..<lines {
          let start = horizontal ? l * width * 3 : l * 3
          for channel in 0..<3 {
            // Copy the line out, then write its running average back.
            for i in 0..<length { line[i] = data[start + i * step + channel] }
            let first = line[0]
            let last = line[length - 1]
            func at(_ i: Int) -> Int32 { i < 0 ? first : (i >= length ? last : line[i]) }
            var sum: Int32 = 0
            for i in -radius...radius { sum += at(i) }
            for i in 0..<length {
              data[start + i * step + channel] = (sum + span / 2) / span
              sum += at(i + radius + 1) - at(i - radius)
            }
          }
        }
      }
    }
  }

  /// Scales the blurred image back up over `coveredBox`, bilinearly, and applies saturation,
  /// rounded corners and opacity.
  private func upsample(
    readBox: PixelBox, coveredBox: PixelBox, shape: PixelBox, factor: Int, smallWidth: Int,
    smallHeight: Int, parameters: Parameters, into output: inout [UInt32]
  ) {
    let width = Int(coveredBox.x1 - coveredBox.x0)
    let height = Int(coveredBox.y1 - coveredBox.y0)
    if output.count < width * height { output = Array(repeating: 0, count: width * height) }
    // Saturation in 1/256ths; luminance weights (Rec. 709) in 1/1024ths.
    let saturation = Int32((parameters.saturation * 256).rounded())
    let corner = max(0, parameters.cornerRadius)
    let f = Int32(factor)
    small.withUnsafeBufferPointer { blurred in
      output.withUnsafeMutableBufferPointer { out in
        for y in 0..<height {
          let py = Int32(y) + coveredBox.y0
          // The sample's position in the small image, in 1/256ths of its pixels.
          let sy256 = max(0, ((py - readBox.y0) * 2 + 1) * 128 / f - 128)
          let sy = min(Int(sy256 >> 8), smallHeight - 1)
          let sy1 = min(sy + 1, smallHeight - 1)
          let fy = sy256 & 0xFF
          for x in 0..<width {
            let px = Int32(x) + coveredBox.x0
            let sx256 = max(0, ((px - readBox.x0) * 2 + 1) * 128 / f - 128)
            let sx = min(Int(sx256 >> 8), smallWidth - 1)
            let sx1 = min(sx + 1, smallWidth - 1)
            let fx = sx256 & 0xFF
            var rgb: (Int32, Int32, Int32) = (0, 0, 0)
            for channel in 0..<3 {
              let a = blurred[(sy * smallWidth + sx) * 3 + channel]
              let b = blurred[(sy * smallWidth + sx1) * 3 + channel]
              let c = blurred[(sy1 * smallWidth + sx) * 3 + channel]
              let d = blurred[(sy1 * smallWidth + sx1) * 3 + channel]
              let top = a * (256 - fx) + b * fx
              let bottom = c * (256 - fx) + d * fx
              // 16ths × 256 × 256 → 8-bit.
              let value = (top * (256 - fy) + bottom * fy + (1 << 19)) >> 20
              switch channel {
              case 0: rgb.0 = value
              case 1: rgb.1 = value
              default: rgb.2 = value
              }
            }
            let luminance = (rgb.0 * 218 + rgb.1 * 732 + rgb.2 * 74) >> 10
            func vivid(_ c: Int32) -> UInt32 {
              UInt32(max(0, min(255, luminance + ((c - luminance) * saturation) >> 8)))
            }
            var alpha = UInt32(parameters.alpha)
            if corner > 0 {
              alpha = alpha * UInt32(Self.cornerCoverage(px, py, shape: shape, radius: corner)) / 255
            }
            out[y * width + x] = alpha << 24 | vivid(rgb.0) << 16 | vivid(rgb.1) << 8 | vivid(rgb.2)
          }
        }
      }
    }
  }

  /// How much of pixel (x, y) lies inside `shape` with its corners rounded by `radius`,
  /// 0...255, anti-aliased over one pixel.
  static func cornerCoverage(_ x: Int32, _ y: Int32, shape: PixelBox, radius: Double) -> UInt8 {
    let r = min(radius, Double(shape.x1 - shape.x0) / 2, Double(shape.y1 - shape.y0) / 2)
    let cx = Double(x) + 0.5
    let cy = Double(y) + 0.5
    let left = Double(shape.x0) + r
    let right = Double(shape.x1) - r
    let top = Double(shape.y0) + r
    let bottom = Double(shape.y1) - r
    let dx = cx < left ? left - cx : (cx > right ? cx - right : 0)
    let dy = cy < top ? top - cy : (cy > bottom ? cy - bottom : 0)
    guard dx > 0, dy > 0 else { return 255 }
    let distance = (dx * dx + dy * dy).squareRoot()
    let coverage = min(1, max(0, r - distance + 0.5))
    return UInt8((coverage * 255).rounded())
  }
}
