import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The contacts scene's pull to refresh, in process: a pull starts it and the newcomers join the
/// book in order. The fetch's answer comes by `DispatchQueue.main.asyncAfter`, which a
/// `@MainActor` test cannot let run (see `MainRunLoop`), so its end is tested through the demo
/// binary in `DemoBinarySmokeTests`.
@MainActor
@Suite(.serialized)
struct ContactsRefreshTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  private func contacts() throws -> (TableView, ManualClock) {
    let size = CGSize(width: 375, height: 667)
    let clock = ManualClock(now: 100)
    let view = ContactsScene.scene.makePreparedView(
      size: size, screen: try snapshotter.canvas(size: size).makeScreen(), clock: clock)
    return (try #require(view as? TableView), clock)
  }

  @Test func aLongPullWithAFingerStartsTheScenesRefresh() throws {
    let (table, clock) = try contacts()
    let control = try #require(table.refreshControl)
    #expect(control.title == "Checking for new contacts")
    table.handle(.pointerDown(id: 1, location: CGPoint(x: 150, y: 100), kind: .touch))
    for step in 1...30 {
      clock.advance(by: 1.0 / 60)
      table.layoutIfNeeded()
      table.handle(
        .pointerMoved(id: 1, location: CGPoint(x: 150, y: 100 + CGFloat(step) * 12), kind: .touch))
    }
    clock.advance(by: 1.0 / 60)
    table.layoutIfNeeded()
    #expect(control.isRefreshing, "pulled past the threshold")
    table.handle(.pointerUp(id: 1, location: CGPoint(x: 150, y: 460), kind: .touch))
    for _ in 0..<60 {
      clock.advance(by: 1.0 / 60)
      table.layoutIfNeeded()
    }
    #expect(table.contentOffset.y == -RefreshControl.height, "the band stays open for the fetch")
    #expect((table.tableFooterView as? Label)?.text == "200 Contacts", "nothing fetched yet")
  }

  @Test func newcomersJoinTheBookInSortedPlaceOneAtATime() {
    var directory = ContactDirectory()
    let names = Set(directory.sections.flatMap { $0.contacts.map(\.fullName) })
    for (index, newcomer) in ContactDirectory.arrivals.enumerated() {
      #expect(!names.contains(newcomer.fullName), "full names stay unique")
      directory = directory.adding(newcomer)
      #expect(directory.count == 201 + index)
      let section = directory.sections.first { newcomer.lastName.hasPrefix($0.letter) }
      let people = section?.contacts.map { [$0.lastName, $0.firstName] } ?? []
      #expect(people == people.sorted { $0.lexicographicallyPrecedes($1) })
    }
    #expect(
      directory.sections[0].contacts.first == ContactDirectory.arrivals[0],
      "the first newcomer heads A, on the opening screen")
  }
}
