import Foundation

/// One end of a selection, as its grab handle moves it: the start (its knob on top) or the end
/// (its knob below), in text order.
enum SelectionEnd: Hashable, Sendable {
  case start
  case end
}

/// A text that shows selection grab handles and the edit menu: a text field's own line, or a
/// text view's paragraphs (through its editor, which takes their pointers). The shared part,
/// `TextSelectionChrome`, works through this.
@MainActor
protocol TextSelectionHost: Responder {
  /// The view that takes the text's pointers and draws it; the rects below are in its
  /// coordinates.
  var selectionInputView: View { get }
  /// The line-high rects where the selection starts and where it ends, in text order; nil for
  /// a caret.
  var selectionEndRects: (start: CGRect, end: CGRect)? { get }
  /// The caret's line-high rect.
  var selectionCaretRect: CGRect { get }
  /// Counts every change of the text or the selection: a menu shown for one revision closes at
  /// the next.
  var selectionRevision: Int { get }
  /// The parts shared by text fields and text views: handles and the open menu.
  var selectionChrome: TextSelectionChrome { get }
  /// Moves one end of the selection to the text position nearest `point`, keeping the other
  /// and at least one character between them.
  func moveSelectionEnd(_ end: SelectionEnd, to point: CGPoint)
  /// The menu the delegate makes of the suggested commands, or nil for those commands.
  func delegateEditMenu(suggestedActions: [MenuElement]) -> Menu?
}

extension TextSelectionHost {
  /// The standard commands this text can perform now, in UIKit's menu order, as actions that
  /// perform them: Cut, Copy and Paste over a selection; Paste, Select and Select All at a
  /// caret (Delete is a command, but iOS's text menus do not list it).
  var suggestedEditActions: [Action] {
    let words = SystemStrings(for: selectionInputView)
    return StandardEditAction.menuOrder.filter { $0 != .delete && canPerformAction($0, withSender: nil) }
      .map { command in
        Action(
          title: command.title(in: words),
          identifier: Action.Identifier("com.apple.menu.standard-edit.\(command)")
        ) { [weak self] action in self?.perform(command, sender: action) }
      }
  }

  /// The menu to show: the delegate's, else the suggested commands.
  var editMenu: Menu {
    let suggested = suggestedEditActions
    return delegateEditMenu(suggestedActions: suggested) ?? Menu(children: suggested)
  }

  /// What the menu points at, in the input view's coordinates: the selection from its first
  /// line to its last with the handles' knobs, or the caret.
  var editMenuTarget: CGRect {
    guard let ends = selectionEndRects else { return selectionCaretRect }
    let knob = Metrics.selectionHandleKnobDiameter
    let union = ends.start.union(ends.end)
    return CGRect(
      x: union.minX, y: union.minY - knob, width: union.width, height: union.height + 2 * knob)
  }
}

extension TextSelectionHost {
  /// Opens the edit commands as a context menu at `point` (input coordinates), as a secondary
  /// click on a text does with a pointer on iPadOS: the selection stays when the click lands on
  /// it, else the caret moves there first (`placeCaret`). Nothing opens when no command applies.
  /// - Returns: Whether a menu opened.
  @discardableResult
  func presentContextEditMenu(at point: CGPoint, placeCaret: () -> Void) -> Bool {
    guard isFirstResponder || becomeFirstResponder() else { return false }
    if !selectionContains(point) { placeCaret() }
    selectionChrome.reset()
    let menu = editMenu
    guard !menu.displayGroups.isEmpty else { return false }
    let source = selectionInputView
    let opened = ButtonMenuView.present(
      menu, from: source,
      anchor: { [weak source] view in
        source.map { CGRect(origin: $0.convert(point, to: view), size: .zero) } ?? .zero
      },
      report: { Window.reportWithoutWindow($0) },
      choose: { [weak self] action in action.perform(sender: self as Any) },
      didClose: { _ in }, noun: "text")
    return opened != nil
  }

  /// Whether `point` lies on the selected text's lines, between its ends.
  private func selectionContains(_ point: CGPoint) -> Bool {
    guard let ends = selectionEndRects else { return false }
    if ends.start.minY == ends.end.minY {
      let left = min(ends.start.minX, ends.end.minX)
      let right = max(ends.start.minX, ends.end.minX)
      return point.y >= ends.start.minY && point.y < ends.start.maxY && point.x >= left
        && point.x <= right
    }
    // Several lines: the first from its start on, the last up to its end, all of those between.
    if point.y < ends.start.minY || point.y >= ends.end.maxY { return false }
    if point.y < ends.start.maxY { return isRightToLeftText ? point.x <= ends.start.minX : point.x >= ends.start.minX }
    if point.y >= ends.end.minY { return isRightToLeftText ? point.x >= ends.end.minX : point.x <= ends.end.minX }
    return true
  }

  private var isRightToLeftText: Bool { selectionInputView.isRightToLeft }
}
