import TableKit

/// The model of the tasks scene, as a value: every task in the order it was written, each due
/// today or later, open or done. The scene's table shows it through snapshots of identifiers;
/// everything a row shows is looked up here by the task's `id`.
///
/// The initial list is fixed (no clock, no randomness), so the scene draws the same pixels on
/// every run; "today" and the weekdays are names, not dates.
public struct TaskList: Hashable, Sendable {
  /// The sections of the list, in table order.
  public enum Section: Int, CaseIterable, Hashable, Sendable {
    /// Open tasks due today.
    case today
    /// Open tasks due later.
    case upcoming
    /// Tasks done, the most recently done first.
    case done

    /// The section's header title.
    public var title: String {
      switch self {
      case .today: "Today"
      case .upcoming: "Upcoming"
      case .done: "Done"
      }
    }
  }

  /// When a task is due, from soonest to latest.
  public enum Due: Int, Comparable, Hashable, Sendable {
    /// Today.
    case today
    /// Tomorrow.
    case tomorrow
    /// On Friday.
    case friday
    /// On Saturday.
    case saturday
    /// Some day next week.
    case nextWeek

    /// The day's name, as the row shows it.
    public var name: String {
      switch self {
      case .today: "Today"
      case .tomorrow: "Tomorrow"
      case .friday: "Friday"
      case .saturday: "Saturday"
      case .nextWeek: "Next week"
      }
    }

    /// Orders days from soonest to latest.
    public static func < (lhs: Due, rhs: Due) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One task. (Inside the scene this name hides Swift's concurrency `Task`, as it would in an
  /// app with a model of the same name; the scene starts no concurrent work.)
  public struct Task: Identifiable, Hashable, Sendable {
    /// The task's identity, which snapshots hold.
    public let id: Int
    /// What to do.
    public var title: String
    /// The day it is due.
    public var due: Due
    /// The time of day it is due, if any ("9:00").
    public var time: String?
    /// When it was done, counting completions (a later one is larger); nil while open.
    public var completion: Int?
    /// What the user wrote about the task (the note text view of its detail); "" for none.
    public var notes = ""

    /// Whether the task is done.
    public var isDone: Bool { completion != nil }

    /// The section that shows the task.
    public var section: Section {
      if isDone { return .done }
      return due == .today ? .today : .upcoming
    }

    /// The line under the title: when it is due ("Today, 9:00"), or "Completed".
    public var note: String {
      if isDone { return "Completed" }
      return time.map { "\(due.name), \($0)" } ?? due.name
    }
  }

  /// The tasks, in the order they were written.
  public private(set) var tasks: [Task]
  /// The completion number the next task done gets.
  private var nextCompletion: Int

  /// The demo's list: five tasks for today, four upcoming, two done.
  public init() {
    let open: [(String, Due, String?)] = [
      ("Call the dentist", .today, "9:00"),
      ("Water the plants", .today, nil),
      ("Pick up the dry cleaning", .today, "17:30"),
      ("Book train tickets", .today, nil),
      ("Send the invoice", .today, "18:00"),
      ("Renew the passport", .tomorrow, nil),
      ("Team lunch", .friday, "12:30"),
      ("Plan the weekend trip", .saturday, nil),
      ("Return the library books", .nextWeek, nil),
    ]
    tasks = open.enumerated().map { index, task in
      Task(id: index + 1, title: task.0, due: task.1, time: task.2)
    }
    tasks.append(Task(id: 10, title: "Reply to Anna", due: .today, time: nil, completion: 0))
    tasks.append(
      Task(id: 11, title: "Pay the electricity bill", due: .today, time: nil, completion: 1))
    nextCompletion = 2
  }

  // MARK: - Queries

  /// The task with an identifier.
  /// - Complexity: O(n) for n tasks.
  public subscript(id: Task.ID) -> Task? { tasks.first { $0.id == id } }

  /// Whether open tasks show in alphabetical order of their titles rather than by the day
  /// they are due.
  public var sortsOpenTasksByTitle = false

  /// The identifiers of a section's tasks in the order it shows them: open tasks by the day
  /// they are due, then as written (or by title, see `sortsOpenTasksByTitle`); done tasks the
  /// most recently done first.
  /// - Complexity: O(n log n) for n tasks.
  public func ids(in section: Section) -> [Task.ID] {
    let members = tasks.enumerated().filter { $0.element.section == section }
    let ordered = members.sorted { a, b in
      if section == .done {
        return (a.element.completion ?? 0) > (b.element.completion ?? 0)
      }
      if sortsOpenTasksByTitle, a.element.title != b.element.title {
        return a.element.title < b.element.title
      }
      if a.element.due != b.element.due { return a.element.due < b.element.due }
      return a.offset < b.offset
    }
    return ordered.map(\.element.id)
  }

  // MARK: - Changes

  /// Marks an open task done (it goes to the top of Done) or a done task open again.
  /// - Returns: Whether there was such a task.
  @discardableResult
  public mutating func toggleDone(_ id: Task.ID) -> Bool {
    guard let index = tasks.firstIndex(where: { $0.id == id }) else { return false }
    if tasks[index].isDone {
      tasks[index].completion = nil
    } else {
      tasks[index].completion = nextCompletion
      nextCompletion += 1
    }
    return true
  }

  /// Makes a task due on another day, keeping its time.
  /// - Returns: Whether there was such a task.
  @discardableResult
  public mutating func reschedule(_ id: Task.ID, to due: Due) -> Bool {
    guard let index = tasks.firstIndex(where: { $0.id == id }) else { return false }
    tasks[index].due = due
    return true
  }

  /// Adds an open task due today, after today's others, as typed into the scene's new-task
  /// sheet.
  /// - Returns: The new task's identifier: one more than the largest yet.
  @discardableResult
  public mutating func add(title: String, notes: String = "") -> Task.ID {
    let id = (tasks.map(\.id).max() ?? 0) + 1
    var task = Task(id: id, title: title, due: .today, time: nil)
    task.notes = notes
    tasks.append(task)
    return id
  }

  /// Replaces a task's notes.
  /// - Returns: Whether there was such a task.
  @discardableResult
  public mutating func setNotes(_ notes: String, for id: Task.ID) -> Bool {
    guard let index = tasks.firstIndex(where: { $0.id == id }) else { return false }
    tasks[index].notes = notes
    return true
  }

  /// Removes a task.
  /// - Returns: Whether there was such a task.
  @discardableResult
  public mutating func delete(_ id: Task.ID) -> Bool {
    guard let index = tasks.firstIndex(where: { $0.id == id }) else { return false }
    tasks.remove(at: index)
    return true
  }
}
