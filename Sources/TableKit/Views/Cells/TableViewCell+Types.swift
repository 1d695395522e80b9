import Foundation

extension TableViewCell {
  /// The four standard layouts.
  public enum CellStyle: Sendable {
    /// An image and a left-aligned title.
    case `default`
    /// A title on the left and a gray detail right-aligned on the right.
    case value1
    /// A small blue title right-aligned in a left column, and a detail beside it; no image.
    case value2
    /// A title with a smaller gray detail under it.
    case subtitle
  }

  /// The standard accessories.
  public enum AccessoryType: Sendable {
    /// No accessory.
    case none
    /// A gray chevron: the row leads somewhere.
    case disclosureIndicator
    /// An info button (a separate tap target) followed by a chevron.
    case detailDisclosureButton
    /// A checkmark in the tint color.
    case checkmark
    /// An info button alone (iOS 7's `.detailButton`).
    case detailButton
  }

  /// How a cell looks when selected.
  public enum SelectionStyle: Sendable {
    /// No change.
    case none
    /// A blue background with white titles (the default, as documented).
    case blue
    /// A light gray background.
    case gray
    /// The standard look of iOS 7 and later: the light gray background, as `.gray`.
    case `default`
  }

  /// The editing control a row shows while the table edits.
  public enum EditingStyle: Sendable {
    /// No control.
    case none
    /// The red delete control.
    case delete
    /// The green insert control.
    case insert
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
