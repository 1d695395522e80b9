import Foundation

/// Asked before a text view's editing begins, ends and its text changes, and told when they
/// did, as UIKit's `UITextViewDelegate` (which is also its scroll delegate). Every method has
/// a default.
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
  /// Whether editing may begin; true by default.
  func textViewShouldBeginEditing(_ textView: TextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: TextView)
  /// Whether editing may end; true by default.
  func textViewShouldEndEditing(_ textView: TextView) -> Bool
  /// Editing ended.
  func textViewDidEndEditing(_ textView: TextView)
  /// Whether the user's edit may replace `range` (UTF-16 units) with `text`; true by default.
  func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  /// The user changed the text (not called when code sets `text`).
  func textViewDidChange(_ textView: TextView)
  /// The selection (or the caret) moved.
  func textViewDidChangeSelection(_ textView: TextView)
  /// The edit menu to show for the text in `range` (UTF-16 units) instead of
  /// `suggestedActions` (the standard commands that apply now), as UIKit's iOS 16 method; nil,
  /// the default, shows the suggested ones.
  func textView(
    _ textView: TextView, editMenuForTextIn range: NSRange, suggestedActions: [MenuElement]
  ) -> Menu?
}

extension TextViewDelegate {
  /// True.
  public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: TextView) {}
  /// True.
  public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: TextView) {}
  /// True.
  public func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: TextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: TextView) {}
  /// Nil: the suggested commands.
  public func textView(
    _ textView: TextView, editMenuForTextIn range: NSRange, suggestedActions: [MenuElement]
  ) -> Menu? { nil }
}

/// The text container of a text view, as the part of UIKit's `NSTextContainer` code sets.
@preconcurrency @MainActor
public final class TextContainer {
  /// The space at each end of every line, inside `textContainerInset`; 5 by default, as
  /// UIKit's.
  public var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textLayoutDidChange() } }
  /// The text view that lays out in it.
  weak var owner: TextView?
}
