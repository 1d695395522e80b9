import Foundation

/// The view at the root of a screen, as UIKit's `UIWindow`: it shows its root view controller's
/// view filling it, and the controllers presented modally over it, and calls their appearance
/// methods. A host (`SceneHost` in a real window, an offscreen canvas in tests) shows a window;
/// `makeKeyAndVisible()` makes the root controller appear.
///
/// While a presentation comes or goes, the window takes all pointer input itself (so nothing
/// is tapped twice); while one is shown, only the presented controller's view gets pointers
/// and keys.
@preconcurrency @MainActor
public final class Window: View, InputHandling {
  /// The clock presentations and navigation transitions run on; a `ManualClock` in tests.
  public var clock: any FrameClock

  /// Receives warnings about misuse (presenting twice, dismissing nothing); prints to standard
  /// error by default.
  public var warningHandler: (String) -> Void = { message in
    Window.reportWithoutWindow(message)
  }

  /// The on-screen keyboard and its slide (see `Window+OnScreenKeyboard.swift`).
  let keyboardPresenter = OnScreenKeyboardPresenter()

  /// The screen's accessibility settings this window's traits follow
  /// (`Window+AccessibilitySettings.swift`).
  var accessibilitySettingsObservation: AccessibilitySettingsObservation?

  /// Creates a window.
  /// - Parameters:
  ///   - frame: Its frame, usually the host's whole area.
  ///   - clock: The clock its transitions run on.
  public init(frame: CGRect = .zero, clock: any FrameClock = SystemClock()) {
    self.clock = clock
    super.init(frame: frame)
    backgroundColor = .systemBackground
    clipsToBounds = true
    addSubview(keyboardPresenter.keyboard)
    followAccessibilitySettings()
  }

  // MARK: - The root controller

  /// The controller whose view fills the window. Replacing it while the window is visible makes
  /// the old one disappear and the new one appear, without animation.
  public var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      changingPresentations { replaceRoot(oldValue) }
    }
  }

  private func replaceRoot(_ oldValue: ViewController?) {
    if isVisible { oldValue?.beginAppearanceTransition(false, animated: false) }
    oldValue?.viewIfLoaded?.removeFromSuperview()
    if isVisible { oldValue?.endAppearanceTransition() }
    guard let rootViewController else { return }
    if isVisible { rootViewController.beginAppearanceTransition(true, animated: false) }
    insertSubview(rootViewController.view, at: 0)
    rootViewController.view.frame = contentBounds
    if isVisible { rootViewController.endAppearanceTransition() }
    setNeedsLayout()
  }

  /// Whether `makeKeyAndVisible()` was called.
  public private(set) var isVisible = false

  /// Shows the window: the root controller, and what it presents, appear (those a
  /// full-screen presentation covers stay hidden and hear nothing).
  public func makeKeyAndVisible() {
    guard !isVisible else { return }
    isVisible = true
    changingPresentations { showPresentations() }
  }

  private func showPresentations() {
    let covered = Set(presentations.compactMap { $0.covered.map(ObjectIdentifier.init) })
    let shown = ([rootViewController] + presentations.map(\.controller)).compactMap { $0 }
    for controller in shown where !covered.contains(ObjectIdentifier(controller)) {
      controller.beginAppearanceTransition(true, animated: false)
      controller.endAppearanceTransition()
    }
  }

  // MARK: - Presentations

  private(set) var presentations: [Presentation] = []
  /// Whether a presentation or dismissal is being made (its appearance calls running).
  var isChangingPresentations = false
  /// Presentations and dismissals asked for meanwhile (from a `viewDidLoad` or an appearance
  /// method), made in order when it is done (see `Window+PresentationQueue.swift`).
  var deferredPresentationChanges: [() -> Void] = []

  /// The controller presented over everything else, or nil.
  public var topPresentedViewController: ViewController? { presentations.last?.controller }

  /// The controller on top: the top presented one, else the root.
  public var topViewController: ViewController? {
    topPresentedViewController ?? rootViewController
  }

  /// Whether a presentation is coming or going.
  public var isTransitioning: Bool { presentations.contains { $0.transition != nil } }

  /// Presents `controller` over `source`'s screen; see `ViewController.present`.
  ///
  /// The appearance methods come in the order UIKit calls them for a modal presentation: the
  /// covered presenter's `viewWillDisappear`, the presented controller's `viewWillAppear`, and
  /// when the transition ends the presented `viewDidAppear` before the presenter's
  /// `viewDidDisappear`, then `completion`. An `.overFullScreen` presentation covers nothing,
  /// so the presenter hears nothing.
  func present(
    _ controller: ViewController, from source: ViewController, animated: Bool,
    completion: (() -> Void)?
  ) {
    guard !deferring({ self.present(controller, from: source, animated: animated, completion: completion) })
    else { return }
    let presenter = Self.presentationRoot(of: source)
    guard let problem = presentationProblem(presenting: controller, on: presenter) else {
      return changingPresentations {
        attach(controller, to: presenter, animated: animated, completion: completion)
      }
    }
    warningHandler(problem)
  }

  /// Why `controller` cannot be presented on `presenter`, in UIKit's words, or nil when it can.
  private func presentationProblem(
    presenting controller: ViewController, on presenter: ViewController
  ) -> String? {
    let name = Self.name(of: controller)
    if let current = presenter.presentedController {
      return
        "Attempt to present \(name) on \(Self.name(of: presenter)) which is already presenting \(Self.name(of: current))"
    }
    if let holder = controller.presentingController {
      return
        "Application tried to present modally a view controller \(name) that is already being presented by \(Self.name(of: holder))."
    }
    if controller.parent != nil || controller === rootViewController || controller === presenter {
      return "Application tried to present modally an active controller \(name)."
    }
    // A controller on its way out cannot present: what it presented would be left hanging on
    // a controller that is gone.
    if isLeaving(presenter) {
      return
        "Attempt to present \(name) on \(Self.name(of: presenter)) whose view is not in the window hierarchy."
    }
    return nil
  }

  /// Whether `controller` is being dismissed, or goes when a dismissal under way ends.
  private func isLeaving(_ controller: ViewController) -> Bool {
    presentations.contains { presentation in
      (presentation.controller === controller && presentation.isDismissing)
        || presentation.dismissedWith.contains { $0.controller === controller }
    }
  }

  private func attach(
    _ controller: ViewController, to presenter: ViewController, animated: Bool,
    completion: (() -> Void)?
  ) {
    controller.presentingController = presenter
    presenter.presentedController = controller
    let covered = controller.modalPresentationStyle == .fullScreen ? presenter : nil
    let presentation = Presentation(controller: controller, covered: covered)
    let presenterView = presentations.last?.hostView ?? rootViewController?.viewIfLoaded
    presentations.append(presentation)
    let view = hostView(for: presentation, over: presenterView)
    addSubview(view)
    view.frame = contentBounds
    if isVisible {
      covered?.beginAppearanceTransition(false, animated: animated)
      controller.beginAppearanceTransition(true, animated: animated)
    }
    if let completion { presentation.completions.append(completion) }
    presentation.start(presenting: true, animated: animated, at: clock.now)
    if !animated { finish(presentation) }
    setNeedsLayout()
  }

  /// Dismisses what `source` presented, or `source` itself; see `ViewController.dismiss`.
  ///
  /// As in UIKit, dismissing a controller takes what it presented with it: the top one goes
  /// with the animation, those between leave at once. The appearance methods come in UIKit's
  /// order for a modal dismissal: the dismissed controller's `viewWillDisappear`, the revealed
  /// presenter's `viewWillAppear` (only when it was covered), and at the end the presenter's
  /// `viewDidAppear` before the dismissed `viewDidDisappear`, then `completion`.
  ///
  /// A dismissal during the presenting animation first ends the presentation (its
  /// `viewDidAppear` and completion run), then goes back from where the animation was, so
  /// nothing jumps. A second dismissal of what is already going only adds its completion.
  func dismiss(
    from source: ViewController, animated: Bool, completion: (() -> Void)?
  ) {
    guard !deferring({ self.dismiss(from: source, animated: animated, completion: completion) })
    else { return }
    changingPresentations {
      dismissNow(from: source, animated: animated, completion: completion)
    }
  }

  private func dismissNow(
    from source: ViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let root = Self.presentationRoot(of: source)
    let target = root.presentedController ?? (root.presentingController != nil ? root : nil)
    guard let target, let index = presentations.firstIndex(where: { $0.controller === target })
    else {
      completion?()
      return
    }
    // 1. A presentation still coming ends first. Its completion may present or dismiss, so
    //    the dismissal then starts over from what is there.
    if let arriving = presentations[index...].first(where: { $0.transition?.isPresenting == true })
    {
      let shown = arriving.shownProgress
      finish(arriving)
      arriving.shownProgress = shown
      return dismissNow(from: source, animated: animated, completion: completion)
    }
    let chain = Array(presentations[index...])
    guard let top = chain.last else { return }
    if let completion { top.completions.append(completion) }

    // 2. The presentations between the target and the top leave now, without animation.
    let between = Array(chain.dropLast())
    for presentation in between.reversed() { takeAway(presentation) }
    top.dismissedWith = between
    let revealed = chain[0].covered
    let wasDismissing = top.isDismissing
    top.revealed = revealed

    // 3. The top goes: from where it is shown, or on with the dismissal already under way.
    if isVisible {
      if !wasDismissing { top.controller.beginAppearanceTransition(false, animated: animated) }
      revealed?.viewIfLoaded?.isHidden = false
      revealed?.beginAppearanceTransition(true, animated: animated)
    }
    if !wasDismissing { top.start(presenting: false, animated: animated, at: clock.now) }
    if !animated { finish(top) }
    setNeedsLayout()
  }

  /// Takes an intermediate presentation's view away at once, with its disappearance calls;
  /// its links go when the dismissal that took it ends.
  private func takeAway(_ presentation: Presentation) {
    let controller = presentation.controller
    if isVisible { controller.beginAppearanceTransition(false, animated: false) }
    controller.viewIfLoaded?.isHidden = false
    removeHostView(of: presentation)
    if isVisible { controller.endAppearanceTransition() }
  }

  /// Forgets a presentation: its view leaves and the links to its presenter go.
  private func detach(_ presentation: Presentation) {
    presentations.removeAll { $0 === presentation }
    let controller = presentation.controller
    controller.viewIfLoaded?.isHidden = false
    removeHostView(of: presentation)
    controller.presentingController?.presentedController = nil
    controller.presentingController = nil
  }

  /// Ends a presentation's transition: the appearance methods' did-halves and the completions.
  private func finish(_ presentation: Presentation) {
    guard let transition = presentation.transition else { return }
    presentation.transition = nil
    let controller = presentation.controller
    if transition.isPresenting {
      presentation.show(progress: 1)
      presentation.covered?.viewIfLoaded?.isHidden = true
      if isVisible {
        controller.endAppearanceTransition()
        presentation.covered?.endAppearanceTransition()
      }
    } else {
      presentation.show(progress: 0)
      detach(presentation)
      for below in presentation.dismissedWith.reversed() { detach(below) }
      presentation.dismissedWith = []
      if isVisible {
        presentation.revealed?.endAppearanceTransition()
        controller.endAppearanceTransition()
      }
    }
    if isVisible { postAccessibilityScreenChanged() }
    let completions = presentation.completions
    presentation.completions.removeAll()
    // Completions present and dismiss at once, as before a change is under way.
    let wasChanging = isChangingPresentations
    isChangingPresentations = false
    for completion in completions { completion() }
    isChangingPresentations = wasChanging
  }

  /// The controller a presentation from `controller` hangs on: its outermost container.
  private static func presentationRoot(of controller: ViewController) -> ViewController {
    var current = controller
    while let parent = current.parent { current = parent }
    return current
  }

  /// How messages name a controller: its type, as UIKit prints `<Type: address>`.
  private static func name(of controller: ViewController) -> String {
    "<\(type(of: controller))>"
  }

  /// A new screen brings its own accessibility settings: the traits follow them.
  public override func screenDidChange() {
    super.screenDidChange()
    followAccessibilitySettings()
  }

  // MARK: - Layout and frames

  /// Whether a presentation transition or the on-screen keyboard's slide still runs.
  public override var needsAnimationFrame: Bool {
    isTransitioning || keyboardPresenter.isSliding || screen.animator.isRunning
  }

  /// Brings presentation transitions and the on-screen keyboard to `clock.now`, then lays out
  /// (and, once the keyboard is up, scrolls the edited field into view).
  public override func layoutIfNeeded() {
    // Presentations and the keyboard move by their own clock; a block animation must not add
    // to them.
    View.performWithoutAnimation {
      advanceTransitions()
      advanceOnScreenKeyboard()
    }
    super.layoutIfNeeded()
    keyboardPresenter.revealFieldIfNeeded()
  }

  private func advanceTransitions() {
    let now = clock.now
    changingPresentations {
      for presentation in presentations {
        // A completion run by an earlier finish may have dismissed this one already.
        guard let transition = presentation.transition else { continue }
        presentation.show(progress: transition.progress(at: now))
        if transition.isFinished(at: now) { finish(presentation) }
      }
    }
  }

  /// Fills the window (above the on-screen keyboard, when it shows) with the root
  /// controller's view and every presented view.
  public override func layoutSubviews() {
    let content = contentBounds
    rootViewController?.viewIfLoaded?.frame = content
    for presentation in presentations {
      guard let view = presentation.hostView else { continue }
      let slides = presentation.transition != nil && presentation.container == nil
      let origin = slides ? view.frame.origin : .zero
      view.frame = CGRect(origin: origin, size: content.size)
      if presentation.transition == nil { presentation.show(progress: 1) }
    }
    layOutOnScreenKeyboard()
  }

  // MARK: - Input

  /// The on-screen keyboard where it shows; elsewhere, during a transition, the window itself
  /// (taking the pointer); while a controller is presented, only its view (and a popover's
  /// passthrough views); else the deepest view under `point`.
  public override func hitTest(_ point: CGPoint) -> View? {
    guard !isHidden, self.point(inside: point) else { return nil }
    // A button's open menu lies over everything and takes every pointer.
    if let menu = openButtonMenu { return menu.hitTest(point) }
    // The edit menu takes only the pointers on its panel.
    if let menu = openEditMenu, let hit = menu.hitTest(point) { return hit }
    if let keyboard = onScreenKeyboardHit(at: point) { return keyboard }
    if isTransitioning { return self }
    if let top = presentations.last?.hostView {
      let local = CGPoint(
        x: point.x - top.frame.minX + top.boundsOrigin.x,
        y: point.y - top.frame.minY + top.boundsOrigin.y)
      if let hit = top.hitTest(local) { return hit }
      // A popover's passthrough views take the pointers that land on them.
      return (top as? SheetContainerView)?.passthroughHit(at: local) ?? self
    }
    return super.hitTest(point)
  }

  /// The view keys go to first: a button's open menu; else `candidate` (the view last pressed)
  /// unless a presented view is
  /// on top and `candidate` is not inside it, in which case the presented view's first
  /// input-handling view, else the window.
  public override func keyResponder(preferring candidate: View?) -> View? {
    if let menu = openButtonMenu { return menu }
    guard let top = presentations.last?.hostView else {
      return candidate ?? Self.firstInputHandlingView(in: rootViewController?.viewIfLoaded)
    }
    if let candidate, candidate.isDescendant(of: top) { return candidate }
    return Self.firstInputHandlingView(in: top) ?? self
  }

  private static func firstInputHandlingView(in view: View?) -> View? {
    // Bars at the bottom take keys only after a press on them: the content comes first.
    guard let view, !view.isHidden, !(view is TabBar), !(view is Toolbar) else { return nil }
    for subview in view.subviews.reversed() {
      if let found = firstInputHandlingView(in: subview) { return found }
    }
    return view is InputHandling ? view : nil
  }

  /// Writes a warning to standard error, for misuse found where no window can report it.
  nonisolated static func reportWithoutWindow(_ message: String) {
    FileHandle.standardError.write(Data("TableKit warning: \(message)\n".utf8))
  }
}
