import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A plain white screen for the alerts to dim.
@MainActor
private final class BlankController: ViewController {
  override func loadView() {
    let blank = View()
    blank.backgroundColor = .white
    view = blank
  }
}

/// Alerts taller than their window, as pictures: a long message at its top and scrolled to its
/// bottom (with the indicator, also right to left), a long list of actions in an alert and in an
/// action sheet, and a long message with a text field while the on-screen keyboard is up. Each was judged by eye against iOS
/// before it was recorded.
@MainActor
@Suite(.serialized)
struct AlertScrollingSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  private static let terms = [
    "By continuing you agree that the app may keep a copy of your lists on this device and",
    "in your private cloud storage, so that they stay the same on all of your devices.",
    "Lists you share are visible to the people you share them with, who can change them",
    "and invite others unless you turn that off. Deleted items stay in Recently Deleted",
    "for thirty days before they are removed for good. You can export everything at any",
    "time from Settings, and you can close your account there too; closing it removes your",
    "lists from the cloud within a day. We never sell what you write, and we read it only",
    "when you ask us for help and allow it. Reminders are sent by your device, not by us,",
    "so they work without a connection. These terms may change; when they do, we will tell",
    "you here before the change applies, and you can decide again. Thank you for reading",
    "all of this. It matters to us that you know how your lists are kept and who sees them.",
  ].joined(separator: " ")

  private static let lists = [
    "Groceries", "Hardware Store", "Pharmacy", "Birthday Party", "Garden", "Books to Read",
    "Films to Watch", "Holiday Packing", "Car", "Office Supplies", "Gifts", "Recipes",
    "Cleaning", "Bills", "Repairs", "Weekend",
  ]

  /// A window of `size` on a manual clock showing a blank screen.
  private func makeWindow(
    size: CGSize, layoutDirection: LayoutDirection = .leftToRight, keyboard: Bool = false
  ) throws -> (Window, ManualClock, OffscreenCanvas) {
    let made = try ClockedWindow.make(
      snapshotter: snapshotter, size: size, scale: 2, root: BlankController(),
      layoutDirection: layoutDirection
    ) { window in
      if keyboard { window.showsOnScreenKeyboard = .automatic }
    }
    if keyboard {
      made.0.noteInput(.pointerDown(id: 1, location: .zero, kind: .touch))
      made.0.layoutIfNeeded()
    }
    return made
  }

  private func run(_ window: Window, _ clock: ManualClock, seconds: TimeInterval) {
    ClockedWindow.run(window, clock, seconds: seconds)
  }

  private func termsAlert() -> AlertController {
    let alert = AlertController(
      title: "Terms of Use", message: Self.terms + " " + Self.terms, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Agree", style: .default))
    return alert
  }

  /// Presents `alert` in a 375 × 600 window, lets it settle (the indicator's flash ends), then
  /// presses `key` if given and renders `afterKey` seconds later.
  private func render(
    _ alert: AlertController, key: Key? = nil, afterKey: TimeInterval = 0.4,
    layoutDirection: LayoutDirection = .leftToRight
  ) throws -> PixelImage {
    let (window, clock, canvas) = try makeWindow(
      size: CGSize(width: 375, height: 600), layoutDirection: layoutDirection)
    window.rootViewController?.present(alert, animated: true)
    run(window, clock, seconds: 1.5)
    if let key {
      _ = alert.handlePresentedKey(key, modifiers: [])
      run(window, clock, seconds: afterKey)
    }
    return canvas.render(window)
  }

  @Test func aLongMessageAtItsTop() throws {
    try snapshotter.verify(render(termsAlert()), named: "alert-long-message-top@2x")
  }

  @Test func aLongMessageScrolledToItsBottomShowsTheIndicator() throws {
    try snapshotter.verify(
      render(termsAlert(), key: .end), named: "alert-long-message-bottom@2x")
  }

  @Test func aLongMessageScrolledRightToLeftHasItsIndicatorOnTheLeft() throws {
    try snapshotter.verify(
      render(termsAlert(), key: .pageDown, layoutDirection: .rightToLeft),
      named: "alert-long-message-rtl@2x")
  }

  @Test func manyActionsScrollUnderTheMessage() throws {
    let alert = AlertController(
      title: "Move to List", message: "Choose where the 3 selected items go.",
      preferredStyle: .alert)
    for list in Self.lists { alert.addAction(AlertAction(title: list, style: .default)) }
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    try snapshotter.verify(render(alert), named: "alert-many-actions@2x")
  }

  @Test func anActionSheetWithManyActionsScrollsThemAboveItsCancel() throws {
    let sheet = AlertController(
      title: "Move 3 Items", message: "Choose a list.", preferredStyle: .actionSheet)
    for list in Self.lists { sheet.addAction(AlertAction(title: list, style: .default)) }
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    // Scrolled by a page of the list's room, with the indicator still shown.
    try snapshotter.verify(
      render(sheet, key: .pageDown, afterKey: 0.4), named: "action-sheet-many-actions@2x")
  }

  @Test func aLongMessageWithATextFieldAboveTheKeyboard() throws {
    let (window, clock, canvas) = try makeWindow(
      size: CGSize(width: 375, height: 667), keyboard: true)
    let alert = AlertController(
      title: "Rename List", message: Self.terms, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Rename", style: .default))
    window.rootViewController?.present(alert, animated: true)
    run(window, clock, seconds: 1.5)
    #expect(window.contentBounds.height < 667)
    #expect(alert.textFields?.first?.isFirstResponder == true)
    // The alert's view lies above the keyboard; the field and the buttons show whole in it.
    #expect(alert.view.frame == window.contentBounds)
    try snapshotter.verify(canvas.render(window), named: "alert-keyboard-up@2x")
  }
}
