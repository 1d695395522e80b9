// The code of the article "Getting started" (Sources/TableKit/TableKit.docc/GettingStarted.md)
// and of README.md's example, compiled and run here; ArticleSnippetTests checks that both show
// it as it is.
import Foundation
import TableKit
import TableKitSDL
import Testing

final class FruitsController: TableViewController {
  let fruits = ["Apple", "Banana", "Cherry"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Fruits"
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    fruits.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = fruits[indexPath.row]
    return cell
  }
}

@MainActor func showFruits() throws {
  let window = try WindowHost(
    configuration: .init(title: "Fruits", size: CGSize(width: 390, height: 844)))
  let navigation = NavigationController(rootViewController: FruitsController())
  try SceneHost(window: window, rootViewController: navigation).run()
}

@MainActor func renderFruits(to path: String) throws {
  let navigation = NavigationController(rootViewController: FruitsController())
  let canvas = try OffscreenCanvas(size: CGSize(width: 390, height: 844), scale: 2)
  try canvas.render(navigation.view).writePNG(to: path)
}

/// The article's controller shows its rows, and its offscreen form draws them.
@MainActor
@Suite struct GettingStartedSnippetTests {
  @Test func theControllerShowsItsFruits() throws {
    let controller = FruitsController()
    let navigation = NavigationController(rootViewController: controller)
    navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    navigation.view.layoutIfNeeded()
    controller.tableView.layoutIfNeeded()
    let titles = controller.tableView.visibleCells.compactMap { $0.textLabel?.text }
    #expect(titles == ["Apple", "Banana", "Cherry"])
  }

  @Test func theOffscreenFormWritesAPicture() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("getting-started-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("fruits.png").path
    try renderFruits(to: path)
    #expect(FileManager.default.fileExists(atPath: path))
  }
}
