import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting

/// The demo window's content in a `Window` of a given size on a `ManualClock`, measured with a
/// snapshotter's fonts and laid out, for tests that look at the window as a user would.
@MainActor
final class DemoWindowFixture {
  /// The windows made so far (a controller does not own its window).
  private var windows: [Window] = []
  private let snapshotter: Snapshotter

  init(snapshotter: Snapshotter) { self.snapshotter = snapshotter }

  /// A window `size` points large showing `DemoSceneCatalog.all[index]`.
  func make(size: CGSize, showing index: Int = 0, clock: ManualClock = ManualClock())
    throws -> (window: Window, controller: DemoWindowController, screen: Screen)
  {
    let screen = try snapshotter.canvas(size: size).makeScreen()
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    let controller = DemoWindowController(showing: index)
    window.rootViewController = controller
    window.screen = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    windows.append(window)
    return (window, controller, screen)
  }

  /// The index of the scene called `name`.
  static func index(of name: String) -> Int {
    DemoSceneCatalog.all.firstIndex { $0.name == name } ?? 0
  }

  /// Taps the row titled `title` on `navigation`'s top screen, as a user would (it stays
  /// selected), and finishes the push it starts.
  static func open(_ title: String, in navigation: NavigationController) throws {
    guard let table = navigation.topViewController?.view.mainScrollView as? TableView else {
      throw FixtureError(description: "the top screen has no table")
    }
    table.layoutIfNeeded()
    let rows = (0..<table.numberOfSections).flatMap { section in
      (0..<table.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
    }
    // Scrolled to each row in turn until it is the one, as a user scrolls to find it.
    let row = rows.first { row in
      if table.cellForRow(at: row) == nil {
        table.scrollToRow(at: row, at: .middle, animated: false)
        table.layoutIfNeeded()
      }
      return Self.title(of: table.cellForRow(at: row)) == title
    }
    guard let row else { throw FixtureError(description: "no row \(title)") }
    table.selectRow(at: row, animated: false, scrollPosition: .none)
    table.delegate?.tableView(table, didSelectRowAt: row)
    navigation.setViewControllers(navigation.viewControllers, animated: false)
    navigation.view.window?.layoutIfNeeded()
  }

  /// A cell's title: its content configuration's text, else its text label's.
  static func title(of cell: TableViewCell?) -> String? {
    (cell?.contentConfiguration as? ListContentConfiguration)?.text ?? cell?.textLabel?.text
  }

  /// The window's draw list as it is now, rendered on a canvas of its size (without assigning
  /// the screen again, which would rebuild the tables' layouts).
  func picture(of window: Window) throws -> PixelImage {
    window.layoutIfNeeded()
    var list = DrawList()
    window.render(into: &list)
    return try snapshotter.canvas(size: window.frame.size).render(list)
  }

  /// A fixture's mistake.
  struct FixtureError: Error, CustomStringConvertible {
    var description: String
  }
}
