import Foundation

/// When the kiosk's screen is on (`"schedule"` in the catalog): opening hours per weekday, in
/// the system's local time. Outside them the screen is black and spoken mode silent; a touch
/// wakes it for `wakeSeconds` after the last input, then it blanks again.
///
///     "schedule": [
///       {"days": "Mon-Fri", "on": "09:00", "off": "18:00"},
///       {"days": "Sat,Sun", "on": "10:00", "off": "16:00"}
///     ],
///     "wakeSeconds": 120
///
/// A period whose `off` is not after its `on` runs past midnight into the next day
/// (`"on": "18:00", "off": "02:00"`); `"off": "24:00"` is midnight at the day's end. Periods may
/// overlap: the screen is on during any of them.
public struct KioskDisplaySchedule: Hashable, Sendable {
  /// A day of the week.
  public enum Weekday: Int, CaseIterable, Hashable, Sendable, Comparable {
    // Calendar's numbering: Sunday is 1.
    /// Sunday.
    case sunday = 1
    /// Monday.
    case monday
    /// Tuesday.
    case tuesday
    /// Wednesday.
    case wednesday
    /// Thursday.
    case thursday
    /// Friday.
    case friday
    /// Saturday.
    case saturday

    /// The three-letter English abbreviation the catalog uses (`Mon`).
    public var abbreviation: String {
      ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][rawValue - 1]
    }

    /// Monday first, as opening hours are written.
    public static let week: [Weekday] = [
      .monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday,
    ]

    /// The day named `name` (`Mon`, `mon`, `Monday`), or nil.
    public init?(name: String) {
      let lowered = name.lowercased()
      guard
        let day = Self.allCases.first(where: {
          let short = $0.abbreviation.lowercased()
          return lowered == short || (lowered.count > 3 && $0.fullName.lowercased() == lowered)
        })
      else { return nil }
      self = day
    }

    /// The English name (`Monday`).
    public var fullName: String {
      ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][rawValue - 1]
    }

    /// The day after.
    var next: Weekday { Weekday(rawValue: rawValue % 7 + 1)! }

    /// Monday first.
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
      (lhs.rawValue + 5) % 7 < (rhs.rawValue + 5) % 7
    }
  }

  /// A time of day, in minutes after midnight (0 ... 1440).
  public typealias Minute = Int

  /// The screen is on from `on` to `off` on each of `days`.
  public struct Period: Hashable, Sendable {
    /// The days the period starts on.
    public var days: Set<Weekday>
    /// When the screen comes on, in minutes after midnight.
    public var on: Minute
    /// When it blanks, in minutes after midnight; not after `on` means the next day.
    public var off: Minute

    /// Creates a period.
    public init(days: Set<Weekday>, on: Minute, off: Minute) {
      precondition((0...1440).contains(on) && (0...1440).contains(off), "minutes of a day")
      self.days = days
      self.on = on
      self.off = off
    }

    /// Whether it runs past midnight.
    public var crossesMidnight: Bool { off <= on }

    /// The period in the catalog's words: `Mon-Fri 09:00–18:00`.
    public var description: String {
      "\(KioskDisplaySchedule.describe(days)) \(KioskDisplaySchedule.clock(on))–\(KioskDisplaySchedule.clock(off))"
    }
  }

  /// The periods the screen is on.
  public var periods: [Period]
  /// Seconds a touch keeps the screen on outside the periods, after the last input.
  public var wakeSeconds: Double

  /// The wake time when the catalog does not say.
  public static let standardWakeSeconds = 120.0
  /// The wake times the catalog may set.
  public static let wakeSecondsRange = 5.0...3600

  /// Creates a schedule.
  public init(periods: [Period], wakeSeconds: Double = standardWakeSeconds) {
    self.periods = periods
    self.wakeSeconds = wakeSeconds
  }

  // MARK: - When

  /// The spans of time the periods cover from the day before `date` to a week after it, in
  /// `calendar`'s time zone (daylight saving time moves them as it moves the clock).
  private func spans(around date: Date, in calendar: Calendar) -> [Range<Date>] {
    let today = calendar.startOfDay(for: date)
    var spans: [Range<Date>] = []
    for offset in -1...7 {
      guard let day = calendar.date(byAdding: .day, value: offset, to: today),
        let weekday = Weekday(rawValue: calendar.component(.weekday, from: day))
      else { continue }
      for period in periods where period.days.contains(weekday) {
        guard let start = Self.instant(period.on, of: day, in: calendar),
          let end = Self.instant(
            period.off + (period.crossesMidnight ? 1440 : 0), of: day, in: calendar),
          start < end
        else { continue }
        spans.append(start..<end)
      }
    }
    return spans
  }

  /// The instant `minute` minutes into `day` (more than a day's go into the next), by the clock.
  private static func instant(_ minute: Minute, of day: Date, in calendar: Calendar) -> Date? {
    let days = minute / 1440
    let rest = minute % 1440
    guard let date = calendar.date(byAdding: .day, value: days, to: day) else { return nil }
    return calendar.date(bySettingHour: rest / 60, minute: rest % 60, second: 0, of: date)
  }

  /// Whether the screen is on at `date` by the schedule.
  public func isOpen(at date: Date, in calendar: Calendar) -> Bool {
    spans(around: date, in: calendar).contains { $0.contains(date) }
  }

  /// The next time after `date` the schedule turns the screen on or off; nil when it never
  /// does within a week (no periods, or periods covering every hour).
  public func nextChange(after date: Date, in calendar: Calendar) -> Date? {
    let spans = spans(around: date, in: calendar)
    let open = isOpen(at: date, in: calendar)
    // Step over boundaries that do not change anything (one span starting as another ends).
    var candidates = spans.flatMap { [$0.lowerBound, $0.upperBound] }.filter { $0 > date }.sorted()
    while let first = candidates.first {
      if spans.contains(where: { $0.contains(first) }) != open { return first }
      candidates.removeFirst()
    }
    return nil
  }

  // MARK: - Words

  /// `09:05` for 545.
  public static func clock(_ minute: Minute) -> String {
    let hours = minute / 60
    let minutes = minute % 60
    return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
  }

  /// `Mon-Fri`, `Sat,Sun`, `daily`: days as the catalog writes them, Monday first.
  public static func describe(_ days: Set<Weekday>) -> String {
    if days.count == 7 { return "daily" }
    var runs: [[Weekday]] = []
    for day in Weekday.week where days.contains(day) {
      if let last = runs.last?.last, last.next == day {
        runs[runs.count - 1].append(day)
      } else {
        runs.append([day])
      }
    }
    return runs.map { run in
      run.count > 2
        ? "\(run[0].abbreviation)-\(run[run.count - 1].abbreviation)"
        : run.map(\.abbreviation).joined(separator: ",")
    }.joined(separator: ",")
  }

  /// The schedule in a line for the operator: `Mon-Fri 09:00–18:00, Sat 10:00–14:00; woken
  /// for 120 s`.
  public var description: String {
    periods.map(\.description).joined(separator: ", ")
      + "; a touch wakes it for \(Int(wakeSeconds)) s"
  }
}
