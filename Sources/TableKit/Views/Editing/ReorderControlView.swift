import Foundation

/// The grabber on a row's trailing side while the table edits and the row may move: three
/// short gray bars, one above the other.
@MainActor
final class ReorderControlView: View {
  /// The bars' box: three bars and the two gaps between them.
  static var size: CGSize {
    let bar = Metrics.reorderBarSize
    return CGSize(width: bar.width, height: 3 * bar.height + 2 * Metrics.reorderBarSpacing)
  }

  override func draw(in list: inout DrawList) {
    let bar = Metrics.reorderBarSize
    for index in 0..<3 {
      let y = CGFloat(index) * (bar.height + Metrics.reorderBarSpacing)
      list.fill(CGRect(x: 0, y: y, width: bar.width, height: bar.height), color: .reorderBars)
    }
  }
}
