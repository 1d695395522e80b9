import Foundation

/// The column of section titles ("A"..."Z") on the trailing edge of a plain table. It stays put
/// while the table scrolls; touching or dragging through it jumps to sections. Titles are
/// spaced evenly, closer in a short table, and where they cannot all fit, every other one
/// gives way to a dot, as on iOS; `TableView.indexSearch` draws a magnifying glass.
@MainActor
final class SectionIndexView: View {
  weak var table: TableView?
  /// The titles shown, top to bottom.
  var titles: [String] = []
  /// Whether a finger or the mouse is tracking through the index.
  var isTracking = false

  /// What each place in the column shows, top to bottom: a title (its index in `titles`), or a
  /// dot (nil) standing for the titles between the places beside it. Every title has a place
  /// while all fit at `Metrics.sectionIndexMinimumEntryHeight`; in a shorter table, as on iOS,
  /// titles spread evenly from the first to the last alternate with dots, rather than squeeze
  /// together until they overlap.
  var places: [Int?] {
    let count = titles.count
    let room = max(0, frame.height - 8)
    let fitting = Int(
      checked: room / Metrics.sectionIndexMinimumEntryHeight, rounding: .down,
      naming: "the section index's places")
    guard fitting < count, count > 3 else { return titles.indices.map { $0 } }
    // An odd number of places, title and dot by turns, the first and last of them titles.
    let placeCount = max(3, fitting % 2 == 0 ? fitting - 1 : fitting)
    let shown = (placeCount + 1) / 2
    var result: [Int?] = []
    for step in 0..<shown {
      if step > 0 { result.append(nil) }
      result.append(Int((Double(step) * Double(count - 1) / Double(shown - 1)).rounded()))
    }
    return result
  }

  /// The vertical room of one place, compressed to fit a column whose places all fit.
  private var entryHeight: CGFloat {
    let count = places.count
    guard count > 0 else { return 0 }
    return min(Metrics.sectionIndexEntryHeight, max(0, frame.height - 8) / CGFloat(count))
  }

  /// The top of the first place: the column is centred vertically.
  private var firstEntryY: CGFloat {
    (frame.height - entryHeight * CGFloat(places.count)) / 2
  }

  /// The frame of the place at `index` (of `places`), in this view's coordinates.
  func entryFrame(at index: Int) -> CGRect {
    CGRect(
      x: 0, y: firstEntryY + CGFloat(index) * entryHeight, width: frame.width, height: entryHeight)
  }

  /// The title under `y` (this view's coordinates), clamped to the first and last places so
  /// that a drag past the ends keeps tracking; on a dot, the title halfway between its
  /// neighbours. Nil when there are no titles.
  func entryIndex(atY y: CGFloat) -> Int? {
    let places = places
    guard !places.isEmpty, entryHeight > 0 else { return nil }
    let raw = Int(
      checked: (y - firstEntryY) / entryHeight, rounding: .down, naming: "the index place at \(y)")
    let place = min(max(0, raw), places.count - 1)
    if let title = places[place] { return title }
    // A dot lies between two titles (the first and last places are titles).
    let before = places[place - 1] ?? 0
    let after = places[place + 1] ?? before
    return (before + after) / 2
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
    for (place, titleIndex) in places.enumerated() {
      let entry = entryFrame(at: place)
      guard let titleIndex else {
        let dot = CGRect(x: entry.midX - 1.5, y: entry.midY - 1.5, width: 3, height: 3)
        list.append(.fillEllipse(dot, color))
        continue
      }
      let title = titles[titleIndex]
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
