/// The blur's shortcut over flat columns. A header pinned over a table's rows covers mostly
/// empty rows: a short label at one edge, a chevron at the other, and between them columns
/// that are all alike (row background, a separator's line across, the next row's background).
/// Where every column a covered pixel's blur reaches is like the others, the blur is the same
/// all along the row: it is the blur of one of those columns. So the blur finds the runs of
/// covered columns whose whole reach is flat, blurs one column of each and writes it along the
/// run, and blurs the rest as regions of their own, each read with the margin its blur
/// reaches. The pixels are the ones the whole blur writes (`BackdropBlurKernelTests`): a
/// blurred run reads every block its covered pixels depend on, on the whole read box's grid
/// of blocks, and over columns all alike the blocks' averages, the box passes along the rows
/// and the samples between columns give back each column's own values exactly.
///
/// Issue 32: W1's header at 1920 × 1080 reads 1,920 × 40 pixels a frame, most of them flat;
/// the blur was about a fifth of W1's frame.
extension BackdropBlurKernel {
  /// A run of covered columns, as offsets from the covered box's left edge, and whether every
  /// column the blur reads for them is like the others.
  struct ColumnSpan: Equatable {
    var columns: Range<Int>
    var isFlat: Bool
  }

  /// How far to either side, in read pixels, a covered pixel's blur reads: its two samples of
  /// the small image, the horizontal box passes' radii around them, the blocks those average,
  /// and a block to spare for the samples' rounding.
  static func columnReach(factor: Int, boxRadii: SIMD3<Int>) -> Int {
    (boxRadii[0] + boxRadii[1] + boxRadii[2] + 3) * factor
  }

  /// Blurs each run of covered columns over flat columns as one column, and the other runs
  /// as regions of their own; false, having written nothing, when no flat run is wide enough
  /// to pay (each blurred run reads its reach again on both sides).
  mutating func blurFlatColumnsOnce(
    _ source: UnsafePointer<UInt32>, pitch sourcePitch: Int, readBox: PixelBox,
    coveredBox: PixelBox, shape: PixelBox, parameters: Parameters, factor: Int,
    boxRadii: SIMD3<Int>, into output: UnsafeMutablePointer<UInt32>, pitch outputPitch: Int,
    writing: Writing
  ) -> Bool {
    let readWidth = Int(readBox.x1 - readBox.x0)
    let readHeight = Int(readBox.y1 - readBox.y0)
    let coveredStart = Int(coveredBox.x0 - readBox.x0)
    let coveredWidth = Int(coveredBox.x1 - coveredBox.x0)
    let reach = Self.columnReach(factor: factor, boxRadii: boxRadii)
    // A blurred run reads this far beyond its covered columns (its reach, and its read box's
    // ends aligned to the whole read box's blocks). Flat runs narrower than twice that are
    // blurred with their neighbours: then no blurred run reads a column that another has
    // already written, which matters when the blur writes over the pixels it reads. Flat runs
    // are written last, after every blurred run has read.
    let margin = reach + factor
    let narrowest = 2 * (margin + factor)
    // The runs always describe the last blur, split or not.
    columnSpans.removeAll(keepingCapacity: true)
    guard coveredWidth >= narrowest, coveredStart >= 0, coveredStart + coveredWidth <= readWidth
    else { return false }
    countColumnBreaks(in: source, pitch: sourcePitch, width: readWidth, height: readHeight)
    planColumnSpans(
      coveredStart: coveredStart, coveredWidth: coveredWidth, readWidth: readWidth,
      reach: reach, narrowest: narrowest)
    guard columnSpans.contains(where: \.isFlat) else { return false }
    let spans = columnSpans
    for span in spans where !span.isFlat {
      let readStart = max(0, coveredStart + span.columns.lowerBound - margin) / factor * factor
      let readEnd = min(
        readWidth, (coveredStart + span.columns.upperBound + margin + factor - 1) / factor * factor)
      blurRegion(
        source + readStart, pitch: sourcePitch,
        readBox: PixelBox(
          x0: readBox.x0 + Int32(readStart), y0: readBox.y0, x1: readBox.x0 + Int32(readEnd),
          y1: readBox.y1),
        coveredBox: coveredBox.columns(span.columns), shape: shape, parameters: parameters,
        factor: factor, boxRadii: boxRadii, into: output + span.columns.lowerBound,
        pitch: outputPitch, writing: writing)
    }
    // Every flat run's column is blurred before any is written, as the runs' reaches may
    // overlap a neighbouring flat run.
    let smallHeight = (readHeight + factor - 1) / factor
    let flatCount = spans.lazy.filter(\.isFlat).count
    downsampleFlatColumns(
      source, pitch: sourcePitch, readHeight: readHeight, coveredStart: coveredStart,
      factor: factor, smallWidth: flatCount, smallHeight: smallHeight)
    boxPasses(width: flatCount, height: smallHeight, radii: boxRadii, horizontal: false)
    saturate(width: flatCount, height: smallHeight, saturation: parameters.saturation)
    writeFlatSpans(
      readBox: readBox, coveredBox: coveredBox, shape: shape, factor: factor,
      smallWidth: flatCount, smallHeight: smallHeight, parameters: parameters, into: output,
      pitch: outputPitch, writing: writing)
    return true
  }

  /// Sets `columnBreaks[x]`, for x ≤ `width`, to how many read columns before x differ from
  /// the column on their left in some row (alpha aside, as the averages ignore it).
  private mutating func countColumnBreaks(
    in source: UnsafePointer<UInt32>, pitch: Int, width: Int, height: Int
  ) {
    if columnBreaks.count < width + 1 { columnBreaks = Array(repeating: 0, count: width + 1) }
    columnBreaks.withUnsafeMutableBufferPointer { buffer in
      guard let breaks = buffer.baseAddress else { return }
      breaks[0] = 0
      // Sixteen columns at a time down every row, their differences gathered in registers
      // (left to the compiler, the loop along each row was not widened: a third of W1's blur,
      // a sixth since).
      typealias Columns = SIMD16<UInt32>
      var x = 1
      while x &+ Columns.scalarCount <= width {
        var differences = Columns(repeating: 0)
        for y in 0..<height {
          let here = UnsafeRawPointer(source + (y &* pitch &+ x))
          differences |=
            here.loadUnaligned(as: Columns.self)
            ^ here.loadUnaligned(fromByteOffset: -4, as: Columns.self)
        }
        UnsafeMutableRawPointer(breaks + x).storeBytes(of: differences, as: Columns.self)
        x &+= Columns.scalarCount
      }
      while x < width {
        var difference: UInt32 = 0
        for y in 0..<height {
          let here = source + (y &* pitch &+ x)
          difference |= here[0] ^ here[-1]
        }
        breaks[x] = difference
        x &+= 1
      }
      var count: UInt32 = 0
      for x in 0..<width {
        let differs = breaks[x] & 0x00FF_FFFF != 0
        breaks[x] = count
        if differs { count &+= 1 }
      }
      breaks[width] = count
    }
  }

  /// Cuts the covered columns into runs: flat where no read column within `reach` of a
  /// covered column differs from its left neighbour (but the first), blurred elsewhere and
  /// where a flat run is narrower than `narrowest`.
  private mutating func planColumnSpans(
    coveredStart: Int, coveredWidth: Int, readWidth: Int, reach: Int, narrowest: Int
  ) {
    // Taken out while it is filled, so that it keeps its storage rather than copying it.
    var spans: [ColumnSpan] = []
    swap(&spans, &columnSpans)
    spans.removeAll(keepingCapacity: true)
    columnBreaks.withUnsafeBufferPointer { breaks in
      /// Whether no column after the first within `reach` of covered column `column`
      /// differs from its left neighbour.
      func isFlat(_ column: Int) -> Bool {
        let x = coveredStart + column
        let first = max(0, x - reach)
        let last = min(readWidth - 1, x + reach)
        return breaks[last + 1] == breaks[first + 1]
      }
      var runStart = 0
      var runIsFlat = isFlat(0)
      for column in 1...coveredWidth
      where column == coveredWidth || isFlat(column) != runIsFlat {
        let keptFlat = runIsFlat && column - runStart >= narrowest
        if !keptFlat, let last = spans.last, !last.isFlat {
          spans[spans.count - 1].columns = last.columns.lowerBound..<column
        } else {
          spans.append(ColumnSpan(columns: runStart..<column, isFlat: keptFlat))
        }
        runStart = column
        runIsFlat.toggle()
      }
    }
    columnSpans = spans
  }

  /// Averages down one read column of each flat run (its first covered column's) into a
  /// column of the small image: a block of columns all alike averages to what one of them
  /// averages to down the block's rows, and the box passes along the rows give each value
  /// back, so only the passes down the columns remain.
  private mutating func downsampleFlatColumns(
    _ source: UnsafePointer<UInt32>, pitch: Int, readHeight: Int, coveredStart: Int,
    factor: Int, smallWidth: Int, smallHeight: Int
  ) {
    let count = smallWidth * smallHeight * 3
    if small.count < count { small = Array(repeating: 0, count: count) }
    let spans = columnSpans
    small.withUnsafeMutableBufferPointer { buffer in
      guard let out = buffer.baseAddress else { return }
      for sy in 0..<smallHeight {
        let y0 = sy * factor
        let y1 = min(readHeight, y0 + factor)
        let rows = Int32(y1 - y0)
        let rowOut = out + sy * smallWidth * 3
        var index = 0
        for span in spans where span.isFlat {
          defer { index += 1 }
          let column = source + coveredStart + span.columns.lowerBound
          var red: Int32 = 0
          var green: Int32 = 0
          var blue: Int32 = 0
          for y in y0..<y1 {
            let pixel = column[y * pitch]
            red &+= Int32(truncatingIfNeeded: pixel >> 16 & 0xFF)
            green &+= Int32(truncatingIfNeeded: pixel >> 8 & 0xFF)
            blue &+= Int32(truncatingIfNeeded: pixel & 0xFF)
          }
          // As a whole block's average: (factor × sum × 16 + factor² / 2) / factor² is
          // (sum × 16 + factor / 2) / factor, the same quotient.
          rowOut[index] = (red &* 16 &+ rows / 2) / rows
          rowOut[smallWidth + index] = (green &* 16 &+ rows / 2) / rows
          rowOut[2 * smallWidth + index] = (blue &* 16 &+ rows / 2) / rows
        }
      }
    }
  }

  /// Writes each flat run's rows: its small column sampled down the rows as every covered row
  /// samples the small image (between the two small rows around it), tinted, cornered and
  /// packed, the same pixel along the row but where a rounded corner cuts it.
  private mutating func writeFlatSpans(
    readBox: PixelBox, coveredBox: PixelBox, shape: PixelBox, factor: Int, smallWidth: Int,
    smallHeight: Int, parameters: Parameters, into output: UnsafeMutablePointer<UInt32>,
    pitch: Int, writing: Writing
  ) {
    let spans = columnSpans
    let widest = spans.lazy.filter(\.isFlat).map(\.columns.count).max() ?? 0
    if channelRow.count < widest * 3 { channelRow = Array(repeating: 0, count: widest * 3) }
    let corner = max(0, parameters.cornerRadius)
    let cornerReach = Self.cornerReach(corner)
    let opacity = UInt32(parameters.alpha)
    let height = Int(coveredBox.y1 - coveredBox.y0)
    // Three 8-bit values above, three below, the tint's three, the sampled color's three.
    withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 12) { scratch in
      guard let above = scratch.baseAddress else { return }
      let below = above + 3
      let tintChannels = above + 6
      let color = above + 9
      var tint: RowTint?
      if case .opaqueOverTinted(let fill) = writing {
        tintChannels[0] = UInt16(fill.red)
        tintChannels[1] = UInt16(fill.green)
        tintChannels[2] = UInt16(fill.blue)
        tint = RowTint(remainder: UInt16(fill.remainder), channels: tintChannels)
      }
      small.withUnsafeBufferPointer { smallBuffer in
        channelRow.withUnsafeMutableBufferPointer { rowBuffer in
          guard let values = smallBuffer.baseAddress, let channels = rowBuffer.baseAddress
          else { return }
          var index = 0
          for span in spans where span.isFlat {
            defer { index += 1 }
            let width = span.columns.count
            let spanBox = coveredBox.columns(span.columns)
            for y in 0..<height {
              let py = coveredBox.y0 + Int32(y)
              let sy256 = Self.samplePosition(py - readBox.y0, factor: Int32(factor))
              let sy = min(Int(sy256 >> 8), smallHeight - 1)
              let sy1 = min(sy + 1, smallHeight - 1)
              for channel in 0..<3 {
                let above8 = values[(sy * 3 + channel) * smallWidth + index]
                let below8 = values[(sy1 * 3 + channel) * smallWidth + index]
                above[channel] = Self.roundedBetween(above8, above8, 0)
                below[channel] = Self.roundedBetween(below8, below8, 0)
              }
              Self.interpolate(
                above, below, weight: UInt16(sy256 & 0xFF), count: 3, tint: tint, into: color)
              let rowOut = output + y * pitch + span.columns.lowerBound
              let nearCornerRow = Self.isNearCornerRow(
                py, shape: shape, corner: corner, cornerReach: cornerReach)
              if case .withAlpha = writing, nearCornerRow {
                for channel in 0..<3 {
                  (channels + channel * width).update(repeating: color[channel], count: width)
                }
                Self.write(
                  channels, width: width, row: py, coveredBox: spanBox, shape: shape,
                  corner: corner, cornerReach: cornerReach, nearCornerRow: true,
                  opacity: opacity, writing: writing, into: rowOut)
              } else {
                // The row's one pixel, packed as the row would be, then repeated.
                Self.write(
                  color, width: 1, row: py, coveredBox: spanBox, shape: shape, corner: corner,
                  cornerReach: cornerReach, nearCornerRow: false, opacity: opacity,
                  writing: writing, into: rowOut)
                rowOut.update(repeating: rowOut[0], count: width)
              }
            }
          }
        }
      }
    }
  }
}

extension PixelBox {
  /// The columns `range` of the box (offsets from its left edge), all its rows.
  func columns(_ range: Range<Int>) -> PixelBox {
    PixelBox(
      x0: x0 + Int32(range.lowerBound), y0: y0, x1: x0 + Int32(range.upperBound), y1: y1)
  }
}
