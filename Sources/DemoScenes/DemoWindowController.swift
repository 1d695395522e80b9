import TableKit

/// The desktop demo's window content: a sidebar listing the scenes on the left (itself a plain
/// table: selecting a row shows that scene), a hairline, and the current scene's navigation
/// controller filling the rest, so that the scene's rows lead to detail screens and back.
///
/// Each scene keeps its navigation controller while the demo runs: going back to a scene finds
/// it as it was left (scrolled, edited, a detail pushed).
@MainActor
public final class DemoWindowController: ViewController, TableViewDataSource, TableViewDelegate,
  NavigationControllerDelegate
{
  /// The sidebar's width in points.
  public static let sidebarWidth: CGFloat = 240

  /// The scenes, in sidebar order.
  public let scenes: [DemoScene]
  /// The list of scenes.
  public let sidebar: TableView
  /// The index of the current scene in `scenes`.
  public internal(set) var sceneIndex: Int
  /// Called after the scene changes (the host retitles the window and moves key focus).
  public var sceneDidChange: (@MainActor (DemoScene) -> Void)?

  /// The keys' help over the window (H or ?).
  public let keysHelp = DemoKeysHelpView()
  /// The frame-time overlay in the bottom trailing corner (F).
  public let frameOverlay = FrameTimeOverlay()

  /// Whether the window is narrower than `compactWidth`: the sidebar then gives way to a tab
  /// bar, as an iPad app's sidebar becomes an iPhone app's tab bar.
  public internal(set) var isCompact = false
  /// Called when the window goes in or out of compact width, or a tab shows another screen
  /// (the host moves key focus).
  public var layoutDidChange: (@MainActor () -> Void)?
  /// The tab bar controller holding the scenes while the window is compact.
  var tabs: TabBarController?

  private var navigations: [Int: NavigationController] = [:]
  private static let cellIdentifier = "scene"

  /// Creates the content showing `scenes[index]`.
  /// - Parameters:
  ///   - scenes: The scenes, at least one.
  ///   - index: The scene shown first.
  public init(scenes: [DemoScene] = DemoSceneCatalog.all, showing index: Int = 0) {
    precondition(!scenes.isEmpty, "DemoWindowController needs at least one scene")
    self.scenes = scenes
    sceneIndex = min(max(0, index), scenes.count - 1)
    sidebar = TableView(frame: .zero, style: .plain)
    super.init(nibName: nil, bundle: nil)
    title = "TableKit Demo"
    sidebar.rowHeight = Self.sidebarRowHeight
    // The scene shows beside the list, as a split view's primary column on iPadOS: moving the
    // focus through the scenes shows each.
    sidebar.selectionFollowsFocus = true
    sidebar.dataSource = self
    sidebar.delegate = self
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  /// The current scene.
  public var scene: DemoScene { scenes[sceneIndex] }

  /// The current scene's navigation controller.
  public var sceneNavigationController: NavigationController { navigation(for: sceneIndex) }

  /// The current scene's root view (below its navigation bar), wherever its screens are (in
  /// compact width, the More tab may show them).
  public var sceneRootView: View {
    let shown = shownNavigationController
    let screens =
      shown === sceneNavigationController
      ? shown.viewControllers : Array(shown.viewControllers.dropFirst())
    return (screens.first ?? shown.viewControllers[0]).view
  }

  /// The table of the screen on top of the shown stack, when it is a table.
  public var topTable: TableView? {
    shownNavigationController.topViewController?.view.mainScrollView as? TableView
  }

  /// The indexes of the scenes shown so far this session (whose navigation controllers, and
  /// so whose state, exist), in order.
  public var loadedSceneIndices: [Int] { navigations.keys.sorted() }

  /// The navigation controller of a scene shown so far this session, or nil.
  public func navigationController(ofSceneAt index: Int) -> NavigationController? {
    navigations[index]
  }

  /// The table at the root of a scene's stack, when the scene has been shown and has one.
  public func rootTable(ofSceneAt index: Int) -> TableView? {
    navigations[index]?.viewControllers.first?.viewIfLoaded?.mainScrollView as? TableView
  }

  /// Only the current scene's navigation controller (in compact width, the tab bar
  /// controller) appears with the window.
  public override var childrenForwardedAppearance: [ViewController] {
    if isCompact, let tabs { return [tabs] }
    return [sceneNavigationController]
  }

  /// The sidebar and the current scene side by side.
  /// The sidebar's row height at the default text size: room for a title and its key.
  static let sidebarRowHeight: CGFloat = 52

  /// Gives the sidebar's rows the height for the window's text size: 52 points at Large,
  /// growing with the body style (their titles' and keys' fonts grow), never below a standard
  /// row. A fixed height would let a larger text overlap the next row.
  func sizeSidebarRowsForTextSize() {
    let scaled = FontMetrics.default.scaledValue(
      for: Self.sidebarRowHeight, compatibleWith: view.traitCollection)
    let height = max(Metrics.rowHeight, scaled.rounded())
    if sidebar.rowHeight != height { sidebar.rowHeight = height }
  }

  public override func loadView() {
    let content = DemoWindowView(sidebar: sidebar, overlays: [frameOverlay, keysHelp])
    content.sceneView = sceneNavigationController.view
    content.controller = self
    view = content
    markShownScene()
  }

  func navigation(for index: Int) -> NavigationController {
    if let existing = navigations[index] { return existing }
    let navigation = scenes[index].makeNavigationController()
    navigation.delegate = self
    addChild(navigation)
    navigation.didMove(toParent: self)
    navigations[index] = navigation
    if let table = navigation.topViewController?.view.mainScrollView as? TableView {
      Self.prepareForDesktop(table)
    }
    return navigation
  }

  /// Shows the scene at `index`, as it was left, and marks it in the sidebar.
  public func showScene(at index: Int) {
    guard scenes.indices.contains(index), index != sceneIndex else { return }
    if isCompact, let tabs {
      tabs.selectedIndex = index
      return followTabSelection()
    }
    let old = sceneNavigationController
    let new = navigation(for: index)
    let visible = isAppearingOrAppeared
    if visible {
      old.beginAppearanceTransition(false, animated: false)
      new.beginAppearanceTransition(true, animated: false)
    }
    sceneIndex = index
    (viewIfLoaded as? DemoWindowView)?.sceneView = new.view
    if visible {
      old.endAppearanceTransition()
      new.endAppearanceTransition()
    }
    markShownScene()
    sceneDidChange?(scenes[index])
  }

  /// Marks the scene shown, and only it, in the sidebar, however it was chosen (a click, the
  /// focus, a digit key, the saved state): the checkmark is the mark, so a row's selection
  /// highlight or keyboard focus left on another scene would show two.
  func markShownScene() {
    let shown = IndexPath(row: sceneIndex, section: 0)
    if let selected = sidebar.indexPathForSelectedRow {
      sidebar.deselectRow(at: selected, animated: selected == shown)
    }
    if let focused = sidebar.indexPathForFocusedRow, focused != shown { sidebar.resignFocus() }
    // The checkmark moves on the visible cells rather than by reloading: this runs inside the
    // sidebar's own selection callback, and a reload would also drop the selection.
    for row in scenes.indices {
      sidebar.cellForRow(at: IndexPath(row: row, section: 0))?.accessoryType =
        row == sceneIndex ? .checkmark : .none
    }
  }

  /// On the desktop a mouse drag pans, as a finger does; the wheel and trackpad scroll too.
  private static func prepareForDesktop(_ table: TableView) {
    table.allowsMousePanning = true
  }

  // MARK: - Navigation delegate

  /// Screens pushed on a scene pan with the mouse too; a scene chosen under the More tab
  /// becomes the current scene.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    if let tabs, navigationController === tabs.moreNavigationController { followTabSelection() }
    if let table = viewController.view.mainScrollView as? TableView {
      Self.prepareForDesktop(table)
    }
  }

  // MARK: - Sidebar data source

  /// The scenes.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    scenes.count
  }

  /// A subtitle cell: the scene's title over its key, checked when it is showing.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
      ?? TableViewCell(style: .subtitle, reuseIdentifier: Self.cellIdentifier)
    let scene = scenes[indexPath.row]
    cell.textLabel?.text = scene.title
    cell.detailTextLabel?.text =
      indexPath.row < 10 ? "Key \((indexPath.row + 1) % 10) · \(scene.name)" : scene.name
    cell.accessoryType = indexPath.row == sceneIndex ? .checkmark : .none
    return cell
  }

  /// "Scenes".
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    "Scenes"
  }

  // MARK: - Sidebar delegate

  /// Selecting a scene shows it.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    showScene(at: indexPath.row)
    // Also when the scene was already shown (and `showScene` did nothing).
    markShownScene()
  }
}

/// The demo window's layout: the sidebar on the left, a one-point divider, the scene on the
/// right.
@MainActor
final class DemoWindowView: View {
  let sidebar: TableView
  /// The help and the frame-time overlay, over everything.
  let overlays: [View]

  /// The current scene's view (its navigation controller's).
  var sceneView: View? {
    didSet {
      guard sceneView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let sceneView { insertSubview(sceneView, at: 1) }
      setNeedsLayout()
    }
  }

  init(sidebar: TableView, overlays: [View] = []) {
    self.sidebar = sidebar
    self.overlays = overlays
    super.init(frame: .zero)
    backgroundColor = .white
    addSubview(sidebar)
    for overlay in overlays { addSubview(overlay) }
  }

  /// The controller, told when the window crosses the compact width.
  weak var controller: DemoWindowController?

  /// The switch between regular and compact width under way, if any.
  private(set) var compactTransition: CompactTransition?

  /// The window's clock, which the switch between widths runs on.
  private var clock: any FrameClock { controller?.clock ?? SystemClock() }

  /// Whether the switch between widths is under way: the host draws every frame until it ends.
  override var needsAnimationFrame: Bool { compactTransition != nil }

  override func layoutSubviews() {
    controller?.sizeSidebarRowsForTextSize()
    let wasCompact = controller?.isCompact ?? false
    controller?.windowWidthDidChange(frame.width)
    let compact = controller?.isCompact ?? false
    // In compact width the sidebar waits beyond the leading edge; the scenes' tab bar fills
    // the window.
    let sidebarHidden = compact
    let sceneHidden = false
    // The sidebar keeps its width as it slides out.
    let width = DemoWindowController.sidebarWidth
    let sidebarTarget = CGRect(
      x: sidebarHidden ? -width : 0, y: 0, width: width, height: frame.height)
    let sceneTarget =
      compact
      ? CGRect(x: sceneHidden ? frame.width : 0, y: 0, width: frame.width, height: frame.height)
      : CGRect(
        x: width + 1, y: 0, width: max(0, frame.width - width - 1), height: frame.height)
    let now = clock.now
    if compact != wasCompact, sidebar.frame != .zero, let sceneView {
      compactTransition = CompactTransition(
        start: now,
        sidebarFrom: sidebar.isHidden
          ? sidebarTarget.offsetBy(dx: -sidebarTarget.maxX, dy: 0) : sidebar.frame,
        sceneFrom: sceneView.frame)
    }
    if let transition = compactTransition, !transition.isFinished(at: now) {
      let progress = transition.progress(at: now)
      sidebar.isHidden = false
      sceneView?.isHidden = false
      sidebar.frame = CompactTransition.interpolate(
        transition.sidebarFrom, sidebarTarget, progress)
      sceneView?.frame = CompactTransition.interpolate(
        transition.sceneFrom, sceneTarget, progress)
      // Laid out again next frame, until the switch ends.
      setNeedsLayout()
    } else {
      compactTransition = nil
      sidebar.isHidden = sidebarHidden
      sceneView?.isHidden = sceneHidden
      sidebar.frame = sidebarTarget
      sceneView?.frame = sceneTarget
    }
    for overlay in overlays {
      if overlay is FrameTimeOverlay {
        let size = FrameTimeOverlay.size
        overlay.frame = CGRect(
          x: frame.width - size.width - 12, y: frame.height - size.height - 12,
          width: size.width, height: size.height)
      } else {
        let size = DemoKeysHelpView.size
        overlay.frame = CGRect(
          x: ((frame.width - size.width) / 2).rounded(),
          y: ((frame.height - size.height) / 2).rounded(), width: size.width,
          height: size.height)
      }
    }
  }

  /// The hairline after the sidebar, wherever the sidebar is while the widths switch.
  override func draw(in list: inout DrawList) {
    guard controller?.isCompact != true || compactTransition != nil else { return }
    list.fill(
      CGRect(x: sidebar.frame.maxX, y: 0, width: 1, height: frame.height), color: .separator)
  }
}
