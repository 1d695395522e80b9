import Foundation

extension TableViewCell {
  /// The four standard layouts.
  public enum CellStyle: Int, Sendable {
    /// An image and a left-aligned title.
    case `default` = 0
    /// A title on the left and a gray detail right-aligned on the right.
    case value1 = 1
    /// A small blue title right-aligned in a left column, and a detail beside it; no image.
    case value2 = 2
    /// A title with a smaller gray detail under it.
    case subtitle = 3
  }

  /// The standard accessories.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none = 0
    /// A gray chevron: the row leads somewhere.
    case disclosureIndicator = 1
    /// An info button (a separate tap target) followed by a chevron.
    case detailDisclosureButton = 2
    /// A checkmark in the tint color.
    case checkmark = 3
    /// An info button alone (iOS 7's `.detailButton`).
    case detailButton = 4
  }

  /// How a cell looks when selected.
  public enum SelectionStyle: Int, Sendable {
    /// No change.
    case none = 0
    /// A blue background with white titles (the default, as documented).
    case blue = 1
    /// A light gray background.
    case gray = 2
    /// The standard look of iOS 7 and later: the light gray background, as `.gray`.
    case `default` = 3
  }

  /// The editing control a row shows while the table edits.
  public enum EditingStyle: Int, Sendable {
    /// No control.
    case none = 0
    /// The red delete control.
    case delete = 1
    /// The green insert control.
    case insert = 2
  }

  /// The states a cell passes through on its way into and out of editing, as UIKit's
  /// `UITableViewCell.StateMask`, given to `willTransition(to:)` and `didTransition(to:)`.
  public struct StateMask: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The editing control shows (the table edits and the row has an editing style).
    public static let showingEditControl = StateMask(rawValue: 1 << 0)
    /// The Delete confirmation button (or the swipe actions) shows.
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }

  /// Where UIKit nests the separator style (`UITableViewCell.SeparatorStyle`): the same type as
  /// the table's `separatorStyle`.
  public typealias SeparatorStyle = TableView.SeparatorStyle
}
