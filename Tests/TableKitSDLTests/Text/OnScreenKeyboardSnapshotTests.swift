import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The on-screen keyboard as pictures (issue 14): the letters page, shifted with a key held
/// (its callout up), the digits page, the tasks scene asking for a new task's name with the
/// keyboard up, and a right-to-left search field over the mirrored keyboard. Each was judged
/// by eye against iOS's light keyboard before it was recorded.
@MainActor
@Suite(.serialized)
struct OnScreenKeyboardSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// A window of `size` on a manual clock showing `controller`, with the keyboard policy
  /// `.automatic` and a touch noted, so that the first field edited brings the keyboard.
  private func makeWindow(
    _ controller: ViewController, size: CGSize = CGSize(width: 375, height: 667),
    layoutDirection: LayoutDirection = .leftToRight
  ) throws -> (Window, ManualClock, OffscreenCanvas) {
    let made = try ClockedWindow.make(
      snapshotter: snapshotter, size: size, scale: 2, root: controller, startingAt: 30,
      layoutDirection: layoutDirection
    ) { $0.showsOnScreenKeyboard = .automatic }
    made.0.noteInput(.pointerDown(id: 1, location: .zero, kind: .touch))
    made.0.layoutIfNeeded()
    return made
  }

  private func run(_ window: Window, _ clock: ManualClock, seconds: TimeInterval = 1) {
    ClockedWindow.run(window, clock, seconds: seconds)
  }

  /// Taps the keys that type `text` (letters and spaces) on the keyboard, tapping shift where
  /// the keyboard's own shift is not the one wanted.
  private func type(_ text: String, on keyboard: OnScreenKeyboard, clock: ManualClock) {
    for character in text {
      let wanted: OnScreenKeyboardLayout.Action =
        character == " " ? .space : .character(character.lowercased())
      if character.isLetter, character.isUppercase != (keyboard.shiftState != .off) {
        press(.shift, on: keyboard)
      }
      press(wanted, on: keyboard)
      clock.advance(by: 0.1)
    }
  }

  private func press(_ action: OnScreenKeyboardLayout.Action, on keyboard: OnScreenKeyboard) {
    guard let key = keyboard.layout.keys.first(where: { $0.action == action }) else {
      Issue.record("no key for \(action)")
      return
    }
    let center = CGPoint(x: key.frame.midX, y: key.frame.midY)
    keyboard.handle(.pointerDown(id: 9, location: center, kind: .touch))
    keyboard.handle(.pointerUp(id: 9, location: center, kind: .touch))
  }

  /// Just the keyboard for a field asking for `keyboardType`, 375 points wide, with
  /// `configure` applied after it is up.
  private func renderKeyboard(
    _ keyboardType: KeyboardType = .default,
    _ configure: (OnScreenKeyboard, ManualClock) -> Void = { _, _ in }
  ) throws -> PixelImage {
    let controller = ViewController()
    let field = TextField(frame: CGRect(x: 16, y: 16, width: 343, height: 36))
    field.keyboardType = keyboardType
    // Lowercase letters, as the pictures were recorded (a sentence's start would shift them).
    field.autocapitalizationType = .none
    controller.view.addSubview(field)
    let height = OnScreenKeyboardLayout.height(forWidth: 375)
    let (window, clock, _) = try makeWindow(controller)
    #expect(field.becomeFirstResponder())
    run(window, clock)
    let keyboard = window.onScreenKeyboard
    configure(keyboard, clock)
    window.layoutIfNeeded()
    // The callout of a held key in the top row rises above the keyboard: keep 60 points of
    // the content above it in the picture.
    let canvas = try snapshotter.canvas(size: CGSize(width: 375, height: height + 60), scale: 2)
    let frame = keyboard.frame
    keyboard.frame.origin = CGPoint(x: 0, y: 60)
    defer { keyboard.frame = frame }
    let backdrop = View(frame: CGRect(x: 0, y: 0, width: 375, height: height + 60))
    backdrop.backgroundColor = .white
    var list = DrawList()
    backdrop.render(into: &list)
    keyboard.render(into: &list)
    return canvas.render(list)
  }

  @Test func theLettersPage() throws {
    try snapshotter.verify(renderKeyboard(), named: "keyboard-letters@2x")
  }

  @Test func shiftedWithAKeyHeldShowsItsCallout() throws {
    let image = try renderKeyboard(.default) { keyboard, _ in
      self.press(.shift, on: keyboard)
      guard let key = keyboard.layout.keys.first(where: { $0.action == .character("e") }) else {
        return
      }
      keyboard.handle(
        .pointerDown(id: 3, location: CGPoint(x: key.frame.midX, y: key.frame.midY), kind: .touch))
    }
    try snapshotter.verify(image, named: "keyboard-shifted-callout@2x")
  }

  @Test func theDigitsPage() throws {
    try snapshotter.verify(
      renderKeyboard(.default) { keyboard, _ in self.press(.page(.digits), on: keyboard) },
      named: "keyboard-digits@2x")
  }

  /// Issue 28: the pads and bottom rows of the keyboard types, judged by eye against iOS 17's
  /// (the number pad's 3 × 4 grid of large keys with letters under the digits, the phone pad's
  /// "+*#" corner, the email keyboard's `@ .`, the URL keyboard's `. / .com`).
  @Test(arguments: [
    (KeyboardType.numberPad, "keyboard-number-pad@2x"), (.decimalPad, "keyboard-decimal-pad@2x"),
    (.phonePad, "keyboard-phone-pad@2x"), (.emailAddress, "keyboard-email@2x"),
    (.URL, "keyboard-url@2x"),
  ])
  func eachKeyboardTypesKeys(type: KeyboardType, name: String) throws {
    try snapshotter.verify(renderKeyboard(type), named: name)
  }

  @Test func aPressedPadKeyDarkensAndThePhonesOtherPage() throws {
    let image = try renderKeyboard(.phonePad) { keyboard, _ in
      self.press(.page(.phoneSymbols), on: keyboard)
      guard let key = keyboard.layout.keys.first(where: { $0.action == .character("+") }) else {
        return
      }
      keyboard.handle(
        .pointerDown(id: 3, location: CGPoint(x: key.frame.midX, y: key.frame.midY), kind: .touch))
    }
    try snapshotter.verify(image, named: "keyboard-phone-symbols-pressed@2x")
  }

  @Test func theTasksSceneAsksForANewTaskWithTheKeyboardUp() throws {
    let navigation = TasksScene.scene.makeNavigationController()
    let (window, clock, canvas) = try makeWindow(navigation)
    run(window, clock)
    let root = try #require(navigation.topViewController)
    let add = try #require(root.navigationItem.rightBarButtonItems?.first)
    add.performPrimaryAction()
    run(window, clock)
    type("Buy stamps", on: window.onScreenKeyboard, clock: clock)
    run(window, clock, seconds: 0.1)
    // Issue 29: the new task's title is typed into the new-task card sheet's field.
    let sheet = try #require(window.topPresentedViewController as? NavigationController)
    let form = try #require(sheet.topViewController as? NewTaskController)
    #expect(form.titleField.text == "Buy stamps")
    #expect(window.onScreenKeyboardHeight == OnScreenKeyboardLayout.height(forWidth: 375))
    try snapshotter.verify(canvas.render(window), named: "keyboard-tasks-new-task@2x")
  }

  @Test func aRightToLeftSearchFieldOverTheMirroredKeyboard() throws {
    let controller = ViewController()
    controller.view.backgroundColor = .systemGroupedBackground
    let field = TextField(frame: CGRect(x: 16, y: 60, width: 343, height: 36))
    field.borderStyle = .roundedRect
    field.returnKeyType = .search
    field.placeholder = "بحث"
    controller.view.addSubview(field)
    let (window, clock, canvas) = try makeWindow(
      controller, size: CGSize(width: 375, height: 400), layoutDirection: .rightToLeft)
    #expect(field.becomeFirstResponder())
    field.handle(.text("حليب"))
    // 1.2 s: the keyboard is up and the caret in the shown half of its blink.
    run(window, clock, seconds: 1.2)
    try snapshotter.verify(canvas.render(window), named: "keyboard-rtl-search@2x")
  }
}
