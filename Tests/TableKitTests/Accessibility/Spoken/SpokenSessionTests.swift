import Foundation
import Testing

@testable import TableKit

/// Issue 30, item 4: spoken mode's session turns VoiceOver's inputs into focus moves, actions
/// and utterances over a window.
@MainActor
@Suite struct SpokenSessionTests {
  private func opened(rows: Int = 40) -> (NavigationHarness, SpokenSession, RecordedSpeech) {
    let list = OpeningRowsController(title: "Contacts", rows: rows)
    let harness = NavigationHarness(root: list)
    list.open = { [unowned harness] in harness.push($0, animated: true) }
    let speech = RecordedSpeech()
    let session = SpokenSession(root: harness.window, output: speech)
    return (harness, session, speech)
  }

  private func table(of harness: NavigationHarness) throws -> TableView {
    try #require(harness.navigation.topViewController?.view as? TableView)
  }

  @Test func startingSaysTheScreensHeading() {
    let (_, session, speech) = opened()
    session.start()
    #expect(speech.utterances == ["Contacts, heading"])
    #expect(session.focus.focusedNode?.label == "Contacts")
  }

  @Test func anElementSaysItsStateLabelKindAndPlace() {
    let node = AccessibilityNode(
      id: .part(of: ObjectIdentifier(self as AnyObject), index: 0), role: .listItem,
      label: "Ada Lovelace", value: "Mathematician", traits: [.button, .selected, .notEnabled],
      listPosition: AccessibilityListPosition(
        index: 1234, count: 10_000, indexPath: IndexPath(row: 1233, section: 0),
        rowsInSection: 10_000))
    #expect(
      node.spokenDescription == "Selected, Ada Lovelace, Mathematician, button, dimmed, 1,234 of 10,000")
  }

  @Test func touchingSaysTheElementUnderTheFingerOnceAndFramesIt() throws {
    let (harness, session, speech) = opened()
    let cell = try #require(try table(of: harness).cellForRow(at: IndexPath(row: 2, section: 0)))
    let frame = cell.accessibilityFrame
    session.handle(.explore(CGPoint(x: frame.midX, y: frame.midY)))
    session.handle(.explore(CGPoint(x: frame.midX + 30, y: frame.midY + 5)))
    #expect(speech.utterances.count == 1, "a finger moving over one row says it once")
    #expect(speech.utterances.first?.hasPrefix("Row 2, ") == true)
    #expect(speech.utterances.first?.hasSuffix(", 3 of 40") == true)
    #expect(session.focusFrame == frame)
  }

  @Test func swipesWalkTheRowsAndScrollPastTheLastVisibleOne() throws {
    let (harness, session, speech) = opened()
    let table = try table(of: harness)
    session.start()
    let lastVisible = try #require(table.indexPathsForVisibleRows?.last).row
    for _ in 0...(lastVisible + 1) { session.handle(.next) }
    let rows = speech.utterances.dropFirst().map { $0.components(separatedBy: ", ").first ?? "" }
    #expect(rows == (0...(lastVisible + 1)).map { "Row \($0)" })
    #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: lastVisible + 1, section: 0)) == true)
    session.handle(.previous)
    #expect(speech.utterances.last?.hasPrefix("Row \(lastVisible), ") == true)
  }

  @Test func aDoubleTapSelectsTheRowAndTheNewScreensHeadingIsSaid() throws {
    let (harness, session, speech) = opened()
    let cell = try #require(try table(of: harness).cellForRow(at: IndexPath(row: 3, section: 0)))
    session.handle(.explore(CGPoint(x: cell.accessibilityFrame.midX, y: cell.accessibilityFrame.midY)))
    session.handle(.activate)
    harness.settle()
    #expect(harness.navigation.viewControllers.count == 2)
    #expect(speech.utterances.last == "Detail of row 3, heading")
    #expect(session.focus.focusedNode?.role == .heading)
  }

  @Test func aThreeFingerSwipeSaysTheRowsShownAndFocusesTheFirst() throws {
    let (harness, session, speech) = opened(rows: 1000)
    let table = try table(of: harness)
    session.start()
    session.handle(.next)
    session.handle(.scrollPage(.down))
    let said = try #require(speech.utterances.last)
    #expect(said == table.accessibilityScrollStatus)
    #expect(said.hasPrefix("Rows ") && said.hasSuffix(" of 1,000"))
    #expect(said != "Rows 1 to \(table.indexPathsForVisibleRows?.count ?? 0) of 1,000")
    let first = try #require(session.focus.focusedNode?.listPosition?.index)
    #expect(said.hasPrefix("Rows \(first) to "))
    session.handle(.scrollPage(.up))
    #expect(speech.utterances.last?.hasPrefix("Rows 1 to ") == true)
  }

  @Test func aTwoFingerTapPausesAndResumesAndANewUtteranceResumes() {
    let (_, session, speech) = opened()
    session.start()
    session.handle(.togglePause)
    #expect(session.isPaused)
    session.handle(.togglePause)
    #expect(!session.isPaused)
    session.handle(.togglePause)
    session.handle(.next)
    #expect(!session.isPaused)
    #expect(speech.record == ["Contacts, heading", "<pause>", "<resume>", "<pause>", speech.utterances.last!])
  }

  @Test func keysMoveActivatePageAndRepeat() throws {
    #expect(SpokenInput(key: .down, modifiers: []) == .next)
    #expect(SpokenInput(key: .right, modifiers: []) == .next)
    #expect(SpokenInput(key: .tab, modifiers: []) == .next)
    #expect(SpokenInput(key: .tab, modifiers: .shift) == .previous)
    #expect(SpokenInput(key: .up, modifiers: []) == .previous)
    #expect(SpokenInput(key: .left, modifiers: []) == .previous)
    #expect(SpokenInput(key: .return, modifiers: []) == .activate)
    #expect(SpokenInput(key: .pageDown, modifiers: []) == .scrollPage(.down))
    #expect(SpokenInput(key: .pageUp, modifiers: []) == .scrollPage(.up))
    #expect(SpokenInput(key: .character("r"), modifiers: []) == .repeatLast)
    #expect(SpokenInput(key: .escape, modifiers: []) == nil, "Escape goes back through the views")
    #expect(SpokenInput(key: .character("a"), modifiers: []) == nil)
    let keypad: [(Character, SpokenInput?)] = [
      ("8", .previous), ("4", .previous), ("2", .next), ("6", .next), ("5", .repeatLast),
      ("9", .scrollPage(.up)), ("3", .scrollPage(.down)), ("7", .nextRotorSetting),
      ("1", .nextRotorItem), ("0", nil),
    ]
    for (digit, input) in keypad {
      #expect(SpokenInput(key: .character(digit), modifiers: []) == input, "\(digit)")
    }

    let (_, session, speech) = opened()
    session.start()
    session.handle(try #require(SpokenInput(key: .down, modifiers: [])))
    session.handle(try #require(SpokenInput(key: .character("r"), modifiers: [])))
    let said = speech.utterances
    #expect(said.count == 3)
    #expect(said[1].hasPrefix("Row 0, ") && said[2] == said[1])
  }

  @Test func announcementsAreSaid() {
    let (harness, session, speech) = opened()
    harness.window.screen.accessibility.post(notification: .announcement, argument: "Saved")
    #expect(speech.utterances == ["Saved"])
    #expect(session.lastUtterance == "Saved")
  }

  @Test func theSessionTurnsVoiceOverOnWhileItLives() {
    let harness = NavigationHarness(root: RowsController(title: "Contacts"))
    var session: SpokenSession? = SpokenSession(root: harness.window, output: RecordedSpeech())
    #expect(harness.window.screen.accessibility.isVoiceOverRunning)
    _ = session
    session = nil
    #expect(!harness.window.screen.accessibility.isVoiceOverRunning)
  }
}

/// The focus frame VoiceOver draws: black outside white, around the element.
@Suite struct FocusFrameDrawingTests {
  @Test func theFrameIsABlackOutlineAroundAWhiteOneOutsideTheElement() {
    var list = DrawList()
    list.appendFocusFrame(around: CGRect(x: 10, y: 20, width: 100, height: 44))
    #expect(
      list.commands == [
        .strokeRoundedRect(
          CGRect(x: 6, y: 16, width: 108, height: 52), cornerRadius: 10, lineWidth: 4, .black),
        .strokeRoundedRect(
          CGRect(x: 9, y: 19, width: 102, height: 46), cornerRadius: 7, lineWidth: 2, .white),
      ])
  }
}

/// Paging from outside the list, as from the navigation bar's title a screen opens on.
@MainActor
@Suite struct SpokenPagingFromTheBarTests {
  @Test func aThreeFingerSwipeOnTheTitlePagesTheScreensList() throws {
    let harness = NavigationHarness(root: RowsController(title: "Contacts", rows: 1000))
    let speech = RecordedSpeech()
    let session = SpokenSession(root: harness.window, output: speech)
    session.start()
    #expect(session.focus.focusedNode?.role == .heading)
    session.handle(.scrollPage(.down))
    let table = try #require(harness.navigation.topViewController?.view as? TableView)
    #expect(speech.utterances.last == table.accessibilityScrollStatus)
    #expect(table.contentOffset.y > table.minimumContentOffsetY, "the list moved")
    #expect(session.focus.focusedNode?.listPosition != nil, "the page's first row")
  }
}
