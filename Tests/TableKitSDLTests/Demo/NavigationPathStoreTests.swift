import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The demo's pushed screens between runs (issue 15): saved as the rows that opened them and
/// pushed again at the next start; a bad file gives a clear message and the first screen.
@MainActor
@Suite(.serialized)
struct NavigationPathStoreTests {
  let fixture: DemoWindowFixture
  init() throws { fixture = DemoWindowFixture(snapshotter: try Snapshotter()) }

  /// A demo window on `scene`, laid out, and that scene's navigation controller.
  private func makeScene(_ name: String) throws -> NavigationController {
    try fixture.make(
      size: CGSize(width: 1000, height: 700), showing: DemoWindowFixture.index(of: name)
    ).controller.sceneNavigationController
  }

  private func open(_ title: String, in navigation: NavigationController) throws {
    try DemoWindowFixture.open(title, in: navigation)
  }

  private func store(_ file: URL, messages: Messages) -> NavigationPathStore {
    var store = NavigationPathStore(
      file: file, restorationIdentifier: "table-demo.settings", tool: "table-demo")
    store.reportProblem = { messages.lines.append($0) }
    return store
  }

  @MainActor private final class Messages {
    var lines: [String] = []
  }

  private func temporaryFile() throws -> URL {
    URL(fileURLWithPath: try makeTemporaryDirectory("screens")).appendingPathComponent(
      "settings.screens.json")
  }

  @Test func settingsGeneralAboutComesBackAsItWasLeft() throws {
    let file = try temporaryFile()
    let messages = Messages()
    let left = try makeScene("settings")
    try open("General", in: left)
    try open("About", in: left)
    #expect(left.viewControllers.map(\.title) == ["Settings", "General", "About"])
    store(file, messages: messages).save(from: left)

    let next = try makeScene("settings")
    #expect(store(file, messages: messages).restore(into: next) == 2)
    #expect(next.viewControllers.map(\.title) == ["Settings", "General", "About"])
    #expect(messages.lines.isEmpty, "\(messages.lines)")
    // Each screen below keeps the row that opened the one above selected, as it was left.
    #expect(NavigationPathStore.path(of: next) == NavigationPathStore.path(of: left))
  }

  @Test func aContactsCardComesBack() throws {
    let file = try temporaryFile()
    let left = try makeScene("contacts")
    let table = try #require(left.topViewController?.view.mainScrollView as? TableView)
    let name = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text)
    try open(name, in: left)
    let card = try #require(left.topViewController)
    var store = NavigationPathStore(
      file: file, restorationIdentifier: "table-demo.contacts", tool: "table-demo")
    store.save(from: left)
    let next = try makeScene("contacts")
    store.reportProblem = { Issue.record("unexpected: \($0)") }
    #expect(store.restore(into: next) == 1)
    #expect(next.viewControllers.count == 2)
    #expect(next.topViewController?.title == card.title)
  }

  @Test func aCorruptFileSaysSoAndShowsTheFirstScreen() throws {
    let file = try temporaryFile()
    let messages = Messages()
    for bad in ["{ not json", #"{"restorationIdentifier": "table-demo.settings", "rows": "x"}"#] {
      try Data(bad.utf8).write(to: file)
      let navigation = try makeScene("settings")
      #expect(store(file, messages: messages).restore(into: navigation) == 0)
      #expect(navigation.viewControllers.count == 1)
    }
    #expect(messages.lines.count == 2)
    #expect(messages.lines.allSatisfy {
      $0.hasPrefix("table-demo: \(file.path) is not a saved list of screens")
        && $0.hasSuffix("showing the first screen")
    }, "\(messages.lines)")
    #expect(messages.lines[1].contains("rows"), "names what was wrong: \(messages.lines[1])")
  }

  @Test func aRowThatIsGoneStopsTheReplayThereWithAMessage() throws {
    let file = try temporaryFile()
    let messages = Messages()
    let saved = try makeScene("settings")
    try open("General", in: saved)
    store(file, messages: messages).save(from: saved)
    // One screen that exists, then one opened by a row that does not, then one of garbage.
    let text = try String(contentsOf: file, encoding: .utf8)
    let edited = text.replacingOccurrences(of: "]]", with: "],[0,999],[7]]")
    try Data(edited.utf8).write(to: file)
    let navigation = try makeScene("settings")
    #expect(store(file, messages: messages).restore(into: navigation) == 1)
    #expect(navigation.viewControllers.map(\.title) == ["Settings", "General"])
    #expect(messages.lines.count == 1)
    #expect(messages.lines.first?.contains("row 999 of section 0 no longer exists") == true,
      "\(messages.lines)")
  }

  @Test func aFileSavedForAnotherSceneIsNotReplayed() throws {
    let file = try temporaryFile()
    let messages = Messages()
    let saved = try makeScene("settings")
    try open("General", in: saved)
    store(file, messages: messages).save(from: saved)
    var other = NavigationPathStore(
      file: file, restorationIdentifier: "table-demo.contacts", tool: "table-demo")
    other.reportProblem = { messages.lines.append($0) }
    let navigation = try makeScene("contacts")
    #expect(other.restore(into: navigation) == 0)
    #expect(messages.lines.first?.contains("was saved for 'table-demo.settings'") == true)
  }
}
