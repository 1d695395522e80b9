import CSDL2
import Foundation
import TableKit

/// Resizes ARGB8888 surfaces by area averaging in premultiplied alpha: each destination pixel is
/// the coverage-weighted mean of the source pixels under it. Shrinking photos to thumbnail size
/// stays smooth, which SDL's nearest and bilinear scaling do not give.
enum ImageResampler {
  /// A new ARGB8888 surface of the given size, or of the part `window` of it; the caller frees
  /// it.
  /// - Parameters:
  ///   - width: The width of the whole resampled picture, in pixels.
  ///   - height: The height of the whole resampled picture, in pixels.
  ///   - window: The part of the `width` × `height` picture to make, in its pixels; nil for all
  ///     of it. A picture stretched over a huge frame makes only what the screen shows.
  static func resample(
    _ source: UnsafeMutablePointer<SDL_Surface>, width: Int32, height: Int32,
    window: SDL_Rect? = nil
  ) -> UnsafeMutablePointer<SDL_Surface>? {
    let sw = Int(source.pointee.w)
    let sh = Int(source.pointee.h)
    let part = window ?? SDL_Rect(x: 0, y: 0, w: width, h: height)
    guard sw > 0, sh > 0, width > 0, height > 0, part.w > 0, part.h > 0, part.x >= 0, part.y >= 0,
      part.x + part.w <= width, part.y + part.h <= height,
      let result = SDL_CreateRGBSurfaceWithFormat(
        0, part.w, part.h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    let sourcePitch = Int(source.pointee.pitch) / 4
    let resultPitch = Int(result.pointee.pitch) / 4
    let input = source.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let output = result.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let columns = FlatSpans(spans(from: sw, to: Int(width), for: Int(part.x)..<Int(part.x + part.w)))
    let rows = FlatSpans(spans(from: sh, to: Int(height), for: Int(part.y)..<Int(part.y + part.h)))
    // The sums are the same, term by term and in the same order, as a loop over the spans'
    // arrays of tuples would make (pixels are identical); flat buffers and a table of alpha
    // fractions (each `Double(byte) / 255`, as computed per pixel before) take out the bounds
    // checks and a division per source pixel: a third of the kiosk's start-up resampling its
    // twelve pictures was those (issue 32).
    Self.alphaFractions.withUnsafeBufferPointer { alphas in
      for dy in 0..<rows.count {
        for dx in 0..<columns.count {
          var a = 0.0, r = 0.0, g = 0.0, b = 0.0, total = 0.0
          for i in rows.range(dy) {
            let rowStart = rows.indexes[i] * sourcePitch
            let wy = rows.weights[i]
            for j in columns.range(dx) {
              let weight = wy * columns.weights[j]
              let pixel = input[rowStart + columns.indexes[j]]
              let alpha = alphas[Int(pixel >> 24)]
              a += alpha * weight
              r += Double((pixel >> 16) & 0xFF) * alpha * weight
              g += Double((pixel >> 8) & 0xFF) * alpha * weight
              b += Double(pixel & 0xFF) * alpha * weight
              total += weight
            }
          }
          let coverage = total > 0 ? a / total : 0
          func channel(_ sum: Double) -> UInt32 { a > 0 ? byte(sum / a) : 0 }
          let alphaByte = byte(coverage * 255)
          output[dy * resultPitch + dx] =
            alphaByte << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
        }
      }
    }
    return result
  }

  /// Each alpha byte as the fraction of full coverage it is, `Double(byte) / 255`.
  private static let alphaFractions = (0...255).map { Double($0) / 255 }

  /// Spans laid end to end: the source indexes and weights of every destination index, with
  /// where each destination index's run starts.
  private struct FlatSpans {
    var indexes: [Int] = []
    var weights: [Double] = []
    /// `starts[k]..<starts[k + 1]` are destination index `k`'s entries.
    var starts: [Int] = [0]

    init(_ spans: [[(Int, Double)]]) {
      for span in spans {
        for (index, weight) in span {
          indexes.append(index)
          weights.append(weight)
        }
        starts.append(indexes.count)
      }
    }

    var count: Int { starts.count - 1 }
    func range(_ k: Int) -> Range<Int> { starts[k]..<starts[k + 1] }
  }

  /// A weighted mean of byte values as a byte. Means of finite bytes by positive weights are
  /// finite and within 0...255 up to rounding, so clamping is all the checking they need. Not
  /// `UInt32(checked:)`: this runs four times per destination pixel, and in a debug build (the
  /// tests' and the monkey's), where generics are not specialized, the generic conversion made
  /// one picture at scale 3 cost seconds of CPU.
  private static func byte(_ mean: Double) -> UInt32 {
    guard mean.isFinite else {
      assertionFailure("ImageResampler: a mean of bytes is \(mean)")
      return 0
    }
    return UInt32(min(max(mean, 0), 255).rounded())
  }

  /// For each destination index in `indexes`, the source indexes it covers with their overlap
  /// weights.
  private static func spans(
    from sourceCount: Int, to destinationCount: Int, for indexes: Range<Int>
  ) -> [[(Int, Double)]] {
    let ratio = Double(sourceCount) / Double(destinationCount)
    return indexes.map { index in
      if ratio <= 1 {
        // Enlarging: take the nearest source pixel's neighbourhood linearly.
        let centre = (Double(index) + 0.5) * ratio - 0.5
        let lower = Int(checked: centre, rounding: .down, naming: "a source pixel")
        let fraction = centre - Double(lower)
        let a = min(max(lower, 0), sourceCount - 1)
        let b = min(max(lower + 1, 0), sourceCount - 1)
        return [(a, 1 - fraction), (b, fraction)]
      }
      let start = Double(index) * ratio
      let end = start + ratio
      var result: [(Int, Double)] = []
      var position = Int(checked: start, rounding: .down, naming: "a source pixel")
      while Double(position) < end, position < sourceCount {
        let overlap = min(end, Double(position + 1)) - max(start, Double(position))
        if overlap > 0 { result.append((position, overlap)) }
        position += 1
      }
      return result
    }
  }
}
