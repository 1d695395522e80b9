import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 32: the faster backdrop blur draws the picture the blur drew before it: within 5 of
/// 255 of the per-pixel definition below (the kernel as it was, saturating each covered pixel
/// rather than the small image), with the same alpha, and the same pixels whether it blurs the
/// canvas's surface in place or goes through a read-back.
@MainActor
struct BackdropBlurKernelTests {
  /// A repeatable sequence of pseudo-random numbers (a linear congruential generator).
  private struct Sequence {
    var state: UInt64
    mutating func next() -> UInt32 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt32(truncatingIfNeeded: state >> 33)
    }
  }

  /// Backdrops a material meets: black-and-white text-like stripes, a colored gradient,
  /// colored noise.
  private func backdrop(_ kind: Int, width: Int, height: Int) -> [UInt32] {
    var sequence = Sequence(state: UInt64(kind + 1))
    return (0..<(width * height)).map { index in
      let x = index % width
      let y = index / width
      switch kind {
      case 0: return (x / 3 + y / 5) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF
      case 1:
        return 0xFF00_0000 | UInt32(x * 255 / max(1, width - 1)) << 16
          | UInt32(y * 255 / max(1, height - 1)) << 8 | UInt32((x + y) % 256)
      default: return 0xFF00_0000 | sequence.next() & 0xFF_FFFF
      }
    }
  }

  /// The blur as the kernel computed it before issue 32, pixel by pixel and channel by
  /// channel, with the kernel's factor and box radii: the block averages, the three box
  /// passes on each axis with the edges held, the bilinear sample of each covered pixel, then
  /// the saturation and the corners' alpha.
  private func definition(
    _ source: [UInt32], readBox: PixelBox, coveredBox: PixelBox, shape: PixelBox,
    _ parameters: BackdropBlurKernel.Parameters
  ) -> [UInt32] {
    let width = Int(readBox.x1 - readBox.x0)
    let height = Int(readBox.y1 - readBox.y0)
    let factor = BackdropBlurKernel.factor(radius: parameters.radius)
    let smallWidth = (width + factor - 1) / factor
    let smallHeight = (height + factor - 1) / factor
    var planes = [[Int32]](
      repeating: [Int32](repeating: 0, count: smallWidth * smallHeight), count: 3)
    for sy in 0..<smallHeight {
      for sx in 0..<smallWidth {
        var sums: [Int32] = [0, 0, 0]
        var count: Int32 = 0
        for y in (sy * factor)..<min(height, sy * factor + factor) {
          for x in (sx * factor)..<min(width, sx * factor + factor) {
            let pixel = source[y * width + x]
            for channel in 0..<3 { sums[channel] += Int32((pixel >> (16 - 8 * channel)) & 0xFF) }
            count += 1
          }
        }
        for channel in 0..<3 {
          planes[channel][sy * smallWidth + sx] = (sums[channel] * 16 + count / 2) / count
        }
      }
    }
    let radii = BackdropBlurKernel.boxRadii(radius: parameters.radius, factor: factor)
    func pass(_ plane: [Int32], radius: Int, horizontal: Bool) -> [Int32] {
      var result = plane
      let span = Int32(2 * radius + 1)
      for y in 0..<smallHeight {
        for x in 0..<smallWidth {
          var sum: Int32 = 0
          for k in -radius...radius {
            let sx = horizontal ? min(max(x + k, 0), smallWidth - 1) : x
            let sy = horizontal ? y : min(max(y + k, 0), smallHeight - 1)
            sum += plane[sy * smallWidth + sx]
          }
          result[y * smallWidth + x] = (sum + span / 2) / span
        }
      }
      return result
    }
    for channel in 0..<3 {
      for index in 0..<3 where radii[index] > 0 {
        let radius = radii[index]
        planes[channel] = pass(
          pass(planes[channel], radius: radius, horizontal: true), radius: radius,
          horizontal: false)
      }
    }
    let f = Int32(factor)
    func position(_ offset: Int32) -> Int32 { max(0, (offset * 2 + 1) * 128 / f - 128) }
    let saturation = Int32((parameters.saturation * 256).rounded())
    var output: [UInt32] = []
    for py in coveredBox.y0..<coveredBox.y1 {
      let sy256 = position(py - readBox.y0)
      let sy = min(Int(sy256 >> 8), smallHeight - 1)
      let sy1 = min(sy + 1, smallHeight - 1)
      let fy = sy256 & 0xFF
      for px in coveredBox.x0..<coveredBox.x1 {
        let sx256 = position(px - readBox.x0)
        let sx = min(Int(sx256 >> 8), smallWidth - 1)
        let sx1 = min(sx + 1, smallWidth - 1)
        let fx = sx256 & 0xFF
        let rgb = planes.map { plane in
          let top = plane[sy * smallWidth + sx] * (256 - fx) + plane[sy * smallWidth + sx1] * fx
          let bottom =
            plane[sy1 * smallWidth + sx] * (256 - fx) + plane[sy1 * smallWidth + sx1] * fx
          return (top * (256 - fy) + bottom * fy + (1 << 19)) >> 20
        }
        let luminance = (rgb[0] * 218 + rgb[1] * 732 + rgb[2] * 74) >> 10
        let vivid = rgb.map {
          UInt32(max(0, min(255, luminance + ((($0 - luminance) * saturation) >> 8))))
        }
        var alpha = UInt32(parameters.alpha)
        if parameters.cornerRadius > 0 {
          let coverage = BackdropBlurKernel.cornerCoverage(
            px, py, shape: shape, radius: parameters.cornerRadius)
          alpha = alpha * UInt32(coverage) / 255
        }
        output.append(alpha << 24 | vivid[0] << 16 | vivid[1] << 8 | vivid[2])
      }
    }
    return output
  }

  @Test func theBlurStaysWithinFiveLevelsOfTheDefinitionWithTheSameAlpha() {
    var kernel = BackdropBlurKernel()
    // The materials' radii at 1x, 2x and 3x; their saturations; square and rounded. And a
    // radius an app may ask, whose box passes are wide enough to keep running sums and to be
    // divided between passes (their sums would leave the exact division's range).
    let cases: [(radius: Double, saturation: Double, corner: Double, alpha: UInt8)] = [
      (6, 1.6, 0, 255), (6, 1.8, 0, 255), (10, 1.8, 0, 255), (15, 1.8, 0, 255),
      (15, 1.6, 13, 255), (12, 1.8, 13, 200), (30, 1.8, 0, 255), (45, 1.6, 26, 255),
      (2, 1, 0, 255), (150, 1.8, 0, 255),
    ]
    for kind in 0..<3 {
      for (index, parameters) in cases.enumerated() {
        let margin = BackdropBlurKernel.margin(radius: parameters.radius)
        let covered = PixelBox(
          x0: margin + Int32(index), y0: margin, x1: margin + 97 + Int32(index), y1: margin + 31)
        let readBox = PixelBox(x0: 0, y0: 0, x1: covered.x1 + margin, y1: covered.y1 + margin)
        let source = backdrop(
          kind, width: Int(readBox.x1), height: Int(readBox.y1))
        let values = BackdropBlurKernel.Parameters(
          radius: parameters.radius, saturation: parameters.saturation,
          cornerRadius: parameters.corner, alpha: parameters.alpha)
        var blurred: [UInt32] = []
        kernel.blur(
          source, readBox: readBox, coveredBox: covered, shape: covered, parameters: values,
          into: &blurred)
        let expected = definition(
          source, readBox: readBox, coveredBox: covered, shape: covered, values)
        var largest = 0
        var alphaDiffers = false
        for (got, want) in zip(blurred, expected) {
          alphaDiffers = alphaDiffers || got >> 24 != want >> 24
          for shift: UInt32 in [0, 8, 16] {
            largest = max(largest, abs(Int((got >> shift) & 0xFF) - Int((want >> shift) & 0xFF)))
          }
        }
        #expect(largest <= 5, "backdrop \(kind), \(parameters): off by \(largest)")
        #expect(!alphaDiffers, "backdrop \(kind), \(parameters)")
      }
    }
  }

  /// Rows as a table's: white, a gray band (a selected row), separators across from the
  /// 16th column; with islands of `backdrop(kind)` at `islands` (column ranges, all rows): a
  /// header's label and chevron over empty rows.
  private func rows(_ kind: Int, islands: [Range<Int>], width: Int, height: Int) -> [UInt32] {
    let busy = backdrop(kind, width: width, height: height)
    return (0..<(width * height)).map { index in
      let x = index % width
      let y = index / width
      if islands.contains(where: { $0.contains(x) }) { return busy[index] }
      if y % 17 == 16 && x >= 16 { return 0xFFC6_C6C8 }
      return (20..<31).contains(y) ? 0xFFD1_D1D6 : 0xFFFF_FFFF
    }
  }

  /// Columns all alike are blurred as one column and written along their run: the pixels
  /// are those of the whole blur, written with the corners' alpha and the opacity or opaque
  /// and tinted, with islands at the edges, in the middle, and nearer each other than the
  /// reach of their blurs.
  @Test func flatColumnsAreWrittenAsTheWholeBlurWritesThem() {
    var once = BackdropBlurKernel()
    var whole = BackdropBlurKernel()
    whole.blursFlatColumnsOnce = false
    let cases: [(radius: Double, saturation: Double, corner: Double, alpha: UInt8)] = [
      (6, 1.6, 0, 255), (15, 1.6, 13, 255), (12, 1.8, 13, 200), (45, 1.6, 26, 255),
    ]
    let layouts: [[Range<Int>]] = [
      [0..<40, 560..<600], [290..<310], [100..<130, 150..<170], [0..<600], [],
      [3..<4, 200..<203, 597..<600],
    ]
    let tint = BlendedFill(RGBA8((red: 240, green: 240, blue: 248, alpha: 200)))
    let writings: [BackdropBlurKernel.Writing] = [.withAlpha, .opaqueOverTinted(tint)]
    var runs = 0
    for (kind, layout) in layouts.enumerated() {
      for parameters in cases {
        let margin = BackdropBlurKernel.margin(radius: parameters.radius)
        let covered = PixelBox(x0: margin + 3, y0: margin, x1: 600 - margin - 5, y1: margin + 28)
        let readBox = PixelBox(x0: 0, y0: 0, x1: 600, y1: covered.y1 + margin)
        let width = Int(readBox.x1)
        let source = rows(kind % 3, islands: layout, width: width, height: Int(readBox.y1))
        let values = BackdropBlurKernel.Parameters(
          radius: parameters.radius, saturation: parameters.saturation,
          cornerRadius: parameters.corner, alpha: parameters.alpha)
        for writing in writings {
          func blurred(_ kernel: inout BackdropBlurKernel) -> [UInt32] {
            // In place, as the canvas blurs its surface: the output is the source's pixels.
            var pixels = source
            pixels.withUnsafeMutableBufferPointer { buffer in
              let base = buffer.baseAddress!
              let offset = Int(covered.y0) * width + Int(covered.x0)
              kernel.blur(
                base, pitch: width, readBox: readBox, coveredBox: covered, shape: covered,
                parameters: values, into: base + offset, pitch: width, writing: writing)
            }
            return pixels
          }
          let expected = blurred(&whole)
          let got = blurred(&once)
          if once.columnSpans.contains(where: \.isFlat) { runs += 1 }
          let differing = zip(got, expected).filter { $0 != $1 }.count
          #expect(
            differing == 0,
            "islands \(layout), \(parameters), \(writing): \(differing) pixels differ")
        }
      }
    }
    #expect(runs >= 30, "\(runs) of 48 blurs wrote flat runs")
  }

  /// Averaging down by half the radius rather than a third keeps the spread the materials'
  /// looks were chosen with: the passes' radii differ by at most one and bring the deviation
  /// within 6 % of it, at every radius a material or an app may ask.
  @Test func theBoxPassesKeepTheSpreadTheMaterialsWereChosenWith() {
    for tenths in 0...1_200 {
      let radius = Double(tenths) / 10
      let factor = BackdropBlurKernel.factor(radius: radius)
      #expect(factor >= 1 && factor <= 16)
      let radii = BackdropBlurKernel.boxRadii(radius: radius, factor: factor)
      #expect(radii.max() - radii.min() <= 1, "radius \(radius): \(radii)")
      var spread = BackdropBlurKernel.samplingSpread(factor: factor)
      for pass in 0..<3 {
        spread += Double(factor * factor * radii[pass] * (radii[pass] + 1)) / 3
      }
      let wanted = BackdropBlurKernel.spread(radius: radius)
      #expect(
        abs(spread.squareRoot() - wanted.squareRoot()) <= 0.06 * max(1, wanted.squareRoot()),
        "radius \(radius): deviation \(spread.squareRoot()), wanted \(wanted.squareRoot())")
    }
  }

  @Test func theExactDivisorDividesAsDivisionDoes() {
    for divisor in [1, 2, 3, 5, 7, 9, 25, 49, 255, 256, 511, 4095, 65_535, (1 << 19) - 1] {
      let exact = ExactDivisor(divisor)
      let d = Int32(divisor)
      // A quotient by multiplication can only go wrong just below a multiple of the divisor.
      var multiple = d
      while multiple < ExactDivisor.numeratorLimit {
        #expect(exact.quotient(multiple - 1) == (multiple - 1) / d)
        #expect(exact.quotient(multiple) == multiple / d)
        multiple += d
      }
      #expect(
        exact.quotient(ExactDivisor.numeratorLimit - 1) == (ExactDivisor.numeratorLimit - 1) / d)
      #expect(exact.quotient(Int32.max) == Int32.max / d)
    }
  }

  /// The four-at-a-time division over a row, in place and with an offset, as `/` divides.
  @Test func theExactDivisorDividesRowsAsDivisionDoes() {
    for divisor in [1, 3, 7, 16, 25, 49, 255, 256, 4095] {
      let exact = ExactDivisor(divisor)
      let d = Int32(divisor)
      // Just below and at each multiple of the divisor, where a rounding slip would show,
      // and an odd count, so that the row's tail is divided on its own.
      var numerators: [Int32] = []
      var multiple = d
      while multiple < ExactDivisor.numeratorLimit - 3 {
        numerators += [multiple - 1, multiple]
        multiple += d * Int32(max(1, divisor / 7))
      }
      numerators.append(ExactDivisor.numeratorLimit - 4)
      for fourAtATime in [true, false] {
        var quotients = numerators
        quotients.withUnsafeMutableBufferPointer { buffer in
          exact.divide(
            buffer.baseAddress!, adding: 3, into: buffer.baseAddress!, count: buffer.count,
            fourAtATime: fourAtATime)
        }
        let wrong = zip(numerators, quotients).filter { ($0 + 3) / d != $1 }
        #expect(wrong.isEmpty, "÷\(divisor), four at a time \(fourAtATime): \(wrong.prefix(3))")
      }
    }
  }

  /// A hostile radius (huge, infinite, NaN, negative) blurs as the largest or as none, never
  /// trapping on a conversion or on the box pass's exact range.
  @Test func anAbsurdRadiusBlursAsTheLargestOrNone() {
    let box = PixelBox(x0: 0, y0: 0, x1: 40, y1: 20)
    let source = (0..<(40 * 20)).map { UInt32(0xFF00_0000) | UInt32($0 % 40 * 6) << 16 }
    for radius in [1e9, .infinity, .nan, -5, BackdropBlurKernel.largestRadius] {
      var kernel = BackdropBlurKernel()
      var output: [UInt32] = []
      kernel.blur(
        source, readBox: box, coveredBox: box, shape: box,
        parameters: .init(radius: radius, saturation: 1, cornerRadius: 0, alpha: 255),
        into: &output)
      #expect(output.count == 40 * 20, "radius \(radius)")
      #expect(output.allSatisfy { $0 >> 24 == 0xFF }, "radius \(radius): opaque as asked")
    }
    #expect(BackdropBlurKernel.clamped(radius: .nan) == 0)
    #expect(BackdropBlurKernel.clamped(radius: 1e9) == BackdropBlurKernel.largestRadius)
  }

  @Test func theBlendedFillScalesAsDivisionDoes() {
    for value: UInt32 in 0...255 {
      for factor: UInt32 in 0...255 {
        #expect(BlendedFill.scale(value, by: factor) == value * factor / 255)
      }
    }
  }

  @Test func theBlendedFillBlendsEachChannelAsSDLDoes() {
    var sequence = Sequence(state: 7)
    for alpha: UInt8 in [1, 76, 191, 217, 254] {
      let color = RGBA8((red: 247, green: 13, blue: 128, alpha: alpha))
      let fill = BlendedFill(color)
      let rest = 255 - UInt32(alpha)
      for _ in 0..<2_000 {
        let pixel = sequence.next()
        func channel(_ shift: UInt32, _ value: UInt8) -> UInt32 {
          (pixel >> shift & 0xFF) * rest / 255 + UInt32(value) * UInt32(alpha) / 255
        }
        let alphaChannel = (pixel >> 24) * rest / 255 + UInt32(alpha)
        let expected =
          alphaChannel << 24 | channel(16, color.red) << 16 | channel(8, color.green) << 8
          | channel(0, color.blue)
        #expect(fill.over(pixel) == expected)
      }
    }
  }

  /// In place, the blur also blends the material's tint as it writes (`BlendedFill`); through
  /// the read-back, SDL blends the tint's fill: the same pixels.
  @Test func blurringTheSurfaceInPlaceGivesTheReadBackPixels() throws {
    var list = DrawList()
    var x: CGFloat = 0
    while x < 160 {
      list.fill(CGRect(x: x, y: 0, width: 3, height: 90), color: .systemBlue)
      x += 7
    }
    list.text(
      TextRun(
        "Under the bar", font: .systemFont(ofSize: 17), color: .systemRed,
        origin: CGPoint(x: 6, y: 20)))
    list.material(
      .systemChromeMaterial, in: CGRect(x: 0, y: 0, width: 160, height: 44),
      reducesTransparency: false)
    // The bar's hairline, opaque over the tint's last row: the culling cuts the tint.
    list.fill(CGRect(x: 0, y: 43, width: 160, height: 1), color: Color(rgb: 0xB2B2B2))
    list.material(
      .systemThickMaterial, in: CGRect(x: 20, y: 50, width: 100, height: 30),
      reducesTransparency: false)
    for scale: CGFloat in [1, 2] {
      let inPlace = try OffscreenCanvas(size: CGSize(width: 160, height: 90), scale: scale)
      let readBack = try OffscreenCanvas(size: CGSize(width: 160, height: 90), scale: scale)
      readBack.renderer.targetSurface = nil
      let blurred = inPlace.render(list)
      let expected = readBack.render(list)
      let differing = zip(blurred.pixels, expected.pixels).filter { $0 != $1 }
      // Counted rather than compared whole, so that a failure does not print two images.
      #expect(
        differing.isEmpty,
        "scale \(scale): \(differing.count) pixels differ, as \(differing.prefix(3))")
      #expect(inPlace.renderer.lastReplayStatistics.blurs == 2)
    }
  }
}
