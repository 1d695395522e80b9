import Foundation

/// An element for a part a view draws itself rather than a subview (a bar's buttons, a cell's
/// detail button, the section index), as UIKit's `UIAccessibilityElement`. Its container view
/// lists it in `accessibilityElements`; its frame is best given in the container's coordinates
/// (`accessibilityFrameInContainerSpace`), so that it follows the view as it moves.
@preconcurrency @MainActor
open class AccessibilityElement {
  /// The view (or element) that lists this element.
  public weak var accessibilityContainer: AnyObject?
  /// Whether the element is read and focused; true by default.
  public var isAccessibilityElement = true
  /// A short name for the element.
  public var accessibilityLabel: String?
  /// What it holds now.
  public var accessibilityValue: String?
  /// What activating it does, when its label does not say.
  public var accessibilityHint: String?
  /// What it is and its state.
  public var accessibilityTraits: AccessibilityTraits = .none
  /// A name for tests and automation to find it by.
  public var accessibilityIdentifier: String?
  /// Its actions besides activation.
  public var accessibilityCustomActions: [AccessibilityCustomAction]?
  /// Its rect in its container view's bounds coordinates; used when `accessibilityFrame` is not
  /// assigned.
  public var accessibilityFrameInContainerSpace: CGRect = .zero
  /// What activating it does; nil does nothing.
  public var accessibilityActivateBlock: (() -> Bool)?
  /// What `accessibilityIncrement()` does.
  public var accessibilityIncrementBlock: (() -> Void)?
  /// What `accessibilityDecrement()` does.
  public var accessibilityDecrementBlock: (() -> Void)?

  private var assignedFrame: CGRect?

  /// Creates an element inside `container`.
  /// - Parameter container: The view (or element) listing it.
  public init(accessibilityContainer container: AnyObject?) {
    accessibilityContainer = container
  }

  /// Its rect on the screen: the assigned one, else `accessibilityFrameInContainerSpace`
  /// converted from its container view to window coordinates.
  open var accessibilityFrame: CGRect {
    get {
      if let assignedFrame { return assignedFrame }
      guard let view = accessibilityContainer as? View else {
        return accessibilityFrameInContainerSpace
      }
      return view.convert(accessibilityFrameInContainerSpace, to: nil)
    }
    set { assignedFrame = newValue }
  }

  /// Does what a double tap does: runs `accessibilityActivateBlock`.
  /// - Returns: Whether it did something.
  @discardableResult
  open func accessibilityActivate() -> Bool { accessibilityActivateBlock?() ?? false }

  /// Moves an adjustable value up.
  open func accessibilityIncrement() { accessibilityIncrementBlock?() }

  /// Moves an adjustable value down.
  open func accessibilityDecrement() { accessibilityDecrementBlock?() }
}
