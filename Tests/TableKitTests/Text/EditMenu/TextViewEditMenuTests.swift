import Foundation
import Testing

@testable import TableKit

/// A text view's edit menu and handles: the same commands as a field's over its paragraphs,
/// through the editor that takes its input; a read-only text view only copies and selects.
@MainActor
@Suite struct TextViewEditMenuTests {
  private struct Harness {
    let window: Window
    let textView: TextView
    let clock = ManualClock(now: 10)

    init(text: String, editable: Bool = true) {
      window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock)
      window.screen.clipboard = MemoryClipboard(string: "pasted")
      textView = TextView(frame: CGRect(x: 10, y: 200, width: 370, height: 200))
      textView.clock = clock
      textView.editor.clock = clock
      textView.font = .systemFont(ofSize: 17)
      textView.isEditable = editable
      textView.text = text
      window.addSubview(textView)
      window.layoutIfNeeded()
    }

    /// The point of `position` on its line, in the editor's coordinates.
    func point(paragraph: Int, offset: Int) -> CGPoint {
      let caret = textView.caretRect(at: .init(paragraph: paragraph, offset: offset))
      return CGPoint(x: caret.minX + 1 - textView.contentOffset.x, y: caret.midY - textView.contentOffset.y)
    }

    func doubleTap(_ point: CGPoint) {
      for id in 1...2 {
        textView.editor.handle(.pointerDown(id: id, location: point, kind: .touch))
        textView.editor.handle(.pointerUp(id: id, location: point, kind: .touch))
      }
      window.layoutIfNeeded()
    }

    var titles: [String] {
      window.layoutIfNeeded()
      guard let menu = window.openEditMenu, let layout = menu.layout else { return [] }
      return layout.items.map { menu.entries[$0.index].title }
    }

    func choose(_ title: String) {
      guard let menu = window.openEditMenu, let layout = menu.layout,
        let item = layout.items.first(where: { menu.entries[$0.index].title == title })
      else { return }
      let point = CGPoint(x: item.frame.midX, y: item.frame.midY)
      menu.handle(.pointerDown(id: 9, location: point, kind: .touch))
      menu.handle(.pointerUp(id: 9, location: point, kind: .touch))
      window.layoutIfNeeded()
    }
  }

  @Test func aDoubleTapSelectsAWordWithHandlesAndCutRemovesItThroughTheDelegate() throws {
    let h = Harness(text: "first line\nsecond paragraph here")
    h.doubleTap(h.point(paragraph: 1, offset: 2))
    #expect(h.textView.storage.selectedText == "second")
    #expect(h.textView.selectionChrome.handleShapes(of: h.textView)?.count == 2)
    #expect(h.titles == ["Cut", "Copy", "Paste"])
    h.choose("Cut")
    #expect(h.textView.text == "first line\n paragraph here")
    #expect(h.window.screen.clipboard.string == "second")
    #expect(h.window.openEditMenu == nil)
  }

  @Test func theEndHandleDragsOntoTheNextParagraph() throws {
    let h = Harness(text: "first line\nsecond paragraph here")
    h.doubleTap(h.point(paragraph: 0, offset: 1))
    #expect(h.textView.storage.selectedText == "first")
    let shapes = try #require(h.textView.selectionChrome.handleShapes(of: h.textView))
    let knob = try #require(shapes.first { $0.end == .end }).knob
    let grab = CGPoint(x: knob.midX, y: knob.midY)
    h.textView.editor.handle(.pointerDown(id: 4, location: grab, kind: .touch))
    let target = h.point(paragraph: 1, offset: 6)
    // The finger keeps its distance from the bar's middle as it took the knob.
    let bar = try #require(shapes.first { $0.end == .end }).bar
    let moved = CGPoint(x: target.x + (grab.x - bar.midX), y: target.y + (grab.y - bar.midY))
    h.textView.editor.handle(.pointerMoved(id: 4, location: moved, kind: .touch))
    h.textView.editor.handle(.pointerUp(id: 4, location: moved, kind: .touch))
    #expect(h.textView.storage.selectedText == "first line\nsecond")
    #expect(h.titles == ["Cut", "Copy", "Paste"])
  }

  @Test func aReadOnlyTextViewOnlyCopiesAndSelects() {
    let h = Harness(text: "read only words", editable: false)
    h.doubleTap(h.point(paragraph: 0, offset: 1))
    #expect(h.textView.storage.selectedText == "read")
    #expect(h.titles == ["Copy"])
    h.choose("Copy")
    #expect(h.window.screen.clipboard.string == "read")
    #expect(h.textView.text == "read only words")
  }

  @Test func aSecondaryClickOnTheSelectionKeepsItAndOpensTheContextMenu() throws {
    let h = Harness(text: "alpha beta")
    h.doubleTap(h.point(paragraph: 0, offset: 7))
    #expect(h.textView.storage.selectedText == "beta")
    h.textView.editor.handle(.secondaryClick(location: h.point(paragraph: 0, offset: 8)))
    #expect(h.textView.storage.selectedText == "beta")
    let menu = try #require(h.window.openButtonMenu)
    #expect(menu.layout.items.map(\.entry.title) == ["Cut", "Copy", "Paste"])
    #expect(h.window.openEditMenu == nil)
  }
}
