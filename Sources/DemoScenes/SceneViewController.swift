import TableKit

/// The controller at the root of a scene's navigation stack: its view is the scene's view, its
/// title the scene's, and a scene whose controller object adopts `SceneNavigating` sets up the
/// navigation item (bar buttons) and learns about editing.
@MainActor
public final class SceneViewController: ViewController {
  /// The scene shown.
  public let scene: DemoScene
  private let appearance: SceneAppearance

  /// Creates the controller of `scene` drawn at `appearance`'s sizes.
  public init(scene: DemoScene, appearance: SceneAppearance = .standard) {
    self.scene = scene
    self.appearance = appearance
    super.init(nibName: nil, bundle: nil)
    title = scene.title
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  /// The scene's view.
  public override func loadView() {
    view = scene.makeView(frame: .zero, appearance: appearance)
  }

  /// The scene's main table, when it has one.
  public var sceneTable: TableView? { viewIfLoaded?.mainScrollView as? TableView }

  /// The scene's data source and delegate (what `SceneTableView` keeps alive).
  private var sceneController: AnyObject? { (sceneTable as? SceneTableView)?.controller }

  /// Lets the scene set up the bar.
  public override func viewDidLoad() {
    super.viewDidLoad()
    (sceneController as? SceneNavigating)?.sceneDidLoad(in: self)
  }

  private var hasAppeared = false

  /// Coming back from a detail clears the selection with the fade, as a table controller does.
  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if hasAppeared, let table = sceneTable {
      (sceneController as? SceneNavigating)?.sceneWillAppear(in: self, table: table)
      for indexPath in table.indexPathsForSelectedRows ?? [] {
        table.deselectRow(at: indexPath, animated: animated)
      }
    }
  }

  /// Remembers the first appearance, after which the selection is cleared on return.
  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    hasAppeared = true
  }

  /// Editing goes to the scene's table and the scene.
  public override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    sceneTable?.setEditing(editing, animated: animated)
    (sceneController as? SceneNavigating)?.sceneDidChangeEditing(in: self)
  }
}

/// A scene controller object that uses its navigation controller: it puts buttons on the bar
/// and hears when editing changes.
@MainActor
public protocol SceneNavigating: AnyObject {
  /// The scene's root controller loaded its view; set up `controller.navigationItem`.
  func sceneDidLoad(in controller: ViewController)
  /// The controller entered or left editing (its Edit/Done button).
  func sceneDidChangeEditing(in controller: ViewController)
  /// The scene is about to show again after a screen it pushed was popped.
  func sceneWillAppear(in controller: ViewController, table: TableView)
}

extension SceneNavigating {
  /// Does nothing.
  public func sceneDidChangeEditing(in controller: ViewController) {}
  /// Does nothing.
  public func sceneWillAppear(in controller: ViewController, table: TableView) {}
}

extension DemoScene {
  /// A navigation controller with the scene's controller at its root, with large titles as the
  /// iOS apps the scenes imitate use.
  @MainActor
  public func makeNavigationController(appearance: SceneAppearance = .standard)
    -> NavigationController
  {
    let navigation = NavigationController(
      rootViewController: SceneViewController(scene: self, appearance: appearance))
    navigation.navigationBar.prefersLargeTitles = true
    return navigation
  }
}
