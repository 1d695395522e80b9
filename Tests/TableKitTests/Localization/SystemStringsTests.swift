import Foundation
import Testing

@testable import TableKit

/// TableKit's own words by language (issue 31): the table has every word in each of its
/// languages, chooses by a language code or a POSIX locale name, and reads a Linux person's
/// locale as gettext does.
@Suite struct SystemStringsLocalizationTests {
  @Test func everyLanguageHasEveryWordAndTheUsualOnesAreThere() {
    for code in ["en", "de", "fr", "es", "ar", "he", "ru", "zh-Hans", "ja"] {
      #expect(SystemStrings.languages.contains(code), "\(code)")
      let words = SystemStrings(language: code)
      #expect(words.language == code)
      for word in SystemStrings.Word.allCases {
        #expect(!words[word].isEmpty, "\(code) \(word)")
      }
    }
    let german = SystemStrings(language: "de")
    #expect(
      [german[.back], german[.cancel], german[.edit], german[.done], german[.delete]]
        == ["Zurück", "Abbrechen", "Bearbeiten", "Fertig", "Löschen"])
    #expect(SystemStrings(language: "fr")[.back] == "Retour")
    #expect(SystemStrings(language: "ar")[.cancel] == "إلغاء")
    #expect(SystemStrings(language: "ja")[.edit] == "編集")
    #expect(SystemStrings.english[.returnKey] == "return", "iOS's English key is lowercase")
  }

  @Test func aCodeChoosesByItsLanguageElseEnglish() {
    #expect(SystemStrings(language: "de_DE.UTF-8").language == "de")
    #expect(SystemStrings(language: "de-CH").language == "de")
    #expect(SystemStrings(language: "zh").language == "zh-Hans")
    #expect(SystemStrings(language: "zh_CN.UTF-8").language == "zh-Hans")
    #expect(SystemStrings(language: "zh-Hant-TW").language == "en", "no traditional Chinese")
    #expect(SystemStrings(language: "it").language == "en")
    #expect(SystemStrings(language: nil).language == "en")
    #expect(SystemStrings(language: "").language == "en")
    #expect(SystemStrings.covers("ru-RU") && SystemStrings.covers("en-GB"))
    #expect(!SystemStrings.covers("it") && !SystemStrings.covers("zh-TW"))
  }

  @Test func theLocaleIsReadAsGettextReadsIt() {
    func language(_ environment: [String: String]) -> String? {
      SystemStrings.preferredLanguage(environment: environment)
    }
    #expect(language(["LANG": "de_DE.UTF-8"]) == "de-DE")
    #expect(language(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == "fr-FR")
    #expect(language(["LANG": "de_DE.UTF-8", "LC_ALL": "ar_EG.UTF-8"]) == "ar-EG")
    #expect(language(["LANG": "de_DE.UTF-8", "LANGUAGE": "ja:en"]) == "ja")
    #expect(language(["LANG": "sr_RS@latin"]) == "sr-RS")
    #expect(language(["LANG": "zh_Hans_CN"]) == "zh-Hans-CN")
    #expect(language(["LANG": "C.UTF-8", "LANGUAGE": "de"]) == nil, "C ignores LANGUAGE")
    #expect(language(["LANG": "POSIX"]) == nil)
    #expect(language(["LANG": ""]) == nil)
    #expect(language([:]) == nil)
  }

  @Test func theLanguageIsATraitInheritedAndOverridden() {
    #expect(TraitCollection.hostDefault.preferredLanguage == "en")
    let german = TraitCollection().modifyingTraits { $0.preferredLanguage = "de" }
    #expect(TraitCollection.hostDefault.overridden(by: german).preferredLanguage == "de")
    #expect(german.overridden(by: TraitCollection()).preferredLanguage == "de", "nil inherits")
    #expect(german.changedTraits(comparedTo: .hostDefault).contains(.preferredLanguage))
    #expect(german.description.contains("language de"))
  }
}
