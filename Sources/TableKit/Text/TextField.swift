import Foundation

/// A one-line editable text, as UIKit's `UITextField`. It becomes first responder on a tap or
/// `becomeFirstResponder()`; while it is, keys and text events go to it first (see
/// `TextField+Input.swift`), a caret blinks on its clock in the tint color, and the host turns
/// on the platform's text input. The editing itself is a `TextEditingState`.
@preconcurrency @MainActor
open class TextField: Control {
  // MARK: - Content

  /// The text; setting it replaces the text, ends any composition and puts the caret at the
  /// end. Reading gives "" for an empty field, as UIKit does.
  public var text: String? {
    get { editing.text }
    set {
      if let warning = editing.setText(newValue ?? "") { report(warning) }
      textDidChange()
    }
  }

  /// The gray text shown while the field is empty.
  public var placeholder: String? { didSet { setNeedsLayout() } }
  /// The font of the text and the placeholder. With `adjustsFontForContentSizeCategory`, a
  /// text style or `FontMetrics` font takes the size for the field's traits at once.
  public var font: Font = Metrics.textFieldFont {
    didSet {
      // Assigning within didSet does not call it again.
      if adjustsFontForContentSizeCategory, let adjusted = font.adjusted(to: traitCollection) {
        font = adjusted
      }
      textDidChange()
    }
  }
  /// Whether the font follows the text size of the field's traits, as UIKit's
  /// `adjustsFontForContentSizeCategory`; only a font from a text style or `FontMetrics`
  /// changes.
  public var adjustsFontForContentSizeCategory = false {
    didSet {
      traitState.adjustsFont = adjustsFontForContentSizeCategory
      adjustFont(for: traitCollection)
    }
  }
  /// The color of the text.
  public var textColor: Color = .label
  /// How the text lines up when it is narrower than the field; `.natural` follows the text's
  /// direction (and the field's, while empty).
  public var textAlignment: TextAlignment = .natural { didSet { setNeedsLayout() } }
  /// When the clear button shows (only while there is text).
  public var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// The border the field draws.
  public var borderStyle: BorderStyle = .none
  /// Whether the text shows as dots and cannot be cut or copied.
  public var isSecureTextEntry = false { didSet { textDidChange() } }
  /// What the Return key says (see `ReturnKeyType`).
  public var returnKeyType: ReturnKeyType = .default
  /// Asked before editing begins, ends, and the text changes.
  public weak var delegate: (any TextFieldDelegate)?

  /// The most characters (grapheme clusters) the field holds; longer typing or pasting is cut
  /// with a message to the warning handler, and text already longer is cut when it is set.
  /// nil, 0 or a negative number mean no limit. Not in UIKit, where a delegate does this.
  public var maximumLength: Int? {
    get { editing.maximumLength }
    set {
      editing.maximumLength = newValue
      if let limit = editing.lengthLimit, editing.length > limit {
        text = String(editing.text.prefix(limit))
      }
    }
  }

  /// The text, selection and marked text being edited.
  public internal(set) var editing = TextEditingState(
    maximumLength: Metrics.textFieldDefaultMaximumLength)
  {
    didSet { selectionRevision &+= 1 }
  }
  /// Counts the changes of `editing`: an edit menu opened for one closes at the next.
  private(set) var selectionRevision = 0
  /// The selection's grab handles and edit menu.
  let selectionChrome = TextSelectionChrome()
  /// A finger's long press and the loupe it brings up (`TextField+Loupe.swift`).
  var loupePress = TextLoupePress()

  // MARK: - Time

  /// The clock the caret blinks on: one set here, else that of the nearest scroll view (a
  /// table's) or controller (its window's) above the field, else the system clock.
  public var clock: any FrameClock {
    get {
      if let ownClock { return ownClock }
      var current = superview
      while let view = current {
        if let scrollView = view as? ScrollView { return scrollView.clock }
        if let controller = view.controllerOwningView { return controller.clock }
        current = view.superview
      }
      return SystemClock()
    }
    set { ownClock = newValue }
  }
  private var ownClock: (any FrameClock)?
  /// When the caret last restarted its blink (it shows solid for a moment after each edit).
  var blinkStart: TimeInterval = 0
  /// How far the text is scrolled left (in points) to keep the caret visible.
  var scrollOffset: CGFloat = 0
  /// The pointer selecting text, whether it went down on the clear button, and whether it is
  /// the second or third press of a multi-click (which selected a word or everything, and
  /// leaves that selection as it moves).
  var trackedPointer: (id: Int, onClearButton: Bool, isMultiClick: Bool)?
  /// The last press on the text: when and where (bounds coordinates), and which of a run of
  /// quick presses it was (1 single, 2 double, 3 triple).
  var lastPress: (time: TimeInterval, location: CGPoint, count: Int)?

  // MARK: - Responder

  /// Whether the field is being edited: keys and text come to it.
  open override var isFirstResponder: Bool { isEditedNow }

  /// A field can become first responder while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Whether the field is first responder (kept here so that the fields edited are known).
  private var isEditedNow = false {
    didSet {
      guard isEditedNow != oldValue else { return }
      if isEditedNow {
        Self.editedFields.removeAll { $0.field == nil }
        Self.editedFields.append(WeakTextField(field: self))
      } else {
        Self.editedFields.removeAll { $0.field == nil || $0.field === self }
        selectionChrome.reset()
        loupePress.end()
      }
    }
  }

  /// The fields that are first responder (one per view tree, so usually none or one). Hosts ask
  /// for the first responder every frame; finding it from here walks a field's superviews
  /// instead of the whole tree.
  private static var editedFields: [WeakTextField] = []

  /// The keyboard and input settings (`keyboardType`, `autocapitalizationType` …).
  public var inputTraits = TextInputTraits()

  /// Creates a field.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Makes the field the one being edited, unless the delegate refuses or another field in the
  /// same view tree will not resign.
  ///
  /// One field of a tree is first responder at a time, whatever delegates do while they are
  /// asked: when the resigning field's delegate takes the focus back or gives it to another
  /// field (in `textFieldDidEndEditing(_:)`), that field keeps it and this one does not
  /// become first responder.
  /// - Returns: Whether the field is first responder now.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    // A delegate asked whether this field may begin that makes it begin (again) is refused,
    // rather than asked again without end.
    guard !isBeginning, isEnabled else { return isFirstResponder }
    if isFirstResponder { return true }
    isBeginning = true
    defer { isBeginning = false }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    // The delegate may have given the focus here itself while asked.
    if isFirstResponder { return true }
    if let other = TextField.firstResponder(in: rootView, includingHidden: true), other !== self {
      guard other.resignFirstResponder() else { return false }
    }
    // Resigning ran the other field's delegate, which may have moved the focus.
    if isFirstResponder { return true }
    guard TextField.firstResponder(in: rootView, includingHidden: true) == nil else {
      return false
    }
    isEditedNow = true
    restartBlink()
    delegate?.textFieldDidBeginEditing(self)
    if isFirstResponder { sendActions(for: .editingDidBegin) }
    return isFirstResponder
  }

  /// Whether `becomeFirstResponder()` is under way (asking the delegate, resigning another).
  private var isBeginning = false

  /// The top of the tree the field is in.
  private var rootView: View {
    var root: View = self
    while let parent = root.superview { root = parent }
    return root
  }

  /// Ends editing, committing any marked text, unless the delegate refuses.
  /// - Returns: Whether the field resigned (true when it was not first responder).
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    endEditingWithoutAsking()
    return true
  }

  /// Ends editing without asking the delegate whether it may (`endEditing(true)`), committing
  /// any marked text.
  func endEditingWithoutAsking() {
    guard isFirstResponder else { return }
    if editing.markedRange != nil {
      perform {
        $0.commitMarkedText()
        return nil
      }
    }
    isEditedNow = false
    trackedPointer = nil
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
  }

  /// The first responder field in `view`'s subtree (depth first), or nil. Hidden subtrees are
  /// skipped unless `includingHidden`.
  public static func firstResponder(in view: View, includingHidden: Bool = false) -> TextField? {
    // Asked every frame by the keyboard; nobody editing needs no walk and no lock.
    guard !editedFields.isEmpty else { return nil }
    // The fields of every tree are walked up: under the lock that keeps a tree another thread
    // lets go of from being freed meanwhile.
    return ForeignTreeWalk.walk { editingFields(in: view, includingHidden: includingHidden) }
  }

  private static func editingFields(in view: View, includingHidden: Bool) -> TextField? {
    var found: [TextField] = []
    for candidate in editedFields {
      guard let field = candidate.field else { continue }
      var ancestor: View? = field
      var isShown = true
      while let current = ancestor, current !== view {
        if current.isHidden { isShown = false }
        ancestor = current.superview
      }
      guard ancestor === view, includingHidden || (isShown && !view.isHidden) else { continue }
      found.append(field)
    }
    // Two trees joined, each with its field editing: the first in depth-first order, as a walk
    // of the tree would find it.
    guard found.count > 1 else { return found.first }
    return firstInDepthOrder(of: found, in: view)
  }

  /// Keeps one first responder in the tree `view` just joined: when the host tree already had
  /// one, the arriving subtree's field ends editing without being asked (it cannot refuse, as
  /// when a window's first responder changes under it).
  static func keepOneFirstResponder(afterJoining view: View) {
    // Most trees join with nobody editing: nothing to walk.
    guard editedFields.count > 1 else { return }
    // The delegates hear of it outside the lock the walk takes (`ForeignTreeWalk`).
    let arriving = ForeignTreeWalk.walk { fieldsToEnd(afterJoining: view) }
    for field in arriving { field.endEditingWithoutAsking() }
  }

  /// The editing fields of the tree `view` brings, when the tree it joined has one already.
  private static func fieldsToEnd(afterJoining view: View) -> [TextField] {
    var root = view
    while let parent = root.superview { root = parent }
    let arriving = editedFields.compactMap(\.field).filter { $0.isDescendant(of: view) }
    let hostHasOne = editedFields.contains { entry in
      guard let field = entry.field else { return false }
      return !field.isDescendant(of: view) && field.isDescendant(of: root)
    }
    return hostHasOne ? arriving : []
  }

  private static func firstInDepthOrder(of fields: [TextField], in view: View) -> TextField? {
    if let field = view as? TextField, fields.contains(where: { $0 === field }) { return field }
    for subview in view.subviews {
      if let field = firstInDepthOrder(of: fields, in: subview) { return field }
    }
    return nil
  }

  /// Brings up the loupe for a finger held long enough, then lays out.
  open override func layoutIfNeeded() {
    advanceLoupePress()
    super.layoutIfNeeded()
  }

  /// Whether a finger is held that may bring up the loupe.
  open override var needsAnimationFrame: Bool { super.needsAnimationFrame || isWaitingForLoupe }

  /// Keeps the caret visible at the new size.
  open override func layoutSubviews() {
    super.layoutSubviews()
    keepCaretVisible()
  }

  /// Draws the border, the selection, the text or placeholder, the marked text's underline,
  /// the caret and the clear button (see `TextField+Drawing.swift`).
  open override func draw(in list: inout DrawList) { drawField(in: &list) }

  /// While the field is edited, the caret's next blink: a host wakes then, rather than drawing
  /// every frame for it.
  open override var nextRedrawTime: TimeInterval? {
    isFirstResponder ? nextCaretChange(after: clock.now) : nil
  }

  // MARK: - Editing

  /// Applies an edit to a copy of the state, asks the delegate about the change of committed
  /// text, and keeps it if allowed: reports a cut, sends `.editingChanged` if the text changed.
  /// A refused commit of marked text cancels the composition instead.
  func perform(_ edit: (inout TextEditingState) -> String?) {
    var proposed = editing
    let warning = edit(&proposed)
    let before = editing.committedText
    let after = proposed.committedText
    if before != after, let delegate {
      let (range, replacement) = Self.difference(from: before, to: after)
      guard
        delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
      else {
        if editing.markedRange != nil {
          editing.cancelComposition()
          textDidChange()
          sendActions(for: .editingChanged)
        }
        return
      }
    }
    let changed = !proposed.text.isSameText(as: editing.text)
    editing = proposed
    if let warning { report(warning) }
    if changed {
      textDidChange()
      sendActions(for: .editingChanged)
    } else {
      keepCaretVisible()
    }
    restartBlink()
  }

  /// The range of `before` (UTF-16, as `NSRange`) that changed and what it became.
  static func difference(from before: String, to after: String) -> (NSRange, String) {
    let old = Array(before)
    let new = Array(after)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let start = String(old[..<prefix]).utf16.count
    let length = String(old[prefix..<(old.count - suffix)]).utf16.count
    return (NSRange(location: start, length: length), String(new[prefix..<(new.count - suffix)]))
  }

  /// The text changed (by editing or by setting it; only editing sends `.editingChanged`).
  private func textDidChange() {
    keepCaretVisible()
    setNeedsLayout()
  }

  func restartBlink() { blinkStart = clock.now }
}

/// A weak hold on a field that is first responder, so a field freed while editing leaves no
/// trace in `TextField`'s list.
private struct WeakTextField {
  weak var field: TextField?
}
