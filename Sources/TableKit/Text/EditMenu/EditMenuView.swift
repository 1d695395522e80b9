import Foundation

/// The edit menu a finger opens on a text's selection or caret: iOS 16's compact horizontal
/// menu of commands (`EditMenuLayout`), in the menus' material, over the window. It lives as
/// long as the selection it was opened for: a change of the text or the selection, the text
/// ending its editing, or a press anywhere else closes it. Input is in
/// `EditMenuView+Input.swift`.
@preconcurrency @MainActor
final class EditMenuView: View {
  /// The text it acts on.
  private(set) weak var host: (any TextSelectionHost)?
  /// The commands, in menu order (the menu's visible actions, flattened).
  let actions: [Action]
  /// The host's selection revision the menu was opened for.
  private let revision: Int
  /// The page of commands shown.
  var page = 0
  /// What the finger presses: a command by index, or a page chevron.
  var highlighted: EditMenuPart?
  /// The pointer pressing the menu.
  var trackedPointer: Int?
  /// Set once closed.
  private(set) var isClosed = false

  /// Opens `host`'s edit menu in its window.
  /// - Returns: The menu, or nil when no command applies or the text is in no window.
  static func present(for host: some TextSelectionHost) -> EditMenuView? {
    let source = host.selectionInputView
    guard let window = source.window else { return nil }
    let actions = host.editMenu.actionGroups.flatMap { $0 }
    guard !actions.isEmpty else { return nil }
    window.openEditMenu?.close()
    let view = EditMenuView(host: host, actions: actions, revision: host.selectionRevision)
    // The menu takes the look (dark or light) and direction of the text it edits.
    view.overrideUserInterfaceStyle = source.traitCollection.userInterfaceStyle
    view.semanticContentAttribute = source.isRightToLeft ? .forceRightToLeft : .forceLeftToRight
    window.addSubview(view)
    view.frame = window.bounds
    return view
  }

  private init(host: some TextSelectionHost, actions: [Action], revision: Int) {
    self.host = host
    self.actions = actions
    self.revision = revision
    super.init(frame: .zero)
  }

  /// Whether the menu still shows: not closed, and its text still edited with the selection
  /// it was opened for, in this window.
  var isOpen: Bool {
    guard !isClosed, let host, superview != nil else { return false }
    return host.isFirstResponder && host.selectionRevision == revision
      && host.selectionInputView.window === window
  }

  /// Closes the menu.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    trackedPointer = nil
    highlighted = nil
    removeFromSuperview()
  }

  /// The layout now, following the text where it moved (a scrolled table, a resized window).
  var layout: EditMenuLayout? {
    guard isOpen, let host else { return nil }
    let source = host.selectionInputView
    var target = host.editMenuTarget
    // A long selection scrolled partly out of a text view points at the part in view.
    let visible = source.bounds.insetBy(dx: 0, dy: -Metrics.selectionHandleKnobDiameter)
    if target.intersects(visible) { target = target.intersection(visible) }
    let area = bounds.inset(by: safeAreaInsets)
    let measurer = screen.textMeasurer
    return EditMenuLayout(
      titles: actions.map(\.title), target: source.convert(target, to: self), bounds: area,
      page: page, isRightToLeft: isRightToLeft,
      measure: { measurer.size(of: $0, font: Metrics.editMenuFont).width })
  }

  /// Covers the window, whatever its size now, and leaves it once its selection is gone.
  override func layoutIfNeeded() {
    guard isOpen else {
      close()
      return
    }
    if let superview, frame != superview.bounds { frame = superview.bounds }
    super.layoutIfNeeded()
  }

  /// Only the panel and its arrow take pointers; elsewhere they reach the views below.
  override func hitTest(_ point: CGPoint) -> View? {
    guard !isHidden, let layout, layout.frameWithArrow.contains(point) else { return nil }
    return self
  }

  /// Draws the shadow, the panel in the menus' material with its arrow, each command with its
  /// highlight and the hairlines between them, and the page chevrons.
  override func draw(in list: inout DrawList) {
    guard let layout else { return }
    let radius = Metrics.editMenuCornerRadius
    let panel = layout.panelFrame
    let arrow = arrowPolygon(layout)
    if reducesTransparency {
      list.fillRoundedRect(panel, cornerRadius: radius, color: .menuBackground)
    } else {
      list.material(Metrics.alertMaterial, in: panel, cornerRadius: radius, reducesTransparency: false)
    }
    list.shadow(
      around: panel, cornerRadius: radius, blur: Metrics.contextMenuShadowBlur / 2,
      color: Color(white: 0, alpha: Metrics.contextMenuShadowAlpha))
    // The arrow is the flat color the material comes to: a blur reads rectangles only.
    list.append(.fillPolygon(arrow, .menuBackground))
    list.clipped(to: panel) { list in
      var parts: [(EditMenuPart, CGRect)] = layout.items.map { (.item($0.index), $0.frame) }
      if let button = layout.previousPageButton { parts.append((.previousPage, button)) }
      if let button = layout.nextPageButton { parts.append((.nextPage, button)) }
      parts.sort { $0.1.minX < $1.1.minX }
      for (position, (part, frame)) in parts.enumerated() {
        if part == highlighted {
          list.clipped(to: frame) {
            $0.fillRoundedRect(panel, cornerRadius: radius, color: .menuHighlight)
          }
        }
        if position > 0 {
          list.append(
            .line(
              from: CGPoint(x: frame.minX, y: frame.minY), to: CGPoint(x: frame.minX, y: frame.maxY),
              pixelWidth: 1, .separator))
        }
        switch part {
        case .item(let index): drawTitle(actions[index], in: frame, into: &list)
        case .previousPage: drawChevron(in: frame, pointsRight: isRightToLeft, into: &list)
        case .nextPage: drawChevron(in: frame, pointsRight: !isRightToLeft, into: &list)
        }
      }
    }
  }

  private func arrowPolygon(_ layout: EditMenuLayout) -> [CGPoint] {
    let size = Metrics.editMenuArrowSize
    let tip = layout.arrowTip
    let baseY = layout.pointsDown ? layout.panelFrame.maxY : layout.panelFrame.minY
    // The base reaches half a point into the panel so that no seam shows between them.
    let overlap: CGFloat = layout.pointsDown ? -0.5 : 0.5
    return [
      CGPoint(x: tip.x - size.width / 2, y: baseY + overlap), tip,
      CGPoint(x: tip.x + size.width / 2, y: baseY + overlap),
    ]
  }

  private func drawTitle(_ action: Action, in frame: CGRect, into list: inout DrawList) {
    let font = Metrics.editMenuFont
    let measurer = screen.textMeasurer
    let maxWidth = frame.width - 2 * Metrics.editMenuItemPadding
    let width = min(maxWidth, measurer.size(of: action.title, font: font).width)
    let origin = CGPoint(
      x: (frame.midX - width / 2).rounded(), y: (frame.midY - measurer.lineHeight(of: font) / 2).rounded())
    let disabled = action.attributes.contains(.disabled)
    let color: Color =
      disabled ? .disabledLabel : action.attributes.contains(.destructive) ? .systemRed : .label
    list.text(TextRun(action.title, font: font, color: color, origin: origin, maxWidth: max(0, maxWidth)))
  }

  private func drawChevron(in frame: CGRect, pointsRight: Bool, into list: inout DrawList) {
    let size = Metrics.contextMenuSubmenuChevronSize
    let c = CGPoint(x: frame.midX, y: frame.midY)
    let dx = (pointsRight ? 1 : -1) * size.width / 2
    list.append(
      .polyline(
        [
          CGPoint(x: c.x - dx, y: c.y - size.height / 2), CGPoint(x: c.x + dx, y: c.y),
          CGPoint(x: c.x - dx, y: c.y + size.height / 2),
        ], lineWidth: 2, .label))
  }
}

/// A part of the edit menu a finger presses.
enum EditMenuPart: Hashable {
  /// A command, by its index in the menu.
  case item(Int)
  /// The chevron showing the previous page.
  case previousPage
  /// The chevron showing the next page.
  case nextPage
}

extension Window {
  /// The edit menu showing over the window, if any.
  var openEditMenu: EditMenuView? {
    subviews.last { $0 is EditMenuView } as? EditMenuView
  }

  /// Closes the edit menu unless the press that is starting lands on it or on the text it
  /// edits (which decides for itself), as any other press, click or scroll closes iOS's; a
  /// host's input router calls it before delivering a press.
  /// - Parameter view: The view the press goes to, if any.
  public func closeEditMenu(forPressOn view: View?) {
    guard let menu = openEditMenu else { return }
    if let view, view === menu || view === menu.host?.selectionInputView { return }
    menu.close()
  }
}
