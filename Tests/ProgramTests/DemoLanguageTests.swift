import Foundation
import TableKit
import TableKitSDL
import Testing

/// The demo's window speaks the language of the person's locale, read from the environment as
/// gettext reads it (issue 31: TableKit's own words, such as the bar's "Edit" ("Bearbeiten",
/// "Modifier"), follow `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` through `SceneHost`).
@Suite(.serialized, .needsDisplay)
@MainActor
struct DemoLanguageTests {
  /// The locale variables a run sets; each one not named is set empty, which gettext (and
  /// TableKit) read as unset, so the test's own environment does not decide.
  private static let localeVariables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

  /// The demo's editing scene (its bar's Edit button) under the locale `variables`, as a
  /// picture.
  private func screenshot(_ variables: [String: String]) throws -> PixelImage {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("demo-language-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("screen.png").path
    var environment = Dictionary(uniqueKeysWithValues: Self.localeVariables.map { ($0, "") })
    environment.merge(variables) { _, named in named }
    let run = try runProgram(
      "table-demo", ["--no-state", "--scene", "editing", "--frames", "5", "--screenshot", path],
      environment: environment, underDisplay: true)
    #expect(run.status == 0, "\(run.errors)")
    return try PixelImage(contentsOfFile: path)
  }

  @Test func theWindowsWordsFollowTheLocaleAsGettextReadsIt() throws {
    let english = try screenshot(["LANG": "en_US.UTF-8"])
    let noLocale = try screenshot([:])
    let german = try screenshot(["LANG": "de_DE.UTF-8"])
    let french = try screenshot(["LANG": "fr_FR.UTF-8"])
    // Compared as booleans: a failed image comparison would print millions of pixels.
    let sameWithoutLocale = noLocale == english
    let germanDiffers = german != english
    let frenchDiffersFromBoth = french != english && french != german
    #expect(sameWithoutLocale, "no locale named: English")
    #expect(germanDiffers, "German words: \"Bearbeiten\"")
    #expect(frenchDiffersFromBoth, "French words: \"Modifier\"")

    // gettext's order: LC_ALL over LC_MESSAGES over LANG, and LANGUAGE's first choice over the
    // locale's language, except in the C locale, which ignores LANGUAGE.
    let byLCAll = try screenshot(["LANG": "fr_FR.UTF-8", "LC_ALL": "de_DE.UTF-8"]) == german
    let byMessages = try screenshot(["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_AT.UTF-8"]) == german
    let byLanguage = try screenshot(["LANG": "en_US.UTF-8", "LANGUAGE": "de:fr"]) == german
    let cIgnoresLanguage = try screenshot(["LANG": "C.UTF-8", "LANGUAGE": "de"]) == english
    #expect(byLCAll, "LC_ALL names German")
    #expect(byMessages, "LC_MESSAGES names German (Austrian)")
    #expect(byLanguage, "LANGUAGE's first choice is German")
    #expect(cIgnoresLanguage, "the C locale ignores LANGUAGE")
  }
}
