import Foundation

/// Manages one screen of an application, as UIKit's `UIViewController`: it creates its view on
/// first use (`loadView()`, then `viewDidLoad()`), hears when the view appears and disappears, has
/// a title and a navigation item for the navigation bar, enters and leaves editing, and presents
/// other controllers modally.
///
/// Subclass it and override what you need, as in UIKit. Containers (`NavigationController`) add
/// their children with `addChild(_:)` and call the children's appearance methods; a `Window`
/// calls its root controller's.
@preconcurrency @MainActor
open class ViewController: Responder {
  /// Creates a controller; its view is made on first use.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// Creates a controller, as UIKit's `init(nibName:bundle:)`. TableKit has no nib files, so
  /// both are ignored and `loadView()` makes the view (nil and nil, as code-only apps pass).
  public init(nibName: String?, bundle: Bundle?) {}

  /// Creates a controller from an archive, as UIKit's `init?(coder:)`, which subclasses must
  /// provide when they add initializers of their own (Xcode's template: `fatalError()`).
  /// TableKit never archives controllers: nothing is read from `coder`.
  public required init?(coder: NSCoder) {}

  /// The superview of the controller's view, else the controller that presented it or its
  /// parent, as UIKit's responder chain goes.
  open override var next: Responder? {
    viewIfLoaded?.superview ?? presentingViewController ?? parent
  }

  // MARK: - The view

  private var loadedView: View?

  /// The controller's view, created by `loadView()` (then `viewDidLoad()`) the first time it is
  /// read.
  public var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.controllerOwningView = self
      (newValue as? ScrollView)?.controllerSafeAreaInsets = additionalSafeAreaInsets
    }
  }

  /// The view when it has been created, else nil; reading it never creates the view.
  public var viewIfLoaded: View? { loadedView }

  /// Traits this controller sets for its view and the controllers within it, as UIKit 17's
  /// `traitOverrides`; specified values replace the inherited ones.
  public var traitOverrides = TraitCollection() {
    didSet { if traitOverrides != oldValue { loadedView?.updateTraits() } }
  }

  /// Called after the traits of the controller's view changed, with the traits it had before,
  /// as UIKit's `traitCollectionDidChange(_:)`.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Insets added to the safe area the view's container gives it, as UIKit's: a table view
  /// controller's table then keeps its content that much further in (`adjustedContentInset`),
  /// and custom views lay out inside the larger `safeAreaInsets`.
  public var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue, let view = loadedView else { return }
      if let scrollView = view as? ScrollView {
        scrollView.controllerSafeAreaInsets = additionalSafeAreaInsets
        scrollView.additionalSafeAreaInsetsDidChange(from: oldValue)
      }
      view.safeAreaDidChange()
    }
  }

  /// Called when the safe area of the controller's view changed; the default does nothing.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called before the view lays out its subviews (and before constraints place them), as
  /// UIKit's `viewWillLayoutSubviews()`. The default does nothing.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews, frames from constraints included, as
  /// UIKit's `viewDidLayoutSubviews()`. The default does nothing.
  open func viewDidLayoutSubviews() {}

  /// Adds or changes the constraints of the controller's view before layout, as UIKit's
  /// `updateViewConstraints()`: called when the view's constraints are updated (once before
  /// its first layout, then after `view.setNeedsUpdateConstraints()`).
  open func updateViewConstraints() {}

  /// Whether the view has been created.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the view now unless it exists.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = View(frame: .zero) }
    viewDidLoad()
  }

  /// Creates the view and assigns it to `view`; the default makes a plain white view. Override
  /// to make another, without calling `super`.
  open func loadView() {
    let plain = View(frame: .zero)
    plain.backgroundColor = .systemBackground
    view = plain
  }

  /// Called once after the view is created; override to set it up.
  open func viewDidLoad() {}

  // MARK: - Titles and bars

  /// The screen's title; setting it also sets the navigation item's and the tab bar item's
  /// titles, as in UIKit.
  open var title: String? {
    didSet {
      navigationItem.title = title
      bars.tabBarItem?.title = title
    }
  }

  /// The tab bar item, toolbar items and bottom bars of this controller
  /// (`ViewController+TabBar.swift`, `ViewController+Toolbar.swift`).
  var bars = ViewControllerBars()

  /// What the navigation bar shows while this controller is on top of a navigation stack.
  public private(set) lazy var navigationItem = NavigationItem(title: title)

  // MARK: - Containment

  /// The container this controller is a child of (a navigation controller), or nil.
  public private(set) weak var parent: ViewController?
  /// The controllers this one contains, in the order they were added.
  public private(set) var children: [ViewController] = []

  /// Adds `child` as a child controller, removing it from its previous parent; calls
  /// `willMove(toParent:)` on it. The container adds the child's view and then calls the child's
  /// `didMove(toParent:)`.
  public func addChild(_ child: ViewController) {
    guard child !== self, child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent, calling `didMove(toParent: nil)`. The container
  /// calls `willMove(toParent: nil)` first and removes the view.
  public func removeFromParent() {
    guard let parent else { return }
    // From the end: a container removes its newest children most (a pop), in constant time.
    if let index = parent.children.lastIndex(where: { $0 === self }) {
      parent.children.remove(at: index)
    }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Removes `leaving` (children of this controller) at once, each hearing
  /// `didMove(toParent: nil)` as `removeFromParent()` says, in time proportional to the
  /// children rather than to their number squared (a pop to the root of a deep stack).
  func removeChildren(_ leaving: [ViewController]) {
    let mine = leaving.filter { $0.parent === self }
    guard !mine.isEmpty else { return }
    if mine.count == 1, let index = children.lastIndex(where: { $0 === mine[0] }) {
      // One child, usually the newest (a pop): found from the end at once.
      children.remove(at: index)
    } else {
      let gone = Set(mine.map(ObjectIdentifier.init))
      children.removeAll { gone.contains(ObjectIdentifier($0)) }
    }
    for child in mine {
      child.parent = nil
      child.didMove(toParent: nil)
    }
  }

  /// Called before the controller is added to or removed from a container.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after the controller was added to or removed from a container.
  open func didMove(toParent parent: ViewController?) {}

  /// Whether the controller is appearing because it was just added to its container (pushed),
  /// as UIKit's `isMovingToParent`; true only during that appearance.
  public internal(set) var isMovingToParent = false
  /// Whether the controller is disappearing because it is being removed from its container
  /// (popped), as UIKit's `isMovingFromParent`; true only during that disappearance.
  public internal(set) var isMovingFromParent = false

  // MARK: - Editing

  /// Whether the controller is in editing mode; setting it calls `setEditing(_:animated:)`
  /// without animation.
  public var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false

  /// Enters or leaves editing mode and retitles `editButtonItem` (Edit / Done). Subclasses
  /// override to update their views, calling `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    if let item = loadedEditButtonItem {
      item.configureAsEditButton(isEditing: editing)
    }
  }

  private var loadedEditButtonItem: BarButtonItem?

  /// A bar button reading Edit, or Done while editing, that toggles `setEditing(_:animated:)`
  /// with animation.
  public var editButtonItem: BarButtonItem {
    if let loadedEditButtonItem { return loadedEditButtonItem }
    let item = BarButtonItem(
      systemItem: .edit,
      primaryAction: Action(title: "Edit") { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    item.configureAsEditButton(isEditing: editing)
    loadedEditButtonItem = item
    return item
  }

  // MARK: - Appearing

  var appearanceState = AppearanceState.disappeared

  /// The view is about to be shown; override to prepare it, calling `super`.
  open func viewWillAppear(_ animated: Bool) {}
  /// The view is on screen; override to start what runs while it shows, calling `super`.
  open func viewDidAppear(_ animated: Bool) {}
  /// The view is about to be hidden; override to save or stop things, calling `super`.
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view left the screen; override to release what only the visible screen needs, calling
  /// `super`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether the view is on screen or appearing.
  public var isAppearingOrAppeared: Bool {
    appearanceState == .appearing || appearanceState == .appeared
  }

  /// Starts an appearance transition, as UIKit's `beginAppearanceTransition(_:animated:)`: calls
  /// `viewWillAppear(_:)` or `viewWillDisappear(_:)` unless the controller is already going that
  /// way. Beginning the opposite way while a transition runs (a cancelled interactive pop) calls
  /// the other will-method, and `endAppearanceTransition()` then the matching did-method.
  /// Containers forward the call to the children whose views they show.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearanceState) {
    case (true, .disappeared), (true, .disappearing):
      prepareToAppear()
      appearanceState = .appearing
      lastTransitionAnimated = animated
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      willBeginDisappearing()
      guard isAppearingOrAppeared else { return }
      appearanceState = .disappearing
      lastTransitionAnimated = animated
      viewWillDisappear(animated)
    default:
      return
    }
    for child in childrenForwardedAppearance {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Ends the appearance transition begun last: calls `viewDidAppear(_:)` or
  /// `viewDidDisappear(_:)`, once.
  public func endAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(lastTransitionAnimated)
      isMovingToParent = false
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(lastTransitionAnimated)
      isMovingFromParent = false
    case .appeared, .disappeared:
      return
    }
    for child in childrenForwardedAppearance { child.endAppearanceTransition() }
  }

  private var lastTransitionAnimated = false

  /// Called as the controller begins to disappear, before `viewWillDisappear(_:)`: a container
  /// ends what it animates among its children (a push under way), which could not go on
  /// off screen.
  func willBeginDisappearing() {}

  /// Loads this controller's view and those of the children that will appear with it, until
  /// none is left unloaded, before any of them hears it appears: a `viewDidLoad` that pushes
  /// another screen then changes what appears, instead of leaving the screen it covered
  /// "appeared" under it.
  private func prepareToAppear() {
    loadViewIfNeeded()
    var prepared = Set<ObjectIdentifier>()
    while let next = childrenForwardedAppearance.first(where: {
      !prepared.contains(ObjectIdentifier($0))
    }) {
      prepared.insert(ObjectIdentifier(next))
      next.prepareToAppear()
    }
  }

  /// The children whose appearance follows this controller's: all of them by default; a
  /// navigation controller forwards to its top controller only.
  open var childrenForwardedAppearance: [ViewController] { children }

  // MARK: - Presenting

  /// Whether a presentation from inside this controller covers only its view, as UIKit's
  /// `definesPresentationContext`. Kept, not used: presentations cover the window.
  public var definesPresentationContext = false
  /// Whether the status bar hides while this controller shows, as UIKit's. A desktop window has
  /// no status bar: accepted and ignored.
  open var prefersStatusBarHidden: Bool { false }
  /// The status bar's style for this controller, as UIKit's. Accepted and ignored (no status
  /// bar on a desktop).
  open var preferredStatusBarStyle: StatusBarStyle { .default }

  /// How the controller covers the screen when presented: `.automatic` by default, as since
  /// iOS 13, which shows it as a page sheet (a card over the presenter, dismissed by a swipe
  /// down); set `.fullScreen` for a presentation that covers everything.
  public var modalPresentationStyle = ModalPresentationStyle.automatic
  /// The sheet or popover settings of this controller's presentation, made on first use (see
  /// `ViewController+SheetPresentation.swift`).
  var sheetState = SheetPresentationState()
  /// How the controller comes and goes when presented; `.coverVertical` by default.
  public var modalTransitionStyle = ModalTransitionStyle.coverVertical

  /// The controller this one itself presented and has not dismissed (see
  /// `presentedViewController`, which also answers for an ancestor's).
  weak var presentedController: ViewController?
  /// The controller that presented this one itself (see `presentingViewController`).
  weak var presentingController: ViewController?

  /// Shows `controller` modally over this one (over the top of what this one already presents),
  /// as UIKit's `present(_:animated:completion:)`. Its appearance methods are called as it comes;
  /// `completion` runs once it is on screen.
  ///
  /// Presenting a controller that is already presented, or presenting while not in a window,
  /// does nothing but warn through the window's `warningHandler` (or standard error).
  ///
  /// `completion` is a plain closure, as UIKit's: it runs on the main actor all the same, and
  /// Swift 6.3 mangles a `@MainActor` closure parameter of an open method of a
  /// `@preconcurrency` class differently in a subclass's vtable, which then fails to link.
  open func present(
    _ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    guard let window else {
      Window.reportWithoutWindow(
        "Attempt to present \(type(of: controller)) on \(type(of: self)) whose view is not in the window hierarchy.")
      return
    }
    window.present(controller, from: self, animated: animated, completion: completion)
  }

  /// Dismisses the controller this one presented, or, when it presented nothing, this one
  /// (asking its presenter), as UIKit's `dismiss(animated:completion:)`. `completion` runs once
  /// it is gone. (A plain closure, as `present(_:animated:completion:)` says why.)
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    guard let window else {
      completion?()
      return
    }
    window.dismiss(from: self, animated: animated, completion: completion)
  }

  /// How long presenting and dismissing this controller animate, in seconds.
  open var presentationTransitionDuration: TimeInterval { Metrics.modalTransitionDuration }

  /// Called by the window during a presentation transition of this controller, with how far it
  /// is shown (0 gone, 1 fully shown); the default applies `modalTransitionStyle` to the view.
  /// Controllers that animate parts of their view (an alert's box) override.
  open func updatePresentation(progress: CGFloat) {
    guard let view = viewIfLoaded, let container = view.superview else { return }
    switch modalTransitionStyle {
    case .coverVertical:
      view.frame.origin.y = (1 - progress) * container.bounds.height
      view.alpha = 1
    case .crossDissolve:
      view.frame.origin.y = 0
      view.alpha = progress
    }
  }

  /// Handles a key offered to this controller while it is presented and nothing in its view used
  /// it; the default uses none. An alert answers Escape and Return.
  /// - Returns: Whether the key was used.
  open func handlePresentedKey(_ key: Key, modifiers: KeyModifiers) -> Bool { false }
}
