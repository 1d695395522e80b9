import Foundation

@testable import TableKit

/// Compares every query of a `TableLayout` with the naive model.
///
/// - Returns: nil when all answers agree, otherwise the first disagreement, spelled out.
func firstDisagreement(
  _ layout: TableLayout, _ model: NaiveTableLayout, random: inout SeededGenerator
) -> String? {
  if let broken = layout.sections.brokenInvariant() { return "section tree: \(broken)" }
  guard layout.numberOfSections == model.sections.count else {
    return "numberOfSections \(layout.numberOfSections)"
  }
  guard layout.contentHeight == model.contentHeight else {
    return "contentHeight \(layout.contentHeight), expected \(model.contentHeight)"
  }
  guard layout.rectForTableHeader == model.rect(0, model.tableHeader),
    layout.rectForTableFooter
      == model.rect(model.contentHeight - model.tableFooter, model.tableFooter)
  else { return "table header or footer rect" }

  // Rects of every section and row, and of invalid ones.
  for section in -1...model.sections.count {
    let rows = model.sections.indices.contains(section) ? model.sections[section].rows.count : 0
    guard layout.numberOfRows(inSection: section) == rows else {
      return "numberOfRows(inSection: \(section))"
    }
    guard layout.rectForSection(section) == model.rectForSection(section) else {
      return "rectForSection(\(section)) = \(layout.rectForSection(section))"
    }
    guard layout.rectForHeader(inSection: section) == model.rectForHeader(section),
      layout.rectForFooter(inSection: section) == model.rectForFooter(section)
    else { return "header or footer rect of section \(section)" }
    for row in -1...rows {
      let indexPath = IndexPath(row: row, section: section)
      guard layout.rectForRow(at: indexPath) == model.rectForRow(indexPath) else {
        return "rectForRow(at: \(indexPath)) = \(layout.rectForRow(at: indexPath))"
      }
    }
  }
  for odd in [IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0])] {
    guard layout.rectForRow(at: odd) == .zero else { return "rectForRow(at: \(odd)) not zero" }
  }

  // Points: every boundary, one ulp either side, inside and outside the width.
  var offsets = model.interestingOffsets
  if offsets.count > 120 {
    offsets = (0..<120).compactMap { _ in offsets.randomElement(using: &random) }
  }
  for y in offsets {
    let xs = [0, model.width / 2, model.width, -0.5]
    for x in [xs[Int.random(in: 0..<2, using: &random)], xs[Int.random(in: 2..<4, using: &random)]]
    {
      let point = CGPoint(x: x, y: y)
      guard layout.indexPathForRow(at: point) == model.indexPathForRow(at: point) else {
        return
          "indexPathForRow(at: \(point)) = \(String(describing: layout.indexPathForRow(at: point)))"
      }
    }
  }

  // Rects between random boundaries, and random ones.
  for probe in 0..<16 {
    var minY = offsets.randomElement(using: &random) ?? 0
    var maxY = offsets.randomElement(using: &random) ?? 0
    if Bool.random(using: &random) { maxY = minY + Double(Int.random(in: 0...100, using: &random)) }
    if Int.random(in: 0..<8, using: &random) == 0 { swap(&minY, &maxY) }
    let rect = CGRect(x: 0, y: minY, width: 10, height: maxY - minY)
    let expected = model.indexPathsForRows(in: rect)
    guard layout.indexPathsForRows(in: rect) == expected else {
      return
        "indexPathsForRows(in: \(rect)) = \(layout.indexPathsForRows(in: rect)), "
        + "expected \(expected)"
    }
    var visited: [IndexPath] = []
    var framesAgree = true
    layout.forEachRow(intersecting: rect) { indexPath, frame in
      visited.append(indexPath)
      framesAgree = framesAgree && frame == model.rectForRow(indexPath)
    }
    guard visited == expected, framesAgree else {
      return "forEachRow(intersecting: \(rect)) visited \(visited), frames agree: \(framesAgree)"
    }
    let sequence = layout.rows(intersecting: rect)
    guard sequence.firstIndexPath == expected.first, sequence.lastIndexPath == expected.last,
      sequence.isEmpty == expected.isEmpty
    else { return "rows(intersecting: \(rect)) bounds" }
    let expectedSections = model.sections(intersecting: rect)
    guard Array(layout.sections(intersecting: rect)) == expectedSections else {
      return
        "sections(intersecting: \(rect)) = \(layout.sections(intersecting: rect)), "
        + "expected \(expectedSections)"
    }
    guard layout.sectionsWithVisibleHeaders(in: rect) == model.sectionsWithVisibleHeaders(in: rect),
      layout.sectionsWithVisibleFooters(in: rect) == model.sectionsWithVisibleFooters(in: rect)
    else { return "sections with visible headers or footers in \(rect)" }
    for section in -1...model.sections.count where probe % 3 == 0 {
      guard
        layout.floatingHeaderFrame(inSection: section, visibleRect: rect)
          == model.floatingHeaderFrame(section, visible: rect)
      else {
        return
          "floatingHeaderFrame(inSection: \(section), visibleRect: \(rect)) = "
          + "\(layout.floatingHeaderFrame(inSection: section, visibleRect: rect))"
      }
      guard
        layout.floatingFooterFrame(inSection: section, visibleRect: rect)
          == model.floatingFooterFrame(section, visible: rect)
      else {
        return
          "floatingFooterFrame(inSection: \(section), visibleRect: \(rect)) = "
          + "\(layout.floatingFooterFrame(inSection: section, visibleRect: rect))"
      }
    }
  }
  for rect in [CGRect.null, .infinite, .zero] {
    guard layout.indexPathsForRows(in: rect) == model.indexPathsForRows(in: rect) else {
      return "indexPathsForRows(in: \(rect))"
    }
  }
  return nil
}
