import Foundation

/// The section index, as UIKit's: one adjustable element, "Table index", whose value is the
/// title of the section at the top; swiping up or down (increment, decrement) jumps to the next
/// or previous title's section.
struct SectionIndexAccessibility: AccessibilityBehavior {
  let index: SectionIndexView

  var isElement: Bool { true }
  var label: String? { "Table index" }
  var traits: AccessibilityTraits { .adjustable }

  var value: String? {
    guard let entry = currentEntry else { return nil }
    return index.titles[entry]
  }

  func increment() { jump(by: 1) }
  func decrement() { jump(by: -1) }

  /// The entry whose section is the last to start at or above the first section on screen.
  private var currentEntry: Int? {
    guard let table = index.table, let titles = table.dataReader.sectionIndexTitles,
      !titles.isEmpty
    else { return nil }
    let top = table.indexPathsForVisibleRows?.first?.section ?? 0
    var current = 0
    for (entry, title) in titles.enumerated() {
      let section = table.dataReader.section(forSectionIndexTitle: title, at: entry)
      if section <= top { current = entry } else { break }
    }
    return current
  }

  private func jump(by step: Int) {
    guard let table = index.table, let entry = currentEntry else { return }
    table.jumpToSectionIndexEntry(entry + step)
    table.layoutIfNeeded()
  }
}

/// A header or footer view, as `UITableViewHeaderFooterView`: one element reading its labels;
/// a header is a `.header`, so that the rotor's Headings move between sections.
struct HeaderFooterAccessibility: AccessibilityBehavior {
  let view: TableViewHeaderFooterView

  var isElement: Bool { label != nil }

  var label: String? {
    let labels = view.contentView.accessibilityLabelsOfDescendants()
    return labels.isEmpty ? nil : labels.joined(separator: ", ")
  }

  var traits: AccessibilityTraits {
    guard let table = view.superview as? TableView,
      table.realizer.visibleHeaders.values.contains(where: { $0 === view })
    else { return .staticText }
    return .header
  }
}
