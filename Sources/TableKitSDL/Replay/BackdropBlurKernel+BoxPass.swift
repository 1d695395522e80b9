extension BackdropBlurKernel {
  /// One box pass of `radius` along rows or columns, the edges held (clamped), from `small`
  /// into `blurred`, which then change places. Both run along memory, all three channels at
  /// once: a row pass keeps a running sum for each channel's part of the row, a column pass
  /// one for every value of a row and moves them all down a row at a time. Each output row is
  /// summed first and divided after, four values at a time (`ExactDivisor.divide`).
  mutating func boxBlur(width: Int, height: Int, radius: Int, horizontal: Bool) {
    guard width > 0, height > 0 else { return }
    let rowLength = width * 3
    let span = 2 * radius + 1
    let divisor = ExactDivisor(span)
    let half = Int32(span / 2)
    // The small image holds 16 times 8-bit values: a window's sum stays within the divisor's
    // exact range.
    precondition(
      span * 16 * 255 + span / 2 < Int(ExactDivisor.numeratorLimit), "a box within exact range")
    if blurred.count < small.count { blurred = Array(repeating: 0, count: small.count) }
    // A row with `radius` copies of its first pixel before it and of its last after it (one
    // more, read by the last step of the running sum); the column sums.
    let scratchLength = horizontal ? (width + 2 * radius + 1) * 3 : rowLength
    if line.count < scratchLength { line = Array(repeating: 0, count: scratchLength) }
    small.withUnsafeBufferPointer { sourceBuffer in
      blurred.withUnsafeMutableBufferPointer { targetBuffer in
        line.withUnsafeMutableBufferPointer { lineBuffer in
          guard let source = sourceBuffer.baseAddress, let target = targetBuffer.baseAddress,
            let line = lineBuffer.baseAddress
          else { return }
          if horizontal {
            // Each channel's part of the row with its clamped edges, one after another.
            let padded = width + 2 * radius + 1
            for y in 0..<height {
              let from = source + y * rowLength
              for plane in 0..<3 {
                let channel = from + plane * width
                let padding = line + plane * padded
                padding.update(repeating: channel[0], count: radius)
                (padding + radius).update(from: channel, count: width)
                (padding + radius + width).update(repeating: channel[width - 1], count: radius + 1)
              }
              let redLine = line
              let greenLine = line + padded
              let blueLine = greenLine + padded
              var r: Int32 = 0
              var g: Int32 = 0
              var b: Int32 = 0
              for i in 0..<span {
                r &+= redLine[i]
                g &+= greenLine[i]
                b &+= blueLine[i]
              }
              let reds = target + y * rowLength
              let greens = reds + width
              let blues = greens + width
              // The three channels' running sums side by side: three additions that do not
              // wait on one another.
              for x in 0..<width {
                reds[x] = r
                greens[x] = g
                blues[x] = b
                let entering = x &+ span
                r &+= redLine[entering] &- redLine[x]
                g &+= greenLine[entering] &- greenLine[x]
                b &+= blueLine[entering] &- blueLine[x]
              }
              divisor.divide(reds, adding: half, into: reds, count: rowLength)
            }
          } else {
            func row(_ y: Int) -> UnsafePointer<Int32> {
              source + min(max(y, 0), height - 1) * rowLength
            }
            line.update(repeating: 0, count: rowLength)
            for k in -radius...radius {
              let from = row(k)
              for i in 0..<rowLength { line[i] &+= from[i] }
            }
            for y in 0..<height {
              let to = target + y * rowLength
              divisor.divide(line, adding: half, into: to, count: rowLength)
              let entering = row(y + radius + 1)
              let leaving = row(y - radius)
              for i in 0..<rowLength { line[i] &+= entering[i] &- leaving[i] }
            }
          }
        }
      }
    }
    swap(&small, &blurred)
  }
}
