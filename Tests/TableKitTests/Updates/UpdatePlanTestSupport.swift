import Foundation
import Testing

@testable import TableKit

/// The suites of batch updates (`BatchUpdate`, `UpdatePlan`, `TableViewError`), gathered so
/// that `swift test --filter Updates` runs them all.
@Suite("Updates")
enum Updates {}

/// An index path, short: `path(section, row)`.
func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// A batch built by `body`.
func batch(_ body: (inout BatchUpdate) -> Void) -> BatchUpdate {
  var update = BatchUpdate()
  body(&update)
  return update
}

/// The message `UpdatePlan` throws for a batch, or nil when it plans it.
func invalidUpdateMessage(
  _ before: [Int], _ after: [Int], _ body: (inout BatchUpdate) -> Void
) -> String? {
  do {
    _ = try UpdatePlan(batch(body), rowCountsBefore: before, rowCountsAfter: after)
    return nil
  } catch let TableViewError.invalidUpdate(message) {
    return message
  } catch {
    return "unexpected error \(error)"
  }
}

/// Every old index path of `counts`, section by section.
func allIndexPaths(_ counts: [Int]) -> [IndexPath] {
  counts.enumerated().flatMap { section, rows in (0..<rows).map { path(section, $0) } }
}

/// The first way in which a plan's mapping is not a bijection between the rows that stay, or
/// strays outside the counts; nil when it is sound.
func firstMappingFault(_ plan: UpdatePlan) -> String? {
  let before = plan.rowCountsBefore
  let after = plan.rowCountsAfter
  var mappedForward = 0
  for old in allIndexPaths(before) {
    guard let new = plan.newIndexPath(forOld: old) else { continue }
    mappedForward += 1
    guard new.section >= 0, new.section < after.count, new.row >= 0,
      new.row < after[new.section]
    else { return "newIndexPath(forOld: \(old)) = \(new) is out of range" }
    guard plan.oldIndexPath(forNew: new) == old else {
      return "oldIndexPath(forNew: \(new)) = \(String(describing: plan.oldIndexPath(forNew: new)))"
        + ", expected \(old)"
    }
  }
  let mappedBack = allIndexPaths(after).filter { plan.oldIndexPath(forNew: $0) != nil }.count
  guard mappedBack == mappedForward else {
    return "\(mappedForward) old rows map forward but \(mappedBack) new rows map back"
  }
  for section in 0..<before.count {
    guard let new = plan.newSection(forOld: section) else { continue }
    guard plan.oldSection(forNew: new) == section else {
      return "oldSection(forNew: \(new)) is not \(section)"
    }
  }
  let odd = [
    IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]), path(-1, 0), path(0, -1),
    path(Int.max, Int.max), path(Int.min, 0),
  ]
  let pastOld = before.indices.map { path($0, before[$0]) } + [path(before.count, 0)]
  for indexPath in odd + pastOld where plan.newIndexPath(forOld: indexPath) != nil {
    return "newIndexPath(forOld: \(indexPath)) is not nil"
  }
  let pastNew = after.indices.map { path($0, after[$0]) } + [path(after.count, 0)]
  for indexPath in odd + pastNew where plan.oldIndexPath(forNew: indexPath) != nil {
    return "oldIndexPath(forNew: \(indexPath)) is not nil"
  }
  for section in [-1, before.count, Int.max] where plan.newSection(forOld: section) != nil {
    return "newSection(forOld: \(section)) is not nil"
  }
  for section in [-1, after.count, Int.min] where plan.oldSection(forNew: section) != nil {
    return "oldSection(forNew: \(section)) is not nil"
  }
  return nil
}
