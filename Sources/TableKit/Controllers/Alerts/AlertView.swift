import Foundation

/// The view of an `AlertController`: the whole screen, dimmed, with the alert's box or the
/// action sheet's panels over it, laid out by an `AlertLayout`.
///
/// It takes every pointer while shown, as iOS's alerts do: a press on a button highlights it,
/// sliding moves the highlight to the button under the finger (none off the buttons), and
/// lifting on an enabled button chooses it. A tap that starts and ends on the dimmed screen
/// around an action sheet cancels it. Keys pass up to the window, which offers them to the
/// controller's `handlePresentedKey(_:modifiers:)`.
@MainActor
final class AlertView: View, InputHandling {
  private weak var controller: AlertController?

  /// Where everything goes, made in `layoutSubviews()`; nil before the first layout.
  private(set) var layout: AlertLayout?

  /// How far the alert is shown, from 0 (gone) to 1, as the window's transition gives it. The
  /// text fields, which are subviews, fade with it (they do not take part in the zoom).
  var presentationProgress: CGFloat = 1 {
    didSet { for field in textFields { field.alpha = min(1, max(0, presentationProgress)) } }
  }

  /// The alert's text fields, shown in the box under the message.
  var textFields: [TextField] { subviews.compactMap { $0 as? TextField } }
  /// Whether the alert is going: an alert then only fades, without the appearing zoom.
  var isDismissing = false

  /// The button under the tracked pointer, as an index in `layout.buttons`.
  private var pressedButton: Int?
  /// The button the keyboard moved to.
  private(set) var focusedButton: Int?
  /// The button chosen, which stays highlighted while the alert fades.
  private var chosenButton: Int?
  /// The pointer that went down first; others are absorbed.
  private var trackedPointer: Int?
  /// Whether the tracked pointer went down on the dimmed screen.
  private var pressBeganOutside = false

  /// Creates the view of `controller`.
  init(controller: AlertController) {
    self.controller = controller
    super.init(frame: .zero)
  }

  /// The highlighted button: the chosen one, else the one under the finger while pressing,
  /// else the focused one.
  var highlightedButton: Int? {
    chosenButton ?? (trackedPointer != nil ? pressedButton : focusedButton)
  }

  /// Forgets presses, focus and the choice, as the alert comes on screen again.
  func resetInteraction() {
    pressedButton = nil
    focusedButton = nil
    chosenButton = nil
    trackedPointer = nil
    pressBeganOutside = false
  }

  // MARK: - Layout and drawing

  override func layoutSubviews() {
    guard let controller else {
      layout = nil
      return
    }
    let made = AlertLayout(
      content: controller.layoutContent, in: bounds, isRightToLeft: isRightToLeft,
      tint: tintColor, measurer: screen.textMeasurer)
    layout = made
    for (field, frame) in zip(textFields, made.textFieldFrames) { field.frame = frame }
    // The actions may have changed under a press or the focus.
    for index in [pressedButton, focusedButton, chosenButton] {
      if let index, index >= made.buttons.count { resetInteraction() }
    }
  }

  /// Draws the dimming, then the panels: an alert fades in while its box shrinks from
  /// `Metrics.alertAppearingScale` to its size (and only fades when going); an action sheet
  /// slides up from below the screen while the dimming fades in.
  override func draw(in list: inout DrawList) {
    let progress = min(1, max(0, presentationProgress))
    list.fill(
      CGRect(origin: .zero, size: frame.size),
      color: Color(white: 0, alpha: Metrics.presentationDimmingAlpha * progress))
    guard let layout else { return }
    var panels = DrawList()
    layout.draw(in: &panels, highlightedButton: highlightedButton)
    let box = layout.panelsFrame
    switch layout.arrangement {
    case .sheet:
      let distance = bounds.maxY - box.minY
      let offset = screen.roundToPixel((1 - progress) * distance)
      list.translated(by: CGPoint(x: 0, y: offset)) { $0.append(contentsOf: panels) }
    case .sideBySide, .stacked:
      let zoom = isDismissing ? 0 : (Metrics.alertAppearingScale - 1) * (1 - progress)
      let scaled = panels.scaled(by: 1 + zoom, about: CGPoint(x: box.midX, y: box.midY))
      list.withAlpha(progress) { $0.append(contentsOf: scaled) }
    }
  }

  // MARK: - Input

  /// Takes every pointer, wheel turn and right click; passes keys on (see the type's notes).
  func handle(_ event: InputEvent) -> Bool {
    // A pointer held since before the alert left the screen chooses nothing.
    guard window != nil else { return true }
    switch event {
    case .pointerDown(let id, let location, _):
      guard trackedPointer == nil, chosenButton == nil else { return true }
      trackedPointer = id
      focusedButton = nil
      pressBeganOutside = !(layout?.panelsContain(location) ?? false)
      pressedButton = enabledButton(at: location)
    case .pointerMoved(let id, let location, _):
      // A mouse moving without a press (hovering) highlights nothing, as a finger cannot.
      guard id == trackedPointer else { return true }
      pressedButton = enabledButton(at: location)
    case .pointerUp(let id, let location, _):
      guard id == trackedPointer else { return true }
      release(at: location)
    case .pointerCancelled(let id):
      guard id == trackedPointer else { return true }
      trackedPointer = nil
      pressedButton = nil
      pressBeganOutside = false
    case .key, .text, .composition:
      return false
    case .wheel, .secondaryClick:
      break
    }
    return true
  }

  private func release(at location: CGPoint) {
    let button = enabledButton(at: location)
    let tappedOutside = pressBeganOutside && !(layout?.panelsContain(location) ?? true)
    trackedPointer = nil
    pressedButton = nil
    pressBeganOutside = false
    if let button {
      choose(button)
    } else if tappedOutside {
      controller?.cancelFromOutside()
    }
  }

  /// Chooses the button at `index` in `layout.buttons`, keeping it highlighted.
  func choose(_ index: Int) {
    guard let layout, layout.buttons.indices.contains(index), layout.buttons[index].isEnabled,
      let controller
    else { return }
    if controller.choose(actionAt: layout.buttons[index].actionIndex) { chosenButton = index }
  }

  /// The enabled button containing `location`, or nil.
  private func enabledButton(at location: CGPoint) -> Int? {
    guard let layout, let index = layout.buttonIndex(at: location),
      layout.buttons[index].isEnabled
    else { return nil }
    return index
  }

  // MARK: - Keyboard focus

  /// Moves the keyboard focus `step` enabled buttons on in reading order, wrapping around;
  /// from no focus, forwards goes to the first and backwards to the last.
  func moveFocus(by step: Int) {
    guard let layout, step != 0 else { return }
    let enabled = layout.buttons.indices.filter { layout.buttons[$0].isEnabled }
    guard !enabled.isEmpty else { return }
    guard let current = focusedButton, let position = enabled.firstIndex(of: current) else {
      focusedButton = step > 0 ? enabled.first : enabled.last
      return
    }
    let count = enabled.count
    focusedButton = enabled[((position + step) % count + count) % count]
  }
}
