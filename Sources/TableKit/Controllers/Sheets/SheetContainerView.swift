import Foundation

/// The view a sheet or popover presentation shows in: it fills the window, dims the presenter
/// (scaling it back behind a card on compact windows), and holds the card or popover box with
/// the presented controller's view inside. It takes every pointer over the window and passes
/// those on the card to the content, keeping the drags that move the card (see
/// `SheetContainerView+Dragging.swift`).
@MainActor
final class SheetContainerView: View {
  /// The presentation controller it shows for (which owns it).
  weak var presentation: PresentationController?
  /// The card or popover box, holding the presented view.
  let cardView = View(frame: .zero)
  /// The view under the presentation that a card scales back (the root's or the presentation
  /// below's), with what it was before.
  weak var presenterView: View?
  var savedPresenter: (transform: CGAffineTransform, radius: CGFloat, clips: Bool)?
  var savedWindowBackground: Color??

  /// How far the presentation is shown (0 gone, 1 shown), as the window's transition gives it.
  var progress: CGFloat = 0
  /// Whether it is being dismissed (the card goes down from where it was let go).
  var isDismissing = false
  /// Where the card's top is pinned while dismissing (where the drag left it), or nil.
  var dismissalTop: CGFloat?
  /// The card's top while the user drags it.
  var dragTop: CGFloat?
  /// The card's spring to a detent, while it moves there.
  var settle: SheetSettleMotion?
  /// The pointer the container follows and what it does with it.
  var tracking: PointerTracking?
  /// The view the last pointer went to, which takes the keys after a press.
  weak var lastTarget: View?
  /// The popover's placement, when it shows as one.
  private(set) var popover: SheetLayout.Popover?
  /// How the presentation shows now.
  private(set) var kind = SheetLayout.Kind.card

  init(presentation: PresentationController) {
    self.presentation = presentation
    super.init(frame: .zero)
    // Presented above the content: dark mode draws the card in its lighter, elevated colors.
    traitOverrides.userInterfaceLevel = .elevated
    addSubview(cardView)
    cardView.clipsToBounds = true
  }

  /// The presented controller's view, inside the card.
  var contentView: View? { cardView.subviews.first }

  /// The layout for the window's bounds now.
  var layout: SheetLayout {
    let window = superview as? Window
    let area = window?.contentBounds ?? bounds
    return SheetLayout(bounds: area, safeTop: window?.safeAreaInsets.top ?? 0, kind: kind)
  }

  // MARK: - Detents

  /// The sheet's detents' tops, smallest detent (lowest card) first, with their identifiers.
  var detentTops: [(SheetPresentationController.Detent.Identifier, CGFloat)] {
    let layout = layout
    guard kind == .card, let sheet = presentation?.sheetSettings else {
      return [(.large, restFrame(layout).minY)]
    }
    let context = SheetPresentationController.Detent.ResolutionContext(
      maximumDetentValue: layout.maximumDetentValue, containerTraitCollection: traitCollection)
    let resolved = sheet.resolvedDetents(in: context)
    guard !resolved.isEmpty else { return [(.large, layout.largeTop)] }
    return resolved.map { ($0.0, layout.top(forDetentHeight: $0.1)) }
  }

  /// The selected detent's top (the smallest detent's when none is selected or it is gone).
  var selectedTop: CGFloat {
    let tops = detentTops
    let selected = presentation?.sheetSettings?.selectedDetentIdentifier
    return tops.first { $0.0 == selected }?.1 ?? tops[0].1
  }

  /// The card's top at rest or under the finger now, before the presentation's slide.
  func currentTop(at now: TimeInterval) -> CGFloat {
    if let dismissalTop { return dismissalTop }
    if let dragTop { return dragTop }
    if let settle { return settle.top(at: now) }
    return selectedTop
  }

  /// The sheet's settings changed: the card moves to the selected detent.
  func settingsDidChange(animated: Bool) {
    if animated, kind == .card, superview != nil {
      // From where the card shows now, as fast as it moves: the selected detent has already
      // changed.
      settle = settleMotion(
        from: cardView.frame.minY, to: selectedTop, velocity: settle?.velocity(at: clockNow) ?? 0)
    }
    setNeedsLayout()
  }

  var clockNow: TimeInterval { (superview as? Window)?.clock.now ?? 0 }

  /// The card's spring from `top` to `target` starting now at `velocity`, resting within half
  /// a pixel of the target.
  func settleMotion(from top: CGFloat, to target: CGFloat, velocity: CGFloat) -> SheetSettleMotion {
    SheetSettleMotion(
      from: top, to: target, velocity: velocity, at: clockNow,
      positionTolerance: 0.5 / max(1, screen.scale))
  }

  // MARK: - Layout

  /// Chooses how the presentation shows for the window's width.
  func resolveKind() {
    guard let presentation else { return }
    let isCompact = PresentationController.isCompact(bounds.size, traitCollection)
    let style = presentation.adaptiveStyle(isCompact: isCompact)
    switch style {
    case .popover:
      let popover = presentation as? PopoverPresentationController
      kind = popover?.hasSource == true ? .popover : (isCompact ? .card : .centered)
    case .formSheet: kind = isCompact ? .card : .centered
    case .pageSheet, .automatic: kind = isCompact ? .card : .page
    default: kind = .fill
    }
    if let popover = presentation as? PopoverPresentationController {
      popover.arrowDirection = kind == .popover ? (self.popover?.direction ?? .unknown) : .unknown
    }
  }

  /// The card's frame at rest for `layout` (a card at its selected detent).
  private func restFrame(_ layout: SheetLayout) -> CGRect {
    let preferred = presentation?.presentedViewController.preferredContentSize ?? .zero
    switch layout.kind {
    case .card: return layout.cardFrame(top: selectedTop)
    case .page: return layout.pageFrame
    case .centered: return layout.centeredFrame(preferred: preferred)
    case .fill: return layout.bounds
    case .popover: return popover?.frame ?? layout.centeredFrame(preferred: preferred)
    }
  }

  /// Every pointer over the window comes here (see `SheetContainerView+Dragging.swift`),
  /// except those outside a popover on one of its `passthroughViews`, which the window gives
  /// to the view hit there (`passthroughHit(at:)`).
  override func hitTest(_ point: CGPoint) -> View? {
    guard !isHidden, self.point(inside: point), passthroughHit(at: point) == nil else {
      return nil
    }
    return self
  }

  /// The view under `point` (this view's coordinates) in one of the popover's passthrough
  /// views shown in this window, when it lies outside the popover; nil otherwise.
  func passthroughHit(at point: CGPoint) -> View? {
    guard kind == .popover, !cardView.frame.contains(point),
      let views = (presentation as? PopoverPresentationController)?.passthroughViews,
      !views.isEmpty, let window
    else { return nil }
    let inWindow = convert(point, to: window)
    for view in views.reversed() where view.window === window {
      let local = view.convert(inWindow, from: window)
      guard view.bounds.contains(local), let hit = view.hitTest(local) else { continue }
      return hit
    }
    return nil
  }

  override func layoutIfNeeded() {
    // A settling card is placed every frame, the frame it comes to rest included.
    if let settle {
      if settle.isFinished(at: clockNow) { self.settle = nil }
      setNeedsLayout()
    }
    super.layoutIfNeeded()
  }

  override var needsAnimationFrame: Bool { settle != nil }

  /// Places the card for the progress and the card's top, and scales the presenter.
  override func layoutSubviews() {
    resolveKind()
    let layout = layout
    if kind == .popover, let popoverController = presentation as? PopoverPresentationController,
      let window = superview as? Window, let source = popoverController.sourceFrame(in: window)
    {
      let preferred = popoverController.presentedViewController.preferredContentSize
      let placed = layout.popover(
        preferred: preferred, source: source,
        permitted: popoverController.permittedArrowDirections)
      popover = placed
      popoverController.arrowDirection = placed.direction
    } else {
      popover = nil
    }
    let eased = min(1, max(0, progress))
    var frame = restFrame(layout)
    alpha = 1
    switch kind {
    case .card:
      let top = currentTop(at: clockNow)
      frame = layout.cardFrame(
        top: screen.roundToPixel(layout.bounds.maxY + (top - layout.bounds.maxY) * eased))
    case .page, .centered, .fill:
      let top = dismissalTop ?? dragTop ?? frame.minY
      frame.origin.y = screen.roundToPixel(layout.bounds.maxY + (top - layout.bounds.maxY) * eased)
    case .popover:
      alpha = eased
    }
    cardView.frame = frame
    contentView?.frame = CGRect(origin: .zero, size: frame.size)
    scalePresenter(layout.presenterFraction(top: frame.minY), layout: layout)
  }

  /// Scales the presenter back by `fraction` with rounded corners over black.
  private func scalePresenter(_ fraction: CGFloat, layout: SheetLayout) {
    guard let presenterView else { return }
    if savedPresenter == nil {
      savedPresenter = (
        presenterView.transform, presenterView.layer.cornerRadius, presenterView.clipsToBounds
      )
    }
    presenterView.transform = layout.presenterTransform(fraction: fraction)
    let scaled = fraction > 0
    presenterView.layer.cornerRadius =
      scaled ? Metrics.sheetCornerRadius : savedPresenter?.radius ?? 0
    presenterView.clipsToBounds = scaled || savedPresenter?.clips == true
    if let window = superview as? Window {
      if savedWindowBackground == nil { savedWindowBackground = .some(window.backgroundColor) }
      window.backgroundColor = scaled ? .black : savedWindowBackground ?? window.backgroundColor
    }
  }

  /// Puts the presenter and the window back as they were (the presentation is gone).
  func restorePresenter() {
    if let presenterView, let savedPresenter {
      presenterView.transform = savedPresenter.transform
      presenterView.layer.cornerRadius = savedPresenter.radius
      presenterView.clipsToBounds = savedPresenter.clips
    }
    if let window = superview as? Window, let savedWindowBackground {
      window.backgroundColor = savedWindowBackground
    }
    savedPresenter = nil
    savedWindowBackground = nil
  }

  // MARK: - Drawing

  /// The dimming over the presenter, as strong as the card's height says.
  var dimmingAlpha: CGFloat {
    switch kind {
    case .popover, .fill: return 0
    case .page, .centered: return Metrics.sheetDimmingAlpha * min(1, max(0, progress))
    case .card:
      let layout = layout
      let tops = detentTops
      let undimmed = presentation?.sheetSettings?.largestUndimmedDetentIdentifier
      let undimmedIndex = undimmed.flatMap { id in tops.firstIndex { $0.0 == id } }
      let undimmedTop = undimmedIndex.map { tops[$0].1 } ?? layout.bounds.maxY
      let dimmedTop = undimmedIndex.map { $0 + 1 < tops.count ? tops[$0 + 1].1 : -.infinity }
        ?? tops[0].1
      return layout.dimming(top: cardView.frame.minY, undimmedTop: undimmedTop, dimmedTop: dimmedTop)
    }
  }

  /// The corner radius of the card or box.
  var cardCornerRadius: CGFloat {
    switch kind {
    case .popover: Metrics.popoverCornerRadius
    case .fill: 0
    default: presentation?.sheetSettings?.preferredCornerRadius ?? Metrics.sheetCornerRadius
    }
  }

  /// The corners rounded: a card's top ones, a centred card's and a popover's all.
  var roundedCorners: RectCorner {
    switch kind {
    case .card, .page: [.topLeft, .topRight]
    case .centered, .popover: .allCorners
    case .fill: []
    }
  }

  /// Draws the dimming, and a popover's box (`SheetContainerView+Popover.swift`).
  override func draw(in list: inout DrawList) {
    let dim = dimmingAlpha
    if dim > 0 { list.fill(bounds, color: Color(white: 0, alpha: dim)) }
    if kind == .popover { drawPopoverBox(in: &list) }
  }

  /// Rounds the card's corners over what lies behind them, and draws the grabber; a popover's
  /// edges, shadow and arrow.
  override func drawOverlay(in list: inout DrawList) {
    if kind == .popover { return drawPopoverEdges(in: &list) }
    let box = cardView.frame
    let radius = cardCornerRadius
    if radius > 0, !roundedCorners.isEmpty {
      list.roundCorners(
        of: box, cornerRadius: radius, corners: roundedCorners, backdrop: backdrop(in: list.traits))
    }
    guard kind == .card, presentation?.sheetSettings?.prefersGrabberVisible == true else { return }
    let size = Metrics.sheetGrabberSize
    let grabber = CGRect(
      x: (box.midX - size.width / 2).rounded(), y: box.minY + Metrics.sheetGrabberTop,
      width: size.width, height: size.height)
    list.fillRoundedRect(grabber, cornerRadius: size.height / 2, color: .tertiaryLabel)
  }

  /// What shows behind the card's corners: the presenter's background under the dimming
  /// (black where the presenter is scaled away from them).
  private func backdrop(in traits: TraitCollection) -> Color {
    if layout.presenterFraction(top: cardView.frame.minY) > 0 { return .black }
    let base = (presenterView?.backgroundColor ?? .systemBackground).resolvedColor(with: traits)
    let dim = dimmingAlpha
    return Color(
      red: base.red * (1 - dim), green: base.green * (1 - dim), blue: base.blue * (1 - dim))
  }
}
