import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 16: the replay's overdraw culling skips and shrinks what cannot change a pixel, and the
/// pictures stay the same to the bit: on random primitives against a model of their pixels, on
/// random draw lists through SDL, and on a table's frame, which then fills no pixel twice.
@MainActor
@Suite(.serialized)
struct OverdrawCullingTests {
  // MARK: - The decisions, against a model

  /// A grid of pixel values that primitives change the way SDL's do: a clear or an opaque fill
  /// sets its color, a blended fill mixes every pixel with itself, a copy some of them.
  struct Model {
    static let output = PixelBox(x0: 0, y0: 0, x1: 40, y1: 28)
    var pixels = [UInt64](repeating: 7, count: Int(output.x1 * output.y1))

    static func mix(_ value: UInt64, _ salt: Int) -> UInt64 {
      var z = value &+ UInt64(salt) &* 0x9E37_79B9_7F4A_7C15
      z = (z ^ (z >> 31)) &* 0xBF58_476D_1CE4_E5B9
      return z ^ (z >> 29)
    }

    mutating func apply(_ item: OverdrawCulling.Item, index: Int, in parts: [PixelBox]? = nil) {
      let boxes = (parts ?? [item.extent]).map { $0.intersection(Self.output) }
      // A backdrop blur sets its pixels from what lies around them: here from every pixel.
      let seen = item.kind == .backdrop ? pixels.reduce(0) { Self.mix($0, Int($1 & 0xFFFF)) } : 0
      for box in boxes where !box.isEmpty {
        for y in box.y0..<box.y1 {
          for x in box.x0..<box.x1 {
            let at = Int(y * Self.output.x1 + x)
            switch item.kind {
            case .clear(let color), .opaqueFill(let color): pixels[at] = UInt64(color)
            case .blendedFill: pixels[at] = Self.mix(pixels[at], index)
            case .backdrop: pixels[at] = Self.mix(seen, index)
            case .copy, .exactCopy:
              // Which pixels a copy changes depends on where they are, not on its parts.
              if (x * 7 + y * 13 + Int32(index)) % 3 != 0 {
                pixels[at] = Self.mix(pixels[at], index)
              }
            }
          }
        }
      }
    }
  }

  /// Random primitives; with `backdrops`, the copies that are not exact are backdrop blurs.
  static func randomItems(
    using generator: inout SplitMix64, backdrops: Bool = false
  ) -> [OverdrawCulling.Item] {
    let count = Int.random(in: 1...40, using: &generator)
    return (0..<count).map { index in
      let x0 = Int32.random(in: -6...44, using: &generator)
      let y0 = Int32.random(in: -6...32, using: &generator)
      // Mostly boxes that meet the output, some wide bands and some empty.
      let box = PixelBox(
        x0: x0, y0: y0, x1: x0 + Int32.random(in: -2...30, using: &generator),
        y1: y0 + Int32.random(in: -2...20, using: &generator))
      let extent = box.isEmpty ? .empty : box.intersection(Model.output)
      let kind: OverdrawCulling.Kind
      switch Int.random(in: 0..<10, using: &generator) {
      case 0 where index == 0 || Bool.random(using: &generator):
        return OverdrawCulling.Item(
          extent: Model.output, kind: .clear(color: UInt32.random(in: 1...3, using: &generator)))
      case 0...4: kind = .opaqueFill(color: UInt32.random(in: 1...3, using: &generator))
      case 5...6: kind = .blendedFill
      case 7: kind = .copy
      default: kind = .exactCopy
      }
      if backdrops, kind == .copy { return OverdrawCulling.Item(extent: extent, kind: .backdrop) }
      return OverdrawCulling.Item(extent: extent, kind: kind)
    }
  }

  @Test func culledPrimitivesChangeNoPixelOfTheModel() {
    var generator = SplitMix64(seed: 16)
    var culling = OverdrawCulling()
    var decisions: [OverdrawCulling.Decision] = []
    var dropped = 0
    var shrunk = 0
    var trimmedCopies = 0
    for round in 0..<400 {
      let items = Self.randomItems(using: &generator)
      culling.decide(items, into: &decisions)
      #expect(decisions.count == items.count)
      var full = Model()
      var culled = Model()
      for (index, item) in items.enumerated() {
        full.apply(item, index: index)
        switch decisions[index] {
        case .keep:
          culled.apply(item, index: index)
        case .drop:
          dropped += 1
        case .draw(let parts):
          shrunk += 1
          #expect(item.kind != .copy, "a copy other than an exact one is kept whole or dropped")
          if item.kind == .exactCopy { trimmedCopies += 1 }
          for (first, part) in parts.enumerated() {
            #expect(item.extent.contains(part) && !part.isEmpty, "round \(round): \(part)")
            for other in parts[(first + 1)...] {
              #expect(!part.intersects(other), "round \(round): parts overlap")
            }
          }
          culled.apply(item, index: index, in: parts)
        }
      }
      #expect(full.pixels == culled.pixels, "round \(round): \(items) → \(decisions)")
    }
    // The lists were such that culling had work to do.
    #expect(dropped > 400 && shrunk > 100 && trimmedCopies > 50)
  }

  /// Issue 26: a backdrop blur reads what lies under and around it, so nothing drawn before it
  /// may be culled for what covers it later, and it is never cut into parts.
  @Test func culledPrimitivesChangeNoPixelOfTheModelWithBackdropBlurs() {
    var generator = SplitMix64(seed: 26)
    var culling = OverdrawCulling()
    var decisions: [OverdrawCulling.Decision] = []
    var backdrops = 0
    for round in 0..<400 {
      let items = Self.randomItems(using: &generator, backdrops: true)
      culling.decide(items, into: &decisions)
      var full = Model()
      var culled = Model()
      for (index, item) in items.enumerated() {
        full.apply(item, index: index)
        if item.kind == .backdrop, !item.extent.isEmpty { backdrops += 1 }
        switch decisions[index] {
        case .keep: culled.apply(item, index: index)
        case .drop: break
        case .draw(let parts):
          #expect(item.kind != .backdrop, "a backdrop blur is kept whole or dropped")
          culled.apply(item, index: index, in: parts)
        }
      }
      #expect(full.pixels == culled.pixels, "round \(round): \(items) → \(decisions)")
    }
    #expect(backdrops > 200)
  }

  // MARK: - Through SDL

  /// A random draw list of fills (opaque, translucent, of the background's color), rounded
  /// rects, text, strokes, clips, opacity and translations.
  static func randomList(using generator: inout SplitMix64, size: CGSize) -> DrawList {
    let colors: [Color] = [
      .white, .white, .black, .tint, .separator, Color(white: 0.5, alpha: 0.4),
    ]
    func rect() -> CGRect {
      CGRect(
        x: CGFloat.random(in: -20...size.width, using: &generator),
        y: CGFloat.random(in: -20...size.height, using: &generator),
        width: CGFloat.random(in: 0...size.width, using: &generator),
        height: CGFloat.random(in: 0...size.height / 2, using: &generator))
    }
    var list = DrawList()
    var depth = 0
    for _ in 0..<Int.random(in: 5...40, using: &generator) {
      let color = colors[Int.random(in: 0..<colors.count, using: &generator)]
      switch Int.random(in: 0..<12, using: &generator) {
      case 0...3: list.fill(rect(), color: color)
      case 4: list.fillRoundedRect(rect(), cornerRadius: 6, color: color)
      case 5:
        let r = rect()
        list.text(
          TextRun("Row 42 — detail", font: .systemFont(ofSize: 15), color: color, origin: r.origin))
      case 6: list.chevron(in: CGRect(origin: rect().origin, size: CGSize(width: 8, height: 13)))
      case 7:
        list.append(
          .line(
            from: rect().origin, to: CGPoint(x: size.width, y: rect().minY), pixelWidth: 1, color))
      case 8:
        list.append(.pushClip(rect()))
        depth += 1
      case 9:
        list.append(.pushAlpha(CGFloat.random(in: 0.2...1, using: &generator)))
        depth += 1
      case 10:
        list.append(
          .pushTranslation(CGPoint(x: CGFloat.random(in: -10...10, using: &generator), y: 3.5)))
        depth += 1
      default:
        // Pops, matched or not (the replay ignores unbalanced ones).
        list.append(
          [.popClip, .popAlpha, .popTranslation][Int.random(in: 0..<3, using: &generator)])
        depth -= 1
      }
    }
    return list
  }

  @Test(arguments: [1.0, 2.0])
  func culledReplayDrawsTheSamePixels(scale: CGFloat) throws {
    let size = CGSize(width: 120, height: 90)
    let canvas = try OffscreenCanvas(size: size, scale: scale)
    var generator = SplitMix64(seed: UInt64(scale * 100))
    for round in 0..<40 {
      let list = Self.randomList(using: &generator, size: size)
      let background: Color = round % 3 == 0 ? .black : .white
      canvas.renderer.cullsOverdraw = false
      let full = canvas.render(list, background: background)
      canvas.renderer.cullsOverdraw = true
      let culled = canvas.render(list, background: background)
      #expect(culled == full, "round \(round) at @\(Int(scale))x: \(list.commands)")
    }
  }

  /// A plain table's frame: the clear, the table's and the cells' white backgrounds and the
  /// separators become one fill per pixel, and the picture is the same.
  @Test func aTableFrameFillsNoPixelTwice() throws {
    let size = CGSize(width: 320, height: 400)
    let canvas = try OffscreenCanvas(size: size, scale: 2)
    // Every pixel once per frame, as on a target that keeps nothing from the last frame.
    canvas.renderer.retainsPreviousFrame = false
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    let source = Rows()
    table.dataSource = source
    table.screen = canvas.makeScreen()
    canvas.renderer.cullsOverdraw = false
    let full = canvas.render(table)
    let before = canvas.renderer.lastReplayStatistics
    canvas.renderer.cullsOverdraw = true
    let culled = canvas.render(table)
    let after = canvas.renderer.lastReplayStatistics
    #expect(culled == full)
    let screen = 640 * 800
    #expect(before.opaqueFilledPixels > 2 * screen, "the backgrounds overlap without culling")
    #expect(after.opaqueFilledPixels == screen, "every pixel set exactly once")
    // The same primitives were recorded; the copies of the row cut by the bottom edge that lie
    // past it are dropped.
    #expect(after.recordedFills == before.fills && after.recordedBlits == before.blits)
    #expect(after.blits <= before.blits && after.fills < before.fills + 2 * 40)
  }

  /// Rows sliding over each other while a deletion and an insertion animate: the text of a row
  /// that another's background covers is cut where it is covered rather than filled over, so
  /// the frame still sets every pixel once, with the same picture.
  @Test func overlappingAnimatedRowsFillNoPixelTwice() throws {
    let size = CGSize(width: 320, height: 400)
    let canvas = try OffscreenCanvas(size: size, scale: 2)
    canvas.renderer.retainsPreviousFrame = false
    let clock = ManualClock(now: 100)
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    table.clock = clock
    let source = Rows()
    table.dataSource = source
    table.screen = canvas.makeScreen()
    _ = canvas.render(table)
    source.count -= 1
    table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    source.count += 1
    table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
    for _ in 0..<6 {
      clock.advance(by: 0.04)
      canvas.renderer.cullsOverdraw = false
      let full = canvas.render(table)
      canvas.renderer.cullsOverdraw = true
      let culled = canvas.render(table)
      let after = canvas.renderer.lastReplayStatistics
      #expect(culled == full)
      #expect(after.opaqueFilledPixels == 640 * 800, "every pixel set exactly once")
    }
  }

  @MainActor
  final class Rows: TableViewDataSource {
    var count = 40
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      cell.accessoryType = .disclosureIndicator
      return cell
    }
  }

  // MARK: - Tinted textures

  /// Text and shapes cached in their color draw within 2 of 255 per channel of the same ones
  /// tinted on every copy (SDL blends the two on paths that round differently).
  @Test func texturesCachedInTheirColorDifferFromTintedCopiesByAtMostTwoLevels() throws {
    let size = CGSize(width: 200, height: 60)
    let canvas = try OffscreenCanvas(size: size, scale: 2)
    var list = DrawList()
    list.fill(CGRect(x: 0, y: 30, width: 200, height: 30), color: .tint)
    for (index, color) in [Color.black, .separator, .white, .tint].enumerated() {
      let y = CGFloat(index) * 14
      list.text(
        TextRun(
          "Row 7 — text", font: .systemFont(ofSize: 13), color: color, origin: CGPoint(x: 4, y: y)))
      list.chevron(
        in: CGRect(x: 120 + CGFloat(index) * 12, y: y, width: 8, height: 13), color: color)
    }
    canvas.renderer.cachesTintedTextures = false
    let tinted = canvas.render(list)
    canvas.renderer.cachesTintedTextures = true
    let cached = canvas.render(list)
    var largest: UInt32 = 0
    for (a, b) in zip(tinted.pixels, cached.pixels) {
      for shift: UInt32 in [0, 8, 16, 24] {
        let x = (a >> shift) & 0xFF
        let y = (b >> shift) & 0xFF
        largest = max(largest, x > y ? x - y : y - x)
      }
    }
    #expect(largest <= 2)
  }
}
