import CESpeakNG
import Foundation
import TableKit

/// Speech through eSpeak NG, for the kiosk's spoken mode. eSpeak synthesizes on its own thread
/// in retrieval mode and hands the samples back; they play through an SDL audio device
/// (`SpeechAudioSink`) rather than eSpeak's own output, so that SDL's audio drivers apply (the
/// dummy one in CI), pausing is the device's, and the main loop never waits for synthesis.
///
/// eSpeak NG keeps one synthesizer per process: one `ESpeakSpeech` lives at a time.
@MainActor
public final class ESpeakSpeech: SpeechOutput {
  /// The language of the voice in use (a BCP 47 code such as `en`, `de`).
  public private(set) var language: String
  private let wordsPerMinute: Int
  private let volume: Int
  /// Why speech is not heard although it is synthesized (no audio device), or nil.
  public var audioProblem: String? { sink.problem }
  /// The samples synthesized so far.
  public var synthesizedSampleCount: Int { sink.synthesizedSamples.load(ordering: .relaxed) }
  private let sink: SpeechAudioSink
  private let library: ESpeakLibrary
  private static var isRunning = false

  /// Starts eSpeak NG with a voice for `language`.
  /// - Parameters:
  ///   - language: The voice's language, a code eSpeak NG knows (`espeak-ng --voices`).
  ///   - wordsPerMinute: The rate, 80 to 450.
  ///   - volume: 0 (silent) to 100 (eSpeak's normal loudness).
  /// - Throws: `SpeechError` when eSpeak NG is not installed, cannot start or has no voice
  ///   for the language.
  public init(language: String, wordsPerMinute: Int, volume: Int) throws(SpeechError) {
    precondition(!Self.isRunning, "eSpeak NG keeps one synthesizer per process")
    precondition((80...450).contains(wordsPerMinute) && (0...100).contains(volume))
    let library = try ESpeakLibrary.shared()
    let sampleRate = library.initialize(AUDIO_OUTPUT_RETRIEVAL, 200, nil, 0)
    guard sampleRate > 0 else {
      throw SpeechError(
        description: "eSpeak NG could not start: is its data installed (espeak-ng-data)?")
    }
    guard Self.chooseVoice(for: language, in: library) else {
      _ = library.terminate()
      throw Self.noVoice(for: language)
    }
    self.library = library
    self.language = language
    self.wordsPerMinute = wordsPerMinute
    self.volume = volume
    sink = SpeechAudioSink(sampleRate: sampleRate)
    Self.isRunning = true
    applyRateAndVolume()
    library.setSynthCallback(speechSamplesSynthesized)
  }

  isolated deinit {
    _ = library.cancel()
    // Ends eSpeak's thread before the sink it writes to goes.
    _ = library.terminate()
    Self.isRunning = false
  }

  /// Speaks in `language` from now on (a reloaded catalog's), cutting off what was being said.
  /// - Throws: `SpeechError` when eSpeak NG has no voice for it; the voice in use stays.
  public func switchLanguage(to language: String) throws(SpeechError) {
    guard language != self.language else { return }
    stop()
    guard Self.chooseVoice(for: language, in: library) else {
      _ = Self.chooseVoice(for: self.language, in: library)
      applyRateAndVolume()
      throw Self.noVoice(for: language)
    }
    self.language = language
    applyRateAndVolume()
  }

  /// Sets eSpeak NG's voice to one for `language`.
  /// - Returns: Whether there is one.
  private static func chooseVoice(for language: String, in library: ESpeakLibrary) -> Bool {
    var voice = espeak_VOICE()
    return language.withCString { name in
      voice.languages = name
      return library.setVoiceByProperties(&voice) == EE_OK
    }
  }

  private static func noVoice(for language: String) -> SpeechError {
    SpeechError(
      description: "eSpeak NG has no voice for the language '\(language)' "
        + "(espeak-ng --voices lists them)")
  }

  /// Sets the rate and volume again, which a new voice may reset.
  private func applyRateAndVolume() {
    _ = library.setParameter(espeakRATE, Int32(wordsPerMinute), 0)
    _ = library.setParameter(espeakVOLUME, Int32(volume), 0)
  }

  public func speak(_ utterance: String) {
    stop()
    sink.setPaused(false)
    let context = Unmanaged.passUnretained(sink).toOpaque()
    let result = utterance.withCString { text in
      library.synth(
        text, strlen(text) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, context)
    }
    assert(result == EE_OK || result == EE_BUFFER_FULL, "eSpeak NG took the text")
  }

  public func stop() {
    _ = library.cancel()
    sink.clear()
  }

  public func pause() { sink.setPaused(true) }

  public func resume() { sink.setPaused(false) }

  /// Waits until everything asked for is synthesized (for tests; speech itself never waits).
  public func waitUntilSynthesized() { _ = library.synchronize() }
}

/// What went wrong starting speech.
public struct SpeechError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The message, for the person who started the program.
  public var description: String
}

/// eSpeak NG's synthesis callback, on its thread: each event carries the sink as user data.
private let speechSamplesSynthesized: ESpeakLibrary.SynthCallback = { samples, count, events in
  guard let samples, count > 0, let context = events?.pointee.user_data else { return 0 }
  Unmanaged<SpeechAudioSink>.fromOpaque(context).takeUnretainedValue()
    .receive(samples, count: Int(count))
  return 0
}
