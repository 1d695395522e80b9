import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Bold Text (issue 30, item 5): with the screen's setting on, a window's views draw and
/// measure every system font one weight heavier, and turning it on makes them measure again.
@MainActor
@Suite(.serialized)
struct BoldTextSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// A window of settings rows on `canvas`'s screen, laid out.
  private func settingsWindow(on canvas: OffscreenCanvas, size: CGSize) -> (Window, TableView, GalleryDataSource) {
    let window = Window(frame: CGRect(origin: .zero, size: size))
    window.screen = canvas.makeScreen()
    let source = GalleryDataSource(sections: [
      GalleryDataSource.Section(header: "General", footer: nil, rows: [
        .wifi,
        GalleryDataSource.Row(style: .subtitle) { cell in
          cell.textLabel?.text = "A rather long title that has to be cut short"
          cell.detailTextLabel?.text = "Gallery 1 · 1882"
        },
      ])
    ])
    let table = TableView(frame: window.bounds, style: .insetGrouped)
    table.dataSource = source
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table, source)
  }

  @Test func boldTextDrawsAndMeasuresTheHeavierFaces() throws {
    let size = CGSize(width: 375, height: 170)
    var pictures: [PixelImage] = []
    var titleWidths: [CGFloat] = []
    for bold in [false, true] {
      let canvas = try snapshotter.canvas(size: size)
      let (window, table, source) = settingsWindow(on: canvas, size: size)
      // Turned on after the first layout, as a person would: everything measures again.
      window.screen.accessibility.isBoldTextEnabled = bold
      window.layoutIfNeeded()
      let title = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
      titleWidths.append(title.intrinsicContentSize.width)
      pictures.append(withExtendedLifetime(source) { canvas.render(window, screen: window.screen) })
    }
    #expect(titleWidths[1] > titleWidths[0], "the medium face is wider than the regular one")
    try snapshotter.verify(FrameSheet.stacked(pictures), named: "bold-text-off-and-on")
  }
}
