import Foundation

/// How views draw iOS's materials behind their content.
extension View {
  /// Whether materials are drawn flat here: the screen's Reduce Transparency setting.
  var reducesTransparency: Bool { screen.accessibility.isReduceTransparencyEnabled }

  /// Draws a bar's background over `rect`: `barTintColor` when one is set (flat, as iOS draws
  /// a bar tint), else the bars' material (`systemChromeMaterial`), flat and opaque when the bar
  /// is not translucent or under Reduce Transparency.
  func drawBarMaterial(
    in rect: CGRect, barTintColor: Color?, isTranslucent: Bool = true, into list: inout DrawList
  ) {
    if let barTintColor { return list.fill(rect, color: barTintColor) }
    list.material(
      .systemChromeMaterial, in: rect, reducesTransparency: reducesTransparency || !isTranslucent)
  }
}
