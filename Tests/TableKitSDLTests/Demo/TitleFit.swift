import Foundation
import TableKit

/// How a draw list's text runs fare on screen: a run that does not fit where it is drawn must
/// end with an ellipsis (tail truncation to a width that holds at least a letter and "…"),
/// never be cut by a clip or shortened to nothing (issue 15: no title vanishes without an
/// ellipsis in narrow windows).
@MainActor
struct TitleFit {
  /// A run that does not fit, and why.
  struct Problem: CustomStringConvertible {
    var text: String
    var why: String
    var description: String { "\"\(text)\": \(why)" }
  }

  /// A run as drawn: in window points, within the clips in force, at the alpha in force.
  struct PlacedRun {
    var run: TextRun
    /// The run's origin in window points.
    var origin: CGPoint
    /// The intersection of the clips in force, in window points.
    var clip: CGRect
    var alpha: CGFloat
  }

  let measurer: any TextMeasuring

  /// Every text run of `list` with where it lands.
  static func placedRuns(in list: DrawList, bounds: CGRect) -> [PlacedRun] {
    var origin = CGPoint.zero
    var origins: [CGPoint] = []
    var clip = bounds
    var clips: [CGRect] = []
    var alpha: CGFloat = 1
    var alphas: [CGFloat] = []
    var runs: [PlacedRun] = []
    for command in list.commands {
      switch command {
      case .pushTranslation(let offset):
        origins.append(origin)
        origin.x += offset.x
        origin.y += offset.y
      case .popTranslation: origin = origins.popLast() ?? .zero
      case .pushClip(let rect):
        clips.append(clip)
        clip = clip.intersection(rect.offsetBy(dx: origin.x, dy: origin.y))
      case .popClip: clip = clips.popLast() ?? bounds
      case .pushAlpha(let factor):
        alphas.append(alpha)
        alpha *= factor
      case .popAlpha: alpha = alphas.popLast() ?? 1
      case .text(let run):
        runs.append(
          PlacedRun(
            run: run, origin: CGPoint(x: run.origin.x + origin.x, y: run.origin.y + origin.y),
            clip: clip, alpha: alpha))
      default: break
      }
    }
    return runs
  }

  /// The visible runs of `list` (inside the window vertically, not transparent) that do not fit
  /// with an ellipsis.
  func problems(in list: DrawList, bounds: CGRect) -> [Problem] {
    var problems: [Problem] = []
    let ellipsis = measurer.size(of: "M" + TextLayout.ellipsis, font: .systemFont(ofSize: 10))
    for placed in Self.placedRuns(in: list, bounds: bounds) {
      let run = placed.run
      let size = measurer.size(of: run.string, font: run.font)
      let top = placed.origin.y
      let visibleVertically =
        top + size.height / 2 > placed.clip.minY && top + size.height / 2 < placed.clip.maxY
      guard placed.alpha > 0.05, visibleVertically, !run.string.isEmpty else { continue }
      let limit = run.maxWidth ?? .greatestFiniteMagnitude
      let drawnWidth = min(size.width, limit)
      let shortened = size.width > limit + 0.5
      if shortened, run.truncation != .tail {
        problems.append(Problem(text: run.string, why: "cut at \(limit) pt without an ellipsis"))
      } else if shortened, limit < ellipsis.width * run.font.pointSize / 10 {
        problems.append(
          Problem(text: run.string, why: "shortened to \(limit) pt: too narrow for a letter and …"))
      }
      let left = placed.origin.x
      let right = left + drawnWidth
      if left < placed.clip.minX - 1 || right > placed.clip.maxX + 1 {
        problems.append(
          Problem(
            text: run.string,
            why: "drawn from \(left) to \(right), cut by the clip \(placed.clip.minX)…"
              + "\(placed.clip.maxX)"))
      }
    }
    return problems
  }
}
