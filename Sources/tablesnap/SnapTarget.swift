import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting

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
  private let draw: (OffscreenCanvas, CGFloat, Moment?, TraitCollection) -> PixelImage
  /// Whether the target is a view tree, which `--time` and `--script` can move.
  let isScene: Bool

  /// A moment of a scene: after playing a script, this many seconds on.
  struct Moment {
    var script: InputScript?
    var time: TimeInterval
  }

  /// Every target: the demo scenes, then the draw-list scenes.
  static var all: [SnapTarget] {
    DemoSceneCatalog.all.map(SnapTarget.init(scene:))
      + SnapshotScenes.all.map(SnapTarget.init(sample:))
  }

  /// The name of the target's golden at `scale`: `<name>@<scale>x`.
  func goldenName(_ scale: CGFloat) -> String { "\(name)@\(Int(scale))x" }

  /// The target called `name`, or nil.
  static func named(_ name: String) -> SnapTarget? { all.first { $0.name == name } }

  init(scene: DemoScene) {
    name = scene.name
    summary = scene.summary
    defaultSize = Self.defaultSceneSize
    isScene = true
    draw = { canvas, offset, moment, traits in
      let screen = canvas.makeScreen()
      let clock = ManualClock(now: 1)
      let view = scene.makePreparedView(
        size: canvas.size, screen: screen, offset: offset, traits: traits, clock: clock)
      if let moment { Self.play(moment, on: view, clock: clock) }
      return canvas.render(view, screen: screen)
    }
  }

  init(sample: SnapshotScene) {
    name = sample.name
    summary = sample.summary
    defaultSize = sample.size
    isScene = false
    // A draw-list scene holds the colors it was drawn with: it has no views to take traits.
    draw = { canvas, _, _, _ in
      canvas.render(sample.draw(canvas.renderer), background: sample.background)
    }
  }

  /// Draws the target headlessly.
  /// - Parameters:
  ///   - scale: Device pixels per point.
  ///   - size: The size in points; the default size when nil.
  ///   - offset: The content offset y of a scene's main scroll view.
  ///   - fonts: Fonts shared between pictures.
  ///   - images: Images shared between pictures.
  ///   - moment: For a scene, a script to play on its main table and the time to draw after it.
  func render(
    scale: CGFloat, size: CGSize? = nil, offset: CGFloat = 0, moment: Moment? = nil,
    traits: TraitCollection = TraitCollection(), fonts: FontLibrary, images: ImageLibrary
  ) throws -> PixelImage {
    let canvas = try OffscreenCanvas(
      size: size ?? defaultSize, scale: scale, fonts: fonts, images: images)
    return draw(canvas, offset, moment, traits)
  }

  /// Plays `moment`'s script on the scene's main table (taps, drags and keys at 60 Hz on the
  /// scene's clock), then lets `moment.time` seconds pass.
  private static func play(_ moment: Moment, on view: View, clock: ManualClock) {
    guard let table = view.mainScrollView as? TableView else {
      clock.advance(by: moment.time)
      view.layoutIfNeeded()
      return
    }
    let driver = TableDriver(table: table, in: view, clock: clock)
    for step in moment.script?.steps ?? [] {
      switch step {
      case .wait(let seconds): driver.advance(by: seconds)
      case .tap(let point): driver.tap(at: point)
      case .drag(let from, let to, let duration):
        driver.drag(from: from, to: to, duration: duration)
      case .touches(let fingers, let from, let to, let duration):
        driver.drag(from: from, to: to, duration: duration, fingers: fingers)
      case .key(let chord):
        let parts = chord.split(separator: "+")
        driver.press(
          key(named: String(parts.last ?? "")), modifiers: modifiers(named: parts.dropLast()))
      // A snapshot drives the table alone: it has no window to close, and its fields take no
      // text from the driver.
      case .text, .closeWindow, .report: break
      }
    }
    driver.advance(by: moment.time)
  }

  /// The TableKit modifiers an input script names before a key (`ctrl+alt+o`).
  private static func modifiers(named names: ArraySlice<Substring>) -> KeyModifiers {
    let known: [Substring: KeyModifiers] = ["ctrl": .control, "alt": .option, "shift": .shift]
    return names.reduce(into: KeyModifiers()) { $0.formUnion(known[$1] ?? []) }
  }

  /// The TableKit key an input script names.
  private static func key(named name: String) -> Key {
    let named: [String: Key] = [
      "escape": .escape, "return": .return, "up": .up, "down": .down, "left": .left,
      "right": .right, "pageup": .pageUp, "pagedown": .pageDown, "home": .home, "end": .end,
      "space": .space, "tab": .tab,
    ]
    return named[name] ?? .character(name.first ?? " ")
  }
}
