import Testing

@testable import TableKit

@Suite("TableLayout updates")
struct TableLayoutUpdatesTests {
  @Test(arguments: 0..<40)
  func randomBatchUpdatesKeepEveryQueryInAgreementWithTheModel(seed: UInt64) {
    var random = SeededGenerator(seed: 7_000 + seed)
    var model = random.table()
    var layout = model.layout
    var log: [String] = []

    for _ in 0..<25 {
      let sectionCount = model.sections.count
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        let index = Int.random(in: 0...sectionCount, using: &random)
        let new = (0..<Int.random(in: 1...3, using: &random)).map { _ in
          NaiveTableLayout.Section(
            header: random.height(),
            rows: (0..<Int.random(in: 0...6, using: &random)).map { _ in random.height() },
            footer: random.height())
        }
        log.append("insertSections(\(new.count), at: \(index))")
        layout.insertSections(new.map(\.spec), at: index)
        model.sections.insert(contentsOf: new, at: index)
      case 1 where sectionCount > 0:
        let doomed = IndexSet(
          (0..<sectionCount).filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
        log.append("deleteSections(\(Array(doomed)))")
        layout.deleteSections(doomed)
        for index in doomed.reversed() { model.sections.remove(at: index) }
      case 2 where sectionCount > 0:
        // Rows inserted at ascending index paths of the table after the update.
        let section = Int.random(in: 0..<sectionCount, using: &random)
        let added = Int.random(in: 1...4, using: &random)
        let finalCount = model.sections[section].rows.count + added
        let rows = Array((0..<finalCount).shuffled(using: &random).prefix(added)).sorted()
        let height = random.height()
        let indexPaths = rows.map { IndexPath(row: $0, section: section) }
        log.append("insertRows(at: \(indexPaths), height: \(height))")
        layout.insertRows(at: indexPaths.reversed(), height: .exact(height))
        for row in rows {
          model.sections[section].rows.insert(HeightQuantum.sanitized(height), at: row)
        }
        for row in rows { model.sections[section].rowIsEstimated.insert(false, at: row) }
      case 3 where sectionCount > 0:
        let rows = model.allRows.map(\.indexPath).filter { _ in
          Int.random(in: 0..<4, using: &random) == 0
        }
        log.append("deleteRows(at: \(rows))")
        layout.deleteRows(at: rows.shuffled(using: &random))
        for indexPath in rows.reversed() {
          model.sections[indexPath.section].rows.remove(at: indexPath.row)
          model.sections[indexPath.section].rowIsEstimated.remove(at: indexPath.row)
        }
      case 4 where !model.allRows.isEmpty:
        guard let row = model.allRows.randomElement(using: &random)?.indexPath else { break }
        let height = random.height()
        log.append("setHeight(\(height), forRowAt: \(row))")
        layout.setHeight(height, forRowAt: row)
        model.sections[row.section].rows[row.row] = HeightQuantum.sanitized(height)
      case 5 where sectionCount > 0:
        let section = Int.random(in: 0..<sectionCount, using: &random)
        let header = random.height()
        let footer = random.height()
        log.append("setHeaderHeight(\(header)), setFooterHeight(\(footer)), section \(section)")
        layout.setHeaderHeight(.exact(header), inSection: section)
        layout.setFooterHeight(.exact(footer), inSection: section)
        model.sections[section].header = HeightQuantum.sanitized(header)
        model.sections[section].footer = HeightQuantum.sanitized(footer)
      case 6 where !model.allRows.isEmpty:
        guard let from = model.allRows.randomElement(using: &random)?.indexPath else { break }
        let height = model.sections[from.section].rows.remove(at: from.row)
        model.sections[from.section].rowIsEstimated.remove(at: from.row)
        let section = Int.random(in: 0..<sectionCount, using: &random)
        let row = Int.random(in: 0...model.sections[section].rows.count, using: &random)
        model.sections[section].rows.insert(height, at: row)
        model.sections[section].rowIsEstimated.insert(false, at: row)
        let to = IndexPath(row: row, section: section)
        log.append("moveRow(at: \(from), to: \(to))")
        let moved = layout.moveRow(at: from, to: to)
        #expect(moved)
      case 7 where sectionCount > 0:
        let from = Int.random(in: 0..<sectionCount, using: &random)
        let to = Int.random(in: 0..<sectionCount, using: &random)
        log.append("moveSection(\(from), toSection: \(to))")
        layout.moveSection(from, toSection: to)
        model.sections.insert(model.sections.remove(at: from), at: to)
      case 8 where sectionCount > 0:
        let section = Int.random(in: 0..<sectionCount, using: &random)
        let count = Int.random(in: 0...3, using: &random)
        let row = Int.random(in: 0...model.sections[section].rows.count, using: &random)
        log.append("insertRows(count: \(count), height: 7, at: \(row), section \(section))")
        layout.insertRows(
          count: count, height: .exact(7), at: IndexPath(row: row, section: section))
        model.sections[section].rows.insert(contentsOf: repeatElement(7, count: count), at: row)
        model.sections[section].rowIsEstimated.insert(
          contentsOf: repeatElement(false, count: count), at: row)
      case 9 where sectionCount > 0:
        let section = Int.random(in: 0..<sectionCount, using: &random)
        let replacement = NaiveTableLayout.Section(header: 3, rows: [5, 0, 5], footer: 1)
        log.append("replaceSection(\(section))")
        layout.replaceSection(section, with: replacement.spec)
        model.sections[section] = replacement
      default:
        continue
      }
      if let disagreement = firstDisagreement(layout, model, random: &random) {
        let operations = log.joined(separator: "\n")
        Issue.record(
          "seed \(7_000 + seed): \(disagreement)\nafter:\n\(operations)\nmodel: \(model)")
        return
      }
    }
  }

  @Test func deletingSectionsUsesIndexesFromBeforeTheUpdate() {
    var layout = TableLayout(style: .plain, width: 10)
    layout.reload(numberOfSections: 5) { .uniform(numberOfRows: $0 + 1, rowHeight: .exact(10)) }
    layout.deleteSections([1, 3])
    #expect((0..<layout.numberOfSections).map { layout.numberOfRows(inSection: $0) } == [1, 3, 5])
  }

  @Test func rowsInsertedInTenMillionRowsCostLogarithmicTime() {
    var layout = TableLayout(style: .plain, width: 10)
    layout.reload(numberOfSections: 1) { _ in
      .uniform(numberOfRows: 10_000_000, rowHeight: .estimated(44))
    }
    layout.insertRows(at: [IndexPath(row: 5_000_000, section: 0)], height: .exact(100))
    layout.deleteRows(at: [IndexPath(row: 0, section: 0)])
    #expect(layout.numberOfRows(inSection: 0) == 10_000_000)
    #expect(layout.rectForRow(at: IndexPath(row: 4_999_999, section: 0)).height == 100)
    #expect(layout.contentHeight == 440_000_056)
    #expect(layout.rowHeights(inSection: 0)?.allocatedByteCount ?? .max < 500)
  }
}

extension TableLayoutUpdatesTests {
  @Test func thousandsOfSectionsInsertedAndDeletedKeepTheirPlaces() {
    var random = SeededGenerator(seed: 99)
    var layout = TableLayout(style: .grouped, width: 100)
    layout.reload(numberOfSections: 5_000) { .uniform(numberOfRows: $0 % 3, rowHeight: .exact(10)) }
    var heights = (0..<5_000).map { Double($0 % 3) * 10 }
    for step in 0..<600 {
      if Bool.random(using: &random) || heights.isEmpty {
        let index = Int.random(in: 0...heights.count, using: &random)
        let count = Int.random(in: 1...40, using: &random)
        let rows = Int.random(in: 0...4, using: &random)
        layout.insertSections(
          Array(repeating: .uniform(numberOfRows: rows, rowHeight: .exact(10)), count: count),
          at: index)
        heights.insert(contentsOf: repeatElement(Double(rows) * 10, count: count), at: index)
      } else {
        let lower = Int.random(in: 0..<heights.count, using: &random)
        let doomed = IndexSet(
          lower..<min(heights.count, lower + Int.random(in: 1...60, using: &random)))
        layout.deleteSections(doomed)
        heights.removeSubrange(doomed.first!...doomed.last!)
      }
      if step % 50 == 0 {
        #expect(layout.sections.brokenInvariant() == nil, "step \(step)")
        let probe = Int.random(in: 0..<max(1, heights.count), using: &random)
        let expected = heights.prefix(probe).reduce(0, +)
        let start = Double(layout.rectForSection(probe).minY)
        #expect(start == (probe < heights.count ? expected : 0), "step \(step), section \(probe)")
      }
    }
    #expect(layout.numberOfSections == heights.count)
    let total = heights.reduce(0, +)
    #expect(Double(layout.contentHeight) == total)
    #expect(layout.sections.brokenInvariant() == nil)
  }
}
