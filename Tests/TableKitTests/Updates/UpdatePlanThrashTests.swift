import Foundation
import Testing

@testable import TableKit

extension Updates {
  /// Thousands of random batches against the array-of-arrays model. A failure prints its seed,
  /// its step and the batch as Swift, to paste into a test.
  @Suite("UpdatePlan thrash")
  struct PlanThrashTests {
    @Test(arguments: 0..<24 as Range<UInt64>)
    func randomValidBatchesMapEveryRowAndSectionAsTheModelDoes(seed: UInt64) {
      var random = SeededGenerator(seed: 50_000 + seed)
      var ids = IDSource()
      var model = UpdateModel(
        sections: (0..<Int.random(in: 0...5, using: &random)).map { _ in random.section(&ids) })
      for step in 0..<125 {
        let scenario = UpdateScenario(from: model, ids: &ids, random: &random)
        if let fault = Self.firstFault(scenario) {
          Issue.record("seed \(50_000 + seed), step \(step): \(fault)\n\(scenario)")
          return
        }
        model = scenario.new
      }
    }

    /// The first way the plan of a valid scenario disagrees with the model; nil when none.
    static func firstFault(_ scenario: UpdateScenario) -> String? {
      let (old, new) = (scenario.old, scenario.new)
      let plan: UpdatePlan
      do {
        plan = try UpdatePlan(
          scenario.update, rowCountsBefore: old.rowCounts, rowCountsAfter: new.rowCounts)
      } catch {
        return "a valid batch threw: \(error)"
      }

      // Every row and section, both ways, by identity.
      let (newRows, oldRows) = (new.rowIndexPaths, old.rowIndexPaths)
      let (newSections, oldSections) = (new.sectionIndexes, old.sectionIndexes)
      for (section, content) in old.sections.enumerated() {
        let (mapped, expected) = (plan.newSection(forOld: section), newSections[content.id])
        guard mapped == expected else {
          return "newSection(forOld: \(section)) = \(String(describing: mapped))"
            + ", expected \(String(describing: expected))"
        }
        for (row, value) in content.rows.enumerated() {
          let mapped = plan.newIndexPath(forOld: path(section, row))
          guard mapped == newRows[value.id] else {
            return "newIndexPath(forOld: \(path(section, row))) = \(String(describing: mapped))"
              + ", expected \(String(describing: newRows[value.id]))"
          }
        }
      }
      for (section, content) in new.sections.enumerated() {
        guard plan.oldSection(forNew: section) == oldSections[content.id] else {
          return "oldSection(forNew: \(section))"
        }
        for (row, value) in content.rows.enumerated() {
          let mapped = plan.oldIndexPath(forNew: path(section, row))
          guard mapped == oldRows[value.id] else {
            return "oldIndexPath(forNew: \(path(section, row))) = \(String(describing: mapped))"
              + ", expected \(String(describing: oldRows[value.id]))"
          }
        }
      }
      if let fault = firstMappingFault(plan) { return fault }
      if let fault = firstNormalizationFault(plan, scenario) { return fault }

      // The layout, updated, equals the layout rebuilt; only new things are measured.
      var layout = old.layout
      var measuredSections: [Int] = []
      var measuredRows: [IndexPath] = []
      let applied = plan.apply(
        to: &layout,
        sectionSpec: {
          measuredSections.append($0)
          return new.spec($0)
        },
        rowHeight: {
          measuredRows.append($0)
          return new.height($0)
        })
      guard applied else { return "apply(to:) returned false" }
      if let difference = firstLayoutDifference(layout, new.layout) {
        return "layout after apply(to:): \(difference)"
      }
      guard measuredSections == Array(plan.insertedSections) else {
        return "sections measured: \(measuredSections), inserted: \(Array(plan.insertedSections))"
      }
      guard measuredRows.sorted() == plan.insertedRows else {
        return "rows measured: \(measuredRows.sorted()), inserted: \(plan.insertedRows)"
      }
      return nil
    }

    /// The first normalized list that disagrees with the model; nil when none.
    static func firstNormalizationFault(_ plan: UpdatePlan, _ scenario: UpdateScenario)
      -> String?
    {
      let (old, new) = (scenario.old, scenario.new)
      let (newIDs, oldIDs) = (new.rowIndexPaths, old.rowIndexPaths)
      let (newSections, oldSections) = (new.sectionIndexes, old.sectionIndexes)
      let deletedSections = IndexSet(
        old.sections.indices.filter { newSections[old.sections[$0].id] == nil })
      let insertedSections = IndexSet(
        new.sections.indices.filter { oldSections[new.sections[$0].id] == nil })
      let deletedRows = allIndexPaths(old.rowCounts).filter { indexPath in
        let section = old.sections[indexPath.section]
        return newSections[section.id] != nil && newIDs[section.rows[indexPath.row].id] == nil
      }
      let insertedRows = allIndexPaths(new.rowCounts).filter { indexPath in
        let section = new.sections[indexPath.section]
        return oldSections[section.id] != nil && oldIDs[section.rows[indexPath.row].id] == nil
      }
      let pairs = { (list: [(IndexPath, IndexPath)]) in
        list.map { [$0.0, $0.1] }.sorted { $0[0] < $1[0] }
      }
      let sectionPairs = { (list: [(Int, Int)]) in
        list.map { [$0.0, $0.1] }.sorted { $0[0] < $1[0] }
      }
      guard plan.deletedSections == deletedSections else {
        return "deletedSections \(Array(plan.deletedSections))"
      }
      guard plan.insertedSections == insertedSections else {
        return "insertedSections \(Array(plan.insertedSections))"
      }
      guard plan.deletedRows == deletedRows else { return "deletedRows \(plan.deletedRows)" }
      guard plan.insertedRows == insertedRows else { return "insertedRows \(plan.insertedRows)" }
      guard pairs(plan.movedRows) == pairs(scenario.movedRows) else {
        return "movedRows \(plan.movedRows)"
      }
      guard pairs(plan.reloadedRows) == pairs(scenario.reloadedRows) else {
        return "reloadedRows \(plan.reloadedRows)"
      }
      guard sectionPairs(plan.movedSections) == sectionPairs(scenario.movedSections) else {
        return "movedSections \(plan.movedSections)"
      }
      guard sectionPairs(plan.reloadedSections) == sectionPairs(scenario.reloadedSections) else {
        return "reloadedSections \(plan.reloadedSections)"
      }
      guard plan.movedRows.map(\.from) == plan.movedRows.map(\.from).sorted(),
        plan.reloadedRows.map(\.old) == plan.reloadedRows.map(\.old).sorted(),
        plan.movedSections.map(\.from) == plan.movedSections.map(\.from).sorted(),
        plan.reloadedSections.map(\.old) == plan.reloadedSections.map(\.old).sorted()
      else { return "a normalized list is out of order" }
      return nil
    }
  }
}
