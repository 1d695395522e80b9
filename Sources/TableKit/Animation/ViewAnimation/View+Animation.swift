import Foundation

extension View {
  // MARK: - Declaring animations

  /// Animates the changes `animations` makes to views over `duration` seconds, ease in and
  /// out, as UIKit's `animate(withDuration:animations:)`.
  public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations)
  }

  /// Animates the changes `animations` makes over `duration` seconds, then calls `completion`
  /// with true once they have all finished.
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates the changes `animations` makes to views, as UIKit's
  /// `animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// The properties that animate are `frame` (and so `center` and `bounds.size`, and every
  /// frame `layoutIfNeeded()` sets inside the block, constraints' included), `alpha`,
  /// `backgroundColor` and `transform`. Their new values are set at once (layout and hit
  /// testing see them); only the drawing moves, on the clock of the table (scroll view) or
  /// window the view is in. Frames
  /// and transforms add up as UIKit's do since iOS 8, so a change made mid-flight continues
  /// from where the view is on screen; opacity and colors start again from the value set, or
  /// from the screen with `.beginFromCurrentState`. A block inside another takes the outer
  /// one's duration and curve unless its options override them.
  ///
  /// While the views move they take no touches, unless `.allowUserInteraction` is given.
  /// The completion runs on a later frame (the next one when nothing changed), with true.
  /// - Parameters:
  ///   - duration: Seconds; zero or less (or not a number) changes at once.
  ///   - delay: Seconds before the views start to move; the old values show until then.
  ///   - options: The curve, repetition and interaction.
  ///   - animations: Changes views; called once, at once.
  ///   - completion: Called once every change has finished; never for `.repeat`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let block = makeBlock(
      duration: duration, delay: delay, options: options,
      pacing: .curve(options.curve), completion: completion)
    run(animations, in: block)
  }

  /// Animates the changes `animations` makes along a spring, as UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`: the motion
  /// settles within `duration`, overshooting and swinging back when `dampingRatio` is below 1.
  /// - Parameters:
  ///   - duration: Seconds within which the spring settles.
  ///   - delay: Seconds before the views start to move; the old values show until then.
  ///   - dampingRatio: 1 comes to rest without overshoot; towards 0, more oscillation.
  ///   - velocity: The initial speed, in whole changes per second (1 would cover the change in
  ///     one second).
  ///   - options: The repetition and interaction (the spring is the curve).
  ///   - animations: Changes views; called once, at once.
  ///   - completion: Called once every change has finished; never for `.repeat`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = SpringPacing(
      damping: Double(dampingRatio), initialVelocity: Double(velocity),
      duration: usableSeconds(duration))
    let block = makeBlock(
      duration: duration, delay: delay, options: options.union(.overrideInheritedCurve),
      pacing: .spring(spring), completion: completion)
    run(animations, in: block)
  }

  /// Makes the changes `actions` makes at once, even inside an animation block, as UIKit's
  /// `performWithoutAnimation(_:)`.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    ViewAnimationContext.with(.withoutAnimation, actions)
  }

  /// Whether animation blocks animate; when false their changes show at once (their
  /// completions still run). True by default, as UIKit's.
  public static var areAnimationsEnabled: Bool {
    get { ViewAnimationContext.animationsEnabled }
    set { ViewAnimationContext.animationsEnabled = newValue }
  }

  /// Turns animation blocks on or off, as UIKit's `setAnimationsEnabled(_:)`.
  public static func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

  /// The duration of the animation block being declared, 0 outside one, as UIKit's
  /// `inheritedAnimationDuration`.
  public static var inheritedAnimationDuration: TimeInterval {
    ViewAnimationContext.current?.timing.duration ?? 0
  }

  // MARK: - Building blocks

  /// Seconds that can be waited: not-a-number and negative values are zero.
  private static func usableSeconds(_ seconds: TimeInterval) -> TimeInterval {
    seconds.isFinite ? max(0, seconds) : 0
  }

  private static func makeBlock(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    pacing: ViewAnimationTiming.Pacing, completion: ((Bool) -> Void)?
  ) -> ViewAnimationBlock {
    var timing = ViewAnimationTiming(
      delay: usableSeconds(delay), duration: usableSeconds(duration), pacing: pacing,
      repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
    var options = options
    if let outer = ViewAnimationContext.current {
      if !options.contains(.overrideInheritedDuration) { timing.duration = outer.timing.duration }
      if !options.contains(.overrideInheritedCurve) { timing.pacing = outer.timing.pacing }
      if !options.contains(.overrideInheritedOptions) {
        options.formUnion(outer.options.intersection([.allowUserInteraction, .beginFromCurrentState]))
      }
    }
    return ViewAnimationBlock(timing: timing, options: options, completion: completion)
  }

  /// Runs `animations` with `block` innermost, or without animation when the block would
  /// move nothing (no duration and no delay) or animations are off.
  static func run(_ animations: () -> Void, in block: ViewAnimationBlock) {
    let animates =
      ViewAnimationContext.animationsEnabled
      && (block.timing.duration > 0 || block.timing.delay > 0)
    ViewAnimationContext.with(animates ? .animating(block) : .withoutAnimation, animations)
    block.blockDidRun()
  }

  // MARK: - Recording changes

  /// The clock the view's animations run on: that of the nearest scroll view (a table, whose
  /// rows move by it too) or window it is in, itself included; else the system's.
  var animationClock: any FrameClock {
    var ancestor: View? = self
    while let view = ancestor {
      if let window = view as? Window { return window.clock }
      if let scrollView = view as? ScrollView { return scrollView.clock }
      ancestor = view.superview
    }
    return SystemClock()
  }

  /// The view's animations, made if it had none, noted as changed by `block` now.
  func animations(joining block: ViewAnimationBlock) -> (ViewAnimations, TimeInterval) {
    let clock = animationClock
    let now = clock.now
    let running = animations ?? ViewAnimations()
    animations = running
    screen.animator.track(self)
    block.noteChange(at: now, clock: clock, animator: screen.animator)
    if !block.options.contains(.allowUserInteraction) {
      running.interactionBlockedUntil = max(
        running.interactionBlockedUntil, now + block.timing.length)
    }
    return (running, now)
  }

  /// The frame changed from `old`: animated inside a block.
  func frameDidChange(from old: CGRect) {
    guard let block = ViewAnimationContext.current else { return }
    let (running, now) = animations(joining: block)
    running.frame.add(from: old, to: frame, at: now, timing: block.timing)
  }

  /// The transform changed from `old`: one that is not finite is refused, a change animated
  /// inside a block.
  func transformDidChange(from old: CGAffineTransform) {
    guard transform.isFinite else {
      GeometryWarnings.report("a \(type(of: self))'s transform \(transform) is not finite; it stays \(old)")
      transform = old
      return
    }
    guard transform != old, let block = ViewAnimationContext.current else { return }
    let (running, now) = animations(joining: block)
    running.transform.add(
      from: TransformComponents(old), to: TransformComponents(transform), at: now,
      timing: block.timing)
  }

  /// The opacity changed from `old`: animated inside a block.
  func alphaDidChange(from old: CGFloat) {
    guard alpha != old, let block = ViewAnimationContext.current else { return }
    let (running, now) = animations(joining: block)
    let shown = running.alpha?.value(at: now) ?? old
    let from = block.options.contains(.beginFromCurrentState) ? shown : old
    running.alpha = ReplacingTrack(from: from, to: alpha, startTime: now, timing: block.timing)
  }

  /// The background changed from `old`: animated inside a block, both colors resolved with
  /// the view's traits now.
  func backgroundColorDidChange(from old: Color?) {
    guard backgroundColor != old, let block = ViewAnimationContext.current else { return }
    let (running, now) = animations(joining: block)
    let traits = traitCollection
    let oldColor = old?.resolvedColor(with: traits)
    let newColor = backgroundColor?.resolvedColor(with: traits)
    let set = ColorComponents(oldColor, partner: newColor)
    let shown = running.backgroundColor?.value(at: now) ?? set
    running.backgroundColor = ReplacingTrack(
      from: block.options.contains(.beginFromCurrentState) ? shown : set,
      to: ColorComponents(newColor, partner: oldColor), startTime: now, timing: block.timing)
  }

  /// The view was hidden or shown inside `block` (an arranged view of a stack): it fades in,
  /// or keeps drawing while it fades out until the block ends.
  func fadeForVisibilityChange(in block: ViewAnimationBlock) {
    let (running, now) = animations(joining: block)
    let shown = running.alpha?.value(at: now) ?? alpha
    if isHidden {
      running.alpha = ReplacingTrack(from: shown, to: 0, startTime: now, timing: block.timing)
      running.drawnWhileHiddenUntil = now + block.timing.length
    } else {
      running.alpha = ReplacingTrack(
        from: running.drawnWhileHiddenUntil > now ? shown : 0, to: alpha, startTime: now,
        timing: block.timing)
      running.drawnWhileHiddenUntil = -.infinity
    }
  }

  /// A view just shown in a stack grows from nothing at its new place along the stack's axis,
  /// rather than sliding from wherever it was last laid out while hidden.
  func growFromCollapsed(along axis: LayoutConstraint.Axis, in block: ViewAnimationBlock) {
    let (running, now) = animations(joining: block)
    let collapsed = CGRect(
      origin: frame.origin,
      size: axis == .vertical
        ? CGSize(width: frame.width, height: 0) : CGSize(width: 0, height: frame.height))
    running.frame.removeAll()
    running.frame.add(from: collapsed, to: frame, at: now, timing: block.timing)
  }

  /// Every animation of the view has come to rest.
  func animationsDidFinish() {
    animations = nil
  }

  /// Whether touches pass through the view now because it moves in a block that does not
  /// allow them.
  var isInteractionBlockedByAnimation: Bool {
    guard let animations else { return false }
    return animationClock.now < animations.interactionBlockedUntil
  }
}
