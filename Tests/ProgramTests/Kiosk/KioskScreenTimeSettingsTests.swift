import DemoScenes
import Foundation
import Testing

/// Issue 31, item 6: the catalog's attract loop and display schedule, read and checked with the
/// JSON path of each mistake and the fix to make, as the rest of the catalog is.
@Suite struct KioskScreenTimeSettingsTests {
  private func read(_ settings: String) throws -> KioskCatalogReading {
    try KioskCatalogSpeechSettingsTests().read(settings)
  }

  private func problems(_ settings: String) throws -> [String] {
    try read(settings).problems.map(\.description)
  }

  @Test func withoutThemTheLoopIsOnAndTheScreenNeverBlanks() throws {
    let reading = try read("")
    #expect(reading.problems == [])
    #expect(reading.catalog?.attract == .standard)
    #expect(reading.catalog?.attract.afterSeconds == 300)
    #expect(reading.catalog?.schedule == nil)
  }

  @Test func theAttractLoopIsReadOrTurnedOff() throws {
    let set = try read(#""attract": {"afterSeconds": 120, "pictureSeconds": 6},"#)
    #expect(set.problems == [])
    #expect(
      set.catalog?.attract
        == KioskAttractSettings(isEnabled: true, afterSeconds: 120, pictureSeconds: 6))
    #expect(try read(#""attract": false,"#).catalog?.attract.isEnabled == false)
  }

  @Test func attractMistakesNameTheirPathAndTheFix() throws {
    #expect(
      try problems(#""attract": {"afterSecond": 120, "pictureSeconds": "6"},"#) == [
        "catalog.json: attract.afterSecond: expected 'afterSeconds', found 'afterSecond'",
        "catalog.json: attract.pictureSeconds: expected a number of seconds from 3 to 600, such as 8, found the string \"6\" (write 6 without quotes)",
      ])
    #expect(
      try problems(#""attract": {"afterSeconds": 2},"#) == [
        "catalog.json: attract.afterSeconds: expected a number of seconds from 10 to 86400, such as 300, found the number 2"
      ])
    #expect(
      try problems(#""attract": "yes","#) == [
        "catalog.json: attract: expected an object such as {\"afterSeconds\": 300, \"pictureSeconds\": 8}, or false for no attract loop, found the string \"yes\""
      ])
    // What is wrong falls back to the default, and the loop stays on.
    #expect(try read(#""attract": {"afterSeconds": 2},"#).catalog?.attract == .standard)
  }

  @Test func aScheduleIsReadWithDayRangesListsAndTheWakeTime() throws {
    let reading = try read(
      #"""
      "schedule": [
        {"days": "Mon-Fri", "on": "09:00", "off": "18:00"},
        {"days": "Sat,Sun", "on": "10:00", "off": "16:30"},
        {"days": "Fri-Mon", "on": "20:00", "off": "02:00"}
      ],
      "wakeSeconds": 45,
      """#)
    #expect(reading.problems == [])
    let schedule = try #require(reading.catalog?.schedule)
    #expect(schedule.wakeSeconds == 45)
    #expect(
      schedule.periods == [
        .init(days: [.monday, .tuesday, .wednesday, .thursday, .friday], on: 540, off: 1080),
        .init(days: [.saturday, .sunday], on: 600, off: 990),
        .init(days: [.friday, .saturday, .sunday, .monday], on: 1200, off: 120),
      ])
    #expect(
      schedule.description
        == "Mon-Fri 09:00–18:00, Sat,Sun 10:00–16:30, Mon,Fri-Sun 20:00–02:00; a touch wakes it for 45 s"
    )
    let daily = try read(#""schedule": [{"days": "daily", "on": "00:00", "off": "24:00"}],"#)
    #expect(daily.catalog?.schedule?.periods.first?.days.count == 7)
    #expect(daily.catalog?.schedule?.wakeSeconds == KioskDisplaySchedule.standardWakeSeconds)
  }

  @Test func scheduleMistakesNameTheirPathAndTheFix() throws {
    #expect(
      try problems(
        #"""
        "schedule": [
          {"days": "Mon-Fry", "on": "9am", "off": "18.00"},
          {"day": "Sat", "on": "10:00", "off": "10:00"},
          {"days": "Weekends", "on": "25:00", "off": "12:00"}
        ],
        """#) == [
          "catalog.json: schedule[0].days: expected 'Fri', found 'Fry' in \"Mon-Fry\"",
          "catalog.json: schedule[0].on: expected the time the screen comes on, a 24-hour time such as \"09:00\", found \"9am\" (write \"09:00\")",
          "catalog.json: schedule[0].off: expected the time the screen blanks, a 24-hour time such as \"18:00\", found \"18.00\" (write \"18:00\")",
          "catalog.json: schedule[1].day: expected 'days', found 'day'",
          "catalog.json: schedule[1].days: expected days such as \"Mon-Fri\", \"Sat,Sun\" or \"daily\"; there are none",
          "catalog.json: schedule[1].off: expected a time other than on's \"10:00\" (for the whole day write \"on\": \"00:00\", \"off\": \"24:00\")",
          "catalog.json: schedule[2].days: expected a day of the week (Mon, Tue, Wed, Thu, Fri, Sat, Sun), found 'Weekends' in \"Weekends\"",
          "catalog.json: schedule[2].on: expected the time the screen comes on, a 24-hour time such as \"09:00\", found the string \"25:00\"",
        ])
    #expect(
      try read(#""schedule": [{"days": "Mon-Fry", "on": "9am", "off": "18.00"}],"#).catalog?
        .schedule == nil)
  }

  @Test func aScheduleOfTheWrongShapeSaysWhatToWrite() throws {
    #expect(
      try problems(#""schedule": {"days": "Mon-Fri", "on": "09:00", "off": "18:00"},"#) == [
        #"catalog.json: schedule: expected an array of periods such as [{"days": "Mon-Fri", "on": "09:00", "off": "18:00"}], found an object (put it in [ ])"#
      ])
    #expect(
      try problems(#""schedule": [],"#) == [
        #"catalog.json: schedule: expected at least one period such as {"days": "Mon-Fri", "on": "09:00", "off": "18:00"}, found none (leave "schedule" out to keep the screen on)"#
      ])
    #expect(
      try problems(#""wakeSeconds": 60,"#) == [
        #"catalog.json: wakeSeconds: expected a "schedule" to wake from; without one the screen never blanks (add "schedule": [{"days": "Mon-Fri", "on": "09:00", "off": "18:00"}] or remove wakeSeconds)"#
      ])
    #expect(
      try problems(
        #""schedule": [{"days": "Sat", "on": "10:00", "off": "14:00"}], "wakeSeconds": 1,"#)
        == [
          "catalog.json: wakeSeconds: expected a number of seconds from 5 to 3600, such as 120, found the number 1"
        ])
  }

  /// `--check` lists the mistakes as the kiosk's operator reads them, and fails.
  @Test func checkListsScheduleAndAttractMistakes() throws {
    let folder = try CatalogFolder()
    try folder.writePicture(at: "p.png")
    try folder.writeCatalog(
      """
      {"title": "Guide", "attract": {"afterSeconds": "5 min"},
       "schedule": [{"days": "Mon-Fri", "on": "09:00", "off": "6pm"}],
       "sections": [{"title": "Things", "items": [\(CatalogFolder.item("a"))]}]}
      """)
    let run = try runProgram("table-kiosk", ["--check", folder.url.path])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "catalog.json: attract.afterSeconds: expected a number of seconds from 10 to 86400, such as 300, found the string \"5 min\""
      ), "\(run.output)")
    #expect(
      run.output.contains(
        "catalog.json: schedule[0].off: expected the time the screen blanks, a 24-hour time such as \"18:00\", found \"6pm\" (write \"18:00\")"
      ), "\(run.output)")
  }
}
