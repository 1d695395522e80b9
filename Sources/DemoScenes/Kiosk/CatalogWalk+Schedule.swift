import Foundation

// The catalog's display schedule (`schedule`, `wakeSeconds`): values of the catalog object
// itself, read with the same reporting as the rest. A period with a mistake is left out; the
// others are kept.

extension CatalogWalk {
  /// The keys of a schedule's period.
  static let periodKeys = ["days", "on", "off"]
  /// A period as the problems show one.
  static let periodExample = #"{"days": "Mon-Fri", "on": "09:00", "off": "18:00"}"#

  /// The display schedule: an array of periods, and the wake time; nil without `schedule`
  /// (the screen stays on) or when no period is usable.
  mutating func schedule(_ value: Any?, wakeSeconds: Any?) -> KioskDisplaySchedule? {
    let wake = seconds(
      wakeSeconds, at: "wakeSeconds", in: KioskDisplaySchedule.wakeSecondsRange, example: 120)
    guard let value else {
      if wakeSeconds != nil {
        report(
          "wakeSeconds",
          "expected a \"schedule\" to wake from; without one the screen never blanks "
            + "(add \"schedule\": [\(Self.periodExample)] or remove wakeSeconds)")
      }
      return nil
    }
    let list: [Any]
    switch value {
    case let array as [Any]:
      list = array
    case is [String: Any]:
      report(
        "schedule",
        "expected an array of periods such as [\(Self.periodExample)], found an object "
          + "(put it in [ ])")
      list = [value]
    default:
      report(
        "schedule",
        "expected an array of periods such as [\(Self.periodExample)], found \(JSONDescription.of(value))"
      )
      return nil
    }
    if list.isEmpty {
      report(
        "schedule",
        "expected at least one period such as \(Self.periodExample), found none (leave "
          + "\"schedule\" out to keep the screen on)")
    }
    let periods = list.enumerated().compactMap { index, element in
      period(element, at: value is [Any] ? "schedule[\(index)]" : "schedule")
    }
    guard !periods.isEmpty else { return nil }
    return KioskDisplaySchedule(
      periods: periods, wakeSeconds: wake ?? KioskDisplaySchedule.standardWakeSeconds)
  }

  private mutating func period(_ value: Any, at path: String) -> KioskDisplaySchedule.Period? {
    guard let object = value as? [String: Any] else {
      report(
        path, "expected a period such as \(Self.periodExample), found \(JSONDescription.of(value))")
      return nil
    }
    unknownKeys(of: object, allowed: Self.periodKeys, at: path)
    let days = days(object["days"], at: "\(path).days")
    let on = time(
      object["on"], at: "\(path).on", meaning: "the time the screen comes on", example: "09:00")
    var off = time(
      object["off"], at: "\(path).off", meaning: "the time the screen blanks", example: "18:00")
    if let on, let onOff = off, on == onOff {
      report(
        "\(path).off",
        "expected a time other than on's \"\(KioskDisplaySchedule.clock(on))\" (for the whole day "
          + "write \"on\": \"00:00\", \"off\": \"24:00\")")
      off = nil
    }
    if on == 1440 {
      report(
        "\(path).on",
        "expected a time from \"00:00\" to \"23:59\", found \"24:00\" (write \"00:00\")")
      return nil
    }
    guard let days, let on, let off else { return nil }
    return KioskDisplaySchedule.Period(days: days, on: on, off: off)
  }

  /// `Mon-Fri`, `Sat,Sun`, `Mon-Wed,Fri`, `daily`: three-letter English day names (or whole
  /// ones), ranges (which may wrap, `Fri-Mon`) and commas.
  private mutating func days(_ value: Any?, at path: String) -> Set<KioskDisplaySchedule.Weekday>? {
    let words = "expected days such as \"Mon-Fri\", \"Sat,Sun\" or \"daily\""
    guard let value else {
      report(path, "\(words); there are none")
      return nil
    }
    guard let text = value as? String, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      report(path, "\(words), found \(JSONDescription.of(value))")
      return nil
    }
    if ["daily", "every day", "all"].contains(
      text.lowercased().trimmingCharacters(in: .whitespaces))
    {
      return Set(KioskDisplaySchedule.Weekday.allCases)
    }
    var days = Set<KioskDisplaySchedule.Weekday>()
    for part in text.split(separator: ",") {
      let ends = part.split(separator: "-", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard (1...2).contains(ends.count) else {
        report(path, "\(words), found \"\(text)\" (a range has one hyphen: \"Mon-Fri\")")
        return nil
      }
      var named: [KioskDisplaySchedule.Weekday] = []
      for end in ends {
        guard let day = KioskDisplaySchedule.Weekday(name: end) else {
          report(path, unknownDay(end, in: text))
          return nil
        }
        named.append(day)
      }
      var day = named[0]
      days.insert(day)
      while day != named[named.count - 1] {
        day = day.next
        days.insert(day)
      }
    }
    return days
  }

  /// What to say of `name`, which is no day: the day it is near, else the days there are.
  private func unknownDay(_ name: String, in text: String) -> String {
    let abbreviations = KioskDisplaySchedule.Weekday.week.map(\.abbreviation)
    if let near = abbreviations.first(where: { Self.editDistance($0, name) <= 1 })
      ?? abbreviations.first(where: { name.lowercased().hasPrefix($0.lowercased()) })
    {
      return "expected '\(near)', found '\(name)' in \"\(text)\""
    }
    return "expected a day of the week (\(abbreviations.joined(separator: ", "))), found "
      + "'\(name)' in \"\(text)\""
  }

  /// A time of day `HH:MM`, 24-hour, `00:00` to `24:00`, in minutes after midnight.
  private mutating func time(_ value: Any?, at path: String, meaning: String, example: String)
    -> KioskDisplaySchedule.Minute?
  {
    let words = "expected \(meaning), a 24-hour time such as \"\(example)\""
    guard let value else {
      report(path, "\(words); there is none")
      return nil
    }
    guard let text = value as? String else {
      report(path, "\(words), found \(JSONDescription.of(value))")
      return nil
    }
    if let minute = Self.minute(text, separators: [":"]) { return minute }
    // A near miss gets the spelling to use: 18.00, 18h00, 6pm.
    if let minute = Self.minute(text, separators: [".", "h"]) ?? Self.twelveHour(text) {
      report(path, "\(words), found \"\(text)\" (write \"\(KioskDisplaySchedule.clock(minute))\")")
    } else {
      report(path, "\(words), found \(JSONDescription.of(value))")
    }
    return nil
  }

  /// `H:MM` or `HH:MM` with one of `separators`, up to `24:00`.
  private static func minute(_ text: String, separators: [Character]) -> Int? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let separator = trimmed.first(where: { separators.contains($0) }) else { return nil }
    let parts = trimmed.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hours = Int(parts[0]), let minutes = Int(parts[1]), minutes < 60,
      hours < 24 || (hours == 24 && minutes == 0)
    else { return nil }
    return hours * 60 + minutes
  }

  /// `6pm`, `9:30 am`: what a twelve-hour time means, to suggest its 24-hour spelling.
  private static func twelveHour(_ text: String) -> Int? {
    let lowered = text.lowercased().replacingOccurrences(of: " ", with: "")
    guard lowered.hasSuffix("am") || lowered.hasSuffix("pm") else { return nil }
    let isPM = lowered.hasSuffix("pm")
    let clock = String(lowered.dropLast(2))
    let minute =
      minute(clock, separators: [":", "."]) ?? Int(clock).flatMap { $0 <= 12 ? $0 * 60 : nil }
    guard let minute, minute >= 60, minute < 13 * 60 else { return nil }
    return minute % 720 + (isPM ? 720 : 0)
  }
}

extension CatalogWalk {
  /// The catalog's keys for when the screen shows what: the attract loop and the schedule.
  static let screenTimeKeys = ["attract", "schedule", "wakeSeconds"]

  /// Reads the attract loop and the schedule of the catalog object `object`.
  mutating func readScreenTime(of object: [String: Any], into catalog: inout KioskCatalog) {
    catalog.attract = attract(object["attract"])
    catalog.schedule = schedule(object["schedule"], wakeSeconds: object["wakeSeconds"])
  }
}
