import Foundation

/// The kiosk's anonymous visit counts (`--visits FILE`): how often each item was opened and how
/// many searches were made, day by day, in a CSV file the operator chooses, for a spreadsheet:
///
///     date,event,item,count
///     2026-12-03,open,blue-whale,14
///     2026-12-03,search,,5
///
/// One row per day and item opened, and one per day for the searches. Nothing personal is kept:
/// no times finer than the day, no order of visits, and no search's words, only that one was
/// made. The file is read at start, so counts go on across restarts, and written (whole, then
/// renamed over the old one, so a crash never leaves half a file) at most every
/// `writeInterval` seconds, at idle returns and at exit.
@MainActor
final class KioskVisits {
  /// What a row counts.
  enum Event: String {
    /// A visitor opened an item's detail.
    case open
    /// A visitor started a search.
    case search
  }

  /// A row's key: the day, the event and the item (empty for searches).
  private struct Key: Hashable, Comparable {
    var day: String
    var event: String
    var item: String

    static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.day, lhs.event, lhs.item) < (rhs.day, rhs.event, rhs.item)
    }
  }

  /// The CSV file.
  let file: URL
  /// The longest time counts wait in memory, in seconds.
  static let writeInterval: TimeInterval = 60
  private var counts: [Key: Int] = [:]
  private var unsavedSince: TimeInterval?
  private let dayFormatter: DateFormatter

  /// The header line of the file.
  static let header = "date,event,item,count"

  /// Counts into `file`, starting from the counts it holds.
  /// - Throws: `KioskVisitsError` when the file is there but is not a visits file.
  init(file: URL) throws(KioskVisitsError) {
    self.file = file
    dayFormatter = DateFormatter()
    dayFormatter.locale = Locale(identifier: "en_US_POSIX")
    dayFormatter.dateFormat = "yyyy-MM-dd"
    guard let data = FileManager.default.contents(atPath: file.path), !data.isEmpty else { return }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    guard lines.first == Substring(Self.header) else {
      throw KioskVisitsError(
        file: file.path, reason: "its first line is not \(Self.header)")
    }
    for (index, line) in lines.enumerated().dropFirst() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      guard fields.count == 4, let count = Int(fields[3]), count >= 0 else {
        throw KioskVisitsError(
          file: file.path, reason: "line \(index + 1) is not date,event,item,count")
      }
      counts[Key(day: String(fields[0]), event: String(fields[1]), item: String(fields[2]))] =
        count
    }
  }

  /// Counts one `event` (of the item `itemID` for an open) at `date`.
  func count(_ event: Event, itemID: String = "", at date: Date = Date(), now: TimeInterval) {
    let key = Key(
      day: dayFormatter.string(from: date), event: event.rawValue, item: Self.field(itemID))
    counts[key, default: 0] += 1
    if unsavedSince == nil { unsavedSince = now }
  }

  /// When counts waiting in memory are due to be written, or nil.
  var nextWrite: TimeInterval? { unsavedSince.map { $0 + Self.writeInterval } }

  /// Writes the counts when they have waited `writeInterval`, or now with `force`.
  /// - Returns: Nil, or what went wrong.
  func writeIfDue(now: TimeInterval, force: Bool = false) -> String? {
    guard let since = unsavedSince, force || now >= since + Self.writeInterval else { return nil }
    var text = Self.header + "\n"
    for key in counts.keys.sorted() {
      text += "\(key.day),\(key.event),\(key.item),\(counts[key] ?? 0)\n"
    }
    do {
      try Data(text.utf8).write(to: file, options: .atomic)
      unsavedSince = nil
      return nil
    } catch {
      unsavedSince = now
      return "cannot write the visits file \(file.path): \(error.localizedDescription)"
    }
  }

  /// An item id as a CSV field: ids with a comma, quote or line break would break the columns,
  /// so those characters become underscores (ids are the operator's names, never a visitor's).
  private static func field(_ id: String) -> String {
    String(id.map { ",\"\n\r".contains($0) ? "_" : $0 })
  }
}

/// A `--visits` file that is there but is not one the kiosk wrote.
struct KioskVisitsError: Error, CustomStringConvertible {
  /// The file.
  var file: String
  /// What is wrong with it.
  var reason: String

  var description: String {
    "--visits \(file): \(reason); name a new file or one the kiosk wrote"
  }
}
