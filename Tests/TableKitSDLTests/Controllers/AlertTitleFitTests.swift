import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Issue 15's check (`TitleFit`: no text is cut without an ellipsis) on alerts in narrow
/// windows, with the backend's own fonts. An alert's title and message wrap rather than
/// truncate, as on iOS, so for them "fits" says more than `TitleFit` does: every line fits the
/// box's text width unshortened, and the lines together are the whole text. Lines scrolled out
/// of a long message's room are clipped away, and `TitleFit` passes over what a clip hides.
@MainActor
@Suite(.serialized)
struct AlertTitleFitTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  nonisolated static let widths: [CGFloat] = [320, 360]

  private static let title = "Delete All Completed Reminders From Every Shared List?"
  private static let message =
    "The reminders you and the people you share these lists with have completed will be "
    + "deleted from all of your devices. This cannot be undone."

  /// Presents `alert` in a window `width` wide and returns its drawing and the screen.
  private func draw(_ alert: AlertController, width: CGFloat, height: CGFloat = 480) throws
    -> (DrawList, Screen, CGRect)
  {
    let size = CGSize(width: width, height: height)
    let canvas = try snapshotter.canvas(size: size, scale: 1)
    let clock = ManualClock(now: 10)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    let screen = canvas.makeScreen()
    window.screen = screen
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    window.rootViewController?.present(alert, animated: true)
    for _ in 0..<60 {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
    var list = DrawList()
    window.render(into: &list)
    return (list, screen, window.bounds)
  }

  private func alert(title: String, message: String?, actions: [String]) -> AlertController {
    let alert = AlertController(title: title, message: message, preferredStyle: .alert)
    for action in actions { alert.addAction(AlertAction(title: action, style: .default)) }
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    return alert
  }

  @Test(arguments: widths)
  func aLongTitleWrapsWholeAndNothingIsCut(width: CGFloat) throws {
    let (list, screen, bounds) = try draw(
      alert(title: Self.title, message: Self.message, actions: ["Delete"]), width: width)
    let found = TitleFit(measurer: screen.textMeasurer).problems(in: list, bounds: bounds)
    #expect(found.isEmpty, "\(found)")
    let runs = TitleFit.placedRuns(in: list, bounds: bounds)
    // The title's lines: bold 17 in the label's color (the bold Cancel is in the tint).
    let titleLines = runs.filter { $0.run.font == Metrics.alertTitleFont && $0.run.color == .label }
    #expect(titleLines.count > 1, "it wraps")
    #expect(titleLines.map(\.run.string).joined(separator: " ") == Self.title)
    for line in titleLines {
      let drawn = screen.textMeasurer.size(of: line.run.string, font: line.run.font).width
      #expect(drawn <= (line.run.maxWidth ?? 0) + 0.5, "\"\(line.run.string)\" is not shortened")
    }
  }

  @Test(arguments: widths)
  func aScrollingMessageAndLongActionTitlesFit(width: CGFloat) throws {
    let long = Array(repeating: Self.message, count: 12).joined(separator: " ")
    let actions = (1...12).map { "Move to the Shared List Number \($0) of Our Family" }
    let (list, screen, bounds) = try draw(
      alert(title: Self.title, message: long, actions: actions), width: width, height: 400)
    let found = TitleFit(measurer: screen.textMeasurer).problems(in: list, bounds: bounds)
    #expect(found.isEmpty, "\(found)")
    // Buttons one line each: a title too long for it ends with an ellipsis, as on iOS.
    let runs = TitleFit.placedRuns(in: list, bounds: bounds)
    #expect(runs.filter { $0.run.font == Metrics.alertButtonFont }.allSatisfy { $0.run.truncation == .tail })
  }

  @Test func aMessageOfAHundredThousandCharactersLaysOutAndDrawsOnlyWhatShows() throws {
    let message = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing. ", count: 1924)
    #expect(message.count >= 100_000)
    let started = Date()
    let (list, _, bounds) = try draw(
      alert(title: "Very Long", message: message, actions: []), width: 375, height: 667)
    // Generous on a shared machine (it takes under 2 s; wrapping the whole text at once took
    // over a minute): the point is that it ends, not a benchmark.
    #expect(Date().timeIntervalSince(started) < 20)
    let runs = TitleFit.placedRuns(in: list, bounds: bounds)
    #expect(runs.count < 60, "only the lines in the room are drawn: \(runs.count)")
    #expect(runs.contains { $0.run.string == "Cancel" })
  }
}
