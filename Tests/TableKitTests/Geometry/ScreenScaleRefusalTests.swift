import Foundation
import Testing

@testable import TableKit

/// Issue 24, item 4: a `Screen` made with a scale of 0 or NaN was accepted, and a table on it
/// then stopped in the scroll physics' precondition. The screen refuses such a scale: it takes 1
/// and warns, and a table on it lays out and scrolls.
@MainActor
@Suite struct ScreenScaleRefusalTests {
  nonisolated static let refused: [CGFloat] = [0, -2, .nan, .infinity]

  @Test(arguments: refused)
  func aScaleThatIsNotFiniteAndPositiveIsRefusedWithAWarning(scale: CGFloat) {
    let (screen, warnings) = GeometryWarnings.capture {
      Screen(scale: scale, textMeasurer: FixedAdvanceTextMeasurer(), imageProvider: FixedImageSizes())
    }
    #expect(screen.scale == 1)
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("scale") == true, "\(warnings)")
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.screen = screen
    let source = CountingSource(rows: 200)
    table.dataSource = source
    table.layoutIfNeeded()
    table.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
    table.layoutIfNeeded()
    #expect(table.contentOffset.y.isFinite)
  }

  @Test func aFiniteScaleIsKeptWithoutAWarning() {
    let (screen, warnings) = GeometryWarnings.capture {
      Screen(scale: 3, textMeasurer: FixedAdvanceTextMeasurer(), imageProvider: FixedImageSizes())
    }
    #expect(screen.scale == 3)
    #expect(warnings.isEmpty)
  }
}
