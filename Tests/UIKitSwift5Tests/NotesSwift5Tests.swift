import Foundation
import Testing
import UIKit

/// `Swift5App/NotesViewController.swift` is UIKit code as a Swift 5 app writes it (a non-isolated
/// data source, formatter and helper touching views, a main-actor default argument, UI work in
/// `DispatchQueue.main.async`), compiled in Swift 5 mode: it compiles without edits because
/// TableKit's UI types are `@MainActor @preconcurrency` as UIKit's are, and it behaves as on iOS
/// (issue 28, item 3). No time limit: the main queue it waits on is shared with other suites.
@MainActor
@Suite(.serialized) struct NotesSwift5Tests {
    private let clock = ManualClock(now: 10)

    private func showNotes(_ notes: [Note]) async throws -> (UIWindow, NotesViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        let controller = NotesViewController(loader: NotesLoader(notes: notes))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        for _ in 0..<200 where controller.dataSource.notes != notes {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        window.layoutIfNeeded()
        return (window, controller)
    }

    @Test func theNotesLoadOnTheMainQueueAndFillTheTable() async throws {
        let notes = [Note(title: "Milk", body: "2 l"), Note(title: "Call Ann", body: "")]
        let (_, controller) = try await showNotes(notes)
        #expect(controller.title == "Notes")
        #expect(controller.headline.text == "2 notes")
        #expect(controller.headline.numberOfLines == 0)
        let cells = controller.tableView.visibleCells
        #expect(cells.map { $0.textLabel?.text } == ["• Milk", "• Call Ann"])
        #expect(cells.map { $0.detailTextLabel?.text } == ["2 l", ""])
        #expect(cells.map(\.accessoryType) == [.disclosureIndicator, .none])
        #expect(controller.dataSource.tableView(controller.tableView, titleForHeaderInSection: 0) == "2 notes")
    }

    @Test func selectingARowCallsTheStoredClosure() async throws {
        let (_, controller) = try await showNotes([Note(title: "Milk", body: "")])
        var selected: [Note] = []
        controller.onSelect = { selected.append($0) }
        controller.tableView(controller.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(selected == [Note(title: "Milk", body: "")])
    }

    @Test func theAlertFromTheDefaultArgumentAddsANoteOnTheMainQueue() async throws {
        let (window, controller) = try await showNotes([Note(title: "Milk", body: "")])
        controller.navigationItem.rightBarButtonItem?.performPrimaryAction()
        let alert = try #require(controller.presentedViewController as? UIAlertController)
        #expect(alert.title == "Add a note?")
        #expect(alert.actions.map(\.title) == ["Add"])
        #expect(window.handle(.key(.return, modifiers: [])))
        // The handler runs once the alert has gone, on the window's clock.
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            window.layoutIfNeeded()
        }
        #expect(controller.presentedViewController == nil)
        for _ in 0..<200 where controller.dataSource.notes.count < 2 {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(controller.confirmedTitles == ["Add"])
        #expect(controller.dataSource.notes.map(\.title) == ["Milk", "New note"])
        #expect(controller.headline.text == "2 notes")
    }

    @Test func theDefaultArgumentMakesAnOKAction() async throws {
        let alert = makeConfirmation(title: "Saved")
        #expect(alert.actions.map(\.title) == ["OK"])
        #expect(alert.actions.map(\.style) == [.default])
        #expect(alert.preferredAction === alert.actions.first)
    }
}

/// The editor's delegate conformance in an extension and its main-queue notification observer,
/// compiled in Swift 5 mode.
@MainActor
@Suite(.serialized) struct NoteEditorSwift5Tests {
    @Test func returnReachesTheDelegateAndANotificationUpdatesTheField() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock(now: 10))
        let editor = NoteEditorViewController()
        window.rootViewController = editor
        window.makeKeyAndVisible()
        editor.titleField.frame = CGRect(x: 10, y: 80, width: 300, height: 34)
        #expect(editor.titleField.becomeFirstResponder())
        editor.titleField.handle(.text("Groceries"))
        editor.titleField.handle(.key(.return, modifiers: []))
        #expect(editor.savedTitles == ["Groceries"])
        NotificationCenter.default.post(name: .notesDidChange, object: nil)
        #expect(editor.reloads == 1)
        #expect(editor.titleField.placeholder == "Changed")
    }
}
