import Foundation
import Testing

@testable import TableKit

extension Updates {
  /// Random invalid batches: valid ones broken in known ways, and garbage. They must throw,
  /// never trap, with the kind of message the break calls for; a failure prints its seed and
  /// the batch as Swift.
  @Suite("UpdatePlan invalid thrash")
  struct PlanInvalidThrashTests {
    /// The kinds of sentence `UpdatePlan` throws.
    enum Kind: CaseIterable {
      case malformed, negativeCount, sectionCount, rowCount, sectionRange, rowRange, duplicate
      case conflict, moveAcrossSections
    }

    /// A kind of message and the pattern its whole sentence matches.
    typealias Shape = (kind: Kind, shape: Regex<AnyRegexOutput>)

    /// The kind of a message, by its whole shape among `shapes`; nil for a sentence of no known
    /// shape.
    static func kind(of message: String, shapes: [Shape]) -> Kind? {
      shapes.first { message.wholeMatch(of: $0.shape) != nil }?.kind
    }

    /// The shape of each kind of message, compiled by each test that reads messages and freed
    /// when it ends. Not a static: one kept until exit is reported as leaked by
    /// `scripts/test --sanitize address`, as LeakSanitizer cannot follow the references inside a
    /// compiled `Regex` (issue 10).
    static func makeShapes() -> [Shape] {
      let path = #"<NSIndexPath> \{length = \d+, path = [-\d ]*\}"#
      let number = #"-?\d+"#
      let shapes: [(Kind, String)] = [
        (
          .malformed,
          #"invalid index path for use with a table view \("# + path + #"\): index paths for "#
            + "use with a table view must contain exactly two indexes, a section and a row"
        ),
        (
          .negativeCount,
          #"Invalid update: the data source reported -\d+ rows in section \d+ (before|after) "#
            + #"the update; a number of rows cannot be negative\."#
        ),
        (
          .sectionCount,
          #"Invalid update: invalid number of sections\. The number of sections .* "#
            + #"\(\d+ inserted, \d+ deleted\)\."#
        ),
        (
          .rowCount,
          #"Invalid update: invalid number of rows in section \d+\. The number of rows .* "#
            + #"\(\d+ inserted, \d+ deleted\) .* \(\d+ moved in, \d+ moved out\)\."#
        ),
        (
          .sectionRange,
          "attempt to (delete|insert|move) section \(number)( to section \(number))?,? but "
            + #"there are only \d+ sections (before|after) the update"#
        ),
        (
          .rowRange,
          "attempt to delete row \(number) from section \(number)( which only contains \\d+ rows"
            + #"|, but there are only \d+ sections) before the update"#
        ),
        (
          .rowRange,
          "attempt to insert row \(number) into section \(number), but there are only \\d+ "
            + "(rows in section \(number)|sections) after the update"
        ),
        (
          .rowRange,
          #"attempt to move index path \("# + path + #"\)( to index path \("# + path
            + #"\))? that does not exist - there are only \d+ (rows in section -?\d+|sections) "#
            + "(before|after) the update"
        ),
        (
          .duplicate,
          "attempt to (delete|insert) (section \(number)|row \(number) (from|into) section "
            + "\(number)) twice"
        ),
        (
          .duplicate,
          #"attempt to perform two moves from the same (section \(-?\d+\)|index path \("# + path
            + #"\))"#
        ),
        (
          .duplicate,
          "attempt to move both (section \(number) and section \(number) to section \(number)|"
            + "row at index path \(path) and \(path) to \(path))"
        ),
        (
          .conflict,
          #"attempt to (delete and reload|perform an? (delete|reload|insert) and a move (from|to))"#
            + #" the same (section \(\d+\)|index path \("# + path + #"\))"#
        ),
        (
          .moveAcrossSections,
          #"cannot move a row (from a (deleted|reloaded)|into a (newly inserted|reloaded)) "#
            + #"section \(\d+\)"#
        ),
      ]
      return shapes.map { (kind: $0.0, shape: try! Regex($0.1)) }
    }

    /// A valid scenario broken one way, with the kinds of message the break calls for (nil
    /// when the broken batch may still be valid).
    struct Broken: CustomStringConvertible {
      var name: String
      var update: BatchUpdate
      var before: [Int]
      var after: [Int]
      var expected: Set<Kind>?

      var description: String {
        "\(name)\nrowCountsBefore: \(before)\nrowCountsAfter: \(after)\n\(update)"
      }
    }

    /// `scenario`, broken one random way that applies to it.
    static func broken(_ scenario: UpdateScenario, random: inout SeededGenerator) -> Broken {
      let (old, new) = (scenario.old, scenario.new)
      var operations = scenario.update.operations
      var (before, after) = (old.rowCounts, new.rowCounts)
      var (deletions, insertions, reloads) = ([IndexPath](), [IndexPath](), [IndexPath]())
      var deletedSections: [Int] = []
      for operation in operations {
        switch operation {
        case .deleteRows(let indexPaths): deletions += indexPaths
        case .insertRows(let indexPaths): insertions += indexPaths
        case .reloadRows(let indexPaths): reloads += indexPaths
        case .deleteSections(let sections): deletedSections += sections
        default: break
        }
      }
      let oldSectionIDs = Set(old.sections.map(\.id))
      let staying = new.sections.indices.filter { oldSectionIDs.contains(new.sections[$0].id) }
      let inserted = new.sections.indices.filter {
        !oldSectionIDs.contains(new.sections[$0].id) && after[$0] > 0
      }
      let newRowIDs = new.rowIndexPaths
      let kept = allIndexPaths(before).filter { indexPath in
        let id = old.sections[indexPath.section].rows[indexPath.row].id
        return newRowIDs[id] != nil && !scenario.movedRows.contains { $0.from == indexPath }
      }
      func pick<T>(_ list: [T]) -> T { list[Int.random(in: 0..<list.count, using: &random)] }

      var candidates: [String] = ["extra section", "delete past the end", "malformed", "drop"]
      if !staying.isEmpty { candidates += ["row count", "insert past the end"] }
      if !deletions.isEmpty { candidates.append("delete twice") }
      if !insertions.isEmpty { candidates.append("insert twice") }
      if !reloads.isEmpty { candidates.append("delete a reload") }
      if !scenario.movedRows.isEmpty { candidates += ["delete a move", "insert at a move"] }
      if !inserted.isEmpty && !kept.isEmpty { candidates.append("move into a new section") }
      if !deletedSections.isEmpty { candidates.append("delete a section twice") }
      if !before.isEmpty { candidates += ["negative count", "move a section from nowhere"] }
      if !operations.isEmpty { candidates.append("nudge") }

      let name = pick(candidates)
      var expected: Set<Kind>?
      switch name {
      case "row count":
        after[pick(staying)] += 1
        expected = [.rowCount]
      case "extra section":
        after.append(Int.random(in: 0...2, using: &random))
        expected = [.sectionCount]
      case "delete past the end":
        let section = Int.random(in: 0...before.count, using: &random)
        let rows = section < before.count ? before[section] : 0
        operations.append(
          .deleteRows([path(section, rows + Int.random(in: 0...2, using: &random))]))
        expected = [.rowRange]
      case "insert past the end":
        let section = pick(staying)
        operations.append(
          .insertRows([path(section, after[section] + Int.random(in: 0...2, using: &random))]))
        expected = [.rowRange]
      case "delete twice":
        operations.append(.deleteRows([pick(deletions)]))
        expected = [.duplicate]
      case "insert twice":
        operations.append(.insertRows([pick(insertions)]))
        expected = [.duplicate]
      case "delete a reload":
        operations.append(.deleteRows([pick(reloads)]))
        expected = [.conflict]
      case "delete a move":
        operations.append(.deleteRows([pick(scenario.movedRows).from]))
        expected = [.conflict]
      case "insert at a move":
        operations.append(.insertRows([pick(scenario.movedRows).to]))
        expected = [.conflict]
      case "move into a new section":
        operations.append(.moveRow(at: pick(kept), to: path(pick(inserted), 0)))
        expected = [.moveAcrossSections, .conflict]
      case "delete a section twice":
        operations.append(.deleteSections([pick(deletedSections)]))
        expected = [.duplicate]
      case "move a section from nowhere":
        let from = before.count + Int.random(in: 0...2, using: &random)
        operations.append(
          .moveSection(from, toSection: Int.random(in: 0..<max(1, after.count), using: &random)))
        expected = [.sectionRange, .duplicate]
      case "negative count":
        before[Int.random(in: 0..<before.count, using: &random)] = -Int.random(
          in: 1...3, using: &random)
        expected = [.negativeCount]
      case "malformed":
        let indexes = [[], [0], [0, 1, 2]][Int.random(in: 0..<3, using: &random)]
        let odd = IndexPath(indexes: indexes)
        operations.insert(
          Bool.random(using: &random) ? .insertRows([odd]) : .moveRow(at: odd, to: path(0, 0)),
          at: Int.random(in: 0...operations.count, using: &random))
        expected = [.malformed]
      case "drop":
        if !operations.isEmpty {
          operations.remove(at: Int.random(in: 0..<operations.count, using: &random))
        }
      default:  // "nudge": one index of one operation moves by one.
        let index = Int.random(in: 0..<operations.count, using: &random)
        let delta = Bool.random(using: &random) ? 1 : -1
        func nudged(_ indexPaths: [IndexPath]) -> [IndexPath] {
          var result = indexPaths
          let which = Int.random(in: 0..<result.count, using: &random)
          result[which][Int.random(in: 0...1, using: &random)] += delta
          return result
        }
        switch operations[index] {
        case .insertRows(let p): operations[index] = .insertRows(nudged(p))
        case .deleteRows(let p): operations[index] = .deleteRows(nudged(p))
        case .reloadRows(let p): operations[index] = .reloadRows(nudged(p))
        case .moveRow(let from, let to):
          let both = nudged([from, to])
          operations[index] = .moveRow(at: both[0], to: both[1])
        case .moveSection(let from, let to):
          operations[index] = .moveSection(from, toSection: to + delta)
        case .insertSections(let s):
          operations[index] = .insertSections(IndexSet(s.map { max(0, $0 + delta) }))
        case .deleteSections(let s):
          operations[index] = .deleteSections(IndexSet(s.map { max(0, $0 + delta) }))
        case .reloadSections(let s):
          operations[index] = .reloadSections(IndexSet(s.map { max(0, $0 + delta) }))
        }
      }
      return Broken(
        name: name, update: BatchUpdate(operations), before: before, after: after,
        expected: expected)
    }

    @Test(arguments: 0..<12 as Range<UInt64>)
    func brokenBatchesThrowTheMessageTheirBreakCallsFor(seed: UInt64) {
      var random = SeededGenerator(seed: 90_000 + seed)
      let shapes = Self.makeShapes()
      var ids = IDSource()
      var model = UpdateModel(
        sections: (0..<Int.random(in: 1...5, using: &random)).map { _ in random.section(&ids) })
      for step in 0..<150 {
        let scenario = UpdateScenario(from: model, ids: &ids, random: &random)
        let broken = Self.broken(scenario, random: &random)
        if let fault = Self.firstFault(
          broken.update, broken.before, broken.after, broken.expected, shapes: shapes)
        {
          Issue.record("seed \(90_000 + seed), step \(step): \(fault)\n\(broken)")
          return
        }
        model = scenario.new
      }
    }

    @Test(arguments: 0..<8 as Range<UInt64>)
    func garbageBatchesThrowOrPlanSoundlyAndNeverTrap(seed: UInt64) {
      var random = SeededGenerator(seed: 95_000 + seed)
      let shapes = Self.makeShapes()
      for step in 0..<400 {
        let counts = { (random: inout SeededGenerator) in
          (0..<Int.random(in: 0...4, using: &random)).map { _ in
            Int.random(in: 0...4, using: &random)
          }
        }
        let before = counts(&random)
        // Mostly small indexes, now and then the extremes.
        let index = { (random: inout SeededGenerator) in
          random.weighted([(Int.random(in: -1...5, using: &random), 60), (.min, 1), (.max, 1)])
        }
        // Index sets hold 0..<Int.max.
        let setIndex = { (random: inout SeededGenerator) in max(0, min(index(&random), .max - 1)) }
        var update = BatchUpdate()
        var (inserted, deleted) = (IndexSet(), IndexSet())
        for _ in 0..<Int.random(in: 0...6, using: &random) {
          let indexPath = path(index(&random), index(&random))
          switch Int.random(in: 0..<12, using: &random) {
          case 0, 1: update.insertRows(at: [indexPath])
          case 2, 3: update.deleteRows(at: [indexPath])
          case 4: update.reloadRows(at: [indexPath])
          case 5, 6: update.moveRow(at: indexPath, to: path(index(&random), index(&random)))
          case 7:
            let section = setIndex(&random)
            update.insertSections([section])
            inserted.insert(section)
          case 8:
            let section = setIndex(&random)
            update.deleteSections([section])
            deleted.insert(section)
          case 9: update.reloadSections([setIndex(&random)])
          case 10: update.moveSection(index(&random), toSection: index(&random))
          case 11 where Int.random(in: 0..<5, using: &random) == 0:
            let length = [0, 1, 3][Int.random(in: 0..<3, using: &random)]
            update.insertRows(at: [IndexPath(indexes: Array(repeating: 0, count: length))])
          default: update.reloadRows(at: [indexPath])
          }
        }
        // Half the time, as many sections after as the batch implies, with random rows.
        var after = counts(&random)
        if Bool.random(using: &random) {
          let sections = max(0, before.count + inserted.count - deleted.count)
          after = (0..<sections).map { _ in Int.random(in: 0...4, using: &random) }
        }
        if let fault = Self.firstFault(update, before, after, nil, shapes: shapes) {
          let counts = "rowCountsBefore: \(before)\nrowCountsAfter: \(after)"
          Issue.record("seed \(95_000 + seed), step \(step): \(fault)\n\(counts)\n\(update)")
          return
        }
      }
    }

    /// The first thing wrong with how a plan treats a batch that should throw a message of an
    /// `expected` kind (or, for nil, may be valid), its message read by `shapes`; nil when
    /// nothing is.
    static func firstFault(
      _ update: BatchUpdate, _ before: [Int], _ after: [Int], _ expected: Set<Kind>?,
      shapes: [Shape]
    ) -> String? {
      let plan: UpdatePlan
      do {
        plan = try UpdatePlan(update, rowCountsBefore: before, rowCountsAfter: after)
      } catch let TableViewError.invalidUpdate(message) {
        guard let kind = kind(of: message, shapes: shapes) else {
          return "a message of no known shape: \(message)"
        }
        if let expected, !expected.contains(kind) {
          return "\(kind) message, expected \(expected): \(message)"
        }
        return nil
      } catch {
        return "not a TableViewError: \(error)"
      }
      if let expected { return "planned, expected a \(expected) message" }
      if let fault = firstMappingFault(plan) { return fault }

      // A plan that passed applies to a layout of its counts, asking only about new things.
      var layout = TableLayout(style: .grouped, width: 100)
      layout.reload(numberOfSections: before.count) {
        .uniform(numberOfRows: before[$0], rowHeight: .exact(10))
      }
      var strays: [String] = []
      let applied = plan.apply(
        to: &layout,
        sectionSpec: { section in
          if !plan.insertedSections.contains(section) { strays.append("section \(section)") }
          return .uniform(
            numberOfRows: after.indices.contains(section) ? after[section] : 0, rowHeight: .exact(7)
          )
        },
        rowHeight: { indexPath in
          if !plan.insertedRows.contains(indexPath) { strays.append("row \(indexPath)") }
          return .exact(7)
        })
      guard applied, strays.isEmpty else { return "apply(to:) \(applied), asked about \(strays)" }
      let rows = (0..<layout.numberOfSections).map { layout.numberOfRows(inSection: $0) }
      guard rows == after else { return "apply(to:) left rows \(rows)" }
      return nil
    }
  }
}
