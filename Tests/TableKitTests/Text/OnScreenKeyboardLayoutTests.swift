import Foundation
import Testing

@testable import TableKit

/// The on-screen keyboard's key layout and hit testing (issue 14), as pure geometry.
@Suite struct OnScreenKeyboardLayoutTests {
  typealias Layout = OnScreenKeyboardLayout

  private func titles(_ layout: Layout, row: Int) -> [String] {
    layout.keys.filter { $0.row == row }.map { key in
      switch key.action {
      case .character(let text): text
      case .shift: "⇧"
      case .backspace: "⌫"
      case .page(let page): "[\(page)]"
      case .space: "space"
      case .returnKey: "return"
      case .nextKeyboard: "globe"
      }
    }
  }

  @Test func theLettersPageIsQWERTYWithIPhoneSizesAt375Points() {
    let layout = Layout(width: 375)
    #expect(titles(layout, row: 0) == "qwertyuiop".map(String.init))
    #expect(titles(layout, row: 1) == "asdfghjkl".map(String.init))
    #expect(titles(layout, row: 2) == ["⇧"] + "zxcvbnm".map(String.init) + ["⌫"])
    #expect(titles(layout, row: 3) == ["[digits]", "space", "return"])
    #expect(layout.height == 216)
    #expect(layout.keyHeight == 42)
    let q = layout.keys[0].frame
    #expect(abs(q.width - 31.5) < 0.01)
    #expect(q.minX == 3)
    // The a–l row sits half a key in from each side.
    let a = layout.keys[10].frame
    #expect(abs(a.minX - (3 + (31.5 + 6) / 2)) < 0.01)
  }

  @Test func theDigitsAndSymbolsPagesLeadToEachOtherAndBackToLetters() {
    let digits = Layout(width: 375, page: .digits)
    #expect(titles(digits, row: 0) == "1234567890".map(String.init))
    #expect(titles(digits, row: 1) == "-/:;()$&@\"".map(String.init))
    #expect(titles(digits, row: 2) == ["[symbols]"] + ".,?!'".map(String.init) + ["⌫"])
    #expect(titles(digits, row: 3) == ["[letters]", "space", "return"])
    let symbols = Layout(width: 375, page: .symbols)
    #expect(titles(symbols, row: 0) == "[]{}#%^*+=".map(String.init))
    #expect(titles(symbols, row: 2).first == "[digits]")
  }

  @Test(arguments: [320, 375, 414, 800, 1280] as [CGFloat])
  func keysOfARowDoNotOverlapAndStayInside(width: CGFloat) {
    for page in [Layout.Page.letters, .digits, .symbols] {
      for rightToLeft in [false, true] {
        let layout = Layout(width: width, page: page, isRightToLeft: rightToLeft)
        for row in 0..<4 {
          let frames = layout.keys.filter { $0.row == row }.map(\.frame).sorted { $0.minX < $1.minX }
          #expect(frames.first.map { $0.minX >= 0 } == true, "\(width) \(page) row \(row)")
          #expect(frames.last.map { $0.maxX <= width + 0.001 } == true, "\(width) \(page) row \(row)")
          for (left, right) in zip(frames, frames.dropFirst()) {
            #expect(left.maxX <= right.minX + 0.001, "\(width) \(page) row \(row): \(left) \(right)")
          }
        }
      }
    }
  }

  @Test func keysGrowOnWideScreensUpToALimit() {
    #expect(Layout(width: 320).keyHeight == Metrics.keyboardMinimumKeyHeight)
    #expect(Layout(width: 1280).keyHeight == Metrics.keyboardMaximumKeyHeight)
    let middle = Layout(width: 400).keyHeight
    #expect(middle > Metrics.keyboardMinimumKeyHeight && middle < Metrics.keyboardMaximumKeyHeight)
    #expect(Layout.height(forWidth: 1280) == Layout(width: 1280, page: .digits).height)
  }

  @Test(arguments: [Layout.Page.letters, .digits, .symbols])
  func everyKeysCentreHitsThatKey(page: Layout.Page) {
    for rightToLeft in [false, true] {
      let layout = Layout(width: 375, page: page, isRightToLeft: rightToLeft)
      for key in layout.keys {
        #expect(layout.key(at: CGPoint(x: key.frame.midX, y: key.frame.midY)) == key)
      }
    }
  }

  @Test func gapsAndEdgesBelongToTheNearestKey() {
    let layout = Layout(width: 375)
    func title(at point: CGPoint) -> Layout.Action? { layout.key(at: point)?.action }
    let q = layout.keys[0].frame
    let w = layout.keys[1].frame
    // In the gap between q and w, a point nearer to q is q's.
    #expect(title(at: CGPoint(x: q.maxX + 1, y: q.midY)) == .character("q"))
    #expect(title(at: CGPoint(x: w.minX - 1, y: q.midY)) == .character("w"))
    // Above the top row, and just above the a–l row's half of the row gap.
    #expect(title(at: CGPoint(x: q.midX, y: 1)) == .character("q"))
    #expect(title(at: CGPoint(x: q.midX + 10, y: q.maxY + 7)) == .character("a"))
    #expect(title(at: CGPoint(x: q.midX, y: q.maxY + 5)) == .character("q"))
    // The a–l row's ends reach the sides; the bottom row reaches the bottom.
    #expect(title(at: CGPoint(x: 0, y: layout.keys[10].frame.midY)) == .character("a"))
    #expect(title(at: CGPoint(x: 375, y: layout.keys[10].frame.midY)) == .character("l"))
    #expect(title(at: CGPoint(x: 187, y: layout.height)) == .space)
    // Outside the keyboard: nothing.
    #expect(title(at: CGPoint(x: 100, y: -1)) == nil)
    #expect(title(at: CGPoint(x: -1, y: 100)) == nil)
    #expect(title(at: CGPoint(x: 100, y: layout.height + 1)) == nil)
  }

  @Test func rightToLeftMirrorsTheBottomRowButKeepsTheLettersQWERTY() {
    let ltr = Layout(width: 375)
    let rtl = Layout(width: 375, isRightToLeft: true)
    #expect(titles(rtl, row: 3) == ["return", "space", "[digits]"])
    for row in 0..<3 { #expect(titles(rtl, row: row) == titles(ltr, row: row)) }
    let returnKey = rtl.keys.first { $0.action == .returnKey }
    #expect(returnKey?.frame.minX == 3)
  }

  @Test func aZeroWidthLaysOutWithoutTrouble() {
    let layout = Layout(width: 0)
    #expect(layout.keys.count == 31)
    #expect(layout.keys.allSatisfy { $0.frame.width >= 0 })
    #expect(layout.key(at: CGPoint(x: 0, y: 10)) != nil)
  }
}
