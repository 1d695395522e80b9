import Foundation
import Testing

@testable import TableKit

/// Rows whose accessory is a given button, offering a row context menu too, recording what
/// the delegate is asked and told.
@MainActor
private final class ButtonRowSource: TableViewDataSource, TableViewDelegate {
  let button: Button
  var calls: [String] = []

  init(_ button: Button) { self.button = button }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    if indexPath.row == 0 { cell.accessoryView = button }
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.row)")
  }

  func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? {
    calls.append("configuration \(indexPath.row)")
    return ContextMenuConfiguration { _ in Menu(children: [Action(title: "Row Action") { _ in }]) }
  }
}

/// A button in a table cell whose menu is not its primary action opens the menu on a long
/// press, as UIKit's does, rather than the row's context menu; the pressing finger chooses in
/// it (issue 29).
@MainActor
@Suite struct CellButtonMenuTests {
  private let clock = ManualClock(now: 0)

  /// An "Add" button whose tap logs "add" and whose menu logs the item chosen, in the first
  /// row of a table in a window.
  private func scene(_ log: @escaping @MainActor (String) -> Void)
    -> (Window, TableView, Button, ButtonRowSource)
  {
    let button = Button(type: .system, primaryAction: Action(title: "Add") { _ in log("add") })
    button.menu = Menu(children: [
      Action(title: "Folder") { log($0.title) }, Action(title: "File") { log($0.title) },
    ])
    button.screen = ViewTesting.screen()
    button.sizeToFit()
    let source = ButtonRowSource(button)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    window.screen = ViewTesting.screen()
    let root = ViewController(nibName: nil, bundle: nil)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
    table.clock = clock
    table.rowHeight = 44
    table.dataSource = source
    table.delegate = source
    root.view.addSubview(table)
    window.layoutIfNeeded()
    return (window, table, button, source)
  }

  private func run(_ window: Window, for seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
  }

  @Test func aLongPressOnTheButtonOpensItsMenuNotTheRowsAndTheFingerChooses() throws {
    var log: [String] = []
    let (window, table, button, source) = scene { log.append($0) }
    #expect(button.enclosingTable === table)
    let inside = CGPoint(x: 5, y: 5)
    button.handle(.pointerDown(id: 1, location: inside, kind: .touch))
    run(window, for: 0.6)
    #expect(button.isMenuPresented)
    #expect(!table.isShowingContextMenu)
    #expect(!source.calls.contains("configuration 0"), "the row's menu is not asked for")
    #expect(!button.isHighlighted)
    let menu = try #require(window.openButtonMenu)
    run(window, for: 0.4)
    let file = menu.layout.items[1].frame
    let onFile = menu.convert(CGPoint(x: file.midX, y: file.midY), to: button)
    button.handle(.pointerMoved(id: 1, location: onFile, kind: .touch))
    #expect(menu.highlightedItem == 1)
    button.handle(.pointerUp(id: 1, location: onFile, kind: .touch))
    #expect(log == ["File"], "the tap's action does not run")
    #expect(!button.isMenuPresented)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(!source.calls.contains("didSelect 0"))
  }

  @Test func aQuickTapStillRunsTheButtonsActionAndARowsLongPressStillOpensItsMenu() {
    var log: [String] = []
    let (window, table, button, source) = scene { log.append($0) }
    let inside = CGPoint(x: 5, y: 5)
    button.handle(.pointerDown(id: 1, location: inside, kind: .touch))
    run(window, for: 0.1)
    button.handle(.pointerUp(id: 1, location: inside, kind: .touch))
    #expect(log == ["add"])
    #expect(!button.isMenuPresented)
    // Elsewhere on a row, the long press opens the row's context menu as before.
    table.handle(.pointerDown(id: 2, location: CGPoint(x: 100, y: 66), kind: .touch))
    run(window, for: 0.6)
    #expect(table.isShowingContextMenu)
    #expect(source.calls.contains("configuration 1"))
    #expect(!button.isMenuPresented)
  }

  @Test func aButtonWhoseMenuIsItsPrimaryActionOpensNothingOnALongPress() {
    var log: [String] = []
    let (window, table, button, _) = scene { log.append($0) }
    button.showsMenuAsPrimaryAction = true
    button.handle(.pointerDown(id: 1, location: CGPoint(x: 5, y: 5), kind: .touch))
    run(window, for: 0.6)
    #expect(!button.isMenuPresented)
    #expect(!table.isShowingContextMenu)
  }
}
