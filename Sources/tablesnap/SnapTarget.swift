import DemoScenes
import Foundation
import TableKit
import TableKitSDL

/// Something `tablesnap` can draw: a demo scene (a view tree) or a snapshot scene (a draw list).
@MainActor
struct SnapTarget {
  /// The default size of a demo scene's picture: an iPhone 8's screen in points.
  static let defaultSceneSize = CGSize(width: 375, height: 667)

  /// The command-line name.
  let name: String
  /// One line about it.
  let summary: String
  /// The size drawn when the command line gives none.
  let defaultSize: CGSize
  private let draw: (OffscreenCanvas, CGFloat) -> PixelImage

  /// Every target: the demo scenes, then the draw-list scenes.
  static var all: [SnapTarget] {
    DemoSceneCatalog.all.map(SnapTarget.init(scene:))
      + SnapshotScenes.all.map(SnapTarget.init(sample:))
  }

  /// The target called `name`, or nil.
  static func named(_ name: String) -> SnapTarget? { all.first { $0.name == name } }

  init(scene: DemoScene) {
    name = scene.name
    summary = scene.summary
    defaultSize = Self.defaultSceneSize
    draw = { canvas, offset in
      let screen = canvas.makeScreen()
      let view = scene.makePreparedView(size: canvas.size, screen: screen, offset: offset)
      return canvas.render(view, screen: screen)
    }
  }

  init(sample: SnapshotScene) {
    name = sample.name
    summary = sample.summary
    defaultSize = sample.size
    draw = { canvas, _ in canvas.render(sample.draw(canvas.renderer), background: sample.background)
    }
  }

  /// Draws the target headlessly.
  /// - Parameters:
  ///   - scale: Device pixels per point.
  ///   - size: The size in points; the default size when nil.
  ///   - offset: The content offset y of a scene's main scroll view.
  ///   - fonts: Fonts shared between pictures.
  ///   - images: Images shared between pictures.
  func render(
    scale: CGFloat, size: CGSize? = nil, offset: CGFloat = 0, fonts: FontLibrary,
    images: ImageLibrary
  ) throws -> PixelImage {
    let canvas = try OffscreenCanvas(
      size: size ?? defaultSize, scale: scale, fonts: fonts, images: images)
    return draw(canvas, offset)
  }
}
