import Foundation

extension TableView {
  /// Whether the section index shows: the data source gives titles and the row count reaches
  /// `sectionIndexMinimumDisplayRowCount`. Every style shows it, as iOS 17 does (the reference
  /// text, from iOS 2–6, says grouped tables cannot; issue 26).
  public var isShowingSectionIndex: Bool {
    guard let titles = dataReader.sectionIndexTitles, !titles.isEmpty else {
      return false
    }
    return dataReader.totalRowCount >= sectionIndexMinimumDisplayRowCount
  }

  /// The index column's frame in the table's view coordinates (not content coordinates): the
  /// trailing edge, between the content insets, in every style. In an inset grouped table it
  /// stands in the margin beside the cards, as on iOS 17 (`sectionIndexContentInset`).
  var sectionIndexFrame: CGRect {
    let width = sectionIndexColumnWidth
    let x = isRightToLeft ? 0 : frame.width - width
    return CGRect(
      x: x, y: adjustedContentInset.top, width: width,
      height: max(0, frame.height - adjustedContentInset.vertical))
  }

  /// The index column's width: 15 points, wider when a title needs more (such as "10M").
  var sectionIndexColumnWidth: CGFloat {
    guard isShowingSectionIndex, let titles = dataReader.sectionIndexTitles else {
      return Metrics.sectionIndexWidth
    }
    // Measured once per set of titles and screen: cells ask for it on every layout.
    if let measuredSectionIndexWidth { return measuredSectionIndexWidth }
    let measurer = screen.textMeasurer
    let widest =
      titles.lazy.filter { $0 != Self.indexSearch }
      .map { measurer.size(of: $0, font: Metrics.sectionIndexFont).width }.max() ?? 0
    let width = max(Metrics.sectionIndexWidth, (widest + 6).rounded(.up))
    measuredSectionIndexWidth = width
    return width
  }

  /// The room a cell's content keeps free on its trailing side for the index: the column's
  /// width where cells run under it (plain and grouped), and in an inset grouped table only
  /// what the column needs beyond the margin beside the cards (nothing for the standard 15
  /// points in a 16-point margin). Zero without an index.
  var sectionIndexContentInset: CGFloat {
    guard isShowingSectionIndex else { return 0 }
    return max(0, sectionIndexColumnWidth - sectionInset)
  }

  /// Asks the data source for the section index titles again, as UIKit's
  /// `reloadSectionIndexTitles()`: the index changes without reloading any row.
  public func reloadSectionIndexTitles() {
    readSectionIndexTitles()
    setNeedsLayout()
  }

  /// Reads the index titles from the data source.
  func readSectionIndexTitles() {
    if dataReader.readSectionIndexTitles() { measuredSectionIndexWidth = nil }
  }

  func layoutSectionIndex() {
    sectionIndexView.titles = isShowingSectionIndex ? dataReader.sectionIndexTitles ?? [] : []
    sectionIndexView.frame = sectionIndexFrame
  }

  /// Scrolls to the section that the data source names for the index entry under `y` (view
  /// coordinates); the index tracks touches and drags through it.
  /// - Returns: The section jumped to, or nil when `y` is over no entry.
  @discardableResult
  func jumpToSectionIndexEntry(atViewY y: CGFloat) -> Int? {
    guard isShowingSectionIndex,
      let entry = sectionIndexView.entryIndex(atY: y - sectionIndexView.frame.minY)
    else { return nil }
    return jumpToSectionIndexEntry(entry)
  }

  /// Scrolls to the section that the data source names for the index title at `entry`.
  /// - Returns: The section jumped to, or nil when there is no such entry or section.
  @discardableResult
  func jumpToSectionIndexEntry(_ entry: Int) -> Int? {
    guard let titles = dataReader.sectionIndexTitles, titles.indices.contains(entry) else {
      return nil
    }
    let section = dataReader.section(forSectionIndexTitle: titles[entry], at: entry)
    guard section >= 0, section < layout.numberOfSections else { return nil }
    // The section's header goes to the top; past the end the content stays within range. With
    // estimated heights, what will show there is measured first, so that both hold exactly.
    measureEstimatedItems(showing: IndexPath(row: NSNotFound, section: section), at: .top)
    let target = contentOffsetY(puttingContentYUnderTheBars: layout.rectForSection(section).minY)
    contentOffset = CGPoint(x: contentOffset.x, y: target)
    return section
  }

  /// The content offset (clamped) that puts content `y` just below the bars over the table.
  ///
  /// A large title's band (and a search bar under it) is part of `adjustedContentInset` but
  /// collapses as the content scrolls past the top: below the top, the bars end at the title
  /// row, `largeTitleInset` higher than the inset says. Counting the inset alone would leave
  /// the content that much short, 52 points under a large title, 104 with a search bar too.
  func contentOffsetY(puttingContentYUnderTheBars y: CGFloat) -> CGFloat {
    let expanded = clampedContentOffsetY(y - adjustedContentInset.top)
    guard largeTitleInset > 0, expanded > minimumContentOffsetY else { return expanded }
    return clampedContentOffsetY(y - adjustedContentInset.top + largeTitleInset)
  }
}
