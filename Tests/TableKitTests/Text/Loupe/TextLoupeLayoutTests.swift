import Foundation
import Testing

@testable import TableKit

/// Where the loupe stands and how its capsule is clipped (issue 26).
@MainActor
@Suite struct TextLoupeLayoutTests {
  private let window = CGRect(x: 0, y: 0, width: 390, height: 600)

  @Test func theLoupeStandsAboveTheLineCentredOnThePoint() {
    let line = CGRect(x: 200, y: 300, width: 2, height: 20)
    let layout = TextLoupeLayout(magnifying: CGPoint(x: 190, y: 312), line: line, in: window)
    #expect(layout.frame.midX == 190)
    #expect(layout.frame.maxY == 300 - Metrics.textLoupeGap)
    #expect(layout.magnifiedPoint == CGPoint(x: 190, y: 310))
    #expect(layout.contentShift == CGPoint(x: 0, y: layout.frame.midY - 310))
  }

  @Test func theLoupeStaysInsideTheWindow() {
    let left = TextLoupeLayout(
      magnifying: CGPoint(x: 3, y: 20), line: CGRect(x: 3, y: 10, width: 2, height: 20), in: window)
    #expect(left.frame.minX == Metrics.textLoupeEdgeMargin)
    #expect(left.frame.minY == Metrics.textLoupeEdgeMargin)
    #expect(left.magnifiedPoint.x == 3, "what it magnifies stays under the finger")
    let right = TextLoupeLayout(magnifying: CGPoint(x: 389, y: 300), line: nil, in: window)
    #expect(right.frame.maxX == 390 - Metrics.textLoupeEdgeMargin)
  }

  @Test func theClipStripsFillTheCapsuleFromInside() {
    let layout = TextLoupeLayout(magnifying: CGPoint(x: 195, y: 300), line: nil, in: window)
    let strips = layout.clipStrips
    let frame = layout.frame
    let radius = layout.cornerRadius
    #expect(strips.count > 4)
    // Every strip's corners lie inside the capsule.
    func inside(_ point: CGPoint) -> Bool {
      let cx = min(max(point.x, frame.minX + radius), frame.maxX - radius)
      return hypot(point.x - cx, point.y - frame.midY) <= radius + 0.001
    }
    for strip in strips {
      for corner in [
        CGPoint(x: strip.minX, y: strip.minY), CGPoint(x: strip.maxX, y: strip.minY),
        CGPoint(x: strip.minX, y: strip.maxY), CGPoint(x: strip.maxX, y: strip.maxY),
      ] {
        #expect(inside(corner))
      }
    }
    // They stack without gaps from the top to the bottom, and the middle row spans the width.
    let sorted = strips.sorted { $0.minY < $1.minY }
    #expect(abs(sorted.first!.minY - frame.minY) < 0.001)
    #expect(abs(sorted.last!.maxY - frame.maxY) < 0.001)
    for (upper, lower) in zip(sorted, sorted.dropFirst()) {
      #expect(abs(upper.maxY - lower.minY) < 0.001)
    }
    let middle = strips.first { $0.minY <= frame.midY && $0.maxY >= frame.midY }
    #expect((middle?.width ?? 0) >= frame.width - 2 * Metrics.textLoupeClipTolerance - 0.001)
  }

  @Test func onlyTheCommandsNearTheRegionAreKept() {
    var list = DrawList()
    list.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .black)
    list.translated(by: CGPoint(x: 100, y: 100)) { inner in
      inner.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .black)
      inner.clipped(to: CGRect(x: 0, y: 0, width: 5, height: 5)) {
        $0.text(
          TextRun(
            "far", font: .systemFont(ofSize: 17), color: .black, origin: CGPoint(x: 0, y: 400)))
      }
    }
    let kept = list.keepingCommands(touching: CGRect(x: 95, y: 95, width: 20, height: 20))
    #expect(
      kept.commands == [
        .pushTranslation(CGPoint(x: 100, y: 100)),
        .fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), .black),
        .pushClip(CGRect(x: 0, y: 0, width: 5, height: 5)), .popClip, .popTranslation,
      ])
  }
}
