import Foundation

/// Where a spoken-mode session's utterances go: a speech synthesizer, a log, a test's record.
/// The session decides what is said; an output only says it.
@MainActor
public protocol SpeechOutput: AnyObject {
  /// Says `utterance`, cutting off what was being said (as VoiceOver does when the focus
  /// moves), and resumes speech if it was paused.
  func speak(_ utterance: String)
  /// Stops speaking at once and forgets what was left to say.
  func stop()
  /// Holds what is being said where it is (a two-finger tap).
  func pause()
  /// Goes on from where `pause()` held it.
  func resume()
}
