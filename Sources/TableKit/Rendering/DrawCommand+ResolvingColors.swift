import Foundation

extension DrawCommand {
  /// The command with every dynamic color in it resolved for `traits`, so that a display list
  /// holds only fixed colors and a backend never meets traits. A command without a dynamic
  /// color is returned as it is.
  func resolvingColors(with traits: TraitCollection) -> DrawCommand {
    func fixed(_ color: Color) -> Color { color.isDynamic ? color.resolvedColor(with: traits) : color }
    switch self {
    case .fillRect(let rect, let color) where color.isDynamic:
      return .fillRect(rect, fixed(color))
    case .fillRoundedRect(let rect, let radius, let color) where color.isDynamic:
      return .fillRoundedRect(rect, cornerRadius: radius, fixed(color))
    case .strokeRoundedRect(let rect, let radius, let width, let color) where color.isDynamic:
      return .strokeRoundedRect(rect, cornerRadius: radius, lineWidth: width, fixed(color))
    case .fillEllipse(let rect, let color) where color.isDynamic:
      return .fillEllipse(rect, fixed(color))
    case .line(let from, let to, let width, let color) where color.isDynamic:
      return .line(from: from, to: to, pixelWidth: width, fixed(color))
    case .polyline(let points, let width, let color) where color.isDynamic:
      return .polyline(points, lineWidth: width, fixed(color))
    case .fillPolygon(let points, let color) where color.isDynamic:
      return .fillPolygon(points, fixed(color))
    case .text(var run) where run.color.isDynamic:
      run.color = fixed(run.color)
      return .text(run)
    case .shadow(let rect, let radius, let blur, let color) where color.isDynamic:
      return .shadow(rect, cornerRadius: radius, blur: blur, fixed(color))
    case .shadowOutside(let rect, let radius, let blur, let color) where color.isDynamic:
      return .shadowOutside(rect, cornerRadius: radius, blur: blur, fixed(color))
    case .roundCorners(let rect, let radius, let corners, let backdrop) where backdrop.isDynamic:
      return .roundCorners(rect, cornerRadius: radius, corners: corners, backdrop: fixed(backdrop))
    default:
      return self
    }
  }
}
