/// The arithmetic of a backdrop blur, on pixels already read back (ARGB8888 words): the
/// covered region and a margin around it are averaged down by `factor`, blurred there by three
/// box passes on each axis (close to a Gaussian of about the asked standard deviation,
/// `spread`), made more vivid by the saturation, scaled back up bilinearly over the covered
/// region only, and given the alpha of the rounded corners and the opacity in force.
///
/// Every step costs what its pixels cost (the read region once, the small image a few times,
/// the covered region once), so a blur costs what it covers. Integer arithmetic throughout, so
/// that the snapshot renderer draws the same pixels on every run. It keeps its buffers from
/// one blur to the next.
///
/// The loops run on raw pointers with wrapping arithmetic, along memory, and divide by
/// multiplying with a reciprocal (`ExactDivisor`): a bar's blur runs them over some 10⁵
/// pixels a frame, where bounds checks, overflow checks, hardware divisions and strided reads
/// cost more than the sums themselves (issue 32). The saturation is applied to the small image
/// rather than to every covered pixel; the colors differ from saturating after scaling up by
/// at most 5 of 255 for the materials' saturations, on a colored gradient
/// (`BackdropBlurKernelTests`).
///
/// The small image is planar within each row (its reds, then its greens, then its blues), so
/// that the saturation works on four values at a time without branches. Its box passes
/// sum without dividing, and each axis divides once after its passes; scaled back up, its rows
/// are rounded to 8 bits, so that the covered rows are interpolated, tinted and packed in
/// 16-bit lanes, sixteen values at a time (issue 32: the blur of a header pinned at 1920 × 1080
/// went from 0.33 to 0.22 ms, its pixels within 1 of 255 of what it drew before). Averaging down
/// by about half the radius, with box passes of unequal radii, gives the spread that a third
/// of the radius with equal passes gave, on 2.25 times fewer small pixels (issue 32: with a
/// floating header at 1920 × 1080, W1's frame went from 0.98 to 0.75 ms at the median).
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

  /// The small image: 16 times the channels' 8-bit values, each row its reds, its greens and
  /// its blues. (The buffers the box pass uses are internal for its file,
  /// `BackdropBlurKernel+BoxPass.swift`.)
  var small: [Int32] = []
  /// The small image after a box pass, before it changes places with `small`.
  var blurred: [Int32] = []
  /// A row's three channels, each with its clamped edges, or the column sums, for a box pass.
  var line: [Int32] = []
  /// A row of blocks' column sums while the read pixels are averaged down: red and blue
  /// (16 bits apart) and green (`BackdropBlurKernel+AverageDown.swift`).
  var columnRedBlue: [UInt32] = []
  var columnGreen: [UInt32] = []
  /// Where each covered column samples the small image: left index, right index (small
  /// pixels) and the right one's weight in 1/256ths, three entries a column.
  private var columns: [Int32] = []
  /// Two rows of the small image interpolated along their length to the covered width, in
  /// the small image's planar order, rounded to 8-bit values.
  private var wideAbove: [UInt16] = []
  private var wideBelow: [UInt16] = []
  /// A covered row's channels, 8-bit, its reds, greens and blues, before they are packed.
  var channelRow: [UInt16] = []
  /// The tint's premultiplied channels repeated along a covered row (`RowTint`).
  var tintRow: [UInt16] = []
  /// Where each read column differs from the one on its left, then how many columns before
  /// each do (`BackdropBlurKernel+FlatColumns.swift`).
  var columnBreaks: [UInt32] = []
  /// The covered columns cut into runs over flat columns and runs blurred.
  var columnSpans: [ColumnSpan] = []
  /// Whether runs of covered columns over columns all alike are blurred as one column rather
  /// than column by column (the same pixels; tests compare the two).
  var blursFlatColumnsOnce = true

  /// How the blurred pixels are written.
  enum Writing {
    /// Each pixel carries its alpha (the opacity and the rounded corners'), for a blended
    /// copy over the target.
    case withAlpha
    /// Each pixel replaces the pixel under it, opaque: what SDL's blended copy of an opaque
    /// pixel leaves, for a blur that is opaque and square.
    case opaqueOver
    /// As `opaqueOver`, with a translucent fill blended over each pixel as SDL would blend it
    /// (the material's tint, drawn right after the blur over the same pixels).
    case opaqueOverTinted(BlendedFill)
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
    let width = Int(coveredBox.x1 - coveredBox.x0)
    let height = Int(coveredBox.y1 - coveredBox.y0)
    guard width > 0, height > 0 else { return }
    if output.count < width * height { output = Array(repeating: 0, count: width * height) }
    source.withUnsafeBufferPointer { sourceBuffer in
      output.withUnsafeMutableBufferPointer { outputBuffer in
        guard let sourcePixels = sourceBuffer.baseAddress,
          let outputPixels = outputBuffer.baseAddress
        else { return }
        blur(
          sourcePixels, pitch: readWidth, readBox: readBox, coveredBox: coveredBox, shape: shape,
          parameters: parameters, into: outputPixels, pitch: width, writing: .withAlpha)
      }
    }
  }

  /// Blurs the pixels at `source` (`readBox`'s top-left pixel; rows `sourcePitch` pixels
  /// apart) into those at `output` (`coveredBox`'s top-left pixel; rows `outputPitch` apart).
  /// The two may be the same pixels: everything is read before anything is written, or, where
  /// flat columns are blurred apart (`blurFlatColumnsOnce`), before anything it reads is
  /// written.
  mutating func blur(
    _ source: UnsafePointer<UInt32>, pitch sourcePitch: Int, readBox: PixelBox,
    coveredBox: PixelBox, shape: PixelBox, parameters: Parameters,
    into output: UnsafeMutablePointer<UInt32>, pitch outputPitch: Int, writing: Writing
  ) {
    let readWidth = Int(readBox.x1 - readBox.x0)
    let readHeight = Int(readBox.y1 - readBox.y0)
    guard readWidth > 0, readHeight > 0 else { return }
    let radius = Self.clamped(radius: parameters.radius)
    let factor = Self.factor(radius: radius)
    let boxRadii = Self.boxRadii(radius: radius, factor: factor)
    if blursFlatColumnsOnce,
      blurFlatColumnsOnce(
        source, pitch: sourcePitch, readBox: readBox, coveredBox: coveredBox, shape: shape,
        parameters: parameters, factor: factor, boxRadii: boxRadii, into: output,
        pitch: outputPitch, writing: writing)
    {
      return
    }
    blurRegion(
      source, pitch: sourcePitch, readBox: readBox, coveredBox: coveredBox, shape: shape,
      parameters: parameters, factor: factor, boxRadii: boxRadii, into: output,
      pitch: outputPitch, writing: writing)
  }

  /// The blur's steps over one region, every covered column blurred.
  mutating func blurRegion(
    _ source: UnsafePointer<UInt32>, pitch sourcePitch: Int, readBox: PixelBox,
    coveredBox: PixelBox, shape: PixelBox, parameters: Parameters, factor: Int,
    boxRadii: SIMD3<Int>, into output: UnsafeMutablePointer<UInt32>, pitch outputPitch: Int,
    writing: Writing
  ) {
    let readWidth = Int(readBox.x1 - readBox.x0)
    let readHeight = Int(readBox.y1 - readBox.y0)
    let smallWidth = (readWidth + factor - 1) / factor
    let smallHeight = (readHeight + factor - 1) / factor
    downsample(
      source, pitch: sourcePitch, width: readWidth, height: readHeight, factor: factor,
      smallWidth: smallWidth, smallHeight: smallHeight)
    boxPasses(width: smallWidth, height: smallHeight, radii: boxRadii, horizontal: true)
    boxPasses(width: smallWidth, height: smallHeight, radii: boxRadii, horizontal: false)
    saturate(width: smallWidth, height: smallHeight, saturation: parameters.saturation)
    upsample(
      readBox: readBox, coveredBox: coveredBox, shape: shape, factor: factor,
      smallWidth: smallWidth, smallHeight: smallHeight, parameters: parameters, into: output,
      pitch: outputPitch, writing: writing)
  }

  /// Makes the small image's colors more vivid by the saturation (at 16 times their 8-bit
  /// values, so nothing is lost to rounding): done on the small image, it costs a small part
  /// of what it costs on the covered pixels, and interpolating between colors made vivid
  /// gives the vivid interpolation, but where a channel was held at black or white. Four
  /// pixels at a time, without branches.
  mutating func saturate(width: Int, height: Int, saturation: Double) {
    // Saturation in 1/256ths; luminance weights (Rec. 709) in 1/1024ths.
    let factor = Int32((saturation * 256).rounded())
    guard factor != 256 else { return }
    small.withUnsafeMutableBufferPointer { buffer in
      guard let pixels = buffer.baseAddress else { return }
      for y in 0..<height {
        let reds = pixels + y &* width &* 3
        let greens = reds + width
        let blues = greens + width
        var x = 0
        while x &+ 4 <= width {
          let r = Self.four(at: reds + x)
          let g = Self.four(at: greens + x)
          let b = Self.four(at: blues + x)
          let luminance = (r &* 218 &+ g &* 732 &+ b &* 74) &>> 10
          @inline(__always) func vivid(_ c: SIMD4<Int32>) -> SIMD4<Int32> {
            (luminance &+ ((c &- luminance) &* factor) &>> 8).clamped(
              lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 255 * 16))
          }
          Self.store(vivid(r), at: reds + x)
          Self.store(vivid(g), at: greens + x)
          Self.store(vivid(b), at: blues + x)
          x &+= 4
        }
        while x < width {
          let r = reds[x]
          let g = greens[x]
          let b = blues[x]
          let luminance = (r &* 218 &+ g &* 732 &+ b &* 74) &>> 10
          func vivid(_ c: Int32) -> Int32 {
            max(0, min(255 * 16, luminance &+ ((c &- luminance) &* factor) &>> 8))
          }
          reds[x] = vivid(r)
          greens[x] = vivid(g)
          blues[x] = vivid(b)
          x &+= 1
        }
      }
    }
  }

  /// Scales the blurred image back up over `coveredBox`, bilinearly, and gives it the rounded
  /// corners' alpha and the opacity. Each row of the small image the covered rows need is
  /// interpolated along its length once (`wideAbove`, `wideBelow`); each covered row is then
  /// the weighted sum of the two wide rows around it, which runs along memory.
  private mutating func upsample(
    readBox: PixelBox, coveredBox: PixelBox, shape: PixelBox, factor: Int, smallWidth: Int,
    smallHeight: Int, parameters: Parameters, into out: UnsafeMutablePointer<UInt32>, pitch: Int,
    writing: Writing
  ) {
    let width = Int(coveredBox.x1 - coveredBox.x0)
    let height = Int(coveredBox.y1 - coveredBox.y0)
    guard width > 0, height > 0 else { return }
    if columns.count < width * 3 { columns = Array(repeating: 0, count: width * 3) }
    if wideAbove.count < width * 3 { wideAbove = Array(repeating: 0, count: width * 3) }
    if wideBelow.count < width * 3 { wideBelow = Array(repeating: 0, count: width * 3) }
    if channelRow.count < width * 3 { channelRow = Array(repeating: 0, count: width * 3) }
    var tintRemainder: UInt16?
    if case .opaqueOverTinted(let fill) = writing {
      if tintRow.count < width * 3 { tintRow = Array(repeating: 0, count: width * 3) }
      tintRow.withUnsafeMutableBufferPointer { row in
        guard let reds = row.baseAddress else { return }
        reds.update(repeating: UInt16(fill.red), count: width)
        (reds + width).update(repeating: UInt16(fill.green), count: width)
        (reds + 2 * width).update(repeating: UInt16(fill.blue), count: width)
      }
      tintRemainder = UInt16(fill.remainder)
    }
    let f = Int32(factor)
    func position(_ offset: Int32) -> Int32 { Self.samplePosition(offset, factor: f) }
    for x in 0..<width {
      let sx256 = position(Int32(x) + coveredBox.x0 - readBox.x0)
      let sx = min(Int32(sx256 >> 8), Int32(smallWidth - 1))
      columns[x * 3] = sx
      columns[x * 3 + 1] = min(sx + 1, Int32(smallWidth - 1))
      columns[x * 3 + 2] = sx256 & 0xFF
    }
    let corner = max(0, parameters.cornerRadius)
    let opacity = UInt32(parameters.alpha)
    let cornerReach = Self.cornerReach(corner)
    var aboveRow = -1
    var belowRow = -1
    small.withUnsafeBufferPointer { smallBuffer in
      columns.withUnsafeBufferPointer { columnBuffer in
        guard let blurred = smallBuffer.baseAddress, let columns = columnBuffer.baseAddress
        else { return }
        /// Interpolates the small image's row `sy` along its length into `wide`.
        func widen(_ sy: Int, into wide: UnsafeMutablePointer<UInt16>) {
          let reds = blurred + sy * smallWidth * 3
          let greens = reds + smallWidth
          let blues = greens + smallWidth
          let wideGreens = wide + width
          let wideBlues = wideGreens + width
          @inline(__always) func between(_ left: Int32, _ right: Int32, _ fx: Int32) -> UInt16 {
            Self.roundedBetween(left, right, fx)
          }
          for x in 0..<width {
            let left = Int(columns[x &* 3])
            let right = Int(columns[x &* 3 &+ 1])
            let fx = columns[x &* 3 &+ 2]
            wide[x] = between(reds[left], reds[right], fx)
            wideGreens[x] = between(greens[left], greens[right], fx)
            wideBlues[x] = between(blues[left], blues[right], fx)
          }
        }
        for y in 0..<height {
          let py = Int32(y) + coveredBox.y0
          let sy256 = position(py - readBox.y0)
          let sy = min(Int(sy256 >> 8), smallHeight - 1)
          let sy1 = min(sy + 1, smallHeight - 1)
          let fy = sy256 & 0xFF
          if aboveRow != sy {
            if belowRow == sy {
              swap(&wideAbove, &wideBelow)
              swap(&aboveRow, &belowRow)
            } else {
              wideAbove.withUnsafeMutableBufferPointer { widen(sy, into: $0.baseAddress!) }
              aboveRow = sy
            }
          }
          if belowRow != sy1 {
            wideBelow.withUnsafeMutableBufferPointer { widen(sy1, into: $0.baseAddress!) }
            belowRow = sy1
          }
          let nearCornerRow = Self.isNearCornerRow(
            py, shape: shape, corner: corner, cornerReach: cornerReach)
          let outRow = out + y * pitch
          wideAbove.withUnsafeBufferPointer { aboveBuffer in
            wideBelow.withUnsafeBufferPointer { belowBuffer in
              channelRow.withUnsafeMutableBufferPointer { channelBuffer in
                tintRow.withUnsafeBufferPointer { tintBuffer in
                  guard let above = aboveBuffer.baseAddress, let below = belowBuffer.baseAddress,
                    let channels = channelBuffer.baseAddress
                  else { return }
                  let tint = tintRemainder.flatMap { remainder in
                    tintBuffer.baseAddress.map { RowTint(remainder: remainder, channels: $0) }
                  }
                  Self.interpolate(
                    above, below, weight: UInt16(fy), count: width * 3, tint: tint,
                    into: channels)
                  Self.write(
                    channels, width: width, row: py, coveredBox: coveredBox, shape: shape,
                    corner: corner, cornerReach: cornerReach, nearCornerRow: nearCornerRow,
                    opacity: opacity, writing: writing, into: outRow)
                }
              }
            }
          }
        }
      }
    }
  }

  /// A sample's position in the small image, in 1/256ths of its pixels, for an offset of
  /// `offset` pixels into the read box.
  @inline(__always)
  static func samplePosition(_ offset: Int32, factor: Int32) -> Int32 {
    max(0, (offset * 2 + 1) * 128 / factor - 128)
  }

  /// left × (256 − fx) + right × fx, with one multiplication, rounded to 8 bits (the small
  /// image holds 16 times 8-bit values).
  @inline(__always)
  static func roundedBetween(_ left: Int32, _ right: Int32, _ fx: Int32) -> UInt16 {
    UInt16(truncatingIfNeeded: (left &<< 8 &+ (right &- left) &* fx &+ 2048) &>> 12)
  }

  /// How far inside the shape's edges rows and columns may lie in its rounded corners.
  static func cornerReach(_ corner: Double) -> Int32 { Int32(corner.rounded(.up)) + 1 }

  /// Whether the covered row `py` passes through the shape's rounded corners.
  static func isNearCornerRow(
    _ py: Int32, shape: PixelBox, corner: Double, cornerReach: Int32
  ) -> Bool {
    corner > 0 && (py < shape.y0 + cornerReach || py >= shape.y1 - cornerReach)
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
