extension BackdropBlurKernel {
  /// One box pass of `radius` along rows or columns, the edges held (clamped), from `small`
  /// into `blurred`, which then change places. Both run along memory, all three channels at
  /// once: a column pass keeps one running sum a channel of every column and moves them all
  /// down a row at a time. Each output row is summed first and divided after, four values at
  /// a time (`ExactDivisor.divide`).
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
            for y in 0..<height {
              let from = source + y * rowLength
              for i in 0..<radius {
                line[i &* 3] = from[0]
                line[i &* 3 &+ 1] = from[1]
                line[i &* 3 &+ 2] = from[2]
              }
              (line + radius * 3).update(from: from, count: rowLength)
              let last = from + rowLength - 3
              for i in (radius + width)..<(2 * radius + width + 1) {
                line[i &* 3] = last[0]
                line[i &* 3 &+ 1] = last[1]
                line[i &* 3 &+ 2] = last[2]
              }
              var r: Int32 = 0
              var g: Int32 = 0
              var b: Int32 = 0
              for i in 0..<span {
                r &+= line[i &* 3]
                g &+= line[i &* 3 &+ 1]
                b &+= line[i &* 3 &+ 2]
              }
              let to = target + y * rowLength
              for x in 0..<width {
                let o = x &* 3
                to[o] = r
                to[o &+ 1] = g
                to[o &+ 2] = b
                let entering = (x &+ span) &* 3
                r &+= line[entering] &- line[o]
                g &+= line[entering &+ 1] &- line[o &+ 1]
                b &+= line[entering &+ 2] &- line[o &+ 2]
              }
              divisor.divide(to, adding: half, into: to, count: rowLength)
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
