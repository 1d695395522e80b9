/// The blur's first step: the read pixels averaged down into the small image.
extension BackdropBlurKernel {
  /// Averages each `factor` × `factor` block into one pixel of `small` (alpha ignored: what
  /// lies behind is opaque once drawn). For each row of blocks, the source rows are first
  /// summed down each column (along memory, the same operation on every pixel, which the
  /// compiler does several at a time), then the column sums across each block, a `factor`th
  /// as many additions as there are pixels. Summing block by block ran a short inner loop per
  /// block and pixel row, which the compiler cannot widen (issue 32).
  mutating func downsample(
    _ pixels: UnsafePointer<UInt32>, pitch: Int, width: Int, height: Int, factor: Int,
    smallWidth: Int, smallHeight: Int
  ) {
    let count = smallWidth * smallHeight * 3
    if small.count < count { small = Array(repeating: 0, count: count) }
    if columnRedBlue.count < width { columnRedBlue = Array(repeating: 0, count: width) }
    if columnGreen.count < width { columnGreen = Array(repeating: 0, count: width) }
    let fullBlock = ExactDivisor(factor * factor)
    small.withUnsafeMutableBufferPointer { smallBuffer in
      columnRedBlue.withUnsafeMutableBufferPointer { redBlueBuffer in
        columnGreen.withUnsafeMutableBufferPointer { greenBuffer in
          guard let out = smallBuffer.baseAddress, let redBlue = redBlueBuffer.baseAddress,
            let green = greenBuffer.baseAddress
          else { return }
          for sy in 0..<smallHeight {
            let y0 = sy * factor
            let y1 = min(height, y0 + factor)
            // Red and blue summed in one word, 16 bits apart: a column of at most 16 pixels
            // sums to at most 16 × 255 in each half, a block of 16 such columns to 65,280.
            // Four columns at a time down the block's rows, the sums held in registers rather
            // than added into memory row after row.
            var x = 0
            while x &+ 4 <= width {
              var redBlueSums = SIMD4<UInt32>(repeating: 0)
              var greenSums = SIMD4<UInt32>(repeating: 0)
              for y in y0..<y1 {
                let p = UnsafeRawPointer(pixels + (y &* pitch &+ x)).loadUnaligned(
                  as: SIMD4<UInt32>.self)
                redBlueSums &+= p & 0x00FF_00FF
                greenSums &+= (p &>> 8) & 0xFF
              }
              UnsafeMutableRawPointer(redBlue + x).storeBytes(
                of: redBlueSums, as: SIMD4<UInt32>.self)
              UnsafeMutableRawPointer(green + x).storeBytes(of: greenSums, as: SIMD4<UInt32>.self)
              x &+= 4
            }
            while x < width {
              var redBlueSum: UInt32 = 0
              var greenSum: UInt32 = 0
              for y in y0..<y1 {
                let p = pixels[y &* pitch &+ x]
                redBlueSum &+= p & 0x00FF_00FF
                greenSum &+= (p >> 8) & 0xFF
              }
              redBlue[x] = redBlueSum
              green[x] = greenSum
              x &+= 1
            }
            let blockHeight = y1 - y0
            let rowOut = out + sy * smallWidth * 3
            // Each block's sums, 16 times the 8-bit values (so the passes lose little to
            // rounding), then divided by the block's pixels: the row's whole-width blocks four
            // values at a time, a narrower last block on its own.
            /// Sums blocks `factor` columns wide from `sx`; inlined with each common factor
            /// below, so that the compiler unrolls the block's columns.
            @inline(__always) func sumBlocks(from sx: Int, to end: Int, factor: Int) {
              for sx in sx..<end {
                let x0 = sx &* factor
                let x1 = sx &+ 1 == smallWidth ? width : x0 &+ factor
                var blockRedBlue: UInt32 = 0
                var blockGreen: UInt32 = 0
                for x in x0..<x1 {
                  blockRedBlue &+= redBlue[x]
                  blockGreen &+= green[x]
                }
                rowOut[sx] = Int32(truncatingIfNeeded: blockRedBlue >> 16) &* 16
                rowOut[smallWidth &+ sx] = Int32(truncatingIfNeeded: blockGreen) &* 16
                rowOut[2 &* smallWidth &+ sx] =
                  Int32(truncatingIfNeeded: blockRedBlue & 0xFFFF) &* 16
              }
            }
            // Every block but the last is `factor` columns wide.
            switch factor {
            case 2: sumBlocks(from: 0, to: smallWidth - 1, factor: 2)
            case 3: sumBlocks(from: 0, to: smallWidth - 1, factor: 3)
            case 4: sumBlocks(from: 0, to: smallWidth - 1, factor: 4)
            default: sumBlocks(from: 0, to: smallWidth - 1, factor: factor)
            }
            sumBlocks(from: smallWidth - 1, to: smallWidth, factor: factor)
            let wholeBlocks = width / factor
            let wholeBlock = blockHeight == factor ? fullBlock : ExactDivisor(blockHeight * factor)
            let lastBlockPixels = blockHeight * (width - wholeBlocks * factor)
            let lastBlock = wholeBlocks < smallWidth ? ExactDivisor(lastBlockPixels) : nil
            for plane in 0..<3 {
              let planeRow = rowOut + plane * smallWidth
              wholeBlock.divide(
                planeRow, adding: Int32(blockHeight * factor / 2), into: planeRow,
                count: wholeBlocks)
              if let lastBlock {
                planeRow[wholeBlocks] = lastBlock.quotient(
                  planeRow[wholeBlocks] &+ Int32(lastBlockPixels / 2))
              }
            }
          }
        }
      }
    }
  }
}
