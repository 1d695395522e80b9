import DemoScenes
import Foundation
import TableKit
import TableKitTesting
import Testing

extension Snapshotter {
  /// A demo scene laid out at the size of the picture goldens, with the canvas's fonts, for
  /// the accessibility suites.
  @MainActor
  func preparedScene(_ name: String, offset: CGFloat = 0) throws -> View {
    let scene = try #require(DemoSceneCatalog.named(name))
    let size = CGSize(width: 375, height: 667)
    let canvas = try canvas(size: size)
    return scene.makePreparedView(size: size, screen: canvas.makeScreen(), offset: offset)
  }
}
