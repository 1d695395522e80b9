import CSDL2
import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 32: a window that keeps its frame puts to the display only what the replay reports
/// changed (`ReplayDamage`). Every pixel that differs from the last frame must lie in it, or
/// the display would show a stale part of the last frame.
@MainActor
@Suite(.serialized)
struct ReplayDamageTests {
  /// Random lists with blurs and vibrant text among fills, texts, clips and fades, replayed one
  /// after another on a canvas that keeps its last frame: each changed pixel is in the damage.
  @Test(arguments: [1.0, 2.0])
  func everyChangedPixelLiesInTheDamage(scale: CGFloat) throws {
    let size = CGSize(width: 120, height: 90)
    let canvas = try OffscreenCanvas(size: size, scale: scale)
    var generator = SplitMix64(seed: UInt64(scale * 11))
    var previous = canvas.render(DrawList())
    var partial = 0
    for round in 0..<80 {
      var list = OverdrawCullingTests.randomList(using: &generator, size: size)
      Self.addMaterials(to: &list, using: &generator, size: size)
      let background: Color = round % 13 == 5 ? .black : .white
      let pixels = canvas.render(list, background: background)
      let rects = canvas.renderer.lastReplayDamage.rects(limit: .max)
      let missed = Self.changedPixelsOutside(rects, from: previous, to: pixels)
      #expect(missed == 0, "round \(round) at @\(Int(scale))x: \(missed) changed pixels missed")
      if rects.map({ Int($0.w) * Int($0.h) }).reduce(0, +) < pixels.width * pixels.height {
        partial += 1
      }
      previous = pixels
    }
    #expect(partial > 20, "many frames changed less than the whole output")
  }

  /// A table scrolling under a blurred bar, with an insertion and a deletion animating: each
  /// changed pixel is in the damage, and the damage is far less than the screen.
  @Test func aScrollingTableUnderABlurredBarReportsWhatChanged() throws {
    let size = CGSize(width: 320, height: 400)
    let canvas = try OffscreenCanvas(size: size, scale: 2)
    let frames = ScrollingTableFrames(size: size, screen: canvas.makeScreen())
    let screen = 640 * 800
    var previous: PixelImage?
    for frame in 0..<30 {
      var list = frames.drawList(forFrame: frame)
      list.material(
        .systemChromeMaterial, in: CGRect(x: 0, y: 0, width: 320, height: 44),
        reducesTransparency: false)
      let pixels = canvas.render(list)
      let rects = canvas.renderer.lastReplayDamage.rects(limit: .max)
      if let previous {
        let missed = Self.changedPixelsOutside(rects, from: previous, to: pixels)
        #expect(missed == 0, "frame \(frame): \(missed) changed pixels missed")
        let area = rects.map { Int($0.w) * Int($0.h) }.reduce(0, +)
        #expect(area < screen * 2 / 3, "frame \(frame): \(area) of \(screen) pixels reported")
      }
      previous = pixels
    }
  }

  /// Beyond the limit, the damage is one box around all of it.
  @Test func manyBoxesBecomeTheBoxAroundThem() {
    var damage = ReplayDamage()
    damage.add(PixelBox(x0: 0, y0: 0, x1: 2, y1: 2))
    damage.add(PixelBox(x0: 10, y0: 5, x1: 12, y1: 9))
    damage.add(.empty)
    damage.addVibrant(PixelBox(x0: 4, y0: 20, x1: 6, y1: 21))
    damage.addVibrant(PixelBox(x0: 30, y0: 2, x1: 31, y1: 3))
    #expect(damage.rects(limit: 3).count == 3, "two boxes and the vibrant ones' bounds")
    let one = damage.rects(limit: 2)
    #expect(one.count == 1)
    let box = one.first.map { PixelBox($0) }
    #expect(box == PixelBox(x0: 0, y0: 0, x1: 31, y1: 21))
    damage.removeAll()
    #expect(damage.rects(limit: 1).isEmpty)
  }

  /// Appends, now and then, a material (a blur and its tint) and vibrant text over it.
  private static func addMaterials(
    to list: inout DrawList, using generator: inout SplitMix64, size: CGSize
  ) {
    guard Int.random(in: 0..<3, using: &generator) == 0 else { return }
    let rect = CGRect(
      x: CGFloat.random(in: -10...size.width / 2, using: &generator),
      y: CGFloat.random(in: -10...size.height / 2, using: &generator),
      width: CGFloat.random(in: 10...size.width, using: &generator),
      height: CGFloat.random(in: 10...size.height / 2, using: &generator))
    list.material(.systemChromeMaterial, in: rect, reducesTransparency: false)
    list.append(
      .pushVibrancy(
        Vibrancy(style: .label, isDark: false, strength: 1, saturation: 1.2, recordedAlpha: 1)))
    list.text(
      TextRun("Title", font: .systemFont(ofSize: 15), color: .black, origin: rect.origin))
    list.append(.popVibrancy)
  }

  /// How many pixels differ between `old` and `new` outside every rectangle of `rects`.
  private static func changedPixelsOutside(
    _ rects: [SDL_Rect], from old: PixelImage, to new: PixelImage
  ) -> Int {
    var missed = 0
    for y in 0..<new.height {
      for x in 0..<new.width where old[x, y] != new[x, y] {
        let covered = rects.contains { rect in
          let left = Int(rect.x)
          let top = Int(rect.y)
          let inColumns = x >= left && x < left + Int(rect.w)
          return inColumns && y >= top && y < top + Int(rect.h)
        }
        if !covered { missed += 1 }
      }
    }
    return missed
  }
}
