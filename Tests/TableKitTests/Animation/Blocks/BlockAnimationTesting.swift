import Foundation

@testable import TableKit

/// A window on a manual clock and a way to read where things are drawn, for the tests of
/// `View.animate` and its kin.
@MainActor
struct BlockAnimationStage {
  static let red = Color(red: 1, green: 0, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1)
  let clock = ManualClock(now: 100)
  let window: Window

  init(width: CGFloat = 400, height: CGFloat = 300) {
    window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height), clock: clock)
    window.screen = ViewTesting.screen()
    window.backgroundColor = nil
  }

  /// A view filled with `color`, added to the window.
  func box(_ frame: CGRect, color: Color = BlockAnimationStage.red) -> View {
    let view = View(frame: frame)
    view.backgroundColor = color
    window.addSubview(view)
    return view
  }

  /// Moves time on by `seconds` and lays out, as a host does each frame.
  func advance(by seconds: TimeInterval) {
    clock.advance(by: seconds)
    window.layoutIfNeeded()
  }

  /// The window's drawing now.
  func drawing() -> DrawList {
    var list = DrawList()
    window.render(into: &list)
    return list
  }

  /// Every rect filled with exactly `color`, in window coordinates, with the opacity it is
  /// drawn at.
  func fills(of color: Color) -> [(rect: CGRect, alpha: CGFloat)] {
    DrawnGeometry(drawing()).fills.filter { $0.color == color }.map { ($0.rect, $0.alpha) }
  }

  /// The one rect filled with `color`; fails the caller's expectation through nil.
  func fill(of color: Color) -> CGRect? {
    let found = fills(of: color)
    return found.count == 1 ? found[0].rect : nil
  }
}

/// A draw list's fills and polygons in absolute coordinates, with their opacity.
struct DrawnGeometry {
  struct Fill {
    var rect: CGRect
    var color: Color
    var alpha: CGFloat
  }

  var fills: [Fill] = []
  var polygons: [(points: [CGPoint], color: Color)] = []

  init(_ list: DrawList) {
    var origin = CGPoint.zero
    var origins: [CGPoint] = []
    var alpha: CGFloat = 1
    var alphas: [CGFloat] = []
    for command in list.commands {
      switch command {
      case .pushTranslation(let offset):
        origins.append(origin)
        origin = CGPoint(x: origin.x + offset.x, y: origin.y + offset.y)
      case .popTranslation:
        origin = origins.removeLast()
      case .pushAlpha(let factor):
        alphas.append(alpha)
        alpha *= factor
      case .popAlpha:
        alpha = alphas.removeLast()
      case .fillRect(let rect, let color), .fillRoundedRect(let rect, _, let color):
        fills.append(Fill(rect: rect.offsetBy(dx: origin.x, dy: origin.y), color: color, alpha: alpha))
      case .fillPolygon(let points, let color):
        polygons.append((points.map { CGPoint(x: $0.x + origin.x, y: $0.y + origin.y) }, color))
      default:
        break
      }
    }
  }
}

extension CGFloat {
  /// Whether the two numbers agree to a thousandth of a point.
  func isClose(to other: CGFloat, within tolerance: CGFloat = 0.001) -> Bool {
    Swift.abs(self - other) <= tolerance
  }
}
