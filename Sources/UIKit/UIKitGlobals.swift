import Foundation

// UIKit's global constants (nonisolated, as UIKit's are), and the Swift 4.1 names that Swift 4.2 nested (`UITableViewCellStyle`
// became `UITableViewCell.CellStyle`); older table code still spells them so.

/// UIKit's `UITableViewAutomaticDimension`: `TableView.automaticDimension`.
public let UITableViewAutomaticDimension = TableView.automaticDimension
/// UIKit's `UIViewNoIntrinsicMetric`: `View.noIntrinsicMetric`.
public let UIViewNoIntrinsicMetric = View.noIntrinsicMetric
/// UIKit's `UILayoutFittingCompressedSize`: `View.layoutFittingCompressedSize`.
public let UILayoutFittingCompressedSize = View.layoutFittingCompressedSize
/// UIKit's `UILayoutFittingExpandedSize`: `View.layoutFittingExpandedSize`.
public let UILayoutFittingExpandedSize = View.layoutFittingExpandedSize

/// Swift 4.1's `UITableViewStyle`: `TableView.Style`.
public typealias UITableViewStyle = TableView.Style
/// Swift 4.1's `UITableViewRowAnimation`: `TableView.RowAnimation`.
public typealias UITableViewRowAnimation = RowAnimation
/// Swift 4.1's `UITableViewScrollPosition`: `TableView.ScrollPosition`.
public typealias UITableViewScrollPosition = TableView.ScrollPosition
/// Swift 4.1's `UITableViewCellStyle`: `TableViewCell.CellStyle`.
public typealias UITableViewCellStyle = TableViewCell.CellStyle
/// Swift 4.1's `UITableViewCellAccessoryType`: `TableViewCell.AccessoryType`.
public typealias UITableViewCellAccessoryType = TableViewCell.AccessoryType
/// Swift 4.1's `UITableViewCellSelectionStyle`: `TableViewCell.SelectionStyle`.
public typealias UITableViewCellSelectionStyle = TableViewCell.SelectionStyle
/// Swift 4.1's `UITableViewCellEditingStyle`: `TableViewCell.EditingStyle`.
public typealias UITableViewCellEditingStyle = TableViewCell.EditingStyle
/// Swift 4.1's `UITableViewCellSeparatorStyle`: `TableView.SeparatorStyle`.
public typealias UITableViewCellSeparatorStyle = TableView.SeparatorStyle
/// Swift 4.1's `UIControlEvents`: `Control.Event`.
public typealias UIControlEvents = Control.Event
/// Swift 4.1's `UIAlertControllerStyle`: `AlertController.Style`.
public typealias UIAlertControllerStyle = AlertController.Style
/// Swift 4.1's `UIAlertActionStyle`: `AlertAction.Style`.
public typealias UIAlertActionStyle = AlertAction.Style
/// Swift 4.1's `UIBarButtonSystemItem`: `BarButtonItem.SystemItem`.
public typealias UIBarButtonSystemItem = BarButtonItem.SystemItem
/// Swift 4.1's `UIBarButtonItemStyle`: `BarButtonItem.Style`.
public typealias UIBarButtonItemStyle = BarButtonItem.Style
/// Swift 4.1's `UIFontWeight`: `Font.Weight`.
public typealias UIFontWeight = Font.Weight
/// Swift 4.1's `UIFontTextStyle`: `Font.TextStyle`.
public typealias UIFontTextStyle = Font.TextStyle
/// Swift 4.1's `NSLayoutAttribute`: `LayoutConstraint.Attribute`.
public typealias NSLayoutAttribute = LayoutConstraint.Attribute
/// Swift 4.1's `NSLayoutRelation`: `LayoutConstraint.Relation`.
public typealias NSLayoutRelation = LayoutConstraint.Relation
/// Swift 4.1's `UILayoutConstraintAxis`: `LayoutConstraint.Axis`.
public typealias UILayoutConstraintAxis = LayoutConstraint.Axis
/// Swift 4.1's `NSLayoutFormatOptions`: `LayoutConstraint.FormatOptions`.
public typealias NSLayoutFormatOptions = LayoutConstraint.FormatOptions
/// Swift 4.1's `UIViewContentMode`: `ContentMode`.
public typealias UIViewContentMode = ContentMode
/// Swift 4.1's `UIViewAnimationOptions`: `View.AnimationOptions`.
public typealias UIViewAnimationOptions = View.AnimationOptions
/// Swift 4.1's `UIViewAutoresizing`: `View.AutoresizingMask`.
public typealias UIViewAutoresizing = View.AutoresizingMask
/// Swift 4.1's `UIControlState`: `Control.State`.
public typealias UIControlState = Control.State
/// Swift 4.1's `UIButtonType`: `Button.ButtonType`.
public typealias UIButtonType = Button.ButtonType
/// Swift 4.1's `UIStackViewDistribution`: `StackView.Distribution`.
public typealias UIStackViewDistribution = StackView.Distribution
/// Swift 4.1's `UIStackViewAlignment`: `StackView.Alignment`.
public typealias UIStackViewAlignment = StackView.Alignment
/// Swift 4.1's `UITableViewCellStateMask`: `TableViewCell.StateMask`.
public typealias UITableViewCellStateMask = TableViewCell.StateMask
/// Swift 4.1's `UIContextualActionStyle`: `ContextualAction.Style`.
public typealias UIContextualActionStyle = ContextualAction.Style
/// Swift 4.1's `UITableViewRowActionStyle`: `TableViewRowAction.Style`.
public typealias UITableViewRowActionStyle = TableViewRowAction.Style
/// Swift 4.1's `UIActivityIndicatorViewStyle`: `ActivityIndicatorView.Style`.
public typealias UIActivityIndicatorViewStyle = ActivityIndicatorView.Style
/// Swift 4.1's `UIProgressViewStyle`: `ProgressView.Style`.
public typealias UIProgressViewStyle = ProgressView.Style
/// Swift 4.1's `UIScrollViewKeyboardDismissMode`: `KeyboardDismissMode`.
public typealias UIScrollViewKeyboardDismissMode = KeyboardDismissMode
/// Swift 4.1's `UITextBorderStyle`: `TextField.BorderStyle`.
public typealias UITextBorderStyle = TextField.BorderStyle
/// Swift 4.1's `UITextFieldViewMode`: `TextField.ViewMode`.
public typealias UITextFieldViewMode = TextField.ViewMode

/// UIKit's `UIReturnKeyType` (a top-level type in UIKit): `TextField.ReturnKeyType`.
public typealias UIReturnKeyType = TextField.ReturnKeyType
/// UIKit's `UIModalTransitionStyle` (a top-level type in UIKit):
/// `ViewController.ModalTransitionStyle`.
public typealias UIModalTransitionStyle = ViewController.ModalTransitionStyle

/// UIKit's `UIEdgeInsetsZero` (Swift 4.2 spells it `UIEdgeInsets.zero`).
public let UIEdgeInsetsZero = EdgeInsets.zero

/// UIKit's `UIEdgeInsetsMake(_:_:_:_:)` (Swift 4.2 spells it
/// `UIEdgeInsets(top:left:bottom:right:)`).
public func UIEdgeInsetsMake(
  _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
) -> EdgeInsets {
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
