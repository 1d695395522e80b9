import DemoScenes
import Foundation
import TableKit
import TableKitTesting
import Testing

@testable import TableKitSDL

/// Issue 30, item 3: the bridge's objects follow the window and carry out clients' requests on
/// the window as it is when they run; bad conditions (rows deleted, views freed between
/// frames, a stopped bridge) do nothing rather than crash. No bus is needed: the ATK objects
/// exist without one; `scripts/a11y-bus-check` drives the same bridge through the real bus.
@MainActor
@Suite(.serialized)
struct AccessibilityBridgeTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  private func bridge(showing name: String) throws -> (AccessibilityBridge, View) {
    let view = try snapshotter.preparedScene(name)
    let bridge = AccessibilityBridge(
      root: view, title: name, unitsPerPoint: 1, windowOrigin: { (0, 0) })
    bridge.clientWillRead()
    return (bridge, view)
  }

  private func rows(_ snapshot: ATKSnapshot?) -> [(AccessibilityNodeID, ATKElement)] {
    guard let snapshot else { return [] }
    return snapshot.order.compactMap { id in
      snapshot.elements[id].flatMap { $0.role == .listItem ? (id, $0) : nil }
    }
  }

  @Test func nothingIsBuiltUntilAClientReads() throws {
    let view = try snapshotter.preparedScene("contacts")
    let bridge = AccessibilityBridge(
      root: view, title: "t", unitsPerPoint: 1, windowOrigin: { (0, 0) })
    bridge.update(now: 0)
    #expect(bridge.shownSnapshot == nil)
    bridge.clientWillRead()
    #expect(bridge.shownSnapshot != nil)
    bridge.stop()
  }

  @Test func aRowsDeleteActionFromAClientDeletesTheRow() throws {
    let (bridge, _) = try bridge(showing: "editing")
    defer { bridge.stop() }
    let (id, row) = try #require(
      rows(bridge.shownSnapshot).first { $0.1.actions.contains("Delete") })
    let count = try #require(
      bridge.shownSnapshot?.elements.values.first { $0.rowCount != nil }?.rowCount)
    let key = try #require(bridge.key(of: id))
    let index = try #require(row.actions.firstIndex(of: "Delete"))
    #expect(bridge.request(.action(key: key, index: index)) == 1)
    #expect(bridge.performRequests())
    bridge.synchronize(notify: true)
    let list = bridge.shownSnapshot?.elements.values.first { $0.rowCount != nil }
    #expect(list?.rowCount == count - 1)
    #expect(!rows(bridge.shownSnapshot).contains { $0.1.name == row.name })
  }

  @Test func anActionOnARowDeletedSinceDoesNothing() throws {
    let (bridge, _) = try bridge(showing: "editing")
    defer { bridge.stop() }
    let (first, second) = try {
      let all = rows(bridge.shownSnapshot).filter { $0.1.actions.contains("Delete") }
      return (try #require(all.first), try #require(all.dropFirst().first))
    }()
    let deleteFirst = try #require(first.1.actions.firstIndex(of: "Delete"))
    let firstKey = try #require(bridge.key(of: first.0))
    let secondKey = try #require(bridge.key(of: second.0))
    // Both asked in one dispatch: the first delete runs, then the second names a row that
    // may have moved or gone; neither traps.
    #expect(bridge.request(.action(key: firstKey, index: deleteFirst)) == 1)
    #expect(bridge.request(.action(key: firstKey, index: deleteFirst)) == 1)
    #expect(bridge.request(.action(key: secondKey, index: 99)) == 1)
    bridge.performRequests()
    bridge.synchronize(notify: true)
    #expect(bridge.request(.action(key: 987_654, index: 0)) == 0, "an unknown element")
  }

  @Test func viewsFreedBetweenFramesLeaveTheTree() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var label: Label? = Label(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
    label?.text = "Soon gone"
    root.addSubview(try #require(label))
    let bridge = AccessibilityBridge(
      root: root, title: "t", unitsPerPoint: 1, windowOrigin: { (0, 0) })
    defer { bridge.stop() }
    bridge.clientWillRead()
    let id = try #require(bridge.shownSnapshot?.order.last)
    let key = try #require(bridge.key(of: id))
    #expect(bridge.request(.focus(key: key)) == 1)
    label?.removeFromSuperview()
    label = nil
    bridge.performRequests()
    bridge.synchronize(notify: true)
    #expect(bridge.shownSnapshot?.elements.count == 1, "only the window is left")
    #expect(bridge.key(of: id) == nil)
    #expect(bridge.request(.focus(key: key)) == 0)
  }

  @Test func aStoppedBridgeRefusesRequests() throws {
    let (bridge, _) = try bridge(showing: "contacts")
    let id = try #require(rows(bridge.shownSnapshot).first?.0)
    let key = try #require(bridge.key(of: id))
    bridge.stop()
    #expect(bridge.request(.action(key: key, index: 0)) == 0)
    #expect(!bridge.performRequests())
    bridge.update(now: 0)
    bridge.stop()
  }

  @Test func aClientsSelectionSelectsTheRow() throws {
    let (bridge, view) = try bridge(showing: "contacts")
    defer { bridge.stop() }
    let snapshot = try #require(bridge.shownSnapshot)
    let (listID, list) = try #require(
      snapshot.order.compactMap { id in snapshot.elements[id].map { (id, $0) } }
        .first { $0.1.rowCount != nil })
    let child = try #require(list.children.firstIndex { snapshot.elements[$0]?.role == .listItem })
    #expect(
      bridge.request(
        .select(key: try #require(bridge.key(of: listID)), child: child, selected: true)) == 1)
    bridge.performRequests()
    bridge.synchronize(notify: true)
    let selected = bridge.shownSnapshot?.elements[list.children[child]]
    #expect(selected?.states.contains(.selected) == true)
    _ = view
  }
}
