/// How far a backdrop blur reaches and how it is computed at a radius: the margin it reads,
/// the factor it averages down by and the box passes that make up the rest of its spread.
extension BackdropBlurKernel {
  /// How far beyond the covered region the blur reads, in pixels: far enough that what lies
  /// just outside the region shows through its edge, as on iOS.
  static func margin(radius: Double) -> Int32 {
    Int32(min(256, max(0, (radius * 2).rounded(.up))))
  }

  /// The largest standard deviation blurred, in pixels; a larger, infinite or NaN radius
  /// blurs as this one (or not at all, for NaN). Beyond it nothing more could show, since the
  /// margin read around the region stops at 256 pixels, and it keeps a box pass's sums within
  /// `ExactDivisor`'s exact range.
  static let largestRadius: Double = 1024

  /// `radius` as the kernel blurs it: within 0...`largestRadius`, NaN as 0.
  static func clamped(radius: Double) -> Double {
    radius.isNaN ? 0 : min(largestRadius, max(0, radius))
  }

  /// The factor the read region is averaged down by: the blur then runs on two or three
  /// small pixels a standard deviation, whatever the radius (the box passes' radii make up
  /// the rest of the spread, `boxRadii`).
  static func factor(radius: Double) -> Int {
    max(1, min(16, Int(radius / 2)))
  }

  /// The spread, in device pixels², that a blur of `radius` gives a point: the variance of
  /// the kernel the materials' looks were chosen with (three box passes of
  /// `boxRadius(sigma: radius / f)` after averaging down by f = radius / 3). Its passes round
  /// to whole pixels, so the spread's deviation is up to 17 % more than `radius`.
  static func spread(radius: Double) -> Double {
    let factor = max(1, min(16, Int(radius / 3)))
    let box = Double(boxRadius(sigma: radius / Double(factor)))
    return Double(factor * factor) * box * (box + 1) + samplingSpread(factor: factor)
  }

  /// The variance averaging down by `factor` and scaling back up bilinearly add, in device
  /// pixels²: a box of `factor` pixels, (f² − 1) / 12, and a tent of `factor` on each side,
  /// (f² − 1) / 6.
  static func samplingSpread(factor: Int) -> Double {
    Double(factor * factor - 1) / 4
  }

  /// The box radius whose three passes approach a Gaussian of `sigma` (small pixels).
  static func boxRadius(sigma: Double) -> Int {
    // Three box passes of width w approach a Gaussian of variance 3 (w² − 1) / 12.
    let width = (4 * sigma * sigma + 1).squareRoot()
    return max(0, Int(((width - 1) / 2).rounded()))
  }

  /// The radii (small pixels) of the three box passes on each axis that, after averaging down
  /// by `factor`, give a blur of `radius` its `spread`: each pass r adds r (r + 1) / 3 small
  /// pixels², and radii one apart come closer to the spread than three equal ones can.
  static func boxRadii(radius: Double, factor: Int) -> SIMD3<Int> {
    let scale = Double(factor * factor)
    let target = max(0, (spread(radius: radius) - samplingSpread(factor: factor)) / scale)
    // The largest radius three passes of which stay within the target: r (r + 1) ≤ target.
    var base = max(0, Int(((1 + 4 * target).squareRoot() - 1) / 2))
    while base > 0, Double(base * (base + 1)) > target { base -= 1 }
    while Double((base + 1) * (base + 2)) <= target { base += 1 }
    let step = 2 * Double(base + 1) / 3
    let wider = min(3, Int(((target - Double(base * (base + 1))) / step).rounded()))
    return SIMD3(
      wider > 0 ? base + 1 : base, wider > 1 ? base + 1 : base, wider > 2 ? base + 1 : base)
  }
}
