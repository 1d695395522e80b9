import Foundation
import TableKit

/// The checks a size and a scale pass before the backend makes a surface or a window of them:
/// a scale must be finite and positive, and a surface must fit in memory. What fails is
/// refused with a `RenderingError.invalidArgument` naming the value, at the call that was
/// given it, rather than trapping or allocating without bound later.
enum SurfaceGeometry {
  /// The most pixels on a side of a surface or window (SDL's own window limit).
  static let maximumSide: Int32 = 16_384
  /// The most pixels in a surface: 2^26, 256 MB of ARGB.
  static let maximumArea = 1 << 26

  /// `scale`, or an error naming it when it is not finite and greater than 0.
  /// - Parameter name: What the scale is, for the error ("OffscreenCanvas scale").
  static func validatedScale(_ scale: CGFloat, named name: String) throws -> CGFloat {
    guard scale.isFinite, scale > 0 else {
      throw RenderingError.invalidArgument(
        name: name, value: "\(Double(scale))",
        reason: "a scale (pixels per point) must be finite and greater than 0")
    }
    return scale
  }

  /// The pixel size of `size` points at `scale`, each side rounded up and at least 1 (a side
  /// below 1 is raised with a warning).
  /// - Parameter name: What the size is, for the error ("OffscreenCanvas size").
  /// - Throws: `RenderingError.invalidArgument` for a side that is NaN or infinite, over
  ///   `maximumSide`, or a surface over `maximumArea` pixels.
  static func pixelSize(of size: CGSize, scale: CGFloat, named name: String) throws
    -> (width: Int32, height: Int32)
  {
    let spelled = "\(Double(size.width)) × \(Double(size.height)) points at scale \(Double(scale))"
    let pixels = [size.width * scale, size.height * scale]
    guard pixels.allSatisfy({ $0.isFinite && $0 <= CGFloat(maximumSide) }) else {
      throw RenderingError.invalidArgument(
        name: name, value: spelled,
        reason: "each side must be finite and at most \(maximumSide) pixels")
    }
    let width = Int32(
      checked: pixels[0], rounding: .up, in: 1...maximumSide, naming: "\(name)'s pixel width")
    let height = Int32(
      checked: pixels[1], rounding: .up, in: 1...maximumSide, naming: "\(name)'s pixel height")
    guard Int(width) * Int(height) <= maximumArea else {
      throw RenderingError.invalidArgument(
        name: name, value: spelled,
        reason: "a surface holds at most \(maximumArea) pixels (\(width) × \(height) asked)")
    }
    return (width, height)
  }
}
