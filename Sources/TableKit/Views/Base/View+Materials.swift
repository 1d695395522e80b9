import Foundation

/// How views draw iOS's materials behind their content.
extension View {
  /// Whether materials are drawn flat here: the screen's Reduce Transparency setting.
  var reducesTransparency: Bool { screen.accessibility.isReduceTransparencyEnabled }
}
