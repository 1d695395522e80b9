import Foundation
import Testing

@testable import TableKit

/// A cell's symbol image follows the text size, as iOS 17's list cells do (issue 26): in a
/// classic cell's image view and in a content configuration, a symbol grows with the body text
/// at AX3 and its row with it; a picture keeps its size; at Large nothing changes.
@MainActor
@Suite struct SymbolImageScalingTests {
  private static let ax3Factor =
    Font.TextStyle.body.pointSize(for: .accessibilityExtraLarge)
    / Font.TextStyle.body.pointSize(for: .large)

  /// The windows the cells are in, kept while the test runs (a view holds its window weakly).
  private let windows = WindowKeeper()

  private func cell(
    at category: ContentSizeCategory, _ configure: (TableViewCell) -> Void
  ) -> TableViewCell {
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: ManualClock(now: 0))
    window.traitOverrides.preferredContentSizeCategory = category
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    window.addSubview(cell)
    configure(cell)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 140)
    window.layoutIfNeeded()
    windows.windows.append(window)
    return cell
  }

  @Test func aClassicCellsSymbolGrowsWithTheBodyText() throws {
    let large = cell(at: .large) { $0.imageView?.image = Image(systemName: "folder") }
    #expect(large.imageView?.frame.size == CGSize(width: 20, height: 20))
    let ax3 = cell(at: .accessibilityExtraLarge) {
      $0.imageView?.image = Image(systemName: "folder")
    }
    let side = (20 * Self.ax3Factor).rounded()
    #expect(ax3.imageView?.frame.size == CGSize(width: side, height: side))
  }

  @Test func aConfigurationsSymbolGrowsAndItsRowWithIt() throws {
    func configured(_ cell: TableViewCell) {
      var content = cell.defaultContentConfiguration()
      content.text = "Flagged"
      content.image = Image(systemName: "flag")
      cell.contentConfiguration = content
    }
    let ax3 = cell(at: .accessibilityExtraLarge, configured)
    let view = try #require(ax3.contentView.subviews.compactMap { $0 as? ListContentView }.first)
    let frames = view.partFrames(width: 358, height: 140)
    let image = try #require(frames.image)
    // flag is 18 by 20 at Large.
    #expect(abs(image.height - 20 * Self.ax3Factor) <= 1)
    #expect(view.fittingHeight(width: 358) >= image.height + Metrics.margin)
    // The text starts after the room symbols share, grown as much.
    let text = try #require(frames.text)
    #expect(text.minX >= image.minX + 20 * Self.ax3Factor - 1)
  }

  @Test func aPictureKeepsItsSizeAtEveryTextSize() {
    let size = { (category: ContentSizeCategory) in
      self.cell(at: category) { $0.imageView?.image = Image(named: "icon-wifi") }.imageView?.frame
        .size
    }
    #expect(size(.large) == size(.accessibilityExtraLarge))
  }
}

/// Keeps windows alive for a test.
@MainActor
private final class WindowKeeper {
  var windows: [Window] = []
}
