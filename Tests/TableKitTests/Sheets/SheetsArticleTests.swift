import Foundation
import Testing

@testable import TableKit

/// A form shown in a sheet, as the article shows it.
@MainActor
private final class NewTaskForm: ViewController {}

/// The presenter of the article's sheet.
@MainActor
private final class TaskListController: ViewController {
  func showNewTask() {
    let form = NavigationController(rootViewController: NewTaskForm())
    form.modalPresentationStyle = .pageSheet
    if let sheet = form.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
    }
    present(form, animated: true)
  }
}

/// A table with a growing notes row, as the article's text view section shows it.
@MainActor
private final class NotesController: TableViewController, TextViewDelegate {
  func textViewDidChange(_ textView: TextView) {
    textView.invalidateIntrinsicContentSize()
    tableView.beginUpdates()
    tableView.endUpdates()
  }
}

/// The code of the sheets and text view sections of ButtonsControlsAndLayers.md, compiled and
/// run.
@MainActor
@Suite struct SheetsArticleTests {
  @Test func theArticlesSheetShowsAtTheMediumDetentWithAGrabber() throws {
    let harness = PresentationHarness()
    let presenter = TaskListController()
    harness.window.rootViewController = presenter
    harness.run(for: 0.1)
    presenter.showNewTask()
    harness.run(for: 0.6)
    let form = try #require(harness.window.topPresentedViewController)
    let sheet = try #require(form.sheetPresentationController)
    #expect(sheet.prefersGrabberVisible)
    #expect(sheet.container?.cardView.frame.minY == 250)
  }

  @Test func theArticlesDelegateRunsAsTheUserTypes() {
    let controller = NotesController(style: .insetGrouped)
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    controller.loadViewIfNeeded()
    controller.view.addSubview(textView)
    textView.delegate = controller
    textView.isScrollEnabled = false
    textView.becomeFirstResponder()
    let before = textView.intrinsicContentSize.height
    textView.editor.handle(.text("a\nb"))
    #expect(textView.text == "a\nb")
    #expect(textView.intrinsicContentSize.height > before)
  }
}
