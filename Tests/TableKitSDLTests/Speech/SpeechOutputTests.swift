import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 30, item 4: the kiosk's voice and its log.
@MainActor
@Suite struct SpeechOutputTests {
  /// One test holds eSpeak NG, which keeps one synthesizer per process.
  @Test func eSpeakSynthesizesTheCatalogsLanguageSwitchesAndRefusesAnUnknownOne() throws {
    #expect(throws: SpeechError.self) {
      try ESpeakSpeech(language: "xx-nowhere", wordsPerMinute: 175, volume: 100)
    }
    let voice = try ESpeakSpeech(language: "de", wordsPerMinute: 200, volume: 50)
    #expect(voice.language == "de")
    voice.speak("Der Leuchtturm")
    voice.waitUntilSynthesized()
    let first = voice.synthesizedSampleCount
    #expect(first > 1000, "a word is many samples")
    voice.pause()
    voice.speak("Blauwal")
    voice.waitUntilSynthesized()
    #expect(voice.synthesizedSampleCount > first)
    // A reloaded catalog in another language; one eSpeak NG has no voice for keeps the voice.
    try voice.switchLanguage(to: "en")
    #expect(voice.language == "en")
    #expect(throws: SpeechError.self) { try voice.switchLanguage(to: "xx-nowhere") }
    #expect(voice.language == "en")
    let before = voice.synthesizedSampleCount
    voice.speak("The lighthouse")
    voice.waitUntilSynthesized()
    #expect(voice.synthesizedSampleCount > before, "still speaking")
    voice.stop()
  }

  /// eSpeak NG is loaded when speech starts, not linked: where its library is missing, speech
  /// fails with a message that says what to install, and nothing else is affected.
  @Test func aMissingESpeakLibraryIsAnErrorThatSaysWhatToInstall() {
    #expect {
      try ESpeakLibrary(fileName: "libespeak-ng-absent.so.9")
    } throws: { error in
      let description = (error as? SpeechError)?.description ?? ""
      return description.contains("libespeak-ng1") && description.contains("absent")
    }
  }

  @Test func theLogWritesEachUtteranceAsALine() throws {
    let path = NSTemporaryDirectory() + "speech-\(UUID().uuidString).log"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try SpeechLog(path: path)
    log.speak("Harbour Museum, heading")
    log.pause()
    log.speak("Two\nlines")
    log.stop()
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "Harbour Museum, heading\nTwo lines\n")
  }

  @Test func aLogThatCannotBeWrittenIsAClearError() {
    #expect(throws: SpeechError(description: "cannot write the speech log /proc/nope/speech.log")) {
      try SpeechLog(path: "/proc/nope/speech.log")
    }
  }
}
