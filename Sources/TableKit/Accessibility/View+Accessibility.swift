import Foundation

/// UIKit's accessibility properties on every view (`UIAccessibility` informal protocol). Until
/// one is assigned it answers with the view's kind's default (`AccessibilityBehavior`): a
/// label is static text, a cell reads its texts. A `…Block` property, as iOS 17's, answers
/// instead of an assigned value; it is how a subclass gives a computed answer, since these
/// properties, declared in an extension, cannot be overridden.
extension View {
  // MARK: - Describing

  /// Whether the view is read and focused as one element; its subviews are then not read on
  /// their own. False for plain views, true for labels, images with a label, controls, cells.
  public var isAccessibilityElement: Bool {
    get { accessibilityState.isElement ?? accessibilityBehavior.isElement }
    set { accessibilityState.isElement = newValue }
  }

  /// A short name for the element ("Delete", "Wi-Fi"), not its kind (the traits say that).
  public var accessibilityLabel: String? {
    get {
      answer(accessibilityState.labelBlock, accessibilityState.label, accessibilityBehavior.label)
    }
    set { accessibilityState.label = newValue }
  }

  /// What the element holds now, when that differs from its label (a switch's "1" or "0", a
  /// value cell's detail).
  public var accessibilityValue: String? {
    get {
      answer(accessibilityState.valueBlock, accessibilityState.value, accessibilityBehavior.value)
    }
    set { accessibilityState.value = newValue }
  }

  /// What activating the element does, when its label does not say ("Opens the contact").
  public var accessibilityHint: String? {
    get {
      answer(accessibilityState.hintBlock, accessibilityState.hint, accessibilityBehavior.hint)
    }
    set { accessibilityState.hint = newValue }
  }

  /// What the element is and its state.
  public var accessibilityTraits: AccessibilityTraits {
    get {
      answer(
        accessibilityState.traitsBlock, accessibilityState.traits, accessibilityBehavior.traits)
    }
    set { accessibilityState.traits = newValue }
  }

  /// A name for tests and automation to find the view by; never spoken.
  public var accessibilityIdentifier: String? {
    get { accessibilityState.identifier }
    set { accessibilityState.identifier = newValue }
  }

  /// The element's rect on the screen, in its window's coordinates (a host adds the window's
  /// place on the display): until assigned, the view's bounds, or the larger area that takes
  /// its touches (a search bar's field).
  public var accessibilityFrame: CGRect {
    get { accessibilityState.frame ?? accessibilityBehavior.frame ?? convert(bounds, to: nil) }
    set { accessibilityState.frame = newValue }
  }

  // MARK: - Containing

  /// The elements of this container in reading order, views or `AccessibilityElement`s, when
  /// they are not its subviews (parts it draws itself); nil reads the subviews.
  public var accessibilityElements: [Any]? {
    get { accessibilityState.elements ?? accessibilityBehavior.elements }
    set { accessibilityState.elements = newValue }
  }

  /// Whether the elements inside this view are hidden from assistive technology.
  public var accessibilityElementsHidden: Bool {
    get { accessibilityState.elementsHidden }
    set { accessibilityState.elementsHidden = newValue }
  }

  /// Whether, while this view shows, its siblings and theirs are hidden from assistive
  /// technology (an alert over the screen).
  public var accessibilityViewIsModal: Bool {
    get { accessibilityState.viewIsModal ?? accessibilityBehavior.viewIsModal }
    set { accessibilityState.viewIsModal = newValue }
  }

  /// What kind of container the view is; a table is a `.list`.
  public var accessibilityContainerType: AccessibilityContainerType {
    get { accessibilityState.containerType ?? accessibilityBehavior.containerType }
    set { accessibilityState.containerType = newValue }
  }

  /// The element's actions besides activation; a row's are its swipe and editing actions.
  public var accessibilityCustomActions: [AccessibilityCustomAction]? {
    get {
      answer(
        accessibilityState.customActionsBlock, accessibilityState.customActions,
        accessibilityBehavior.customActions)
    }
    set { accessibilityState.customActions = newValue }
  }

  // MARK: - Acting

  /// Does what a double tap with VoiceOver does: selects a row, toggles a switch, presses a
  /// button, focuses a text field.
  /// - Returns: Whether the view did something.
  @discardableResult
  public func accessibilityActivate() -> Bool {
    if let block = accessibilityState.activateBlock { return block() }
    return accessibilityBehavior.activate()
  }

  /// Moves an `.adjustable` element's value up (a swipe up).
  public func accessibilityIncrement() {
    if let block = accessibilityState.incrementBlock { return block() }
    accessibilityBehavior.increment()
  }

  /// Moves an `.adjustable` element's value down (a swipe down).
  public func accessibilityDecrement() {
    if let block = accessibilityState.decrementBlock { return block() }
    accessibilityBehavior.decrement()
  }

  /// Scrolls by a page (a three-finger swipe): this view if it scrolls, else the nearest view
  /// above it that does. A table posts `.pageScrolled` with its `accessibilityScrollStatus`.
  /// - Returns: Whether something scrolled.
  @discardableResult
  public func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
    var current: View? = self
    while let view = current {
      if view.accessibilityBehavior.scroll(direction) { return true }
      current = view.superview
    }
    return false
  }

  /// Dismisses what shows or goes back (a two-finger scrub): this view if it can, else the
  /// nearest view above it that can (an alert's cancel action, a navigation pop).
  /// - Returns: Whether something was dismissed.
  @discardableResult
  public func accessibilityPerformEscape() -> Bool {
    var current: View? = self
    while let view = current {
      if view.accessibilityBehavior.performEscape() { return true }
      current = view.superview
    }
    return false
  }

  // MARK: - Blocks (iOS 17)

  /// Computes `accessibilityLabel` each time it is read; wins over an assigned label.
  public var accessibilityLabelBlock: (() -> String?)? {
    get { accessibilityState.labelBlock }
    set { accessibilityState.labelBlock = newValue }
  }

  /// Computes `accessibilityValue` each time it is read; wins over an assigned value.
  public var accessibilityValueBlock: (() -> String?)? {
    get { accessibilityState.valueBlock }
    set { accessibilityState.valueBlock = newValue }
  }

  /// Computes `accessibilityHint` each time it is read; wins over an assigned hint.
  public var accessibilityHintBlock: (() -> String?)? {
    get { accessibilityState.hintBlock }
    set { accessibilityState.hintBlock = newValue }
  }

  /// Computes `accessibilityTraits` each time they are read; wins over assigned traits.
  public var accessibilityTraitsBlock: (() -> AccessibilityTraits)? {
    get { accessibilityState.traitsBlock }
    set { accessibilityState.traitsBlock = newValue }
  }

  /// Computes `accessibilityCustomActions` each time they are read; wins over assigned ones.
  public var accessibilityCustomActionsBlock: (() -> [AccessibilityCustomAction])? {
    get { accessibilityState.customActionsBlock }
    set { accessibilityState.customActionsBlock = newValue }
  }

  /// Runs instead of the default `accessibilityActivate()`; returns whether it did something.
  public var accessibilityActivateBlock: (() -> Bool)? {
    get { accessibilityState.activateBlock }
    set { accessibilityState.activateBlock = newValue }
  }

  /// Runs instead of the default `accessibilityIncrement()`.
  public var accessibilityIncrementBlock: (() -> Void)? {
    get { accessibilityState.incrementBlock }
    set { accessibilityState.incrementBlock = newValue }
  }

  /// Runs instead of the default `accessibilityDecrement()`.
  public var accessibilityDecrementBlock: (() -> Void)? {
    get { accessibilityState.decrementBlock }
    set { accessibilityState.decrementBlock = newValue }
  }

  // MARK: - Answering

  /// A property's answer: its block's, else the value assigned, else the kind's default
  /// (computed only when needed: a cell's default asks its table).
  private func answer<Value>(
    _ block: (() -> Value)?, _ assigned: Value?, _ fallback: @autoclosure () -> Value
  ) -> Value {
    if let block { return block() }
    return assigned ?? fallback()
  }

  /// `answer` for the texts, whose values are optional themselves: an unassigned text (nil)
  /// falls back to the default rather than reading as an assigned nil.
  private func answer(
    _ block: (() -> String?)?, _ assigned: String?, _ fallback: @autoclosure () -> String?
  ) -> String? {
    if let block { return block() }
    return assigned ?? fallback()
  }
}
