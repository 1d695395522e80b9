import Foundation

/// What a text shows around its selection when a finger made it, as iOS does: a grab handle at
/// each end (a bar the line's height in the tint, its knob above the start and below the end)
/// that a finger drags to change the selection, and the edit menu over it once the finger
/// lifts. Text fields and text views each own one and call it from their input and drawing.
@MainActor
final class TextSelectionChrome {
  /// Whether the handles show: a finger selected (a double or triple tap, a handle's drag);
  /// a mouse, keys or typing hide them.
  var showsHandles = false
  /// The finger dragging a handle, which end it moves, and how far from the bar's middle the
  /// finger took it (so that the text under the line, not under the finger, follows).
  private var drag: (pointer: Int, end: SelectionEnd, grabOffset: CGPoint)?
  /// The finger whose lift opens the menu (after a double tap, or a tap on the caret).
  private var menuOnLift: Int?
  /// The menu showing, if any.
  private(set) weak var menu: EditMenuView?

  /// Whether a handle is being dragged.
  var isDraggingHandle: Bool { drag != nil }

  /// Whether the menu shows now.
  var isShowingMenu: Bool { menu?.isOpen == true }

  // MARK: - Handles

  /// Each handle's bar and knob in the host's input coordinates; nil without handles.
  func handleShapes(of host: some TextSelectionHost) -> [(end: SelectionEnd, bar: CGRect, knob: CGRect)]? {
    guard showsHandles, host.isFirstResponder, let ends = host.selectionEndRects else { return nil }
    let width = Metrics.selectionHandleBarWidth
    let diameter = Metrics.selectionHandleKnobDiameter
    func bar(_ rect: CGRect) -> CGRect {
      CGRect(x: rect.minX - width / 2, y: rect.minY, width: width, height: rect.height)
    }
    let startBar = bar(ends.start)
    let endBar = bar(ends.end)
    return [
      (
        .start, startBar,
        CGRect(x: startBar.midX - diameter / 2, y: startBar.minY - diameter + 1, width: diameter, height: diameter)
      ),
      (
        .end, endBar,
        CGRect(x: endBar.midX - diameter / 2, y: endBar.maxY - 1, width: diameter, height: diameter)
      ),
    ]
  }

  /// Draws the handles, in the tint, into the host's input view's list.
  func drawHandles(of host: some TextSelectionHost, tint: Color, in list: inout DrawList) {
    guard let shapes = handleShapes(of: host) else { return }
    for shape in shapes {
      list.fill(shape.bar, color: tint)
      list.append(.fillEllipse(shape.knob, tint))
    }
  }

  /// The handle a finger pressing at `point` takes: the nearer one whose bar or knob lies within
  /// a fingertip's reach.
  private func handle(at point: CGPoint, of host: some TextSelectionHost) -> (SelectionEnd, CGRect)? {
    guard let shapes = handleShapes(of: host) else { return nil }
    let reach = Metrics.selectionHandleReach
    let reached = shapes.filter {
      $0.bar.union($0.knob).insetBy(dx: -reach, dy: -reach / 2).contains(point)
    }
    let nearest = reached.min {
      hypot(point.x - $0.bar.midX, point.y - $0.bar.midY)
        < hypot(point.x - $1.bar.midX, point.y - $1.bar.midY)
    }
    return nearest.map { ($0.end, $0.bar) }
  }

  // MARK: - Input

  /// A finger went down: on a handle it starts dragging it (and the menu hides meanwhile).
  /// - Returns: Whether the press is the handle's; else the host handles it.
  func fingerDown(id: Int, at point: CGPoint, host: some TextSelectionHost) -> Bool {
    guard let (end, bar) = handle(at: point, of: host) else { return false }
    drag = (id, end, CGPoint(x: bar.midX - point.x, y: bar.midY - point.y))
    hideMenu()
    return true
  }

  /// A dragged handle follows its finger.
  /// - Returns: Whether the pointer is the one dragging a handle.
  func pointerMoved(id: Int, to point: CGPoint, host: some TextSelectionHost) -> Bool {
    guard let drag, drag.pointer == id else { return false }
    host.moveSelectionEnd(
      drag.end, to: CGPoint(x: point.x + drag.grabOffset.x, y: point.y + drag.grabOffset.y))
    return true
  }

  /// Opens the menu when finger `id` lifts, unless it is cancelled first.
  func showMenuWhenLifted(pointer id: Int) { menuOnLift = id }

  /// A finger lifted or was cancelled: the menu opens if it was to on this lift, or again after
  /// a handle's drag.
  /// - Returns: Whether the pointer was the one dragging a handle (the host need not see it).
  func pointerEnded(id: Int, cancelled: Bool, host: some TextSelectionHost) -> Bool {
    if menuOnLift == id {
      menuOnLift = nil
      if !cancelled { showMenu(for: host) }
      return false
    }
    guard let drag, drag.pointer == id else { return false }
    self.drag = nil
    if !cancelled { showMenu(for: host) }
    return true
  }

  // MARK: - Menu

  /// Opens the edit menu over the selection or the caret, as iOS does after a double tap, a
  /// handle's drag, or a tap on the caret; nothing opens when no command applies.
  func showMenu(for host: some TextSelectionHost) {
    hideMenu()
    guard host.isFirstResponder else { return }
    menu = EditMenuView.present(for: host)
  }

  /// Closes the edit menu.
  func hideMenu() {
    menu?.close()
    menu = nil
  }

  /// Forgets the handles and the menu: the host stopped editing, or a mouse or keys took over.
  func reset() {
    showsHandles = false
    drag = nil
    menuOnLift = nil
    hideMenu()
  }
}

extension Metrics {
  /// A selection handle's bar width (the caret's).
  public static let selectionHandleBarWidth: CGFloat = 2
  /// The diameter of a selection handle's knob.
  public static let selectionHandleKnobDiameter: CGFloat = 10
  /// How far around a handle a finger still takes it: a 44-pt touch target about the bar.
  public static let selectionHandleReach: CGFloat = 20
}
