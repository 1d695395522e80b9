import Foundation

/// What a view's accessibility properties were set to, kept in the one stored property
/// `View.accessibilityState`. Nil means "not set": the property then answers with the view's
/// default for its kind (`AccessibilityBehavior`), as UIKit's do until assigned.
@MainActor
struct ViewAccessibilityState {
  var isElement: Bool?
  var label: String?
  var value: String?
  var hint: String?
  var traits: AccessibilityTraits?
  var identifier: String?
  var frame: CGRect?
  var elements: [Any]?
  var elementsHidden = false
  var viewIsModal: Bool?
  var containerType: AccessibilityContainerType?
  var customActions: [AccessibilityCustomAction]?

  // The blocks of iOS 17, which stand in for overriding a property in a subclass: Swift cannot
  // override a property declared in an extension, and the properties live in one.
  var labelBlock: (() -> String?)?
  var valueBlock: (() -> String?)?
  var hintBlock: (() -> String?)?
  var traitsBlock: (() -> AccessibilityTraits)?
  var customActionsBlock: (() -> [AccessibilityCustomAction])?
  var activateBlock: (() -> Bool)?
  var incrementBlock: (() -> Void)?
  var decrementBlock: (() -> Void)?
}
