import Foundation

/// A scrolling, multi-line, editable text, as UIKit's `UITextView`. It becomes first responder
/// on a tap or `becomeFirstResponder()`, and then takes keys, text and the input method's
/// composition as a text field does (the same on-screen keyboard and input traits), with line
/// breaks, the caret moving up and down by line, and selections across lines
/// (`TextView+Input.swift`).
///
/// The text wraps at the text container's width (the view's, less `textContainerInset` and
/// the container's `lineFragmentPadding`) and scrolls, keeping the caret in view. With
/// `isScrollEnabled` false it does not scroll but sizes to its text: its
/// `intrinsicContentSize` is the text's height, the growing-cell idiom
/// (`invalidateIntrinsicContentSize()` in `textViewDidChange(_:)`, then the table's
/// `beginUpdates()`/`endUpdates()`).
///
/// Lines are measured a paragraph at a time when they show (`TextViewLayout`): a 10 MB text
/// opens and takes keystrokes without measuring what is off screen.
@preconcurrency @MainActor
open class TextView: ScrollView {
  // MARK: - Content

  /// The text; setting it puts the caret at the end and does not call the delegate, as in
  /// UIKit. Reading joins the paragraphs (O(n)).
  public var text: String! {
    get { storage.string }
    set {
      storage.setText(newValue ?? "")
      textDidChange()
    }
  }

  /// The font of the text; nil (UIKit's default) is the 12-point system font.
  public var font: Font? {
    didSet {
      restyleRuns(.font, to: resolvedFont)
      textLayoutDidChange()
    }
  }
  /// The color of the text; nil is `.label`.
  public var textColor: Color? {
    didSet { restyleRuns(.foregroundColor, to: textColor ?? .label) }
  }
  /// How lines line up in the container; `.natural` follows the text's direction.
  public var textAlignment: TextAlignment = .natural
  /// Whether the user may change the text; a text view that is not editable but selectable
  /// still takes a selection and copies.
  public var isEditable = true {
    didSet { editor.isEnabled = isEditable || isSelectable }
  }
  /// Whether the user may select the text (and place the caret).
  public var isSelectable = true {
    didSet { editor.isEnabled = isEditable || isSelectable }
  }
  /// The space between the view's edges and the text container; UIKit's default is 8 points
  /// above and below, none at the sides (the container's line fragment padding adds 5).
  public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textLayoutDidChange() }
  }
  /// The text container: its `lineFragmentPadding`.
  public let textContainer = TextContainer()
  /// Asked before edits and told of them; also the scroll delegate, as in UIKit.
  public weak var delegate: (any TextViewDelegate)?

  /// The scroll callbacks go to the text view's delegate, else to `scrollViewDelegate`.
  open override var scrollCallbackDelegate: (any ScrollViewDelegate)? {
    delegate ?? scrollViewDelegate
  }

  /// The selection in UTF-16 units of the text, as UIKit's `selectedRange`; setting it moves
  /// the selection (clamped to the text).
  public var selectedRange: NSRange {
    get {
      let lower = storage.utf16Offset(of: storage.selection.lower)
      let upper = storage.utf16Offset(of: storage.selection.upper)
      return NSRange(location: lower, length: upper - lower)
    }
    set {
      let lower = storage.position(atUTF16: max(0, newValue.location))
      let upper = storage.position(atUTF16: max(0, newValue.location) + max(0, newValue.length))
      storage.select(from: lower, to: upper)
      selectionDidChange()
    }
  }

  /// Whether the text scrolls; off, the view sizes to its text (see the type's notes).
  open override var isScrollEnabled: Bool {
    didSet {
      guard isScrollEnabled != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }

  /// The keyboard and input settings (`keyboardType`, `returnKeyType` …), as a text field's.
  public var inputTraits: TextInputTraits {
    get { editor.inputTraits }
    set { editor.inputTraits = newValue }
  }

  // MARK: - State

  /// The text, selection and marked text.
  var storage = TextViewText() {
    didSet { selectionRevision &+= 1 }
  }
  /// Counts the changes of `storage`: an edit menu opened for one closes at the next.
  private(set) var selectionRevision = 0
  /// The selection's grab handles and edit menu.
  let selectionChrome = TextSelectionChrome()
  /// Where the lines go, made on first layout.
  var lines: TextViewLayout?
  /// The view that takes the input and draws the visible lines, kept over the visible part.
  let editor = TextViewEditor()
  /// The x the caret keeps while moving up and down, so that a short line does not pull it
  /// left for good.
  var goalX: CGFloat?
  /// The typing attributes the app set, until the selection moves.
  var typingStyleOverride: TextViewStyle?
  /// The pointer pressing the text, if any.
  var press: TextViewPress?
  /// A finger's long press and the loupe it brings up (`TextView+Loupe.swift`).
  var loupePress = TextLoupePress()
  /// The last press: when, where (editor coordinates) and which of a run of presses it was.
  var lastPress: (time: TimeInterval, location: CGPoint, count: Int)?

  /// Creates an empty, editable text view.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    textContainer.owner = self
    editor.textView = self
    addSubview(editor)
  }

  /// The font in use.
  var resolvedFont: Font { font ?? .systemFont(ofSize: 12) }

  /// The left of the text lines in the view's content, and their width.
  var lineArea: (x: CGFloat, width: CGFloat) {
    let padding = textContainer.lineFragmentPadding
    return (
      textContainerInset.left + padding,
      max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * padding)
    )
  }

  /// The layout at the current width and font, made or updated.
  var currentLines: TextViewLayout {
    let width = lineArea.width
    if let lines {
      lines.configure(
        font: resolvedFont, width: width, measurer: screen.textMeasurer, text: storage)
      return lines
    }
    let made = TextViewLayout(
      font: resolvedFont, width: width, measurer: screen.textMeasurer, text: storage)
    lines = made
    return made
  }

  // MARK: - Layout

  /// Sizes the content to the text and keeps the editor over the visible part.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateContentSize()
    placeEditor()
  }

  /// Sizes the content to the text's lines (estimated for paragraphs not measured yet).
  private func updateContentSize() {
    let layout = currentLines
    if !isScrollEnabled { layout.measureAll(storage) }
    let height =
      textContainerInset.top + CGFloat(layout.lineCount) * layout.lineHeight
      + textContainerInset.bottom
    let size = CGSize(width: bounds.width, height: height)
    if contentSize != size { contentSize = size }
  }

  /// The editor follows the scrolling.
  open override func contentOffsetDidChange() {
    super.contentOffsetDidChange()
    placeEditor()
  }

  private func placeEditor() {
    let frame = CGRect(origin: contentOffset, size: bounds.size)
    if editor.frame != frame { editor.frame = frame }
  }

  /// With scrolling off, the text's height at the view's width (and no width of its own);
  /// with scrolling on, none, as UIKit's.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return super.intrinsicContentSize }
    return CGSize(width: View.noIntrinsicMetric, height: fittingHeight(forWidth: bounds.width))
  }

  /// The height the text takes at `width`, insets included.
  public func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    let padding = textContainer.lineFragmentPadding
    let lineWidth =
      width > 0
      ? max(1, width - textContainerInset.left - textContainerInset.right - 2 * padding)
      : .greatestFiniteMagnitude
    let layout =
      abs(lineWidth - lineArea.width) < 0.5
      ? currentLines
      : TextViewLayout(
        font: resolvedFont, width: lineWidth, measurer: screen.textMeasurer, text: storage)
    layout.measureAll(storage)
    return textContainerInset.top + CGFloat(layout.lineCount) * layout.lineHeight
      + textContainerInset.bottom
  }

  /// The size that fits the text within `size`'s width, as UIKit's `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: fittingHeight(forWidth: size.width))
  }

  /// The font, insets or padding changed: the lines are measured again.
  func textLayoutDidChange() {
    lines?.reset(for: storage)
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The text changed: the changed paragraphs are measured again and the caret stays in view.
  func textDidChange() {
    if storage.replacedWhole {
      lines?.reset(for: storage)
    } else if storage.lastChange != nil {
      lines?.apply(storage)
    }
    storage.forgetChanges()
    goalX = nil
    if !isScrollEnabled { invalidateIntrinsicContentSize() }
    setNeedsLayout()
    // The content's size first, so that the caret can be scrolled to at once.
    if bounds.width > 0 { updateContentSize() }
    scrollCaretVisible()
  }

  /// The selection moved: the delegate hears it and the caret stays in view.
  func selectionDidChange() {
    typingStyleOverride = nil
    scrollCaretVisible()
    delegate?.textViewDidChangeSelection(self)
  }

  // MARK: - Responder

  /// Whether the text view is being edited.
  open override var isFirstResponder: Bool { editor.isFirstResponder }
  /// A text view can become first responder while editable or selectable.
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// Starts editing, asking the delegate, as UIKit's.
  /// - Returns: Whether the text view is first responder now.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    return editor.becomeFirstResponder()
  }

  /// Ends editing unless the delegate refuses.
  /// - Returns: Whether it resigned.
  @discardableResult
  open override func resignFirstResponder() -> Bool { editor.resignFirstResponder() }

  // MARK: - Geometry

  /// The rectangle of the caret at `position` in the view's content coordinates.
  func caretRect(at position: TextViewText.Position) -> CGRect {
    let layout = currentLines
    let paragraphLines = layout.lines(ofParagraph: position.paragraph, in: storage)
    let index = layout.lineIndex(of: position, in: storage)
    let line = paragraphLines[index]
    let y =
      textContainerInset.top
      + CGFloat(layout.firstLine(ofParagraph: position.paragraph) + index) * layout.lineHeight
    let x = lineOrigin(of: line) + layout.x(of: position.offset, in: line)
    return CGRect(x: x, y: y, width: Metrics.textFieldCaretWidth, height: layout.lineHeight)
  }

  /// Where `line` starts in the content, as `textAlignment` places it.
  func lineOrigin(of line: TextViewLayout.Line) -> CGFloat {
    let area = lineArea
    let alignment: TextAlignment =
      switch textAlignment {
      case .natural: isRightToLeft ? .right : .left
      default: textAlignment
      }
    switch alignment {
    case .right: return area.x + max(0, area.width - line.width)
    case .center: return area.x + max(0, (area.width - line.width) / 2)
    default: return area.x
    }
  }

  /// The text position nearest `point` in the view's content coordinates.
  func position(at point: CGPoint) -> TextViewText.Position {
    let layout = currentLines
    let row = Int(((point.y - textContainerInset.top) / max(1, layout.lineHeight)).rounded(.down))
    let clampedRow = min(max(0, row), max(0, layout.lineCount - 1))
    let (paragraph, lineIndex) = layout.paragraph(containingLine: clampedRow)
    let paragraphLines = layout.lines(ofParagraph: paragraph, in: storage)
    let line = paragraphLines[min(lineIndex, paragraphLines.count - 1)]
    var offset = layout.offset(nearestX: point.x - lineOrigin(of: line), in: line)
    // The caret at a wrapped line's end stays on that line: before the next line's start.
    if lineIndex + 1 < paragraphLines.count, offset >= paragraphLines[lineIndex + 1].start {
      offset = paragraphLines[lineIndex + 1].start - 1
    }
    return TextViewText.Position(paragraph: paragraph, offset: offset)
  }

  /// Scrolls so that the caret shows, when the view scrolls.
  func scrollCaretVisible() {
    guard isScrollEnabled, bounds.height > 0 else { return }
    let caret = caretRect(at: storage.caret)
    let visibleTop = contentOffset.y
    let visibleBottom = visibleTop + bounds.height
    if caret.minY < visibleTop {
      contentOffset = CGPoint(x: contentOffset.x, y: max(0, caret.minY - textContainerInset.top))
    } else if caret.maxY > visibleBottom {
      let bottom = caret.maxY + textContainerInset.bottom - bounds.height
      contentOffset = CGPoint(x: contentOffset.x, y: max(0, bottom))
    }
  }
}
