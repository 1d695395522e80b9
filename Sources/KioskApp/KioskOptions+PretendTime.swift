import Foundation
import ToolArguments

/// `--pretend-time`: the operator rehearses the catalog's opening hours at a chosen local time
/// (`--pretend-time 2026-12-03T22:00`) instead of waiting for it. The kiosk's wall clock starts
/// at that time and runs on from there; only the opening hours and the attract loop's clock
/// read it (the log keeps real times).
extension KioskOptions {
  /// The form `--pretend-time` takes, for messages.
  static let pretendTimeForm = "YYYY-MM-DDTHH:MM"

  /// The local time `text` names (`2026-12-03T22:00`, or with seconds `…T22:00:30`) in
  /// `calendar`'s time zone, or nil when it names none (a wrong form, month 13, February 30).
  static func pretendTime(from text: String, calendar: Calendar = .current) -> Date? {
    let halves = text.split(separator: "T", omittingEmptySubsequences: false)
    guard halves.count == 2 else { return nil }
    let day = halves[0].split(separator: "-", omittingEmptySubsequences: false)
    let time = halves[1].split(separator: ":", omittingEmptySubsequences: false)
    let widths = [4, 2, 2, 2, 2, 2]
    let fields = day + time
    guard day.count == 3, (2...3).contains(time.count),
      zip(fields, widths).allSatisfy({ $0.count == $1 && $0.allSatisfy(\.isASCII) }),
      case let numbers = fields.compactMap({ Int($0) }), numbers.count == fields.count
    else { return nil }
    var components = DateComponents(
      calendar: calendar, timeZone: calendar.timeZone, year: numbers[0], month: numbers[1],
      day: numbers[2], hour: numbers[3], minute: numbers[4],
      second: numbers.count > 5 ? numbers[5] : 0)
    guard components.isValidDate(in: calendar), numbers[3] < 24, numbers[4] < 60,
      components.second ?? 0 < 60
    else { return nil }
    components.nanosecond = 0
    return calendar.date(from: components)
  }

  /// Reads `--pretend-time`'s value.
  static func readPretendTime(_ arguments: inout ToolArguments) throws(ToolArgumentsError) -> Date {
    let text = try arguments.readValue(for: "--pretend-time")
    guard let date = pretendTime(from: text) else {
      throw .mistake(
        "--pretend-time expects a local date and time as \(pretendTimeForm) (e.g. "
          + "2026-12-03T22:00), not '\(text)'")
    }
    return date
  }
}
