import DemoScenes
import KioskApp
import Foundation
import TableKit
import TableKitMonkey
import Testing

/// A monkey's scripts read back exactly what was written, wrong lines say what is wrong, and the
/// generator gives the same actions for the same seed.
@Suite struct MonkeyScriptTests {
  @Test func everyGeneratedActionReadsBackAsWritten() throws {
    for screen in MonkeyScreen.all {
      var generator = MonkeyGenerator(
        seed: 42, screen: screen, windowSize: MonkeyGenerator.startSize(of: screen))
      let script = MonkeyScript(screen: screen, scale: 2, actions: generator.actions(2_000))
      let read = try MonkeyScript(text: script.text(comment: ["a comment", "another"]))
      #expect(read == script, "\(screen.name)")
    }
  }

  @Test func textsWithQuotesControlCharactersAndAllScriptsReadBack() throws {
    let texts = ["say \"hi\"", "back\\slash", "line\nbreak\r\t", "\u{1}\u{1F}", "中文 😀 e\u{301}", ""]
    for text in texts {
      let action = MonkeyAction.text(text)
      #expect(try MonkeyAction(line: action.line) == action, "\(action.line)")
      #expect(!action.line.contains("\n"))
    }
  }

  @Test func theSameSeedGivesTheSameActionsAndAnotherSeedOthers() {
    let size = CGSize(width: 1000, height: 700)
    var first = MonkeyGenerator(seed: 7, screen: .demo("contacts"), windowSize: size)
    var second = MonkeyGenerator(seed: 7, screen: .demo("contacts"), windowSize: size)
    var third = MonkeyGenerator(seed: 8, screen: .demo("contacts"), windowSize: size)
    let actions = first.actions(500)
    #expect(actions == second.actions(500))
    #expect(actions != third.actions(500))
  }

  @Test func theGeneratorCoversEveryKindOfInput() {
    var generator = MonkeyGenerator(
      seed: 3, screen: .kiosk, windowSize: CGSize(width: 800, height: 600))
    let kinds = Set(generator.actions(5_000).map { $0.line.split(separator: " ")[0] })
    #expect(
      kinds == [
        "tap", "long-press", "drag", "pinch", "click", "wheel", "key", "text", "compose",
        "resize", "idle",
      ])
  }

  @Test func theDemosQuitCommandIsNeverPressedButTheKiosksKeysAreAll() {
    func quitChords(_ screen: MonkeyScreen) -> Int {
      var generator = MonkeyGenerator(
        seed: 11, screen: screen, windowSize: MonkeyGenerator.startSize(of: screen))
      return generator.actions(40_000).filter {
        guard case .key(.character(let key), let modifiers) = $0, key.lowercased() == "q" else {
          return false
        }
        return !modifiers.isDisjoint(with: [.control, .gui])
      }.count
    }
    #expect(quitChords(.demo("tasks")) == 0)
    #expect(quitChords(.kiosk) > 0)
  }

  @Test func wrongLinesSayWhatIsWrongAndWhere() {
    let cases: [(String, String)] = [
      ("screen demo:contacts\ntap 1 2 1 touch\nhop 1 2\n", "line 3: no action 'hop'"),
      ("screen demo:nowhere\n", "no screen 'demo:nowhere'"),
      ("tap 1 2 1 touch\n", "the script names no screen"),
      ("screen kiosk\ntap nan 2 1 touch\n", "line 2: 'nan' is not a finite number"),
      ("screen kiosk\ntap 1 2 4 touch\n", "line 2: '4' is not a whole number from 1 to 3"),
      ("screen kiosk\ntext \"open\n", "line 2: a quoted text has no closing quote"),
      ("screen kiosk\nkey f99 -\n", "line 2: no key 'f99'"),
      ("screen kiosk\nkey up x\n", "line 2: 'x' is not a word of modifiers"),
      ("screen kiosk\nscale 0\n", "line 2: the scale must be one of 1, 1.5, 2, 3"),
      ("screen kiosk\nidle 5 more\n", "line 2: unexpected 'more'"),
    ]
    for (text, message) in cases {
      #expect(throws: MonkeyScriptError.self) { try MonkeyScript(text: text) }
      do {
        _ = try MonkeyScript(text: text)
      } catch {
        #expect(error.description.contains(message), "\(error.description)")
      }
    }
  }

  @Test func aMissingScriptFileIsNamed() {
    do {
      _ = try MonkeyScript(contentsOfFile: "/nonexistent/monkey.script")
      Issue.record("a missing file was read")
    } catch {
      #expect(error.description.hasPrefix("cannot read /nonexistent/monkey.script"))
    }
  }

  @MainActor @Test func theMonkeysScreensAreTheDemosScenes() {
    #expect(MonkeyScreen.demoScenes == DemoSceneCatalog.all.map(\.name))
  }
}

/// Delta debugging finds a minimal failing part of a list within its budget.
@Suite struct MonkeyShrinkerTests {
  @Test func aFailureNeedingTwoElementsShrinksToThoseTwo() {
    var shrinker = MonkeyShrinker<Int>(budget: 500)
    let minimal = shrinker.shrink(Array(0..<200)) { $0.contains(37) && $0.contains(151) }
    #expect(minimal == [37, 151])
  }

  @Test func anOrderedFailureKeepsItsOrder() {
    var shrinker = MonkeyShrinker<Int>(budget: 500)
    let input = (0..<120).map { $0 % 10 }
    let minimal = shrinker.shrink(input) { list in
      guard let three = list.firstIndex(of: 3) else { return false }
      return list[three...].contains(8)
    }
    #expect(minimal == [3, 8])
  }

  @Test func theBudgetBoundsTheTries() {
    var shrinker = MonkeyShrinker<Int>(budget: 5)
    let minimal = shrinker.shrink(Array(0..<1_000)) { $0.contains(500) && $0.contains(3) }
    #expect(shrinker.tries == 5)
    #expect(minimal.contains(500) && minimal.contains(3))
  }
}

/// The monkey's large kiosk catalog is hostile in its texts but valid: every item unique, every
/// related id another item's, every picture there.
@Suite struct MonkeyLargeCatalogTests {
  @MainActor @Test func theLargeCatalogHasItsItemsAndNoProblems() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "monkey-catalog-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pictures = KioskCatalogSource.embeddedFolder.appendingPathComponent("pictures")
    try MonkeyLargeCatalog.write(to: folder, picturesFrom: pictures)
    let reading = KioskCatalogReader(folder: folder).read()
    #expect(reading.problems.isEmpty, "\(reading.problems.prefix(5))")
    #expect(reading.catalog?.allItems.count == MonkeyLargeCatalog.itemCount)
  }
}
