import Foundation

/// The column of section titles ("A"..."Z") on the trailing edge of a plain table. It stays put
/// while the table scrolls; touching or dragging through it jumps to sections. Titles are
/// spaced evenly and compressed to fit a short table; `TableView.indexSearch` draws a
/// magnifying glass.
@MainActor
final class SectionIndexView: View {
  weak var table: TableView?
  /// The titles shown, top to bottom.
  var titles: [String] = []
  /// Whether a finger or the mouse is tracking through the index.
  var isTracking = false

  /// The vertical room of one entry, compressed so that every title fits.
  private var entryHeight: CGFloat {
    guard !titles.isEmpty else { return 0 }
    return min(Metrics.sectionIndexEntryHeight, max(0, frame.height - 8) / CGFloat(titles.count))
  }

  /// The top of the first entry: the column is centred vertically.
  private var firstEntryY: CGFloat {
    (frame.height - entryHeight * CGFloat(titles.count)) / 2
  }

  /// The frame of the entry at `index`, in this view's coordinates.
  func entryFrame(at index: Int) -> CGRect {
    CGRect(
      x: 0, y: firstEntryY + CGFloat(index) * entryHeight, width: frame.width, height: entryHeight)
  }

  /// The entry under `y` (this view's coordinates), clamped to the first and last entries so
  /// that a drag past the ends keeps tracking, or nil when there are no titles.
  func entryIndex(atY y: CGFloat) -> Int? {
    guard !titles.isEmpty, entryHeight > 0 else { return nil }
    let index = Int(((y - firstEntryY) / entryHeight).rounded(.down))
    return min(max(0, index), titles.count - 1)
  }

  override func drawBackground(in list: inout DrawList) {
    let color =
      isTracking ? table?.sectionIndexTrackingBackgroundColor : table?.sectionIndexBackgroundColor
    if let color { list.fill(CGRect(origin: .zero, size: frame.size), color: color) }
  }

  override func draw(in list: inout DrawList) {
    guard let table else { return }
    let color = table.sectionIndexColor ?? tintColor ?? .tint
    let font = Metrics.sectionIndexFont
    let measurer = screen.textMeasurer
    let lineHeight = measurer.lineHeight(of: font)
    for (index, title) in titles.enumerated() {
      let entry = entryFrame(at: index)
      if title == TableView.indexSearch {
        drawMagnifyingGlass(in: entry, color: color, list: &list)
        continue
      }
      let width = measurer.size(of: title, font: font).width
      list.text(
        TextRun(
          title, font: font, color: color,
          origin: CGPoint(
            x: screen.roundToPixel((entry.width - width) / 2),
            y: screen.roundToPixel(entry.midY - lineHeight / 2)),
          maxWidth: entry.width + 4, truncation: .clip))
    }
  }

  private func drawMagnifyingGlass(in entry: CGRect, color: Color, list: inout DrawList) {
    let side = min(9, entry.height)
    let lens = CGRect(
      x: entry.midX - side / 2, y: entry.midY - side / 2, width: side * 0.7, height: side * 0.7)
    list.append(.strokeRoundedRect(lens, cornerRadius: lens.width / 2, lineWidth: 1.2, color))
    list.append(
      .polyline(
        [
          CGPoint(x: lens.maxX - lens.width * 0.15, y: lens.maxY - lens.height * 0.15),
          CGPoint(x: entry.midX + side / 2, y: entry.midY + side / 2),
        ], lineWidth: 1.4, color))
  }
}
