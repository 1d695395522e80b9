import Foundation

extension BarButtonItem {
  /// Room that grows to share a toolbar's free width, as UIKit's `flexibleSpace()`: one
  /// before and one after an item centres it; one between two items pushes them to the edges.
  public static func flexibleSpace() -> BarButtonItem {
    BarButtonItem(systemItem: .flexibleSpace)
  }

  /// Room `width` points wide between toolbar items, as UIKit's `fixedSpace(_:)`. A negative
  /// or non-finite width counts as 0.
  public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
    let item = BarButtonItem(systemItem: .fixedSpace)
    item.width = width.isFinite ? max(0, width) : 0
    return item
  }

  /// Creates a system item with no action, as UIKit's `init(barButtonSystemItem:target:action:)`
  /// with a nil target (how spaces are usually made).
  public convenience init(barButtonSystemItem systemItem: SystemItem) {
    self.init(systemItem: systemItem, primaryAction: nil)
  }

  /// Whether the item is room between others rather than a button.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
