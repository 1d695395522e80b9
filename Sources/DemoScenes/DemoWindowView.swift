import TableKit

/// The desktop demo's window content: a sidebar listing the scenes on the left (itself a plain
/// table: selecting a row shows that scene), a hairline, and the current scene filling the rest.
@MainActor
public final class DemoWindowView: View, TableViewDataSource, TableViewDelegate {
  /// The sidebar's width in points.
  public static let sidebarWidth: CGFloat = 240

  /// The scenes, in sidebar order.
  public let scenes: [DemoScene]
  /// The list of scenes.
  public let sidebar: TableView
  /// The current scene's view.
  public private(set) var sceneView: View
  /// The index of the current scene in `scenes`.
  public private(set) var sceneIndex: Int
  /// Called after the scene changes (the host retitles the window and moves key focus).
  public var sceneDidChange: (@MainActor (DemoScene) -> Void)?

  /// The current scene.
  public var scene: DemoScene { scenes[sceneIndex] }

  private static let cellIdentifier = "scene"

  /// Creates the window content showing `scenes[index]`.
  /// - Parameters:
  ///   - frame: The window's bounds.
  ///   - scenes: The scenes, at least one.
  ///   - index: The scene shown first.
  public init(frame: CGRect, scenes: [DemoScene] = DemoSceneCatalog.all, showing index: Int = 0) {
    precondition(!scenes.isEmpty, "DemoWindowView needs at least one scene")
    self.scenes = scenes
    sceneIndex = min(max(0, index), scenes.count - 1)
    sidebar = TableView(frame: .zero, style: .plain)
    sceneView = scenes[sceneIndex].makeView(frame: .zero)
    super.init(frame: frame)
    backgroundColor = .white
    sidebar.rowHeight = 52
    sidebar.dataSource = self
    sidebar.delegate = self
    addSubview(sidebar)
    addSubview(sceneView)
  }

  /// Shows the scene at `index` (a fresh view, scrolled to its top) and marks it in the sidebar.
  public func showScene(at index: Int) {
    guard scenes.indices.contains(index), index != sceneIndex else { return }
    sceneIndex = index
    sceneView.removeFromSuperview()
    sceneView = scenes[index].makeView(frame: sceneFrame)
    // On the desktop a mouse drag pans, as a finger does; the wheel and trackpad scroll too.
    (sceneView as? TableView)?.allowsMousePanning = true
    addSubview(sceneView)
    // The checkmark moves on the visible cells rather than by reloading: this runs inside the
    // sidebar's own selection callback, and a reload would also drop the selection.
    for row in scenes.indices {
      sidebar.cellForRow(at: IndexPath(row: row, section: 0))?.accessoryType =
        row == index ? .checkmark : .none
    }
    setNeedsLayout()
    sceneDidChange?(scenes[index])
  }

  private var sceneFrame: CGRect {
    let x = Self.sidebarWidth + 1
    return CGRect(x: x, y: 0, width: max(0, frame.width - x), height: frame.height)
  }

  /// Places the sidebar on the left and the scene on the right of a one-point divider.
  public override func layoutSubviews() {
    sidebar.frame = CGRect(x: 0, y: 0, width: Self.sidebarWidth, height: frame.height)
    sceneView.frame = sceneFrame
  }

  /// Draws the divider between the sidebar and the scene.
  public override func draw(in list: inout DrawList) {
    list.fill(CGRect(x: Self.sidebarWidth, y: 0, width: 1, height: frame.height), color: .separator)
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
      indexPath.row < 9 ? "Key \(indexPath.row + 1) · \(scene.name)" : scene.name
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
  }
}
