import DemoScenes
import Foundation
import TableKit

/// One thing an app or a person does to a fuzzed table: a kind, and the seed of every choice the
/// step makes (which rows, how far, which animation, whether the table comes to rest after it).
///
/// A step makes its choices against the table as it finds it (a row number is drawn from the
/// rows there are), so any sublist of a run's steps replays, deterministically, as a valid run:
/// that is what lets a failing case shrink to the few steps that matter.
public struct FuzzStep: Equatable, Sendable {
  /// What the step does.
  public enum Kind: String, CaseIterable, Sendable {
    /// Rows inserted into a section (1 to 3).
    case insertRows = "insert rows"
    /// Rows deleted from a section (1 to 3).
    case deleteRows = "delete rows"
    /// One row moved, maybe to another section.
    case moveRow = "move row"
    /// One row reloaded with a new title and height.
    case reloadRow = "reload row"
    /// `scrollToRow(at:at:animated:)`.
    case scrollToRow = "scroll to row"
    /// `contentOffset` set to a random place.
    case setOffset = "set offset"
    /// `selectRow(at:animated:scrollPosition:)`.
    case select
    /// The table's width changes (280, 320 or 400).
    case width
    /// A section of 0 to 8 rows inserted.
    case insertSection = "insert section"
    /// A section deleted (never the last).
    case deleteSection = "delete section"
    /// One batch: a delete (old index) and an insert (new index) in the same section.
    case deleteInsertBatch = "delete and insert batch"
    /// Editing mode toggled (not on self-sizing tables, whose rows keep their heights in
    /// editing as UIKit's do).
    case editing
    /// A section moved.
    case moveSection = "move section"
    /// A section reloaded with new heights.
    case reloadSection = "reload section"
    /// A finger's tap on a row on screen.
    case tap
    /// A finger's fling up or down.
    case fling
    /// A finger's swipe along a row, all the way or part of the way, either side.
    case swipe
    /// A finger's drag of a row by its grabber in editing mode (reorder).
    case drag
    /// A tap on a button of the row a swipe opened.
    case tapSwipeButton = "tap swipe button"
    /// A key: arrows, page keys, home, end, return.
    case key
    /// A table header view comes, changes height or goes.
    case tableHeader = "table header"
    /// A refresh control's band opens or closes by code.
    case refresh
    /// `reloadData()`.
    case reloadData
    /// A batch with nothing in it: `performBatchUpdates({})`, `beginUpdates()` + `endUpdates()`,
    /// or nested empty pairs.
    case emptyBatch = "empty batch"
    /// One batch mixing deletes, inserts, reloads and moves of rows across sections, maybe a
    /// section deleted and one inserted, issued in any order, sometimes in nested
    /// `beginUpdates()` / `endUpdates()` pairs.
    case mixedBatch = "mixed batch"
    /// `reloadData()`, and while the table asks for cells the data source inserts rows in a
    /// `performBatchUpdates` or calls `reloadData()` again (issue 10, items 2 and 5).
    case updateFromCellRequest = "update from cellForRowAt"

    /// The name on a command line ("empty-batch").
    public var commandLineName: String { rawValue.replacingOccurrences(of: " ", with: "-") }
  }

  /// What the step does.
  public var kind: Kind
  /// The seed of the step's choices.
  public var entropy: UInt64

  /// The kind's name on a command line: its raw value with hyphens for spaces.
  public static func kind(named name: String) -> Kind? {
    Kind.allCases.first { $0.commandLineName == name }
  }

  /// Creates a step.
  public init(kind: Kind, entropy: UInt64) {
    self.kind = kind
    self.entropy = entropy
  }

  /// How often each kind is drawn: the mix the suite's fuzz tests have always used (every kind
  /// once, swipes twice), without the kinds added since.
  public static let suiteWeights: [Kind: Int] = {
    var weights = Dictionary(uniqueKeysWithValues: Kind.allCases.map { ($0, 1) })
    weights[.swipe] = 2
    weights[.emptyBatch] = 0
    weights[.mixedBatch] = 0
    weights[.updateFromCellRequest] = 0
    return weights
  }()

  /// The driver's mix: the suite's, with empty and mixed batches as often as other updates.
  public static let driverWeights: [Kind: Int] = {
    var weights = suiteWeights
    weights[.emptyBatch] = 1
    weights[.mixedBatch] = 2
    weights[.updateFromCellRequest] = 1
    return weights
  }()

  /// `count` steps drawn from `seed` with the given weights; the same arguments always give the
  /// same steps, whatever the table does with them.
  /// - Parameters:
  ///   - count: How many steps.
  ///   - seed: The seed of the draw.
  ///   - weights: How often each kind comes; kinds missing or at 0 never do.
  /// - Returns: The steps, in order.
  public static func generate(count: Int, seed: UInt64, weights: [Kind: Int] = driverWeights)
    -> [FuzzStep]
  {
    let table = Kind.allCases.flatMap { kind in
      Array(repeating: kind, count: max(0, weights[kind] ?? 0))
    }
    guard !table.isEmpty else { return [] }
    var generator = SplitMix64(seed: seed ^ 0x57E9_5000)
    return (0..<count).map { _ in
      let kind = table[Int.random(in: 0..<table.count, using: &generator)]
      return FuzzStep(kind: kind, entropy: generator.next())
    }
  }
}
