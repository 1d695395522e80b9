import Foundation
import Testing

@testable import KioskApp

/// Issue 31: the operator rehearses the catalog's opening hours with `--pretend-time`, from
/// outside the program: at a time after closing the kiosk starts blank and a touch wakes it; in
/// the hours it shows the list. A time that is not one is refused with exit status 2 and the
/// form it takes.
@Suite struct KioskPretendTimeTests {
  /// The embedded catalog open from 09:00 to 17:00 every day.
  @MainActor private func scheduledCatalog() throws -> CatalogFolder {
    try KioskLockTests.embeddedCatalog(with: [
      "schedule": [["days": "daily", "on": "09:00", "off": "17:00"]]
    ])
  }

  @MainActor @Test func afterClosingTheKioskStartsBlankAndATouchWakesIt() throws {
    let folder = try scheduledCatalog()
    let kiosk = try KioskScriptRun(
      """
      wait 0.5
      report start
      tap 400 320
      wait 0.5
      report woken
      """,
      arguments: [
        "--windowed", "--no-state", "--catalog", folder.url.path,
        "--pretend-time", "2026-12-03T22:00",
      ], environment: ["TZ": "Europe/Berlin"], folder: folder)
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(kiosk.reports["start"]?.fields["cover"] == "blank", "\(kiosk.run.output)")
    #expect(kiosk.reports["woken"]?.fields["cover"] == nil, "\(kiosk.run.output)")
    #expect(
      kiosk.logLines("info", "screen").contains {
        $0.hasSuffix("pretending the time is 2026-12-03T22:00:00+01:00 (--pretend-time)")
      }, "\(kiosk.run.errors)")
  }

  @MainActor @Test func inTheOpeningHoursTheListShows() throws {
    let folder = try scheduledCatalog()
    let kiosk = try KioskScriptRun(
      "wait 0.5\nreport start\n",
      arguments: [
        "--windowed", "--no-state", "--catalog", folder.url.path,
        "--pretend-time", "2026-12-03T10:30",
      ], environment: ["TZ": "Europe/Berlin"], folder: folder)
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(kiosk.reports["start"]?.fields["cover"] == nil, "\(kiosk.run.output)")
    #expect(kiosk.reports["start"]?.fields["screen"] == "list")
  }

  @Test(arguments: ["2026-12-03", "2026-13-03T22:00", "2026-02-30T10:00", "2026-12-03T24:00",
    "2026-12-03T22:60", "26-12-03T22:00", "2026-12-03 22:00", "tomorrow", "2026-12-03T22:00Z"])
  func aTimeThatIsNotOneIsRefused(text: String) throws {
    let run = try runProgram("table-kiosk", ["--pretend-time", text])
    #expect(run.status == 2, "\(run.errors)")
    #expect(
      run.errors.hasPrefix(
        "table-kiosk: --pretend-time expects a local date and time as YYYY-MM-DDTHH:MM (e.g. "
          + "2026-12-03T22:00), not '\(text)'"), "\(run.errors)")
  }

  @Test func theTimeIsReadInTheLocalTimeZone() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let date = try #require(KioskOptions.pretendTime(from: "2026-12-03T22:00:30", calendar: calendar))
    #expect(date == Date(timeIntervalSince1970: 1_796_302_830))
  }
}
