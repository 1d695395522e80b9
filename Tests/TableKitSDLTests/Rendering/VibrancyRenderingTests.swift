import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 26, vibrancy: the replay draws vibrant content as a mask whose pixels take their color
/// from what lies under them through the style's transform, within the clip, the same on
/// every run; culling keeps what it reads.
@MainActor
@Suite(.serialized)
struct VibrancyRenderingTests {
  private let label = Vibrancy(
    style: .label, isDark: false, strength: 0.86, saturation: 1.5, recordedAlpha: 1)

  /// `body` drawn vibrant with `vibrancy` into `list`.
  private func vibrant(
    _ vibrancy: Vibrancy, in list: inout DrawList, _ body: (inout DrawList) -> Void
  ) {
    list.append(.pushVibrancy(vibrancy))
    body(&list)
    list.append(.popVibrancy)
  }

  @Test func aVibrantFillTakesTheTransformedBackdropAndLeavesTheRest() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 40, height: 20), scale: 2)
    var list = DrawList()
    list.fill(CGRect(x: 0, y: 0, width: 20, height: 20), color: Color(rgb: 0x3080E0))
    list.fill(CGRect(x: 20, y: 0, width: 20, height: 20), color: Color(rgb: 0xF0C040))
    vibrant(label, in: &list) {
      $0.fill(CGRect(x: 10, y: 5, width: 20, height: 10), color: .black)
    }
    let image = canvas.render(list)
    #expect(image[30, 20] == label.apply(toBackdrop: 0xFF30_80E0, coverage: 255))
    #expect(image[50, 20] == label.apply(toBackdrop: 0xFFF0_C040, coverage: 255))
    #expect(image[10, 20] == 0xFF30_80E0 && image[70, 20] == 0xFFF0_C040, "outside unchanged")
    #expect(image[30, 5] == 0xFF30_80E0, "above the fill unchanged")
  }

  @Test func theContentsColorIsIgnoredAndItsAlphaDividedByTheFlatColorsIsCoverage() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 20, height: 20), scale: 1)
    let secondary = Vibrancy(
      style: .secondaryLabel, isDark: true, strength: 0.5, saturation: 1, recordedAlpha: 0.6)
    var red = DrawList()
    red.fill(CGRect(x: 0, y: 0, width: 20, height: 20), color: Color(rgb: 0x202020))
    vibrant(secondary, in: &red) {
      $0.fill(CGRect(x: 0, y: 0, width: 20, height: 20), color: Color(rgb: 0xFF0000, alpha: 0.6))
    }
    let pixel = canvas.render(red)[10, 10]
    #expect(pixel == secondary.apply(toBackdrop: 0xFF20_2020, coverage: 255), "full strength")
    #expect(pixel & 0xFF == pixel >> 16 & 0xFF, "gray, not red")
  }

  @Test func vibrantTextIsAMaskOverTheBackdropWithinTheClip() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 120, height: 30), scale: 2)
    var list = DrawList()
    list.fill(CGRect(x: 0, y: 0, width: 120, height: 30), color: Color(rgb: 0xF2F2F2))
    list.clipped(to: CGRect(x: 0, y: 0, width: 60, height: 30)) { clipped in
      vibrant(label, in: &clipped) {
        $0.text(
          TextRun(
            "MMMMMMMMMMMM", font: .boldSystemFont(ofSize: 17), color: .black,
            origin: CGPoint(x: 4, y: 4)))
      }
    }
    let image = canvas.render(list)
    let full = label.apply(toBackdrop: 0xFFF2_F2F2, coverage: 255)
    var darkest: UInt32 = 0xFF
    for y in 0..<60 {
      for x in 0..<240 {
        let pixel = image[x, y]
        if x >= 120 { #expect(pixel == 0xFFF2_F2F2, "clipped away at \(x), \(y)") }
        darkest = min(darkest, pixel & 0xFF)
      }
    }
    #expect(darkest == full & 0xFF, "a glyph's inside is the full transform")
    #expect(image[0, 0] == 0xFFF2_F2F2, "no coverage, no change")
  }

  @Test func theSamePixelsOnEveryRunAndOpaqueFillsUnderneathAreKept() throws {
    var list = DrawList()
    // A fill the culling could drop were it not read: the backdrop of the vibrant fill.
    list.fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .systemTeal)
    vibrant(label, in: &list) {
      $0.fillRoundedRect(CGRect(x: 5, y: 5, width: 30, height: 30), cornerRadius: 8, color: .black)
    }
    let first = try OffscreenCanvas(size: CGSize(width: 40, height: 40), scale: 2).render(list)
    let second = try OffscreenCanvas(size: CGSize(width: 40, height: 40), scale: 2).render(list)
    #expect(first == second)
    let teal = Color.systemTeal.rgba8
    let backdrop =
      0xFF00_0000 | UInt32(teal.red) << 16 | UInt32(teal.green) << 8 | UInt32(teal.blue)
    #expect(first[40, 40] == label.apply(toBackdrop: backdrop, coverage: 255))
    #expect(first[11, 11] != first[40, 40], "the rounded corner is partly covered or clear")
  }
}
