import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 16: on a target that keeps its pixels (an offscreen canvas), a replay clears only
/// what the last frame drew on, and every frame's pixels are those of a full clear, to the bit.
@MainActor
@Suite(.serialized)
struct RetainedFrameTests {
  static let output = PixelBox(x0: 0, y0: 0, x1: 100, y1: 80)

  // MARK: - What is kept

  @Test func aFrameIsKnownAfterAClearOfTheSameOutputToTheSameColorOnly() {
    var frame = RetainedFrame()
    #expect(!frame.canRestrictClear(of: Self.output, to: 1), "nothing is known at first")
    frame.beginFrame()
    frame.endFrame(clearing: Self.output, to: 1)
    #expect(frame.canRestrictClear(of: Self.output, to: 1))
    #expect(!frame.canRestrictClear(of: Self.output, to: 2), "another background")
    #expect(!frame.canRestrictClear(of: PixelBox(x0: 0, y0: 0, x1: 100, y1: 81), to: 1))
    frame.forget()
    #expect(!frame.canRestrictClear(of: Self.output, to: 1))
    frame.didClear(Self.output, to: 3)
    var parts: [PixelBox] = []
    frame.restrict([Self.output], into: &parts)
    #expect(frame.canRestrictClear(of: Self.output, to: 3) && parts.isEmpty)
  }

  @Test func drawnBoxesAreKeptDisjointSoThatNoPixelIsClearedTwice() {
    var frame = RetainedFrame()
    frame.beginFrame()
    frame.markDrawn(PixelBox(x0: 0, y0: 0, x1: 10, y1: 10))
    frame.markDrawn(PixelBox(x0: 5, y0: 5, x1: 15, y1: 15))
    frame.markDrawn(PixelBox(x0: 2, y0: 2, x1: 4, y1: 4))
    frame.markDrawn(.empty)
    frame.endFrame(clearing: Self.output, to: 1)
    var parts: [PixelBox] = []
    // Two parts of a clear cut around a fill: only what they share with the drawn boxes.
    frame.restrict(
      [PixelBox(x0: 0, y0: 0, x1: 100, y1: 8), PixelBox(x0: 0, y0: 8, x1: 100, y1: 80)],
      into: &parts)
    let area = parts.map(\.area).reduce(0, +)
    #expect(area == 175, "two boxes of 100 pixels sharing 25, and one inside the first")
    for (index, part) in parts.enumerated() {
      for other in parts[(index + 1)...] { #expect(!part.intersects(other)) }
    }
  }

  @Test func manyDrawnBoxesCollapseIntoTheBoxAroundThem() {
    var frame = RetainedFrame()
    frame.beginFrame()
    for index in 0...RetainedFrame.boxLimit {
      let x = Int32(index % 50) * 2
      let y = Int32(index / 50) * 2
      frame.markDrawn(PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1))
    }
    frame.endFrame(clearing: Self.output, to: 1)
    var parts: [PixelBox] = []
    frame.restrict([Self.output], into: &parts)
    #expect(parts == [PixelBox(x0: 0, y0: 0, x1: 99, y1: 21)], "more, never fewer, pixels")
  }

  // MARK: - Through SDL

  /// Random lists replayed one after another on a canvas that keeps its last frame and on one
  /// that does not, with other backgrounds, replays without a clear and plain clears between:
  /// the pixels agree after every replay.
  @Test(arguments: [1.0, 2.0])
  func retainedReplaysDrawTheSamePixelsAsFullClears(scale: CGFloat) throws {
    let size = CGSize(width: 120, height: 90)
    let retained = try OffscreenCanvas(size: size, scale: scale)
    let full = try OffscreenCanvas(size: size, scale: scale)
    full.renderer.retainsPreviousFrame = false
    var generator = SplitMix64(seed: UInt64(scale * 7))
    var restricted = 0
    for round in 0..<80 {
      let list = OverdrawCullingTests.randomList(using: &generator, size: size)
      switch round % 11 {
      case 3:
        retained.renderer.draw(list)
        full.renderer.draw(list)
      case 7:
        retained.renderer.clear(to: .tint)
        full.renderer.clear(to: .tint)
      default:
        let background: Color = round % 13 == 5 ? .black : .white
        _ = retained.render(list, background: background)
        _ = full.render(list, background: background)
        if retained.renderer.lastReplayStatistics.filledPixels
          < full.renderer.lastReplayStatistics.filledPixels
        {
          restricted += 1
        }
      }
      // Compared first, so that a failure names the round rather than printing the pixels.
      let same = retained.currentPixels() == full.currentPixels()
      #expect(same, "round \(round) at @\(Int(scale))x: \(list.commands)")
    }
    #expect(restricted > 40, "most clears were cut to the last frame's drawing")
  }

  /// A table scrolling, with an insertion and a deletion animating: the same pictures, and
  /// after the first frame the clear sets only about the pixels of the texts, chevrons and
  /// separators that were on screen, not the screen.
  @Test func aScrollingTableClearsOnlyWhatItsLastFrameDrew() throws {
    let size = CGSize(width: 320, height: 400)
    let retained = try OffscreenCanvas(size: size, scale: 2)
    let full = try OffscreenCanvas(size: size, scale: 2)
    full.renderer.retainsPreviousFrame = false
    let frames = ScrollingTableFrames(size: size, screen: retained.makeScreen())
    let screen = 640 * 800
    for frame in 0..<30 {
      let list = frames.drawList(forFrame: frame)
      let kept = retained.render(list)
      let whole = full.render(list)
      let same = kept == whole
      #expect(same, "frame \(frame)")
      #expect(full.renderer.lastReplayStatistics.opaqueFilledPixels == screen)
      if frame > 0 {
        let filled = retained.renderer.lastReplayStatistics.opaqueFilledPixels
        #expect(filled < screen / 3, "frame \(frame): \(filled) of \(screen) pixels set")
      }
    }
  }

  /// Another renderer drawing on the same target: after `forgetPreviousFrame()` the next
  /// replay sets every pixel it must again.
  @Test func aTargetSomethingElseDrewOnIsClearedWholeAfterForgetting() throws {
    let size = CGSize(width: 120, height: 90)
    let canvas = try OffscreenCanvas(size: size, scale: 1)
    let reference = try OffscreenCanvas(size: size, scale: 1)
    var list = DrawList()
    list.text(
      TextRun("Row 1", font: .systemFont(ofSize: 17), color: .black, origin: CGPoint(x: 8, y: 8)))
    _ = canvas.render(list)
    let other = try SDLRenderer(
      renderer: canvas.renderer.renderer, scale: 1, fonts: canvas.renderer.fonts,
      images: canvas.renderer.images)
    var scribble = DrawList()
    scribble.fill(CGRect(x: 40, y: 40, width: 50, height: 30), color: .tint)
    other.draw(scribble)
    canvas.renderer.forgetPreviousFrame()
    let same = canvas.render(list) == reference.render(list)
    #expect(same)
    #expect(canvas.renderer.lastReplayStatistics.opaqueFilledPixels == 120 * 90)
  }

  /// A resized output is not the one the last frame drew on.
  @Test func aNewOutputSizeForgetsTheLastFrame() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 60, height: 40), scale: 1)
    _ = canvas.render(DrawList())
    _ = canvas.render(DrawList())
    #expect(canvas.renderer.lastReplayStatistics.filledPixels == 0, "nothing drawn, nothing set")
    canvas.renderer.outputSizeDidChange()
    _ = canvas.render(DrawList())
    #expect(canvas.renderer.lastReplayStatistics.filledPixels == 60 * 40)
  }
}
