import Foundation

extension View {
  /// The labels a container without one of its own reads, as UIKit joins a cell's: those of
  /// the visible elements below this view in subview order (a label's text, a labelled image),
  /// each with its value, looking inside views that are not elements. A hidden view, or one
  /// whose elements are hidden, adds nothing.
  /// - Parameter excluded: Views left out with everything below them (a cell's accessory,
  ///   which it reads as its value).
  func accessibilityLabelsOfDescendants(excluding excluded: [View] = []) -> [String] {
    var labels: [String] = []
    for subview in subviews
    where !subview.isHidden && subview.alpha > 0 && !excluded.contains(where: { $0 === subview }) {
      if subview.isAccessibilityElement {
        let parts = [subview.accessibilityLabel, subview.accessibilityValue]
          .compactMap { $0 }.filter { !$0.isEmpty }
        if !parts.isEmpty { labels.append(parts.joined(separator: ", ")) }
      } else if !subview.accessibilityElementsHidden {
        labels += subview.accessibilityLabelsOfDescendants(excluding: excluded)
      }
    }
    return labels
  }
}
