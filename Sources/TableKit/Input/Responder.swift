import Foundation

/// An object that can respond to events, as UIKit's `UIResponder`: the root of views and view
/// controllers. `next` walks UIKit's responder chain (a view → its controller, when it is one's
/// view, else its superview; a controller → its view's superview, or its presenter; … → the
/// window), and the first-responder calls work as UIKit's for every responder.
///
/// Text fields (and search bars through theirs) take keys when first responder; any other
/// responder that says it `canBecomeFirstResponder` takes the first-responder status from the
/// text field of its view tree, but TableKit does not send it keys (the table's keyboard focus
/// and the window's shortcuts keep them).
@preconcurrency @MainActor
open class Responder {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain, or nil at its end (the window). Subclasses override to
  /// change the chain.
  open var next: Responder? { nil }

  /// Whether this responder can become first responder; false by default, as in UIKit (text
  /// fields say true while enabled).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder gives up first-responder status when asked; true by default.
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder is the first responder.
  open var isFirstResponder: Bool { holdsFirstResponderStatus }

  /// Set while a responder other than a text field holds the status.
  var holdsFirstResponderStatus = false

  /// Makes this responder the first responder, when it `canBecomeFirstResponder` and the text
  /// field that holds the status (in the same view tree) resigns.
  /// - Returns: Whether it is first responder now.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if isFirstResponder { return true }
    if let root = rootViewForFirstResponder,
      let field = TextField.firstResponder(in: root, includingHidden: true)
    {
      guard field.resignFirstResponder() else { return false }
    }
    holdsFirstResponderStatus = true
    return true
  }

  /// Gives up first-responder status, unless `canResignFirstResponder` says no.
  /// - Returns: Whether it is no longer first responder (true when it was not).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    holdsFirstResponderStatus = false
    return true
  }

  // MARK: - Standard edit actions (UIKit's UIResponderStandardEditActions)

  /// Whether this responder can perform `action` now, as UIKit's
  /// `canPerformAction(_:withSender:)`. Text fields and text views answer from their
  /// selection, their text and the clipboard; any other responder asks the next one (false at
  /// the end of the chain). A subclass overrides this to refuse a command or to offer its own.
  open func canPerformAction(_ action: StandardEditAction, withSender sender: Any?) -> Bool {
    if let editing = self as? StandardEditing { return editing.canPerformStandardAction(action) }
    return next?.canPerformAction(action, withSender: sender) ?? false
  }

  /// Copies the selection to the clipboard and removes it: a text field or text view does;
  /// other responders do nothing unless a subclass says what.
  open func cut(_ sender: Any?) { (self as? StandardEditing)?.performStandardAction(.cut) }
  /// Copies the selection to the clipboard (text fields and text views).
  open func copy(_ sender: Any?) { (self as? StandardEditing)?.performStandardAction(.copy) }
  /// Puts the clipboard's text in place of the selection (text fields and text views).
  open func paste(_ sender: Any?) { (self as? StandardEditing)?.performStandardAction(.paste) }
  /// Removes the selection without copying it (text fields and text views).
  open func delete(_ sender: Any?) { (self as? StandardEditing)?.performStandardAction(.delete) }
  /// Selects the word at the caret (text fields and text views); chosen from the edit menu, the
  /// new selection shows its handles and its menu.
  open func select(_ sender: Any?) {
    (self as? StandardEditing)?.performStandardAction(.select, fromMenu: sender is Action)
  }
  /// Selects everything (text fields and text views); chosen from the edit menu, the new
  /// selection shows its handles and its menu.
  open func selectAll(_ sender: Any?) {
    (self as? StandardEditing)?.performStandardAction(.selectAll, fromMenu: sender is Action)
  }

  /// Performs `action` by calling its method (`cut(_:)` for `.cut` …), as UIKit sends a
  /// chosen menu command to the responder.
  public func perform(_ action: StandardEditAction, sender: Any?) {
    switch action {
    case .cut: cut(sender)
    case .copy: copy(sender)
    case .paste: paste(sender)
    case .delete: delete(sender)
    case .select: select(sender)
    case .selectAll: selectAll(sender)
    }
  }

  /// The top of the view tree this responder is in, where one text field edits at a time.
  private var rootViewForFirstResponder: View? {
    var view: View? = (self as? View) ?? (self as? ViewController)?.viewIfLoaded
    while let parent = view?.superview { view = parent }
    return view
  }
}
