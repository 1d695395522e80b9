import Foundation

extension View {
  /// Appends the view and its visible subviews to `list`, in the superview's coordinates: at
  /// its frame, opacity and transform as block animations show them now.
  public func render(into list: inout DrawList) {
    if let animations {
      renderAnimated(animations, into: &list)
      return
    }
    guard !isHidden, alpha > 0 else { return }
    renderPlaced(at: frame.origin, alpha: alpha, transform: transform, into: &list) {
      renderClippedContent(into: &$0)
    }
  }

  /// Renders with the values block animations show at the clock's time.
  private func renderAnimated(_ animations: ViewAnimations, into list: inout DrawList) {
    let now = animationClock.now
    guard !isHidden || now < animations.drawnWhileHiddenUntil else { return }
    let shownAlpha = animations.alpha?.value(at: now) ?? alpha
    guard shownAlpha > 0 else { return }
    let shownFrame = animations.frame.value(at: now, modelValue: frame)
    let shownTransform =
      animations.transform.isEmpty
      ? transform
      : animations.transform.value(at: now, modelValue: TransformComponents(transform)).transform
    animations.drawnFrame = shownFrame
    animations.drawnBackgroundColor = animations.backgroundColor?.value(at: now).color
    defer {
      animations.drawnFrame = nil
      animations.drawnBackgroundColor = nil
    }
    renderPlaced(at: shownFrame.origin, alpha: shownAlpha, transform: shownTransform, into: &list) {
      list in
      guard let transition = animations.transition, now < transition.endTime else {
        return renderClippedContent(into: &list)
      }
      renderDissolving(transition, at: now, into: &list)
    }
  }

  /// Places what `content` draws (in the view's own coordinates) at `origin`, faded by
  /// `alpha` and transformed about the view's center, with the view's traits.
  private func renderPlaced(
    at origin: CGPoint, alpha: CGFloat, transform: CGAffineTransform,
    into list: inout DrawList, content: (inout DrawList) -> Void
  ) {
    // Most views draw with the traits their superview drew with, which the list holds already:
    // saving and restoring them copied a trait collection twice a view every frame.
    guard drawsWithOwnTraits else {
      return renderTranslated(to: origin, alpha: alpha, transform: transform, into: &list, content)
    }
    let inherited = list.traits
    list.traits = drawingTraits(inheriting: inherited)
    defer { list.traits = inherited }
    renderTranslated(to: origin, alpha: alpha, transform: transform, into: &list, content)
  }

  /// Places what `content` draws at `origin`, faded by `alpha` and transformed about the
  /// view's center, with the list's traits.
  private func renderTranslated(
    to origin: CGPoint, alpha: CGFloat, transform: CGAffineTransform,
    into list: inout DrawList, _ content: (inout DrawList) -> Void
  ) {
    list.translated(by: origin) { local in
      local.withAlpha(alpha) { faded in
        guard !transform.isIdentity else { return content(&faded) }
        var untransformed = DrawList(traits: faded.traits)
        content(&untransformed)
        let size = shownSize
        faded.append(
          contentsOf: untransformed.transformed(
            by: transform, about: CGPoint(x: size.width / 2, y: size.height / 2)))
      }
    }
  }

  /// The view's content in its own coordinates, clipped to its size when it clips.
  func renderClippedContent(into list: inout DrawList) {
    drawLayerShadow(into: &list)
    guard clipsToBounds else { return renderContent(into: &list) }
    list.clipped(to: CGRect(origin: .zero, size: shownSize)) { renderContent(into: &$0) }
  }

  /// A cross dissolve from what `transition` kept to the content now. The old background is
  /// drawn whole and the new one over it at the new content's opacity, so that an opaque
  /// background blends exactly (a background that did not change stays as it is); the rest
  /// of the old content fades out while the new fades in.
  private func renderDissolving(
    _ transition: ViewTransitionSnapshot, at now: TimeInterval, into list: inout DrawList
  ) {
    let newOpacity = transition.newContentOpacity(at: now)
    let size = shownSize
    let body: (inout DrawList) -> Void = { list in
      list.append(contentsOf: transition.background)
      list.withAlpha(newOpacity) { self.drawBackground(in: &$0) }
      list.withAlpha(1 - newOpacity) { $0.append(contentsOf: transition.content) }
      list.withAlpha(newOpacity) { self.renderContent(into: &$0, includingBackground: false) }
    }
    guard clipsToBounds else { return body(&list) }
    list.clipped(to: CGRect(origin: .zero, size: size), body)
  }

  /// Keeps what the view draws now, in its own coordinates, for a transition to fade out.
  func transitionSnapshot(
    startingAt time: TimeInterval, timing: ViewAnimationTiming
  ) -> ViewTransitionSnapshot {
    var background = DrawList(traits: traitCollection)
    drawBackground(in: &background)
    var content = DrawList(traits: traitCollection)
    renderContent(into: &content, includingBackground: false)
    return ViewTransitionSnapshot(
      background: background, content: content, startTime: time, timing: timing)
  }

  fileprivate func renderContent(into list: inout DrawList, includingBackground: Bool = true) {
    if includingBackground { drawBackground(in: &list) }
    draw(in: &list)
    if !subviews.isEmpty {
      list.translated(by: CGPoint(x: -boundsOrigin.x, y: -boundsOrigin.y)) { shifted in
        renderSubviews(into: &shifted)
      }
    }
    drawOverlay(in: &list)
    drawLayerEdges(into: &list)
  }

  /// The size the view is drawn at: its frame's, or while a block animates it, the size on
  /// screen now.
  var shownSize: CGSize { animations?.drawnFrame?.size ?? frame.size }

  /// The background drawn: the view's, or while a block animates it, the color on screen now.
  var shownBackgroundColor: Color? { animations?.drawnBackgroundColor ?? backgroundColor }
}
