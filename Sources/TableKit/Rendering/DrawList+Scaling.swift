import Foundation

extension DrawList {
  /// The same drawing scaled by `factor` about `center`: rects, points, radii, line widths,
  /// blur and font sizes grow or shrink, hairlines stay one pixel. The backend has no scale
  /// transform; this is how an alert's box zooms in as it appears.
  ///
  /// Every point and every translation is multiplied by `factor` (so nested translations
  /// stay consistent), and the whole is moved by `center · (1 − factor)`, which keeps
  /// `center` in place.
  /// - Parameters:
  ///   - factor: The scale; 1 returns the list as it is.
  ///   - center: The fixed point, in the list's coordinates.
  ///   - keepingFaces: Whether text keeps its face at the new size, as a magnifier shows the
  ///     same glyphs larger; otherwise a system font takes the optical size for the new size
  ///     (`Font.withSize(_:)`), as a view drawn at that size would.
  /// - Complexity: O(n) in the number of commands.
  func scaled(by factor: CGFloat, about center: CGPoint, keepingFaces: Bool = false) -> DrawList {
    guard factor != 1, factor.isFinite, factor > 0 else { return self }
    var result = DrawList()
    result.translated(by: CGPoint(x: center.x * (1 - factor), y: center.y * (1 - factor))) {
      for command in commands { $0.append(command.scaled(by: factor, keepingFaces: keepingFaces)) }
    }
    return result
  }
}

extension DrawCommand {
  /// The command with its geometry multiplied by `factor` about the origin.
  fileprivate func scaled(by factor: CGFloat, keepingFaces: Bool) -> DrawCommand {
    func point(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * factor, y: p.y * factor) }
    func rect(_ r: CGRect) -> CGRect {
      CGRect(
        x: r.minX * factor, y: r.minY * factor, width: r.width * factor, height: r.height * factor)
    }
    switch self {
    case .fillRect(let r, let color):
      return .fillRect(rect(r), color)
    case .fillRoundedRect(let r, let radius, let color):
      return .fillRoundedRect(rect(r), cornerRadius: radius * factor, color)
    case .strokeRoundedRect(let r, let radius, let width, let color):
      return .strokeRoundedRect(
        rect(r), cornerRadius: radius * factor, lineWidth: width * factor, color)
    case .fillEllipse(let r, let color):
      return .fillEllipse(rect(r), color)
    case .line(let from, let to, let pixelWidth, let color):
      return .line(from: point(from), to: point(to), pixelWidth: pixelWidth, color)
    case .polyline(let points, let width, let color):
      return .polyline(points.map(point), lineWidth: width * factor, color)
    case .fillPolygon(let points, let color):
      return .fillPolygon(points.map(point), color)
    case .text(var run):
      run.origin = point(run.origin)
      let size = run.font.pointSize * factor
      run.font = keepingFaces ? Font(name: run.font.name, size: size) : run.font.withSize(size)
      run.maxWidth = run.maxWidth.map { $0 * factor }
      return .text(run)
    case .image(let name, let r):
      return .image(name: name, rect: rect(r))
    case .shadow(let r, let radius, let blur, let color):
      return .shadow(rect(r), cornerRadius: radius * factor, blur: blur * factor, color)
    case .shadowOutside(let r, let radius, let blur, let color):
      return .shadowOutside(rect(r), cornerRadius: radius * factor, blur: blur * factor, color)
    case .roundCorners(let r, let radius, let corners, let backdrop):
      return .roundCorners(
        rect(r), cornerRadius: radius * factor, corners: corners, backdrop: backdrop)
    case .backdropBlur(let r, var blur):
      blur.radius *= factor
      blur.cornerRadius *= factor
      return .backdropBlur(rect(r), blur)
    case .pushClip(let r):
      return .pushClip(rect(r))
    case .pushTranslation(let offset):
      return .pushTranslation(point(offset))
    case .popClip, .pushAlpha, .popAlpha, .popTranslation, .pushVibrancy, .popVibrancy:
      return self
    }
  }
}
