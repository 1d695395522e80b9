import Foundation

/// An action sheet in a popover, as iPad shows one on a wide window: the group of actions
/// (title and message above) fills the popover, whose box is its panel, Cancel is left out
/// (a tap outside cancels), and nothing is dimmed. The layout is the phone's, made in a virtual screen whose group is
/// then drawn, and touched, from the popover's corner.
extension AlertView {
  /// The popover's layout for the width the popover gives.
  func popoverLayout(_ controller: AlertController) -> AlertLayout {
    let made = Self.popoverLayout(
      content: controller.layoutContent, width: bounds.width, isRightToLeft: isRightToLeft,
      tint: tintColor, measurer: screen.textMeasurer, traits: traitCollection)
    popoverOrigin = made.panelsFrame.origin
    return made
  }

  /// The layout of an action sheet in a popover `width` wide, in virtual coordinates.
  static func popoverLayout(
    content: AlertLayout.Content, width: CGFloat, isRightToLeft: Bool, tint: Color,
    measurer: any TextMeasuring, traits: TraitCollection
  ) -> AlertLayout {
    let spacing = Metrics.actionSheetSpacing
    let virtual = CGRect(x: 0, y: 0, width: width + 2 * spacing, height: 10_000)
    return AlertLayout(
      content: content, in: virtual, isRightToLeft: isRightToLeft, tint: tint,
      measurer: measurer, traits: traits
    ).withoutCancel(content.cancelIndex)
  }

  /// The size a popover holding the action sheet of `content` takes.
  static func popoverSize(
    content: AlertLayout.Content, measurer: any TextMeasuring, traits: TraitCollection
  ) -> CGSize {
    let width = Metrics.actionSheetPopoverWidth
    let layout = popoverLayout(
      content: content, width: width, isRightToLeft: false, tint: .tint, measurer: measurer,
      traits: traits)
    return CGSize(width: width, height: max(1, layout.panelsFrame.height))
  }

  /// Draws the group from the popover's corner, without dimming or sliding. The popover's box
  /// is the group's panel, one shape with its arrow in the popover's background: the group
  /// draws no material panel of its own inside it.
  func drawInPopover(in list: inout DrawList) {
    guard let layout else { return }
    var (shown, buttonIndexes) = layout.visiblePart(scrolledBy: scrollOffsets)
    shown.panels = shown.panels.map { AlertLayout.Panel(frame: $0.frame, color: .clear) }
    let origin = popoverOrigin
    list.translated(by: CGPoint(x: -origin.x, y: -origin.y)) { panels in
      shown.draw(
        in: &panels,
        highlightedButton: highlightedButton.flatMap { buttonIndexes.firstIndex(of: $0) },
        reducesTransparency: reducesTransparency)
      drawScrollIndicators(in: &panels)
    }
  }

  /// `event` with its location moved by `offset` (into the virtual coordinates).
  static func shifted(_ event: InputEvent, by offset: CGPoint) -> InputEvent {
    func move(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + offset.x, y: point.y + offset.y) }
    switch event {
    case .pointerDown(let id, let location, let kind):
      return .pointerDown(id: id, location: move(location), kind: kind)
    case .pointerMoved(let id, let location, let kind):
      return .pointerMoved(id: id, location: move(location), kind: kind)
    case .pointerUp(let id, let location, let kind):
      return .pointerUp(id: id, location: move(location), kind: kind)
    case .secondaryClick(let location):
      return .secondaryClick(location: move(location))
    default:
      return event
    }
  }
}

extension Metrics {
  /// The width of an action sheet shown in a popover, as iPad's.
  public static let actionSheetPopoverWidth: CGFloat = 304
}
