import Foundation
import Testing

@testable import TableKit

/// `DrawList` alone: what each drawing call records, and what it leaves out.
@Suite struct DrawListTests {
  private let rect = CGRect(x: 0, y: 0, width: 10, height: 10)

  @Test func invisibleDrawingRecordsNothing() {
    var list = DrawList()
    list.fill(rect, color: .clear)
    list.fill(.zero, color: .white)
    list.fillRoundedRect(CGRect(x: 0, y: 0, width: 0, height: 5), cornerRadius: 2, color: .white)
    list.roundCorners(of: rect, cornerRadius: 4, corners: [], backdrop: .white)
    list.withAlpha(0) { $0.fill(self.rect, color: .white) }
    #expect(list.isEmpty)
  }

  @Test func stateCallsBracketWhatTheyWrapAndSkipNoOps() {
    var list = DrawList()
    list.clipped(to: rect) { list in
      list.translated(by: .zero) { $0.fill(self.rect, color: .white) }
      list.translated(by: CGPoint(x: 2, y: 3)) { list in
        list.withAlpha(1) { $0.fill(self.rect, color: .white) }
        list.withAlpha(0.5) { $0.fill(self.rect, color: .white) }
      }
    }
    #expect(
      list.commands == [
        .pushClip(rect), .fillRect(rect, .white), .pushTranslation(CGPoint(x: 2, y: 3)),
        .fillRect(rect, .white), .pushAlpha(0.5), .fillRect(rect, .white), .popAlpha,
        .popTranslation, .popClip,
      ])
  }

  @Test func listsAppendAndEmptyKeepingTheirOrder() {
    var first = DrawList([.fillRect(rect, .white)])
    let second = DrawList([.popClip])
    first.append(contentsOf: second)
    first.append(.popAlpha)
    #expect(first.commands == [.fillRect(rect, .white), .popClip, .popAlpha])
    first.removeAll()
    #expect(first.isEmpty)
  }
}
