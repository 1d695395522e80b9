import Foundation

extension View {
  /// The view's drawing settings, as UIKit's `layer` (see ``Layer``); made on first use.
  public var layer: Layer {
    if let layerStorage { return layerStorage }
    let made = Layer(view: self)
    layerStorage = made
    return made
  }

  /// The corners the background rounds: the layer's `maskedCorners`, all four by default.
  var roundedBackgroundCorners: RectCorner { layerStorage?.roundedCorners ?? .allCorners }

  /// Draws the layer's shadow under the view, in its own coordinates; none while the view
  /// clips (Core Animation clips a masking layer's shadow away too).
  func drawLayerShadow(into list: inout DrawList) {
    guard let layer = layerStorage, layer.shadowOpacity > 0, !clipsToBounds,
      let color = layer.shadowColor?.color
    else { return }
    let size = shownSize
    let outline: (rect: CGRect, radius: CGFloat)
    switch layer.shadowPath?.shape {
    case .rect(let rect): outline = (rect, 0)
    case .roundedRect(let rect, let radius): outline = (rect, radius)
    case .ellipse(let rect): outline = (rect, min(rect.width, rect.height) / 2)
    case nil:
      outline = (
        CGRect(origin: .zero, size: size), min(cornerRadius, size.width / 2, size.height / 2)
      )
    }
    guard outline.rect.width > 0, outline.rect.height > 0 else { return }
    let offset = layer.shadowOffset
    list.append(
      .shadow(
        outline.rect.offsetBy(dx: offset.width, dy: offset.height), cornerRadius: outline.radius,
        blur: layer.shadowRadius * Metrics.layerShadowBlurPerRadius,
        color.multiplyingAlpha(by: CGFloat(layer.shadowOpacity))))
  }

  /// Draws over the subviews what the layer puts there: the rounded corners of a clipping view
  /// (painted in the backdrop above it), then the border.
  func drawLayerEdges(into list: inout DrawList) {
    // Most views have neither: every view asks this every frame.
    let roundsCorners = clipsToBounds && cornerRadius > 0 && !subviews.isEmpty
    guard roundsCorners || layerStorage != nil else { return }
    let size = shownSize
    let rect = CGRect(origin: .zero, size: size)
    let radius = min(cornerRadius, size.width / 2, size.height / 2)
    if roundsCorners, radius > 0, let backdrop = opaqueBackdrop {
      list.roundCorners(
        of: rect, cornerRadius: radius, corners: roundedBackgroundCorners, backdrop: backdrop)
    }
    guard let layer = layerStorage, layer.borderWidth > 0, let color = layer.borderColor?.color
    else { return }
    let width = min(layer.borderWidth, size.width / 2, size.height / 2)
    list.strokeRoundedRect(
      rect.insetBy(dx: width / 2, dy: width / 2), cornerRadius: max(0, radius - width / 2),
      corners: roundedBackgroundCorners, lineWidth: width, color: color)
  }

  /// The nearest opaque background above the view, which rounded clipping paints the corners
  /// in; nil when there is none.
  private var opaqueBackdrop: Color? {
    var current = superview
    while let view = current {
      if let color = view.backgroundColor, color.alpha >= 1 { return color }
      current = view.superview
    }
    return nil
  }
}

extension Metrics {
  /// How many points of falloff the drawn shadow has per point of a layer's `shadowRadius`
  /// (tuned by eye against Core Animation's Gaussian blur).
  public static let layerShadowBlurPerRadius: CGFloat = 2
}
