import Foundation

/// A sheet (`.pageSheet`, `.formSheet`) over the screen: modal, as VoiceOver keeps to a sheet
/// on iOS, so that what lies dimmed under it is not read or reached while it shows; its
/// content reads as usual.
struct SheetAccessibility: AccessibilityBehavior {
  let container: SheetContainerView

  var viewIsModal: Bool { true }
}
