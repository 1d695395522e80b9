import Foundation

extension BarButtonItem {
  /// The label assistive technology reads: the one assigned, else the title, else the system
  /// item's name as UIKit gives it for the glyphs (the trash can reads "Delete").
  var effectiveAccessibilityLabel: String? {
    if let accessibilityLabel { return accessibilityLabel }
    if let title, !title.isEmpty { return title }
    switch systemItem {
    case .add: return "Add"
    case .trash: return "Delete"
    case .done, .cancel, .edit, .save, nil: return nil
    }
  }
}
