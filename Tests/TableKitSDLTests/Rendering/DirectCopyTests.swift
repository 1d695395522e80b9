import CSDL2
import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 32: a software renderer keeps the pixels of text, images and shapes and blends their
/// untinted copies into the target surface itself (`copyInTarget`, `TargetBlend`); every pixel
/// equals what SDL's own blitter draws.
@MainActor
@Suite(.serialized)
struct DirectCopyTests {
  /// Texts in several colors and faces (emoji in color among them), a symbol, a chevron and a
  /// checkmark (anti-aliased shapes), rounded fills, clipped text, text beyond the output's
  /// edges and text under an opacity (which SDL tints), moved by `offset`.
  static func frame(offset: CGFloat) -> DrawList {
    var list = DrawList()
    var y = -offset
    let colors: [Color] = [.label, .secondaryLabel, .tint, .systemRed, Color(rgb: 0xFFFFFF)]
    var index = 0
    while y < 160 {
      list.fill(CGRect(x: 0, y: y, width: 200, height: 43.5), color: .secondarySystemBackground)
      list.text(
        TextRun(
          "Row \(Int(y)) 北京 😀👍🏽", font: .systemFont(ofSize: 17, weight: .semibold),
          color: colors[index % colors.count], origin: CGPoint(x: 16 - offset, y: y + 11)))
      list.chevron(in: CGRect(x: 176, y: y + 15, width: 8, height: 13))
      list.checkmark(in: CGRect(x: 150, y: y + 15, width: 14, height: 12))
      if let star = Image(systemName: "star.fill") {
        list.image(star, in: CGRect(x: 120, y: y + 10, width: 22, height: 22), tint: .systemYellow)
      }
      y += 44
      index += 1
    }
    list.fillRoundedRect(
      CGRect(x: 20, y: 60, width: 90, height: 30), cornerRadius: 10, color: .systemBlue)
    list.clipped(to: CGRect(x: 30, y: 30, width: 50, height: 40)) { clipped in
      clipped.text(
        TextRun(
          "Clipped text", font: .systemFont(ofSize: 28), color: .label,
          origin: CGPoint(x: 10, y: 25)))
    }
    list.withAlpha(0.5) { faded in
      faded.text(
        TextRun(
          "Half", font: .systemFont(ofSize: 20), color: .label, origin: CGPoint(x: 60, y: 120)))
    }
    // Across the output's right and bottom edges.
    list.text(
      TextRun(
        "Edge", font: .systemFont(ofSize: 30), color: .systemGreen,
        origin: CGPoint(x: 170, y: 140)))
    return list
  }

  @Test func copiesInTheSurfaceGiveSDLsPixelsInEveryFrame() throws {
    for scale: CGFloat in [1, 2] {
      let (counts, statistics) = try InTargetComparison.differingPixels(
        size: CGSize(width: 200, height: 160), scale: scale,
        frames: [0, 5, 5, 22.5, 0].map { Self.frame(offset: $0) })
      #expect(
        counts.allSatisfy { $0 == 0 },
        "pixels differing in each frame at @\(Int(scale))x: \(counts)")
      #expect(statistics.blits > 0)
    }
  }

  @Test func aSoftwareRendererKeepsPixelsAndATintMakesTheTextureInstead() throws {
    try #require(TargetBlend.matchesSDL, "SDL blends with MMX on this processor")
    let canvas = try OffscreenCanvas(size: CGSize(width: 100, height: 40), scale: 1)
    #expect(canvas.renderer.keepsPixels)
    canvas.renderer.blendsCopiesInTarget = true
    var list = DrawList()
    list.text(
      TextRun("Kept", font: .systemFont(ofSize: 17), color: .label, origin: CGPoint(x: 4, y: 4)))
    _ = canvas.render(list)
    let kept = canvas.renderer.textures.values.filter { $0.kept != nil }
    #expect(!kept.isEmpty, "the text's entry keeps its pixels")
    // Copied under an opacity, SDL tints it: the texture is made and the pixels freed, so
    // that one copy is held.
    var faded = DrawList()
    faded.withAlpha(0.5) { $0.append(contentsOf: list) }
    _ = canvas.render(faded)
    let copiedBySDL = canvas.renderer.textures.values.filter { entry in
      !kept.contains { $0 === entry }
    }
    #expect(!copiedBySDL.isEmpty, "the faded copy's entry")
    #expect(copiedBySDL.allSatisfy { $0.kept == nil }, "its pixels went into the texture")
  }

  @Test func textOfOneColorIsKeptAsAByteATexelAndColorEmojiAsTexels() throws {
    try #require(TargetBlend.matchesSDL, "SDL blends with MMX on this processor")
    let canvas = try OffscreenCanvas(size: CGSize(width: 120, height: 60), scale: 1)
    canvas.renderer.blendsCopiesInTarget = true
    var list = DrawList()
    list.text(
      TextRun("Kept", font: .systemFont(ofSize: 17), color: .label, origin: CGPoint(x: 4, y: 4)))
    list.text(
      TextRun("😀", font: .systemFont(ofSize: 17), color: .label, origin: .init(x: 4, y: 30)))
    _ = canvas.render(list)
    // Drawn once, as a ticker's text is, nothing is scanned for one color.
    #expect(
      canvas.renderer.textures.values.allSatisfy {
        if case .surface = $0.kept { true } else { false }
      })
    // Drawn again (a point lower, so that every copy is blended anew).
    var moved = DrawList()
    moved.translated(by: CGPoint(x: 0, y: 1)) { $0.append(contentsOf: list) }
    _ = canvas.render(moved)
    var masks = 0
    var surfaces = 0
    for entry in canvas.renderer.textures.values {
      switch entry.kept {
      case .singleColor(let mask):
        masks += 1
        #expect(mask.byteCount == Int(entry.width) * Int(entry.height))
        #expect(mask.color == 0x000000, "the label color of light mode, alpha apart")
      case .surface: surfaces += 1
      case nil: Issue.record("an entry made its texture though no copy needed SDL")
      }
    }
    #expect(masks == 1, "the line of text is one color")
    #expect(surfaces == 1, "the emoji's texels have colors of their own")
    let footprint = canvas.renderer.cacheFootprint
    #expect(footprint.textBytesHeld < footprint.textTextureBytes)
    #expect(
      footprint.textBytesHeld == canvas.renderer.textures.values.reduce(0) { $0 + $1.byteCount })
  }

  /// Pixels of one color blend as the ARGB texels they stand for: for every alpha, from every
  /// alignment of a row's start and for lengths that end in each part of the loop (the skip of
  /// sixteen clear texels, the quads, the texels one by one).
  @Test func pixelsOfOneColorBlendAsTheTexelsTheyStandFor() {
    let color: UInt32 = 0x3C_7A_E1
    let count = 700
    // Runs of clear texels between runs of every alpha.
    let alphas = (0..<count).map { i -> UInt8 in
      (i / 40) % 3 == 0 ? 0 : UInt8(truncatingIfNeeded: i * 7)
    }
    let texels = alphas.map { UInt32($0) << 24 | color }
    var random = SystemRandomNumberGenerator()
    let targets = (0..<count).map { _ in UInt32(truncatingIfNeeded: random.next()) }
    for start in 0..<17 {
      for length in [0, 1, 3, 4, 15, 16, 17, 31, 33, 200, count - start] {
        var throughTexels = targets
        var throughCoverage = targets
        texels.withUnsafeBufferPointer { source in
          throughTexels.withUnsafeMutableBufferPointer { target in
            TargetBlend.blend(
              source.baseAddress! + start, over: target.baseAddress! + start, count: length)
          }
        }
        alphas.withUnsafeBufferPointer { coverage in
          throughCoverage.withUnsafeMutableBufferPointer { target in
            TargetBlend.blend(
              coverage: coverage.baseAddress! + start, color: color,
              over: target.baseAddress! + start, count: length)
          }
        }
        #expect(throughTexels == throughCoverage, "from \(start), \(length) texels")
      }
    }
  }

  /// The blend itself against SDL's blitter, for every alpha, over ARGB8888 and RGB888 pixels.
  @Test(arguments: [SDL_PIXELFORMAT_ARGB8888, SDL_PIXELFORMAT_RGB888])
  func theBlendIsSDLsForEveryAlpha(targetFormat: SDL_PixelFormatEnum) throws {
    try #require(TargetBlend.matchesSDL, "SDL blends with MMX on this processor")
    let width: Int32 = 256
    let height: Int32 = 16
    let source = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
    let target = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, targetFormat.rawValue))
    defer {
      SDL_FreeSurface(source)
      SDL_FreeSurface(target)
    }
    SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_BLEND)
    var random = SystemRandomNumberGenerator()
    let count = Int(width * height)
    let sourcePixels = source.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let targetPixels = target.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    #expect(source.pointee.pitch == width * 4 && target.pointee.pitch == width * 4)
    for i in 0..<count {
      // Every alpha along a row; random colors, extremes included.
      let alpha = UInt32(i % 256)
      let color = i % 7 == 0 ? (i % 2 == 0 ? 0xFFFFFF : 0) : random.next() & 0xFFFFFF
      sourcePixels[i] = alpha << 24 | UInt32(truncatingIfNeeded: color)
      targetPixels[i] = UInt32(truncatingIfNeeded: random.next())
    }
    // RGB888 keeps no alpha: SDL's fills leave the top byte zero there.
    if targetFormat == SDL_PIXELFORMAT_RGB888 {
      for i in 0..<count { targetPixels[i] &= 0xFFFFFF }
    }
    var expected = Array(UnsafeBufferPointer(start: targetPixels, count: count))
    expected.withUnsafeMutableBufferPointer { buffer in
      TargetBlend.blend(UnsafePointer(sourcePixels), over: buffer.baseAddress!, count: count)
    }
    // SDL_BlitSurface is a macro for SDL_UpperBlit.
    #expect(SDL_UpperBlit(source, nil, target, nil) == 0)
    let blitted = Array(UnsafeBufferPointer(start: targetPixels, count: count))
    let differing = (0..<count).filter { blitted[$0] != expected[$0] }
    let first = differing.first.map {
      String(
        format: "%08X over it: SDL %08X, ours %08X", sourcePixels[$0], blitted[$0], expected[$0])
    }
    #expect(differing.isEmpty, "\(differing.count) pixels differ, first \(first ?? "")")
  }
}
