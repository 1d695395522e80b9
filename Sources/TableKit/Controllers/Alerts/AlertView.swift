import Foundation

/// The view of an `AlertController`: the whole screen, dimmed, with the alert's box or the
/// action sheet's panels over it, laid out by an `AlertLayout`.
///
/// It takes every pointer while shown, as iOS's alerts do: a press on a button highlights it,
/// sliding moves the highlight to the button under the finger (none off the buttons), and
/// lifting on an enabled button chooses it. A tap that starts and ends on the dimmed screen
/// around an action sheet cancels it. Keys pass up to the window, which offers them to the
/// controller's `handlePresentedKey(_:modifiers:)`.
///
/// When the alert is taller than the screen allows, its message and its list of buttons scroll
/// (see `AlertView+Scrolling.swift`): a finger dragging in either scrolls it instead of
/// choosing, the wheel scrolls the part under the mouse, and the keys scroll too.
@MainActor
final class AlertView: View, InputHandling {
  private(set) weak var controller: AlertController?

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
  /// Whether the action sheet shows in a popover (a wide window): laid out without Cancel
  /// and drawn without dimming (`AlertView+Popover.swift`).
  var isInPopover = false
  /// Where the popover's group lies in the layout's coordinates.
  var popoverOrigin = CGPoint.zero

  /// The button under the tracked pointer, as an index in `layout.buttons`.
  private var pressedButton: Int?
  /// The button the keyboard moved to.
  private(set) var focusedButton: Int?
  /// The button chosen, which stays highlighted while the alert fades.
  private var chosenButton: Int?
  /// The pointer that went down first; others are absorbed.
  private(set) var trackedPointer: Int?
  /// Whether the tracked pointer went down on the dimmed screen.
  private var pressBeganOutside = false

  /// The motion of each scrolling part, made as the parts first scroll.
  var motions: [AlertLayout.ScrollRegion.Part: AlertScrollMotion] = [:]
  /// The part the tracked pointer went down in, while it scrolls.
  var pressedRegion: AlertLayout.ScrollRegion.Part?
  /// Where the tracked pointer went down.
  var pressLocation = CGPoint.zero
  /// Whether the tracked press stopped a moving part, so that it only stops it, as on iOS.
  var pressStoppedMotion = false
  /// Where a pointer was last seen, for the wheel, which has no location of its own.
  var lastPointerLocation: CGPoint?

  /// Creates the view of `controller`.
  init(controller: AlertController) {
    self.controller = controller
    super.init(frame: .zero)
    // Presented above the content, as iOS's alerts and action sheets are: dark mode draws
    // their fields and backgrounds in its lighter, elevated colors.
    traitOverrides.userInterfaceLevel = .elevated
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
    pressedRegion = nil
    pressStoppedMotion = false
  }

  // MARK: - Layout and drawing

  override func layoutSubviews() {
    guard let controller else {
      layout = nil
      return
    }
    let made =
      isInPopover
      ? popoverLayout(controller)
      : AlertLayout(
        content: controller.layoutContent, in: bounds, isRightToLeft: isRightToLeft,
        tint: tintColor, measurer: screen.textMeasurer, traits: traitCollection)
    layout = made
    fitMotions(to: made)
    for (field, frame) in zip(textFields, made.textFieldFrames) { field.frame = frame }
    // The actions may have changed under a press or the focus.
    for index in [pressedButton, focusedButton, chosenButton] {
      if let index, index >= made.buttons.count { resetInteraction() }
    }
  }

  /// Brings the scrolling parts to the clock's time (the indicator's fade follows), then lays
  /// out.
  override func layoutIfNeeded() {
    stepMotions(to: now)
    super.layoutIfNeeded()
  }

  /// Whether a part still scrolls or its indicator still fades.
  override var needsAnimationFrame: Bool { scrollingNeedsFrames }

  /// Draws the dimming, then the panels: an alert fades in while its box shrinks from
  /// `Metrics.alertAppearingScale` to its size (and only fades when going); an action sheet
  /// slides up from below the screen while the dimming fades in.
  override func draw(in list: inout DrawList) {
    guard !isInPopover else { return drawInPopover(in: &list) }
    let progress = min(1, max(0, presentationProgress))
    list.fill(
      CGRect(origin: .zero, size: frame.size),
      color: Color(white: 0, alpha: Metrics.presentationDimmingAlpha * progress))
    guard let layout else { return }
    var panels = DrawList(traits: list.traits)
    // Only what shows is drawn: a list of 100,000 buttons draws the few in its room.
    let (shown, buttonIndexes) = layout.visiblePart(scrolledBy: scrollOffsets)
    shown.draw(
      in: &panels, highlightedButton: highlightedButton.flatMap { buttonIndexes.firstIndex(of: $0) },
      reducesTransparency: reducesTransparency)
    drawScrollIndicators(in: &panels)
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
    switch isInPopover ? Self.shifted(event, by: popoverOrigin) : event {
    case .pointerDown(let id, let location, let kind):
      lastPointerLocation = location
      guard trackedPointer == nil, chosenButton == nil else { return true }
      trackedPointer = id
      focusedButton = nil
      pressBeganOutside = !(layout?.panelsContain(location) ?? false)
      beginPressForScrolling(at: location, kind: kind)
      pressedButton = pressStoppedMotion ? nil : enabledButton(at: location)
    case .pointerMoved(let id, let location, _):
      lastPointerLocation = location
      // A mouse moving without a press (hovering) highlights nothing, as a finger cannot.
      guard id == trackedPointer else { return true }
      if dragScrolls(to: location) {
        pressedButton = nil
      } else if !pressStoppedMotion {
        pressedButton = enabledButton(at: location)
      }
    case .pointerUp(let id, let location, _):
      guard id == trackedPointer else { return true }
      let scrolled = endPressForScrolling(at: location)
      if scrolled || pressStoppedMotion {
        endTracking()
      } else {
        release(at: location)
      }
    case .pointerCancelled(let id):
      guard id == trackedPointer else { return true }
      _ = endPressForScrolling(at: nil)
      endTracking()
    case .key, .text, .composition:
      return false
    case .wheel(_, let dy, let isPrecise):
      scrollByWheel(dy, isPrecise: isPrecise)
    case .secondaryClick:
      break
    }
    return true
  }

  /// Forgets the tracked pointer without choosing anything.
  private func endTracking() {
    trackedPointer = nil
    pressedButton = nil
    pressBeganOutside = false
    pressedRegion = nil
    pressStoppedMotion = false
  }

  private func release(at location: CGPoint) {
    let button = enabledButton(at: location)
    let tappedOutside = pressBeganOutside && !(layout?.panelsContain(location) ?? true)
    endTracking()
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

  /// The enabled button drawn under `location` (where the list has scrolled it), or nil.
  private func enabledButton(at location: CGPoint) -> Int? {
    guard let layout, let index = layout.buttonIndex(at: location, scrolledBy: scrollOffsets),
      layout.buttons[index].isEnabled
    else { return nil }
    return index
  }

  // MARK: - Keyboard focus

  /// Moves the keyboard focus `step` enabled buttons on in reading order, wrapping around;
  /// from no focus, forwards goes to the first and backwards to the last.
  func moveFocus(by step: Int) {
    guard let layout, step != 0, !layout.buttons.isEmpty else { return }
    let buttons = layout.buttons
    // Walks from the focus to the next enabled button, not through every button: a key costs
    // the same in a list of 100,000.
    func nextEnabled(after index: Int, direction: Int) -> Int? {
      var candidate = index
      for _ in 0..<buttons.count {
        candidate = ((candidate + direction) % buttons.count + buttons.count) % buttons.count
        if buttons[candidate].isEnabled { return candidate }
      }
      return nil
    }
    let direction = step > 0 ? 1 : -1
    var next: Int?
    if let current = focusedButton, buttons.indices.contains(current), buttons[current].isEnabled {
      next = current
      for _ in 0..<abs(step) { next = next.flatMap { nextEnabled(after: $0, direction: direction) } }
    } else {
      next = nextEnabled(after: direction > 0 ? buttons.count - 1 : 0, direction: direction)
    }
    guard let next else { return }
    focusedButton = next
    revealButton(next)
  }
}
