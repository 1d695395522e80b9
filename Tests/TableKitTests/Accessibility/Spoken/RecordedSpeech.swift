import Foundation

@testable import TableKit

/// A speech output that keeps what it was told, for tests: utterances as they are, the other
/// calls in angle brackets.
@MainActor
final class RecordedSpeech: SpeechOutput {
  private(set) var record: [String] = []

  /// The utterances only.
  var utterances: [String] { record.filter { !$0.hasPrefix("<") } }

  func speak(_ utterance: String) { record.append(utterance) }
  func stop() { record.append("<stop>") }
  func pause() { record.append("<pause>") }
  func resume() { record.append("<resume>") }
}

/// A list whose rows open a screen titled after the row, as the kiosk's items open their
/// details.
final class OpeningRowsController: RowsController {
  /// Pushes a screen on the same clock.
  var open: (ViewController) -> Void = { _ in }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    super.tableView(tableView, didSelectRowAt: indexPath)
    open(RowsController(title: "Detail of row \(indexPath.row)", rows: 3))
  }
}
