import DemoScenes
import Foundation
import TableKit
import TableKitSDL

/// The kiosk's spoken mode (issue 30, item 4): the window's touches and keys go to a
/// `SpokenSession` through VoiceOver's gestures instead of to the views, its utterances go to
/// eSpeak NG (and to the `--speech-log` file), and its focus frame is drawn over the screen.
@MainActor
final class KioskSpokenMode {
  /// The session over the kiosk's window.
  let session: SpokenSession
  /// The voice.
  let voice: ESpeakSpeech
  private var gestures = SpokenGestureRecognizer()
  /// The window, for its first responder (keys type into a field being edited).
  private let window: View
  /// The language `--speech-language` chose, which a catalog's does not replace.
  private let languageOption: String?

  /// Starts the voice (and the log) for the window `window`, in `options.language`, else the
  /// catalog's language, else English.
  /// - Throws: `SpeechError` when the voice or the log cannot start.
  init(window: View, options: KioskSpeechOptions, catalogLanguage: String?) throws(SpeechError) {
    self.window = window
    languageOption = options.language
    voice = try ESpeakSpeech(
      language: options.language ?? catalogLanguage ?? "en",
      wordsPerMinute: options.wordsPerMinute, volume: options.volume)
    var outputs: [SpeechOutput] = [voice]
    if let path = options.logPath { outputs.append(try SpeechLog(path: path)) }
    session = SpokenSession(root: window, output: SpeechOutputGroup(outputs))
  }

  /// Speaks a reloaded catalog's language, unless `--speech-language` chose the voice's.
  /// - Returns: A line for the operator when eSpeak NG has no voice for it (the voice stays).
  func follow(catalogLanguage: String?) -> String? {
    guard languageOption == nil else { return nil }
    do {
      try voice.switchLanguage(to: catalogLanguage ?? "en")
      return nil
    } catch {
      return "\(error); still speaking '\(voice.language)'"
    }
  }

  /// A line for the start: the voice's language, and why it is not heard when no audio device
  /// opened.
  var startLine: String {
    "spoken mode, eSpeak NG voice '\(voice.language)'"
      + (voice.audioProblem.map { ", \($0)" } ?? "")
  }

  /// Takes `input` for the session when it is a pointer event or a key spoken mode uses.
  /// - Returns: Whether the input was taken (the views do not see it).
  func handle(_ input: WindowInput, at time: TimeInterval) -> Bool {
    switch input.event {
    case .pointerDown, .pointerMoved, .pointerUp, .pointerCancelled:
      perform(gestures.handle(input.event, at: time))
      return true
    case .secondaryClick, .wheel:
      // A mouse's other ways to act on views are not VoiceOver's: spoken mode ignores them.
      return true
    case .key(let key, let modifiers):
      // A field being typed in keeps its keys (arrows move its caret, R types an R).
      guard TextField.firstResponder(in: window) == nil,
        let spoken = SpokenInput(key: key, modifiers: modifiers)
      else { return false }
      session.handle(spoken)
      return true
    case .text(let text):
      // The R that repeats is not typed anywhere either.
      return TextField.firstResponder(in: window) == nil && text.lowercased() == "r"
    case .composition:
      return false
    }
  }

  /// Acts on what waiting decided (a lone tap, a finger held still).
  /// - Returns: Whether it acted (the focus frame may have moved).
  func advance(to time: TimeInterval) -> Bool {
    let decided = gestures.advance(to: time)
    perform(decided)
    return !decided.isEmpty
  }

  /// When the gestures next decide something by waiting.
  var nextDeadline: TimeInterval? { gestures.nextDeadline }

  /// Draws the focus frame around the focused element.
  func drawFocusFrame(into list: inout DrawList) {
    guard let frame = session.focusFrame, !frame.isEmpty else { return }
    list.appendFocusFrame(around: frame)
  }

  private func perform(_ inputs: [SpokenInput]) {
    for input in inputs { session.handle(input) }
  }
}
