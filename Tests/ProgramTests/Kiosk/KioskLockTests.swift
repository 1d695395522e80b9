import DemoScenes
import Foundation
import KioskApp
import Testing

@testable import KioskApp

/// Issue 31, item 1: the kiosk is locked by default. Outside `--windowed` no key or window
/// request ends it (they are refused and logged), Escape only ends a search or goes back, and
/// the operator leaves through the operator view, behind a chord and the catalog's PIN.
@Suite struct KioskLockTests {
  /// A copy of the embedded catalog with `settings` added to its object.
  @MainActor static func embeddedCatalog(with settings: [String: Any]) throws -> CatalogFolder {
    let folder = try CatalogFolder()
    let source = KioskCatalogSource.embeddedFolder
    for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
      try FileManager.default.copyItem(
        at: source.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
    }
    let file = folder.url.appendingPathComponent(KioskCatalogReader.fileName)
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    object.merge(settings) { $1 }
    try JSONSerialization.data(withJSONObject: object).write(to: file)
    return folder
  }

  @Test func quittingKeysAndTheWindowsCloseAreRefusedAndLogged() throws {
    let kiosk = try KioskScriptRun(
      """
      wait 0.4
      key ctrl+q
      key ctrl+w
      close
      key escape
      key escape
      wait 0.3
      report still-running
      """, arguments: ["--no-state"])
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(kiosk.reports["still-running"]?.fields["screen"] == "list", "\(kiosk.run.output)")
    let refusals = kiosk.logLines("warning", "lock")
    #expect(
      refusals.contains { $0.hasSuffix("refused Ctrl+Q: the kiosk is locked") }, "\(refusals)")
    #expect(refusals.contains { $0.hasSuffix("refused Ctrl+W: the kiosk is locked") })
    #expect(refusals.contains { $0.contains("refused a request to close the window") })
    #expect(kiosk.run.errors.contains(", locked"), "the first line says so")
  }

  @Test func aWindowedDevelopmentRunClosesWithItsWindow() throws {
    let kiosk = try KioskScriptRun(
      """
      wait 0.3
      close
      wait 0.5
      report after-close
      """, arguments: ["--windowed", "--no-state"])
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(kiosk.reports["after-close"] == nil, "the window's close ended it")
    #expect(kiosk.run.errors.contains(", windowed (not locked)"))
  }

  /// Escape during a search ends the search; a second goes nowhere (issue 31: it used to quit).
  @Test func escapeDuringASearchEndsTheSearchAndNeverQuits() throws {
    let kiosk = try KioskScriptRun(
      """
      wait 0.4
      \(KioskScriptRun.searchForChowder)
      report searching
      key escape
      wait 0.8
      report escaped
      key escape
      wait 0.5
      report still-running
      """, arguments: ["--no-state"])
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(kiosk.reports["searching"]?.fields["first"] == "fish-chowder", "\(kiosk.run.output)")
    #expect(kiosk.reports["escaped"]?.fields["screen"] == "list")
    #expect(kiosk.reports["escaped"]?.fields["first"] == "lighthouse-lens", "\(kiosk.run.output)")
    #expect(kiosk.reports["still-running"] != nil, "\(kiosk.run.output)")
  }

  @MainActor @Test func theOperatorsChordAndPINOpenTheOperatorViewWhoseExitEndsTheKiosk() throws {
    let folder = try Self.embeddedCatalog(with: ["operatorPIN": "2468"])
    let kiosk = try KioskScriptRun(
      """
      wait 0.4
      key ctrl+alt+o
      wait 0.6
      report asked
      type 1111
      key return
      wait 0.6
      report wrong
      key ctrl+alt+o
      wait 0.6
      type 2468
      key return
      wait 1.2
      report open
      key escape
      wait 0.8
      report escaped
      key ctrl+alt+o
      wait 0.6
      type 2468
      key return
      wait 1.2
      tap 100 680
      wait 0.5
      report reloaded
      tap 100 724
      wait 0.5
      report after-exit
      """, arguments: ["--no-state", "--catalog", folder.url.path], folder: folder)
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(kiosk.reports["asked"]?.fields["presented"] == "alert:Operator", "\(kiosk.run.output)")
    #expect(kiosk.reports["wrong"]?.fields["presented"] == nil, "\(kiosk.run.output)")
    #expect(kiosk.reports["open"]?.fields["presented"] == "Operator", "\(kiosk.run.output)")
    #expect(kiosk.reports["escaped"]?.fields["presented"] == nil, "Escape closes the view")
    #expect(kiosk.reports["reloaded"]?.fields["presented"] == "Operator", "the view stays")
    #expect(
      kiosk.logLines("notice", "operator").contains {
        $0.hasSuffix("the operator reloads the catalog")
      })
    #expect(kiosk.logLines("notice", "catalog").contains { $0.contains(" reloaded ") })
    #expect(kiosk.reports["after-exit"] == nil, "Exit Kiosk ended the run: \(kiosk.run.output)")
    #expect(
      kiosk.logLines("warning", "lock").contains {
        $0.hasSuffix("a wrong operator PIN was entered (1 in a row)")
      }, "\(kiosk.run.errors)")
    #expect(!kiosk.run.errors.contains("2468"), "the PIN is never logged")
    #expect(
      kiosk.logLines("notice", "operator").contains { $0.hasSuffix("the operator view is open") })
    #expect(
      kiosk.logLines("notice", "operator").contains { $0.hasSuffix("the operator exits the kiosk") }
    )
  }

  @Test func withoutAPINTheChordOpensNothingAndSaysWhy() throws {
    let kiosk = try KioskScriptRun(
      """
      wait 0.4
      key ctrl+alt+o
      wait 0.6
      report after-chord
      """, arguments: ["--no-state"])
    #expect(kiosk.reports["after-chord"]?.fields["presented"] == nil, "\(kiosk.run.output)")
    #expect(
      kiosk.logLines("warning", "lock").contains {
        $0.contains("Ctrl+Alt+O: the catalog sets no operatorPIN, so the operator view stays shut")
      }, "\(kiosk.run.errors)")
  }

  /// A kiosk without a keyboard: a finger held 5 s in the top-trailing corner asks for the PIN;
  /// a shorter hold, or one that wanders, does not.
  @MainActor @Test func aHoldInTheTopTrailingCornerAsksForThePIN() throws {
    let folder = try Self.embeddedCatalog(with: ["operatorPIN": "2468"])
    let kiosk = try KioskScriptRun(
      """
      wait 0.4
      drag 1000 20 to 1002 22 in 3
      wait 0.5
      report short
      drag 1000 20 to 900 200 in 5.5
      wait 0.5
      report wandered
      drag 1000 20 to 1003 21 in 5.5
      wait 0.6
      report held
      """, arguments: ["--no-state", "--catalog", folder.url.path], folder: folder)
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(kiosk.reports["short"]?.fields["presented"] == nil, "\(kiosk.run.output)")
    #expect(kiosk.reports["wandered"]?.fields["presented"] == nil, "\(kiosk.run.output)")
    #expect(kiosk.reports["held"]?.fields["presented"] == "alert:Operator", "\(kiosk.run.output)")
    #expect(
      kiosk.logLines("notice", "lock").contains {
        $0.hasSuffix("a 5 s hold in the top-trailing corner: asking for the operator PIN")
      }, "\(kiosk.run.errors)")
  }

  @Test func theLockKnowsItsKeys() {
    #expect(
      KioskKeyLock.meaning(of: .key(.character("q"), modifiers: [.control])) == .refused("Ctrl+Q"))
    #expect(
      KioskKeyLock.meaning(of: .key(.character("o"), modifiers: [.control, .option]))
        == .operatorChord)
    #expect(KioskKeyLock.meaning(of: .key(.escape, modifiers: [])) == nil, "Escape goes to views")
    #expect(KioskKeyLock.meaning(of: .key(.character("q"), modifiers: [])) == nil, "q types a q")
  }
}

/// Issue 31: quitting during a search saved the search's place, so the next start opened at a
/// search row (a row far down the list, under a filter that is gone). The list's own place is
/// saved instead.
@Suite struct KioskSearchStateTests {
  @Test func quittingDuringASearchSavesTheListsOwnPlace() throws {
    let folder = try CatalogFolder()
    let state = folder.path("state.json")
    let searching = try KioskScriptRun(
      """
      wait 0.4
      \(KioskScriptRun.searchForChowder)
      report searching
      """, arguments: ["--windowed", "--state", state], folder: folder)
    #expect(searching.reports["searching"]?.fields["first"] == "fish-chowder")
    let next = try KioskScriptRun(
      "wait 0.4\nreport start", arguments: ["--windowed", "--state", state], folder: folder)
    let start = try #require(next.reports["start"], "\(next.run.output)\(next.run.errors)")
    #expect(start.fields["first"] == "lighthouse-lens", "\(start.fields)")
    // Where the list was before the search: at its top, pulled down to show the search bar.
    #expect(start.fields["offset"] == "-148", "the list's top: \(start.fields)")
  }
}
