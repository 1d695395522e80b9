import Foundation

extension DrawList {
  /// The list without the drawing commands that surely fall outside `region` (the list's
  /// coordinates): what a small view of a large drawing (the text loupe) needs to draw. Clips,
  /// opacities and translations all stay, so the rest draws as before; a command whose extent
  /// is not known (turned text) stays too.
  /// - Complexity: O(n) in the number of commands.
  func keepingCommands(touching region: CGRect) -> DrawList {
    var kept: [DrawCommand] = []
    var origin = CGPoint.zero
    var origins: [CGPoint] = []
    for command in commands {
      switch command {
      case .pushTranslation(let offset):
        origins.append(origin)
        origin = CGPoint(x: origin.x + offset.x, y: origin.y + offset.y)
      case .popTranslation:
        origin = origins.popLast() ?? .zero
      default:
        guard let extent = command.extent else { break }
        if !extent.offsetBy(dx: origin.x, dy: origin.y).intersects(region) { continue }
      }
      kept.append(command)
    }
    var result = DrawList(kept)
    result.traits = traits
    return result
  }
}

extension DrawCommand {
  /// Where a drawing command may paint, in its own coordinates; nil for the commands that
  /// change state, and for those whose extent is not known here.
  fileprivate var extent: CGRect? {
    func box(_ points: [CGPoint], growing margin: CGFloat) -> CGRect? {
      guard let first = points.first else { return nil }
      var rect = CGRect(origin: first, size: .zero)
      for point in points.dropFirst() { rect = rect.union(CGRect(origin: point, size: .zero)) }
      return rect.insetBy(dx: -margin, dy: -margin)
    }
    switch self {
    case .fillRect(let rect, _), .fillRoundedRect(let rect, _, _), .fillEllipse(let rect, _),
      .image(_, let rect), .roundCorners(let rect, _, _, _), .backdropBlur(let rect, _):
      return rect
    case .strokeRoundedRect(let rect, _, let width, _):
      return rect.insetBy(dx: -width, dy: -width)
    case .shadow(let rect, _, let blur, _), .shadowOutside(let rect, _, let blur, _):
      return rect.insetBy(dx: -3 * blur, dy: -3 * blur)
    case .line(let from, let to, _, _):
      return box([from, to], growing: 1)
    case .polyline(let points, let width, _):
      return box(points, growing: width)
    case .fillPolygon(let points, _):
      return box(points, growing: 1)
    case .text(let run):
      guard run.rotation == 0 else { return nil }
      // The line box runs right from its origin; its height is not known here, but no face
      // draws further than twice its size below the line's top (or half above it).
      let size = run.font.pointSize
      return CGRect(
        x: run.origin.x, y: run.origin.y - size / 2,
        width: run.maxWidth ?? .greatestFiniteMagnitude,
        height: size * 2.5)
    case .pushClip, .popClip, .pushAlpha, .popAlpha, .pushTranslation, .popTranslation,
      .pushVibrancy, .popVibrancy:
      return nil
    }
  }
}
