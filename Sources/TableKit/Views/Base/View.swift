import Foundation

/// A rectangle on screen with a background, subviews, layout and drawing, as a small UIKit
/// `UIView`. A view draws itself into a `DrawList` in its own coordinates; `render(into:)`
/// places it with its frame, opacity and clipping, then draws its subviews offset by its bounds
/// origin (which is how a scroll view scrolls).
@preconcurrency @MainActor
open class View: Responder {
  // MARK: - Geometry

  /// The view's rect in its superview's coordinates. NaN coordinates become 0 and infinite or
  /// enormous ones `CGFloat.maximumViewCoordinate`, so that layout and drawing stay finite; the
  /// frame as given is kept in `unusableFrame` for the warning.
  ///
  /// This and the other properties every frame reads of every view are
  /// `@exclusivity(unchecked)`: each holds plain values, or is only read or replaced whole
  /// (`backgroundColor`, whose observer takes the old value), or is changed only by this class
  /// with single calls that run no other code (`subviews`, `traitState`), so no access to one
  /// can overlap another in a way that reads freed memory; the runtime's check of every read
  /// (a table's frame makes thousands) was about a thirtieth of a frame's time. A change that
  /// mutates one of them in place while running other code must drop the attribute.
  @exclusivity(unchecked) public var frame: CGRect {
    didSet {
      if frame.isUsableForLayout {
        unusableFrame = nil
      } else {
        unusableFrame = frame
        frame = frame.usableForLayout
      }
      if frame.size != oldValue.size { setNeedsLayout() }
      guard frame != oldValue else { return }
      frameDidChangeForAutoLayout(from: oldValue)
      frameDidChange(from: oldValue)
    }
  }

  /// The last frame given that had to be made usable (see `frame`), or nil when the frame was
  /// taken as given.
  @exclusivity(unchecked) public private(set) var unusableFrame: CGRect?

  /// The view's own coordinate space: origin `boundsOrigin`, size of the frame.
  public var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set {
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }

  /// The point of the view's own coordinate space shown at its top-left corner; subviews are
  /// drawn shifted by minus this amount. A scroll view's content offset.
  @exclusivity(unchecked) public var boundsOrigin: CGPoint = .zero {
    didSet { if !boundsOrigin.isUsableForLayout { boundsOrigin = boundsOrigin.usableForLayout } }
  }

  /// The centre of the frame, in the superview's coordinates.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  // MARK: - Appearance

  /// The fill behind the view's content; nil draws nothing. Animatable.
  @exclusivity(unchecked) public var backgroundColor: Color? {
    didSet { backgroundColorDidChange(from: oldValue) }
  }
  /// The view's opacity, multiplied into its subviews'. Animatable.
  @exclusivity(unchecked) public var alpha: CGFloat = 1 {
    didSet { alphaDidChange(from: oldValue) }
  }
  /// How the view is drawn about its center, as UIKit's `transform`: layout and `frame` keep
  /// the untransformed rect; drawing and hit testing follow the transform. Animatable.
  @exclusivity(unchecked) public var transform: CGAffineTransform = .identity {
    didSet { transformDidChange(from: oldValue) }
  }
  /// Whether the view (and its subviews) are left out of drawing and hit testing.
  @exclusivity(unchecked) public var isHidden = false {
    // A stack view lays its arranged views out again when one shows or hides.
    didSet { if isHidden != oldValue { (superview as? StackView)?.visibilityDidChange(of: self) } }
  }
  /// Whether drawing of subviews is clipped to the bounds.
  @exclusivity(unchecked) public var clipsToBounds = false
  /// How the view fits its content to its bounds, as UIKit's `contentMode`. Image views place
  /// their image by it; other views draw afresh at every size, so for them it is kept for
  /// ported code and changes nothing.
  public var contentMode: ContentMode = .scaleToFill
  /// The radius of the background's corners (`layer.cornerRadius`).
  @exclusivity(unchecked) public var cornerRadius: CGFloat = 0
  /// The layer `layer` made, with the drawing settings a view has no property for.
  var layerStorage: Layer?
  /// Whether the view takes touches and clicks.
  public var isUserInteractionEnabled = true
  /// A number to find the view by, as UIKit's `tag`.
  public var tag = 0

  /// The tint for this view; nil inherits the superview's, ending at the system blue.
  public var tintColor: Color! {
    get { ownTintColor ?? superview?.tintColor ?? .tint }
    set { ownTintColor = newValue }
  }
  /// The tint set on this view itself, not inherited.
  private(set) var ownTintColor: Color?
  /// The recognizers attached with `addGestureRecognizer(_:)`.
  var attachedGestureRecognizers: [GestureRecognizer] = []
  /// The interactions added with `addInteraction(_:)`.
  var attachedInteractions: [any Interaction] = []

  /// Whether this view's content flips in right-to-left layout.
  public var semanticContentAttribute: SemanticContentAttribute {
    get { ownSemanticContentAttribute }
    set {
      ownSemanticContentAttribute = newValue
      setNeedsLayoutRecursively()
    }
  }
  /// `semanticContentAttribute`'s storage: private, so that the walk up the tree in
  /// `forcedOrInheritedLayoutDirection` reads it without an access check (and a retain) per
  /// view.
  private var ownSemanticContentAttribute: SemanticContentAttribute = .unspecified

  /// The direction forced on this view or on the closest view above it that forces one, else
  /// its root's screen's: `effectiveUserInterfaceLayoutDirection`.
  var forcedOrInheritedLayoutDirection: LayoutDirection {
    // Walked up unretained (see `superviewReference`): layout and drawing ask for the
    // direction many times per row per frame.
    unowned(unsafe) var view = self
    while true {
      switch view.ownSemanticContentAttribute {
      case .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified:
        guard let parent = view.superviewReference else { return view.screen.layoutDirection }
        view = parent.takeUnretainedValue()
      }
    }
  }

  // MARK: - Hierarchy

  /// The view this one is a subview of.
  ///
  /// Not weak: a superview holds its subviews, and its `deinit` clears this reference in each
  /// one it still holds, so it never outlives the superview. A weak reference gave every view
  /// in a tree a side table, through which each retain and release of the view then went, and
  /// made each step up the tree (the screen, the layout direction, the traits) a weak load:
  /// together about 5 % of a scrolling frame's samples.
  public var superview: View? { superviewReference?.takeUnretainedValue() }
  /// `superview`'s storage, which the superview's nonisolated `deinit` clears. Unmanaged, so
  /// that the walks up the tree that only read each view on the way (`screen`, the layout
  /// direction) step without retaining it: the tree holds them all while the walk runs, and a
  /// retain and release per step, through the side tables that weak references give a table
  /// and its cells, were most of such a walk's cost.
  private nonisolated(unsafe) var superviewReference: Unmanaged<View>?
  /// The subviews, back to front.
  @exclusivity(unchecked) public private(set) var subviews: [View] = []

  deinit {
    // `superview` is unowned: subviews that outlive this view must not point at it. Cleared
    // under `ForeignTreeWalk`'s lock when another thread lets the view go, so that the main
    // actor never walks up into it as it is freed.
    let children = subviews
    let freed = Unmanaged.passUnretained(self).toOpaque()
    ForeignTreeWalk.tearDown {
      for subview in children where subview.superviewReference?.toOpaque() == freed {
        subview.superviewReference = nil
      }
    }
  }

  /// The controller whose `view` this is, found by `closestViewController`.
  weak var controllerOwningView: ViewController?
  /// Overrides, the host's traits on a root view, and what was last reported (`View+Traits`).
  @exclusivity(unchecked) var traitState = ViewTraitState()
  /// Constraints, guides, margins and the layout system (`Constraints/Layout`).
  var autoLayout = ViewAutoLayoutState()
  /// What the accessibility properties were set to (`View+Accessibility.swift`).
  var accessibilityState = ViewAccessibilityState()
  /// What block animations show while they run (`Animation/ViewAnimation`); nil at rest.
  var animations: ViewAnimations?
  private var assignedScreen: Screen?
  private var fallbackScreen: Screen?

  /// The host services: assigned on a root view by its host, inherited below it, and a headless
  /// stand-in for a view that is not attached to one.
  public var screen: Screen {
    get {
      // Walked up unretained (see `superviewReference`): layout and drawing ask for the screen
      // many times per row per frame.
      unowned(unsafe) var view = self
      while true {
        if let assignedScreen = view.assignedScreen { return assignedScreen }
        guard let parent = view.superviewReference else { break }
        view = parent.takeUnretainedValue()
      }
      return view.fallbackScreenOfRoot()
    }
    set {
      assignedScreen = newValue
      setNeedsLayoutRecursively()
      screenDidChange()
    }
  }

  /// The screen of a root view without a host: a headless stand-in, kept apart from
  /// `assignedScreen` so that the view inherits its host's screen as soon as it joins a
  /// hierarchy.
  private func fallbackScreenOfRoot() -> Screen {
    if let fallbackScreen { return fallbackScreen }
    let headless = Screen.headless()
    fallbackScreen = headless
    return headless
  }

  /// Called after a screen is assigned to this view; views that cache measurements redo them.
  open func screenDidChange() {}

  /// Creates a view with a frame.
  public init(frame: CGRect = .zero) {
    ForeignTreeWalk.markMainQueue
    self.frame = frame.usableForLayout
    unusableFrame = frame.isUsableForLayout ? nil : frame
  }

  /// The view's controller when it is one's view, else its superview, as UIKit's chain goes.
  open override var next: Responder? { controllerOwningView ?? superview }

  /// Adds `view` on top of the subviews, removing it from its previous superview.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index` (0 is the back).
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self else { return }
    guard !isDescendant(of: view) else {
      // UIKit raises here; a loop would make every walk up the tree endless.
      GeometryWarnings.report(
        "a \(type(of: view)) cannot be added under its own subview \(type(of: self)); "
          + "the view tree is left as it was")
      return
    }
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      subviews.insert(view, at: min(max(0, index), subviews.count))
      return
    }
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superviewReference = Unmanaged.passUnretained(self)
    subtreeDidChangeForLayoutWalk()
    view.didJoinSuperviewLayout()
    view.setNeedsLayout()
    didAddSubview(view)
    view.didMoveToSuperview()
    view.updateTraits()
    TextField.keepOneFirstResponder(afterJoining: view)
    if view.assignedScreen == nil, view.fallbackScreen != nil {
      // It measured with the stand-in before joining; its host's fonts may differ.
      view.fallbackScreen = nil
      view.remeasureSubtree()
    }
  }

  /// Moves `view` to the front of the subviews.
  public func bringSubviewToFront(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves `view` to the back of the subviews.
  public func sendSubviewToBack(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    let keepsConstraints = willLeaveSuperviewLayout()
    parent.subviews.removeAll { $0 === self }
    superviewReference = nil
    parent.subtreeDidChangeForLayoutWalk()
    didLeaveSuperviewLayout(keepingConstraints: keepsConstraints)
    didMoveToSuperview()
  }

  /// Called after the view gains or loses its superview.
  open func didMoveToSuperview() {}

  /// Called after `subview` was added to this view, as UIKit's `didAddSubview(_:)`.
  open func didAddSubview(_ subview: View) {}

  /// Called before `subview` is removed from this view, as UIKit's `willRemoveSubview(_:)`.
  open func willRemoveSubview(_ subview: View) {}

  /// Called after the view's traits changed (the appearance, the text size, an override), with
  /// the traits it had before, as UIKit's `traitCollectionDidChange(_:)`. Colors need no work
  /// here: dynamic ones resolve as the view draws.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called by the trait walk when the view's text size changed, before
  /// `traitCollectionDidChange(_:)`, so that a view whose layout caches measured text (a
  /// table's row heights) measures it again whatever a subclass's override does.
  func contentSizeCategoryDidChange() {}

  // MARK: - Layout

  /// Whether the view lays out its subviews before it is next drawn (a host sleeping while
  /// idle looks for this to tell whether a timer or queued work changed the screen).
  @exclusivity(unchecked) public private(set) var needsLayout = true

  /// Marks the view to lay out its subviews before it is next drawn.
  public func setNeedsLayout() {
    needsLayout = true
    superview?.descendantDidNeedLayout()
  }

  /// Whether a view below this one was marked for layout since this one's subviews were last
  /// walked. Marking goes up until a view already marked, which is either marked up to the
  /// root or is being walked now and will reach the mark.
  private var descendantNeedsLayout = true
  /// The layout pass in which `layoutIfNeeded()` last walked this view's subviews.
  private var walkedInLayoutPass = -1
  /// The pass a root's `layoutIfNeeded()` started last. A view is walked twice in one pass (a
  /// table lays out the cells it places, then its subviews, the same cells, are walked): the
  /// second walk is skipped when nothing below was marked since, which saved a twentieth of
  /// a scrolling table's frame.
  private static var layoutPass = 0

  /// Whether this view and every view below it lay out only what is marked (see
  /// `isPassiveInLayoutWalk`); nil until asked since a view joined or left the subtree. Known
  /// for a view only once known for each of its subviews, so that a view's subtree changing
  /// forgets it up to the first view above for which it is unknown already
  /// (`View+PassiveLayout.swift`).
  var subtreeLayoutIsPassive: Bool?

  private func descendantDidNeedLayout() {
    var view: View? = self
    while let current = view, !current.descendantNeedsLayout {
      current.descendantNeedsLayout = true
      view = current.superview
    }
  }

  /// Says that the size the view's content needs has changed, as UIKit's
  /// `invalidateIntrinsicContentSize()`. The views above it hear of it: a table cell passes it
  /// to its table, which sizes the row again as its `selfSizingInvalidation` allows.
  open func invalidateIntrinsicContentSize() {
    autoLayout.intrinsicSizeIsStale = true
    autoLayout.memberSystem?.inputsDidChange()
    superview?.contentSizeDidChange(in: self)
  }

  /// A view below this one (`source`) said its content needs another size; passed up by
  /// default.
  func contentSizeDidChange(in source: View) {
    superview?.contentSizeDidChange(in: source)
  }

  private func setNeedsLayoutRecursively() {
    setNeedsLayout()
    for subview in subviews { subview.setNeedsLayoutRecursively() }
  }

  /// Lays out this view and its subviews now if any of them need it.
  open func layoutIfNeeded() {
    // A root view lays out once per frame: the moment its block animations move on.
    if superview == nil {
      screen.animator.advance(under: self)
      View.layoutPass &+= 1
    }
    if walkedInLayoutPass == View.layoutPass, !needsLayout, !descendantNeedsLayout { return }
    walkedInLayoutPass = View.layoutPass
    descendantNeedsLayout = false
    if needsLayout {
      needsLayout = false
      controllerOwningView?.viewWillLayoutSubviews()
      layOutByConstraints()
      layoutSubviews()
      settleConstraintsChangedByLayoutSubviews()
      controllerOwningView?.viewDidLayoutSubviews()
    }
    // A subview with nothing marked in it is passed by when nothing in it lays out every frame
    // either: walking the parts of every cell on screen every frame cost a twentieth of a
    // scrolling table's layout.
    for subview in subviews
    where subview.needsLayout || subview.descendantNeedsLayout || !subview.isPassiveInLayoutWalk {
      subview.layoutIfNeeded()
    }
  }

  /// Whether something in this view still moves (scrolling, a transition), so that a host knows
  /// to draw the next frame; the default is false. Hosts ask every view of the tree.
  open var needsAnimationFrame: Bool { false }

  /// When the view's drawing next changes by itself although nothing moves (a caret's blink),
  /// in seconds of the clock it draws by (a host's `SystemClock`), so that an idle host sleeps
  /// until then rather than drawing every frame; nil (the default) for never. Hosts ask every
  /// visible view of the tree.
  open var nextRedrawTime: TimeInterval? { nil }

  /// Positions the subviews; subclasses override. The default does nothing: frames from
  /// constraints are already in place when it runs.
  open func layoutSubviews() {}

  /// Adds or changes the view's constraints before layout, as UIKit's `updateConstraints()`:
  /// called, subviews first, on views that asked with `setNeedsUpdateConstraints()` (and
  /// once on views of a region that uses constraints). The default does nothing.
  open func updateConstraints() {}

  /// Whether the view needs constraint-based layout even before it has constraints, so that
  /// its `updateConstraints()` runs to make them, as UIKit's class property.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Called when the layout margins changed; the default lays the view out again.
  open func layoutMarginsDidChange() { setNeedsLayout() }

  /// Called when `safeAreaInsets` changed: the bars over the view moved, or its controller's
  /// `additionalSafeAreaInsets` changed. The default lays the view out again.
  open func safeAreaInsetsDidChange() { setNeedsLayout() }

  /// The safe area a container gives the view itself, before its controller's
  /// `additionalSafeAreaInsets`: a scroll view lying under a navigation bar has the bar's
  /// height at its top. Zero for other views, whose safe area comes from their superview.
  var containerSafeAreaInsets: EdgeInsets { .zero }

  /// The safe area of this view changed, and with it its subviews': each hears of it, and so
  /// does the controller whose view it is.
  func safeAreaDidChange() {
    safeAreaInsetsDidChange()
    if autoLayout.system != nil || autoLayout.memberSystem != nil {
      layoutSystemRoot.autoLayout.system?.inputsDidChange()
    }
    controllerOwningView?.viewSafeAreaInsetsDidChange()
    for subview in subviews { subview.safeAreaDidChange() }
  }

  /// The size the view's content needs by itself, as UIKit's `intrinsicContentSize`: a label's
  /// text on one line, an image view's image, a switch's track; `noIntrinsicMetric` in both
  /// dimensions for a plain view. Views that know theirs override.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The size the view would like within `size`; the default is its current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

  /// The size the view needs at `targetSize`, as UIKit's `systemLayoutSizeFitting(_:)`: when
  /// constraints lie in the view's region, the size they give it pulled towards the target at
  /// `fittingSizeLevel`; otherwise what frame-based layout gives: the view lays out its
  /// subviews at the target's width, and the height reaches to the lowest subview's bottom
  /// (each subview as tall as its content needs) plus as much space below as the topmost
  /// subview has above it. A view without subviews gives its intrinsic size, else its frame's.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    constraintFittingSize(
      targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
      ?? measuredFittingSize(width: targetSize.width)
  }

  /// The size the view needs at `targetSize`, as UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`, which
  /// tables call to size self-sizing cells: with constraints, each dimension is pulled towards
  /// the target at its priority (`.required` holds it); without, the width is kept and the
  /// height measured.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    constraintFittingSize(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
      ?? systemLayoutSizeFitting(targetSize)
  }

  // MARK: - Drawing

  /// Draws the view's own content, in its own coordinates with (0, 0) at its top-left corner,
  /// after its background and before its subviews. The default draws nothing.
  open func draw(in list: inout DrawList) {}

  /// Draws the background fill; subclasses that draw their background differently override.
  open func drawBackground(in list: inout DrawList) {
    guard let backgroundColor = shownBackgroundColor, backgroundColor.alpha > 0 else { return }
    let rect = CGRect(origin: .zero, size: shownSize)
    if cornerRadius > 0 {
      list.fillRoundedRect(
        rect, cornerRadius: cornerRadius, corners: roundedBackgroundCorners,
        color: backgroundColor)
    } else {
      list.fill(rect, color: backgroundColor)
    }
  }

  /// Draws over the subviews, in the view's own coordinates with (0, 0) at its top-left corner
  /// (not scrolled): a scroll view's indicator, a table's section index. The default draws
  /// nothing.
  open func drawOverlay(in list: inout DrawList) {}

  /// Renders the subviews in bounds coordinates; a view that orders its subviews specially
  /// (a table draws deleted rows behind the others) overrides.
  open func renderSubviews(into list: inout DrawList) {
    for subview in subviews { subview.render(into: &list) }
  }

  // MARK: - Hit testing and conversion

  /// Whether `point`, in the view's bounds coordinates, lies inside it.
  open func point(inside point: CGPoint) -> Bool { bounds.contains(point) }

  /// The deepest visible, interactive view containing `point` (bounds coordinates), or nil.
  open func hitTest(_ point: CGPoint) -> View? {
    guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point),
      !isInteractionBlockedByAnimation
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.boundsPoint(fromSuperview: point)) { return hit }
    }
    return self
  }

  /// The view keys go to first when this view is the root of a host's tree and `candidate` is
  /// the view last pressed; the default is `candidate`. A window with a presented controller
  /// answers with a view inside it.
  open func keyResponder(preferring candidate: View?) -> View? { candidate }
}
