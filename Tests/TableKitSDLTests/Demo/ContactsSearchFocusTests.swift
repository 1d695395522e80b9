import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import Testing

/// Where typing and keys go around the contacts scene's search and its navigation bar, with
/// taps, drags, keys and text sent through the window's input router as the host sends them:
/// opening a contact from the results ends editing in the search (the keyboard hides; typed
/// text reaches no field), and coming back (back key, or an edge swipe, cancelled or completed)
/// finds the search active with its text but not editing until the field is tapped; a tap on
/// the navigation bar's title leaves the keys with the list.
@MainActor
@Suite struct ContactsSearchFocusTests {
  typealias Fixture = ContactsSearchTests.Fixture

  private func touch(_ event: InputEvent, at point: CGPoint, in fixture: Fixture) {
    fixture.window.noteInput(event)
    fixture.router.route(WindowInput(event, at: point), in: fixture.window)
  }

  /// A touch tap at `point` (window coordinates), noted by the window as a host notes it.
  private func tap(_ point: CGPoint, in fixture: Fixture) {
    touch(.pointerDown(id: 1, location: point, kind: .touch), at: point, in: fixture)
    touch(.pointerUp(id: 1, location: point, kind: .touch), at: point, in: fixture)
    fixture.run()
  }

  /// A finger from the leading edge dragged `distance` points sideways over half a second,
  /// then lifted, and the pop (or its settling back) left to finish.
  private func swipeFromEdge(by distance: CGFloat, in fixture: Fixture) {
    let start = CGPoint(x: 4, y: 400)
    touch(.pointerDown(id: 2, location: start, kind: .touch), at: start, in: fixture)
    let steps = 30
    var point = start
    for step in 1...steps {
      fixture.clock.advance(by: 1.0 / 60)
      point = CGPoint(x: start.x + distance * CGFloat(step) / CGFloat(steps), y: start.y)
      touch(.pointerMoved(id: 2, location: point, kind: .touch), at: point, in: fixture)
      fixture.window.layoutIfNeeded()
    }
    fixture.run(for: 0.2)
    touch(.pointerUp(id: 2, location: point, kind: .touch), at: point, in: fixture)
    fixture.run(for: 1)
  }

  private func key(_ key: Key, in fixture: Fixture) {
    fixture.router.route(WindowInput(.key(key, modifiers: [])), in: fixture.window)
    fixture.run()
  }

  /// Searches for "ma" by touch with the on-screen keyboard, then taps the first result,
  /// which pushes that contact's card.
  private func openFirstResult(in fixture: Fixture) throws -> SearchController {
    fixture.window.showsOnScreenKeyboard = .automatic
    let table = try #require(fixture.table)
    let search = try #require(fixture.search)
    table.contentOffset.y = table.minimumContentOffsetY
    fixture.run()
    let bar = search.searchBar
    let origin = bar.convert(bar.boundsOrigin, to: nil)
    tap(CGPoint(x: origin.x + bar.bounds.midX, y: origin.y + bar.bounds.midY), in: fixture)
    fixture.type("ma")
    fixture.run(for: 1)
    #expect(bar.searchTextField.isFirstResponder)
    #expect(fixture.window.onScreenKeyboardHeight > 0, "a touch brings the keyboard")
    let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
    let tableOrigin = table.convert(table.boundsOrigin, to: nil)
    tap(
      CGPoint(x: tableOrigin.x + row.midX, y: tableOrigin.y + row.midY - table.contentOffset.y),
      in: fixture)
    fixture.run(for: 1)
    #expect(fixture.navigation.viewControllers.count == 2)
    return search
  }

  /// The search is active with "ma", its field not editing, and typing changes nothing.
  private func expectSearchKeptButNotEditing(_ search: SearchController, in fixture: Fixture) {
    #expect(search.isActive)
    #expect(search.searchBar.text == "ma")
    #expect(!search.searchBar.searchTextField.isFirstResponder)
    #expect(fixture.window.onScreenKeyboardHeight == 0, "nothing edits: the keyboard is down")
    fixture.type("x")
    #expect(search.searchBar.text == "ma", "typed text reaches no field")
  }

  @Test func openingAContactEndsEditingAndTheBackKeyReturnsToTheSearchNotEditing() throws {
    let fixture = Fixture()
    let search = try openFirstResult(in: fixture)
    expectSearchKeptButNotEditing(search, in: fixture)
    key(.back, in: fixture)
    fixture.run(for: 1)
    #expect(fixture.navigation.viewControllers.count == 1)
    expectSearchKeptButNotEditing(search, in: fixture)
    #expect(search.searchBar.superview === fixture.navigation.navigationBar)
    // A tap on the field edits it again, with the text kept.
    let bar = search.searchBar
    let origin = bar.convert(bar.boundsOrigin, to: nil)
    tap(CGPoint(x: origin.x + bar.bounds.midX, y: origin.y + bar.bounds.midY), in: fixture)
    #expect(bar.searchTextField.isFirstResponder)
    fixture.type("r")
    #expect(bar.text == "mar")
  }

  @Test func anEdgeSwipeCancelledThenCompletedReturnsToTheSearchNotEditing() throws {
    let fixture = Fixture()
    let search = try openFirstResult(in: fixture)
    swipeFromEdge(by: 60, in: fixture)
    #expect(fixture.navigation.viewControllers.count == 2, "a short swipe settles back")
    expectSearchKeptButNotEditing(search, in: fixture)
    swipeFromEdge(by: 300, in: fixture)
    #expect(fixture.navigation.viewControllers.count == 1, "a long swipe pops")
    expectSearchKeptButNotEditing(search, in: fixture)
  }

  @Test func keysAfterATapOnTheNavigationBarsTitleStillMoveThroughTheList() throws {
    let fixture = Fixture()
    let table = try #require(fixture.table)
    // Arrows only move focus here: a selection following it would open a contact's card.
    table.selectionFollowsFocus = false
    let bar = fixture.navigation.navigationBar
    let title = bar.convert(CGPoint(x: bar.bounds.midX, y: 22), to: nil)
    tap(title, in: fixture)
    key(.down, in: fixture)
    let first = try #require(table.indexPathForFocusedRow, "the list took the key")
    key(.down, in: fixture)
    let second = try #require(table.indexPathForFocusedRow)
    #expect(second > first)
    // A press on a row, then on the bar again: the keys stay with the list.
    let row = table.rectForRow(at: second)
    let origin = table.convert(table.boundsOrigin, to: nil)
    fixture.router.route(
      WindowInput(
        .pointerDown(
          id: 3, location: CGPoint(x: origin.x + row.midX, y: origin.y + row.midY), kind: .mouse),
        at: CGPoint(x: origin.x + row.midX, y: origin.y + row.midY)),
      in: fixture.window)
    fixture.router.route(
      WindowInput(
        .pointerCancelled(id: 3), at: CGPoint(x: origin.x + row.midX, y: origin.y + row.midY)),
      in: fixture.window)
    tap(title, in: fixture)
    key(.down, in: fixture)
    #expect(try #require(table.indexPathForFocusedRow) > second)
  }
}
