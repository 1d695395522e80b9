import Foundation
import TableKit

/// W0 under a blurred bar (issue 26, item 6): the script scrolls W0 as usual while a bar in
/// the bars' material (`systemChromeMaterial`) lies over the top of the viewport, as a
/// navigation bar lies over a scrolling table, so that every frame blurs the rows passing under
/// it. Reported beside W0 as its own row ("TableKit + blurred bar"): the difference is what the
/// material costs, which follows the bar's area rather than the table's.
enum BlurredBarFrames {
  /// The child's flag that adds the bar.
  static let flag = "--blurred-bar"
  /// The row the run is reported under.
  static let toolkit = "TableKit + blurred bar"
  /// The bar's height: a phone's status bar and a 44-point navigation bar.
  static let barHeight: CGFloat = 91

  /// Draws the bar over what `list` holds (the table's frame), `width` points wide.
  static func drawBar(width: CGFloat, scale: CGFloat, into list: inout DrawList) {
    let bar = CGRect(x: 0, y: 0, width: width, height: barHeight)
    list.material(.systemChromeMaterial, in: bar, reducesTransparency: false)
    let y = barHeight - 1 / scale
    list.append(
      .line(
        from: CGPoint(x: 0, y: y), to: CGPoint(x: width, y: y), pixelWidth: 1,
        Metrics.navigationBarHairline))
  }
}
