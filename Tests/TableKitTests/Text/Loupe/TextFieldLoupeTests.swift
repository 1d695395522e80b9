import Foundation
import Testing

@testable import TableKit

/// The loupe in a text field, as a finger brings it up on iOS 17 (issue 26): a long press puts
/// the caret under the finger and shows the loupe over the line; the caret and the loupe follow
/// the finger, no further than the text's ends; lifting hides it; a grab handle's drag shows it
/// too.
@MainActor
@Suite struct TextFieldLoupeTests {
  /// A finger down at offset `offset` of the harness's field, held for `seconds`.
  private func press(_ h: EditMenuHarness, atOffset offset: Int, for seconds: TimeInterval) {
    h.clock.advance(by: 1)
    h.field.handle(
      .pointerDown(id: 1, location: CGPoint(x: h.field.x(of: offset), y: 22), kind: .touch))
    h.window.layoutIfNeeded()
    h.clock.advance(by: seconds)
    h.window.layoutIfNeeded()
  }

  private func loupeView(in window: Window) -> TextLoupeView? {
    window.subviews.compactMap { $0 as? TextLoupeView }.first
  }

  /// The point sizes the harness's field text ("hello world") is drawn at in the window now:
  /// the field's own, and the loupe's copy of the line while it shows.
  private func drawnTextSizes(_ h: EditMenuHarness) -> [CGFloat] {
    var list = DrawList()
    h.window.render(into: &list)
    return list.commands.compactMap { command in
      guard case .text(let run) = command, run.string == "hello world" else { return nil }
      return run.font.pointSize
    }
  }

  @Test func theLoupeShowsOnceThePressHasLastedItsDurationNotBefore() throws {
    let h = EditMenuHarness()
    press(h, atOffset: 8, for: Metrics.textLoupePressDuration - 0.05)
    #expect(!h.field.isShowingLoupe)
    #expect(loupeView(in: h.window) == nil)
    #expect(h.field.needsAnimationFrame, "the host keeps drawing frames while the press may fire")
    h.clock.advance(by: 0.05)
    h.window.layoutIfNeeded()
    #expect(h.field.isShowingLoupe)
    #expect(h.field.editing.caret == 8)
    #expect(h.field.editing.selection.isEmpty)
    let layout = try #require(loupeView(in: h.window)?.layout)
    // Above the field's line, centred on the finger, magnifying the caret's line.
    let caret = h.field.convert(h.field.caretRect, to: h.window)
    #expect(abs(layout.frame.maxY - (caret.minY - Metrics.textLoupeGap)) < 0.01)
    #expect(
      abs(layout.frame.midX - h.field.convert(CGPoint(x: h.field.x(of: 8), y: 0), to: h.window).x)
        < 0.01)
    #expect(abs(layout.magnifiedPoint.y - caret.midY) < 0.01)
    #expect(layout.frame.size == Metrics.textLoupeSize)
    #expect(!h.field.needsAnimationFrame)
  }

  @Test func theCaretAndTheLoupeFollowTheFinger() throws {
    let h = EditMenuHarness()
    press(h, atOffset: 2, for: 0.6)
    h.field.handle(
      .pointerMoved(id: 1, location: CGPoint(x: h.field.x(of: 8) + 1, y: 30), kind: .touch))
    #expect(h.field.editing.caret == 8)
    #expect(h.field.editing.selection.isEmpty, "the finger moves the caret, it does not select")
    let layout = try #require(loupeView(in: h.window)?.layout)
    let finger = h.field.convert(CGPoint(x: h.field.x(of: 8) + 1, y: 30), to: h.window)
    #expect(abs(layout.magnifiedPoint.x - finger.x) < 0.01)
    #expect(h.field.isCaretOn(at: h.clock.now + 0.75), "the caret does not blink under the loupe")
  }

  @Test func liftingTheFingerHidesTheLoupe() throws {
    let h = EditMenuHarness()
    press(h, atOffset: 4, for: 0.6)
    #expect(loupeView(in: h.window) != nil)
    let shown = try #require(loupeView(in: h.window))
    let caret = try #require(shown.layout).magnifiedPoint
    // Grown to its full size first: a lift the moment it appears leaves nothing to shrink.
    h.clock.advance(by: Metrics.textLoupeAppearingDuration)
    h.window.layoutIfNeeded()
    h.field.handle(.pointerUp(id: 1, location: CGPoint(x: h.field.x(of: 4), y: 22), kind: .touch))
    h.window.layoutIfNeeded()
    #expect(!h.field.isShowingLoupe, "hidden at once for the field")
    // It shrinks back into the caret (the point it magnified stays put), then leaves.
    h.clock.advance(by: Metrics.textLoupeDisappearingDuration / 2)
    h.window.layoutIfNeeded()
    let shrinking = try #require(loupeView(in: h.window), "still shrinking")
    #expect(shrinking.transform.a == Metrics.textLoupeAppearingScale, "the model is its end")
    #expect(shrinking.alpha == 0)
    #expect(try #require(shrinking.layout).magnifiedPoint == caret)
    // What is drawn is on its way: the loupe's copy of the line smaller than full size and
    // larger than where the shrink ends.
    let fieldSize = h.field.font.pointSize
    let magnifiedSize = fieldSize * Metrics.textLoupeMagnification
    let drawn = drawnTextSizes(h).filter { abs($0 - fieldSize) > 0.01 }
    #expect(!drawn.isEmpty && Set(drawn).count == 1, "\(Set(drawnTextSizes(h)))")
    #expect(
      drawn.allSatisfy {
        $0 > magnifiedSize * Metrics.textLoupeAppearingScale + 0.01 && $0 < magnifiedSize - 0.01
      }, "mid-shrink: \(drawn)")
    h.clock.advance(by: Metrics.textLoupeDisappearingDuration / 2)
    h.window.layoutIfNeeded()
    #expect(loupeView(in: h.window) == nil)
    #expect(drawnTextSizes(h).allSatisfy { abs($0 - fieldSize) < 0.01 }, "only the field's text")
    #expect(h.field.editing.caret == 4)
  }

  @Test func aFingerThatMovesOnBeforeTheDurationBringsNoLoupe() {
    let h = EditMenuHarness()
    press(h, atOffset: 2, for: 0.2)
    h.field.handle(
      .pointerMoved(id: 1, location: CGPoint(x: h.field.x(of: 2) + 30, y: 22), kind: .touch))
    h.clock.advance(by: 1)
    h.window.layoutIfNeeded()
    #expect(!h.field.isShowingLoupe)
  }

  @Test func aLiftBeforeTheDurationIsATapAndBringsNoLoupe() {
    let h = EditMenuHarness()
    press(h, atOffset: 2, for: 0.2)
    h.field.handle(.pointerUp(id: 1, location: CGPoint(x: h.field.x(of: 2), y: 22), kind: .touch))
    h.clock.advance(by: 1)
    h.window.layoutIfNeeded()
    #expect(!h.field.isShowingLoupe)
    #expect(h.field.editing.caret == 2)
  }

  @Test func aDragPastTheFieldsEndsStopsTheCaretAtTheEndsAndKeepsTheLoupeInTheWindow() throws {
    let h = EditMenuHarness()
    press(h, atOffset: 5, for: 0.6)
    h.field.handle(.pointerMoved(id: 1, location: CGPoint(x: -200, y: 22), kind: .touch))
    #expect(h.field.editing.caret == 0)
    var layout = try #require(loupeView(in: h.window)?.layout)
    #expect(layout.frame.minX >= Metrics.textLoupeEdgeMargin)
    #expect(layout.magnifiedPoint.x >= h.field.frame.minX + h.field.textRect.minX - 0.01)
    h.field.handle(.pointerMoved(id: 1, location: CGPoint(x: 900, y: 22), kind: .touch))
    #expect(h.field.editing.caret == h.field.editing.length)
    layout = try #require(loupeView(in: h.window)?.layout)
    #expect(layout.frame.maxX <= h.window.bounds.width - Metrics.textLoupeEdgeMargin)
    #expect(layout.magnifiedPoint.x <= h.field.frame.minX + h.field.textRect.maxX + 0.01)
  }

  @Test func inARightToLeftFieldTheCaretGoesToTheLetterUnderTheFinger() {
    let h = EditMenuHarness(text: "שלום עולם")
    #expect(h.field.isTextRightToLeft)
    press(h, atOffset: 2, for: 0.6)
    #expect(h.field.isShowingLoupe)
    #expect(h.field.editing.caret == 2)
    // Leftwards is forwards in Hebrew.
    h.field.handle(
      .pointerMoved(id: 1, location: CGPoint(x: h.field.x(of: 6), y: 22), kind: .touch))
    #expect(h.field.editing.caret == 6)
    #expect(h.field.x(of: 6) < h.field.x(of: 2))
  }

  @Test func draggingAGrabHandleShowsTheLoupeOverTheEndItMoves() throws {
    let h = EditMenuHarness()
    h.doubleTap(atX: h.field.x(of: 2))
    let shapes = try #require(h.field.selectionChrome.handleShapes(of: h.field))
    let knob = try #require(shapes.first { $0.end == .end }).knob
    h.field.handle(.pointerDown(id: 5, location: CGPoint(x: knob.midX, y: knob.midY), kind: .touch))
    #expect(h.field.isShowingLoupe, "a handle's drag shows the loupe at once")
    let target = CGPoint(x: h.field.x(of: 8), y: knob.midY)
    h.field.handle(.pointerMoved(id: 5, location: target, kind: .touch))
    #expect(h.field.editing.selectedText == "hello wo")
    let layout = try #require(loupeView(in: h.window)?.layout)
    let end = try #require(h.field.selectionEndRects).end
    #expect(
      abs(layout.magnifiedPoint.x - h.field.convert(CGPoint(x: end.midX, y: 0), to: h.window).x)
        < 0.01)
    h.field.handle(.pointerUp(id: 5, location: target, kind: .touch))
    #expect(!h.field.isShowingLoupe)
  }

  @Test func theLoupeGrowsOutOfTheCaretThenDrawsTheFieldsTextMagnified() throws {
    let h = EditMenuHarness()
    press(h, atOffset: 3, for: 0.6)
    let loupe = try #require(loupeView(in: h.window))
    let caret = try #require(loupe.layout).magnifiedPoint
    #expect(loupe.alpha == 1, "the model value is set at once; the drawing grows")
    #expect(loupe.transform == .identity)
    let fieldSize = h.field.font.pointSize
    let magnifiedSize = fieldSize * Metrics.textLoupeMagnification
    #expect(!drawnTextSizes(h).contains { abs($0 - magnifiedSize) < 0.01 }, "not yet full size")
    // Part of the way: the magnified text drawn smaller than full size, larger than at first.
    h.clock.advance(by: Metrics.textLoupeAppearingDuration * 0.3)
    h.window.layoutIfNeeded()
    let growing = drawnTextSizes(h).filter { abs($0 - fieldSize) > 0.01 }
    // The loupe's copy of the line, at one size (drawn once for each strip of its capsule).
    #expect(!growing.isEmpty && Set(growing).count == 1, "\(Set(drawnTextSizes(h)))")
    #expect(
      growing.allSatisfy {
        $0 > magnifiedSize * Metrics.textLoupeAppearingScale + 0.01 && $0 < magnifiedSize - 0.01
      }, "mid-growth: \(growing)")
    h.clock.advance(by: Metrics.textLoupeAppearingDuration * 0.7)
    h.window.layoutIfNeeded()
    #expect(drawnTextSizes(h).contains { abs($0 - magnifiedSize) < 0.01 })
    #expect(try #require(loupe.layout).magnifiedPoint == caret, "it grew where it stands")
  }

  @Test func endingEditingHidesTheLoupe() {
    let h = EditMenuHarness()
    press(h, atOffset: 3, for: 0.6)
    #expect(h.field.isShowingLoupe)
    h.field.resignFirstResponder()
    #expect(!h.field.isShowingLoupe)
  }
}
