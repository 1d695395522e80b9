import Foundation
import Testing

@testable import TableKit

/// Issue 24: a bordered field of zero size stroked its border around
/// `CGRect.insetBy(dx: 0.25, dy: 0.25)`, which is `CGRect.null` there (an infinite origin),
/// and the renderer reported a geometry warning converting it.
@MainActor
@Suite struct ZeroSizeBorderTests {
  @Test(arguments: [CGSize.zero, CGSize(width: 0.3, height: 0.2), CGSize(width: 0, height: 36)])
  func aZeroSizeRoundedFieldStrokesAFiniteBorderAtItsCenter(size: CGSize) {
    let field = TextField(frame: CGRect(origin: .zero, size: size))
    field.screen = ViewTesting.screen()
    field.borderStyle = .roundedRect
    var list = DrawList()
    let warnings = GeometryWarnings.warnings { field.render(into: &list) }
    let strokes = list.commands.compactMap { command -> CGRect? in
      if case .strokeRoundedRect(let rect, _, _, _) = command { return rect }
      return nil
    }
    #expect(strokes.count == 1)
    for rect in strokes {
      #expect(!rect.isNull, "\(rect)")
      #expect(rect.minX.isFinite && rect.minY.isFinite, "\(rect)")
      #expect(rect.midX == size.width / 2 && rect.midY == size.height / 2, "\(rect)")
    }
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test func insetKeepingCenterShrinksLikeInsetByWhileThereIsRoom() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
    #expect(rect.insetKeepingCenter(dx: 0.25, dy: 2) == rect.insetBy(dx: 0.25, dy: 2))
    #expect(rect.insetKeepingCenter(dx: 60, dy: 2) == CGRect(x: 60, y: 22, width: 0, height: 36))
    #expect(rect.insetKeepingCenter(dx: 60, dy: 30) == CGRect(x: 60, y: 40, width: 0, height: 0))
    #expect(rect.insetBy(dx: 60, dy: 30).isNull, "what Foundation gives instead")
  }
}
