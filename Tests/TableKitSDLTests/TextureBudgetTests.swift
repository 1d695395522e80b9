import CSDL2
import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 10, item 11: the texture cache's default bound is a few screens of the output, not a
/// fixed 96 MB, so a long-running table whose rows keep new names stays flat; the bound follows
/// the window when it is resized.
@MainActor
@Suite(.serialized)
struct TextureBudgetTests {
  @Test func theBudgetIsAFewScreensOfPixelsBetweenAFloorAndACeiling() {
    let screen = 1280 * 960 * 4
    #expect(
      TextureBudget.byteLimit(outputWidth: 1280, height: 960) == TextureBudget.screens * screen)
    #expect(TextureBudget.byteLimit(outputWidth: 10, height: 10) == TextureBudget.floor)
    #expect(TextureBudget.byteLimit(outputWidth: 0, height: -5) == TextureBudget.floor)
    #expect(TextureBudget.byteLimit(outputWidth: 7680, height: 4320) == TextureBudget.ceiling)
  }

  @Test func aCanvasSizesItsTextureBudgetFromItsPixels() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 640, height: 480), scale: 2)
    #expect(
      canvas.renderer.textureByteLimit
        == TextureBudget.byteLimit(outputWidth: 1280, height: 960))
    let fixed = try SDLRenderer(
      renderer: canvas.renderer.renderer, scale: 2, fonts: canvas.renderer.fonts,
      images: canvas.renderer.images, textureByteLimit: 1 << 20)
    #expect(fixed.textureByteLimit == 1 << 20, "a limit given at creation is kept")
    fixed.outputSizeDidChange()
    #expect(fixed.textureByteLimit == 1 << 20)
  }

  @Test func thousandsOfDistinctRowNamesStayWithinTheScreenDerivedBound() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 640, height: 480), scale: 2)
    let renderer = canvas.renderer
    let bound = TextureBudget.byteLimit(outputWidth: 1280, height: 960)
    let font = Font.systemFont(ofSize: 17)
    var peakBytes = 0
    // 4,000 rows of new names, 20 per frame, as a kiosk's table whose data keeps changing.
    for frame in 0..<200 {
      var list = DrawList()
      for row in 0..<20 {
        let name = "Customer \(frame * 20 + row) — order placed at the kiosk"
        list.text(
          TextRun(name, font: font, color: .black, origin: CGPoint(x: 15, y: CGFloat(row) * 24)))
      }
      _ = canvas.render(list)
      peakBytes = max(peakBytes, renderer.textureCacheFootprint.bytes)
    }
    // Text holds at most its share of the budget (issue 32: a quarter).
    let textBound = TextureBudget.textByteLimit(within: bound)
    #expect(renderer.textTextureByteLimit == textBound)
    #expect(peakBytes <= textBound)
    // The bound, not the count, is what held: the texts would have needed far more.
    #expect(peakBytes > textBound / 2)
    #expect(renderer.textureCacheFootprint.count < 4000)
  }

  /// Issue 32: text scrolled past gives way to new text, not to the shapes and pictures on
  /// screen: a rounded rectangle's mask drawn every frame stays cached while thousands of new
  /// strings pass, and text never holds more than its share.
  @Test func textGivesWayToTextWithinItsShare() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 640, height: 480), scale: 2)
    let renderer = canvas.renderer
    let font = Font.systemFont(ofSize: 17)
    for frame in 0..<200 {
      var list = DrawList()
      list.fillRoundedRect(
        CGRect(x: 300, y: 10, width: 200, height: 120), cornerRadius: 12, color: .tint)
      for row in 0..<20 {
        list.text(
          TextRun(
            "Order \(frame * 20 + row) — placed at the kiosk", font: font, color: .black,
            origin: CGPoint(x: 15, y: CGFloat(row) * 24)))
      }
      _ = canvas.render(list)
      let footprint = renderer.cacheFootprint
      #expect(footprint.textTextureBytes <= renderer.textTextureByteLimit)
      #expect(footprint.maskTextures >= 1, "the mask on screen was evicted by text")
      #expect(renderer.textTextureBytes.total == footprint.textTextureBytes)
    }
    #expect(renderer.cacheFootprint.textTextureBytes > renderer.textTextureByteLimit / 2)
    #expect(renderer.cacheFootprint.textTextureByteLimit == renderer.textTextureByteLimit)
  }

  @Test(
    .enabled(
      if: ProcessInfo.processInfo.environment["DISPLAY"] != nil,
      "needs a display; scripts/test provides one with xvfb-run"))
  func aResizedWindowResizesItsTextureBudget() throws {
    let host = try WindowHost(
      configuration: .init(title: "budget", size: CGSize(width: 200, height: 150)))
    func expectBudgetMatchesTheDrawable() {
      var width: Int32 = 0
      var height: Int32 = 0
      SDL_GetRendererOutputSize(host.sdlRenderer, &width, &height)
      #expect(
        host.renderer.textureByteLimit
          == TextureBudget.byteLimit(outputWidth: width, height: height))
    }
    expectBudgetMatchesTheDrawable()
    let small = host.renderer.textureByteLimit
    SDL_SetWindowSize(
      host.window, Int32(1400 * host.pointScale), Int32(1000 * host.pointScale))
    // The server may take a moment to apply the size.
    for _ in 0..<50 where host.size != CGSize(width: 1400, height: 1000) {
      var event = SDL_Event()
      while SDL_PollEvent(&event) != 0 {}
      host.updateGeometry()
      SDL_Delay(10)
    }
    host.updateGeometry()
    expectBudgetMatchesTheDrawable()
    #expect(host.renderer.textureByteLimit > small)
  }
}
