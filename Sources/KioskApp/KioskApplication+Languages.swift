import DemoScenes
import Foundation
import TableKit

/// The kiosk's languages beyond the catalog's screens: the on-screen keyboard offers the
/// keyboards of the catalog's languages (the globe key cycles through them) and types in the
/// language shown; spoken mode speaks it with its eSpeak NG voice.
extension KioskApplication {
  /// Follows the language the catalog controller shows, now and at each change.
  func startLanguages() {
    guard let controller = catalogController else { return }
    controller.onLanguageChange = { [unowned self] language in
      log.info(.kiosk, "showing the catalog in '\(language)'")
      showLanguage(language)
    }
    showLanguage(controller.language)
  }

  /// The keyboards of the catalog's languages, the one of `language` typing; spoken mode's
  /// voice in `language` (unless `--speech-language` chose it).
  func showLanguage(_ language: String) {
    guard let window = host.contentWindow, let controller = catalogController else { return }
    let catalog = controller.loadedCatalog
    var modes: [TextInputMode] = []
    for code in catalog.languages.codes + [catalog.defaultLanguage] {
      if let mode = TextInputMode(language: code), !modes.contains(mode) { modes.append(mode) }
    }
    window.activeInputModes = modes.isEmpty ? [.english] : modes
    window.textInputMode = TextInputMode(language: language) ?? window.activeInputModes[0]
    if let spoken = spokenMode {
      if let problem = spoken.follow(catalogLanguage: language) {
        log.warning(.speech, problem)
      } else {
        log.info(.speech, "eSpeak NG voice '\(spoken.voice.language)'")
      }
    }
    host.setNeedsDisplay()
  }
}
