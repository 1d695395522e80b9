extension BackdropBlurKernel {
  /// The largest product of box spans whose sums of the small image's values (at most
  /// 16 × 255) `ExactDivisor` still divides exactly.
  static let undividedSpanLimit = Int(ExactDivisor.numeratorLimit) / (16 * 255)

  /// The widest span summed by adding its values directly rather than keeping a running sum.
  static let directSpanLimit = 9

  /// Box passes of `radii` along rows or columns, the edges held (clamped), on `small`. A
  /// pass sums; it does not divide: the passes of one axis are divided once, by the product
  /// of their spans, after the last (or sooner, when a further pass would take the sums out of
  /// `ExactDivisor`'s exact range). One rounding instead of three, and a division pass instead
  /// of three (issue 32).
  mutating func boxPasses(width: Int, height: Int, radii: SIMD3<Int>, horizontal: Bool) {
    guard width > 0, height > 0 else { return }
    var pending = 1
    for pass in 0..<3 where radii[pass] > 0 {
      let span = 2 * radii[pass] + 1
      if pending > 1, pending * span > Self.undividedSpanLimit {
        divideSmall(by: pending, count: width * height * 3)
        pending = 1
      }
      boxSum(width: width, height: height, radius: radii[pass], horizontal: horizontal)
      pending *= span
    }
    // Also a single pass's bound: the loop divides before a pass only when sums are pending.
    precondition(
      pending * 16 * 255 < Int(ExactDivisor.numeratorLimit),
      "the undivided sums stay within the exact division's range")
    if pending > 1 { divideSmall(by: pending, count: width * height * 3) }
  }

  /// Divides the small image's first `count` values by `divisor`, rounded to the nearest.
  private mutating func divideSmall(by divisor: Int, count: Int) {
    let exact = ExactDivisor(divisor)
    small.withUnsafeMutableBufferPointer { buffer in
      guard let values = buffer.baseAddress else { return }
      exact.divide(values, adding: Int32(divisor / 2), into: values, count: count)
    }
  }

  /// One box pass of `radius` along rows or columns, the edges held (clamped), from `small`
  /// into `blurred`, which then change places: each value becomes the sum of the span around
  /// it. Both run along memory, all three channels at once. A row pass sums each channel's
  /// part of the row with its clamped edges, directly for a narrow span (four values at a
  /// time), with a running sum for a wide one; a column pass keeps a running sum for every
  /// value of a row and moves them all down a row at a time.
  private mutating func boxSum(width: Int, height: Int, radius: Int, horizontal: Bool) {
    let rowLength = width * 3
    let span = 2 * radius + 1
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
            let padded = width + 2 * radius + 1
            for y in 0..<height {
              let from = source + y * rowLength
              let to = target + y * rowLength
              for plane in 0..<3 {
                let channel = from + plane * width
                let padding = line + plane * padded
                padding.update(repeating: channel[0], count: radius)
                (padding + radius).update(from: channel, count: width)
                (padding + radius + width).update(repeating: channel[width - 1], count: radius + 1)
                if span <= Self.directSpanLimit {
                  Self.sumDirectly(padding, span: span, into: to + plane * width, count: width)
                } else {
                  Self.sumRunning(padding, span: span, into: to + plane * width, count: width)
                }
              }
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
              let entering = row(y + radius + 1)
              let leaving = row(y - radius)
              for i in 0..<rowLength {
                to[i] = line[i]
                line[i] &+= entering[i] &- leaving[i]
              }
            }
          }
        }
      }
    }
    swap(&small, &blurred)
  }

  /// `sums[x]` = `values[x] + … + values[x + span − 1]` for `x < count`, four sums at a time.
  private static func sumDirectly(
    _ values: UnsafePointer<Int32>, span: Int, into sums: UnsafeMutablePointer<Int32>,
    count: Int
  ) {
    var x = 0
    /// Four sums at a time; inlined with each span below, so that the compiler unrolls the
    /// span (a loop over it ran as many branches as additions).
    @inline(__always) func fourAtATime(span: Int) {
      while x &+ 4 <= count {
        var sum = four(at: values + x)
        for k in 1..<span { sum &+= four(at: values + (x &+ k)) }
        store(sum, at: sums + x)
        x &+= 4
      }
    }
    switch span {
    case 3: fourAtATime(span: 3)
    case 5: fourAtATime(span: 5)
    case 7: fourAtATime(span: 7)
    case 9: fourAtATime(span: 9)
    default: fourAtATime(span: span)
    }
    while x < count {
      var sum: Int32 = 0
      for k in 0..<span { sum &+= values[x &+ k] }
      sums[x] = sum
      x &+= 1
    }
  }

  /// The same sums as `sumDirectly`, with a running sum: a wide span costs what a narrow one
  /// does. `values` holds `count + span` values (the last read by the last step).
  private static func sumRunning(
    _ values: UnsafePointer<Int32>, span: Int, into sums: UnsafeMutablePointer<Int32>,
    count: Int
  ) {
    var sum: Int32 = 0
    for i in 0..<span { sum &+= values[i] }
    for x in 0..<count {
      sums[x] = sum
      sum &+= values[x &+ span] &- values[x]
    }
  }
}
