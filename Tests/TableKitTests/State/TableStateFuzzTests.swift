import Foundation
import Testing

@testable import TableKit

/// Random bytes, random JSON that looks like a state, and damaged state files: reading them
/// never traps, and whatever reads as a state restores into tables that stay consistent.
/// Each test is seeded and names the seed and the case that failed.
@MainActor
@Suite struct TableStateFuzzTests {
  /// Tables of every kind the states are restored into, reused so that restorations pile up.
  @MainActor
  final class Targets {
    /// How many inputs read as states and were restored.
    var restoredCount = 0
    let tables: [StateTable] = [
      StateTable(NamedRowSource(rows: [30, 0, 12])),
      StateTable(AssociatedRowSource(rows: [30, 0, 12]), allowsMultipleSelection: false),
      StateTable(
        AssociatedRowSource(rows: [5, 40]), style: .grouped,
        rowHeight: TableView.automaticDimension, estimatedRowHeight: 50),
    ]

    /// Restores `state` into every table and checks that each stays consistent.
    func restore(_ state: TableViewRestorationState, _ replay: String) {
      restoredCount += 1
      for target in tables {
        let issues = target.table.restoreState(state)
        target.frame()
        let table = target.table
        for indexPath in table.indexPathsForSelectedRows ?? [] {
          #expect(table.isValidRow(indexPath), "selected \(indexPath): \(replay)")
        }
        if !table.multipleSelectionIsAllowed {
          #expect((table.indexPathsForSelectedRows ?? []).count <= 1, "\(replay)")
        }
        let y = table.contentOffset.y
        #expect(
          y >= table.minimumContentOffsetY && y <= table.maximumContentOffsetY,
          "offset \(y): \(replay)")
        #expect(issues.count <= state.selectedRows.count + 2, "\(replay)")
        #expect(issues.allSatisfy { !$0.description.isEmpty })
        #expect(target.source.outOfRangeQuestions.isEmpty, "\(replay)")
      }
    }

    /// Reads `data` as a state; restores it when it reads, else checks the error is a sentence
    /// about the data.
    func feed(_ data: Data, _ replay: @autoclosure () -> String) {
      do {
        let state = try TableViewRestorationState(json: data)
        restore(state, replay())
      } catch {
        #expect(error.description.contains("the table state data"), "\(error): \(replay())")
      }
    }
  }

  @Test func randomBytesNeverTrap() {
    let seed: UInt64 = 0x5747_E001
    var random = SeededGenerator(seed: seed)
    let targets = Targets()
    let prefixes = ["", "{", #"{"formatVersion": 1, "#, "[", "\""]
    for iteration in 0..<1500 {
      let prefix = prefixes[Int.random(in: 0..<prefixes.count, using: &random)]
      let count = Int.random(in: 0..<80, using: &random)
      var bytes = Data(prefix.utf8)
      for _ in 0..<count { bytes.append(UInt8.random(in: 0...255, using: &random)) }
      targets.feed(bytes, "seed \(seed), iteration \(iteration), bytes \(Array(bytes))")
    }
  }

  @Test func randomStatesThatLookValidNeverTrapAndLeaveTablesConsistent() throws {
    let seed: UInt64 = 0x5747_E002
    var random = SeededGenerator(seed: seed)
    let targets = Targets()
    for iteration in 0..<600 {
      let object = Self.randomState(using: &random)
      let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      targets.feed(
        data,
        "seed \(seed), iteration \(iteration), JSON \(String(decoding: data, as: UTF8.self))")
    }
    #expect(targets.restoredCount > 200, "enough of the states read to test restoring them")
  }

  @Test func damagedStateFilesNeverTrap() throws {
    let seed: UInt64 = 0x5747_E003
    var random = SeededGenerator(seed: seed)
    let targets = Targets()
    let source = AssociatedRowSource(rows: [30, 0, 12])
    let original = StateTable(source)
    original.select([IndexPath(row: 3, section: 0), IndexPath(row: 11, section: 2)])
    original.scroll(to: 250.75)
    let valid = try original.table.encodeRestorableState().jsonData()
    let folder = try makeStateFolder("fuzz")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("damaged.json")
    for iteration in 0..<800 {
      var bytes = [UInt8](valid)
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        Self.damage(&bytes, using: &random)
      }
      let data = Data(bytes)
      let replay = "seed \(seed), iteration \(iteration), bytes \(bytes)"
      targets.feed(data, replay)
      if iteration % 20 == 0 {
        // Through a file too: a refusal leaves the table exactly as it was.
        try data.write(to: url)
        let target = targets.tables[iteration / 20 % targets.tables.count]
        let before = target.snapshot
        do {
          try target.table.restoreState(from: url)
        } catch {
          target.frame()
          #expect(target.snapshot == before, "\(replay)")
          #expect(error.description.contains(url.path), "\(replay)")
        }
      }
    }
    #expect(targets.restoredCount > 50, "enough damaged files still read as states")
  }

  // MARK: - Generators

  /// A whole number, usually a plausible index, sometimes an extreme one.
  static func randomInt(using random: inout SeededGenerator) -> Int {
    switch Int.random(in: 0..<10, using: &random) {
    case 0:
      return [Int.min, Int.max, Int.min + 1, Int.max - 1][Int.random(in: 0..<4, using: &random)]
    case 1: return -Int.random(in: 1...50, using: &random)
    case 2: return Int(truncatingIfNeeded: random.next())
    default: return Int.random(in: 0..<45, using: &random)
    }
  }

  /// A number for an offset, from tiny fractions to the largest doubles.
  static func randomOffset(using random: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<8, using: &random) {
    case 0:
      return [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e300, 0][
        Int.random(in: 0..<5, using: &random)]
    case 1: return Double.random(in: -1e12...1e12, using: &random)
    default: return Double.random(in: -200...3000, using: &random)
    }
  }

  /// Anything JSON can hold, for a value in the wrong place.
  static func randomJunk(using random: inout SeededGenerator) -> Any {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return NSNull()
    case 1: return "x\(Int.random(in: 0..<9, using: &random))"
    case 2: return Double.random(in: -10...10, using: &random)
    case 3: return [1, "two"] as [Any]
    case 4: return ["section": 1] as [String: Any]
    default: return true
    }
  }

  /// A row object: by index path or model identifier, often valid, sometimes malformed.
  static func randomRow(using random: inout SeededGenerator) -> Any {
    let identifier = "s\(Int.random(in: 0..<3, using: &random))r\(randomInt(using: &random))"
    switch Int.random(in: 0..<40, using: &random) {
    case 0: return ["section": randomInt(using: &random)]
    case 1: return ["modelIdentifier": identifier, "row": 1] as [String: Any]
    case 2: return ["section": randomJunk(using: &random), "row": 0]
    case 3: return randomJunk(using: &random)
    case 4: return ["modelIdentifier": "nobody-\(random.next())"]
    case 5...20: return ["modelIdentifier": identifier]
    default: return ["section": randomInt(using: &random), "row": randomInt(using: &random)]
    }
  }

  /// An object shaped like a state, each key present and well typed most of the time.
  static func randomState(using random: inout SeededGenerator) -> [String: Any] {
    func often() -> Bool { Int.random(in: 0..<40, using: &random) < 39 }
    var state: [String: Any] = [:]
    if often() {
      state["formatVersion"] =
        often() ? 1 : [0, 2, -1, Int.max][Int.random(in: 0..<4, using: &random)]
    }
    if Bool.random(using: &random) {
      state["restorationIdentifier"] = often() ? "table" : randomJunk(using: &random)
    }
    if often() {
      state["selectedRows"] = (0..<Int.random(in: 0..<8, using: &random)).map { _ in
        randomRow(using: &random)
      }
    }
    if often() { state["firstVisibleRow"] = randomRow(using: &random) }
    state["firstVisibleRowOffset"] =
      often() ? randomOffset(using: &random) : randomJunk(using: &random)
    state["contentOffsetY"] = often() ? randomOffset(using: &random) : randomJunk(using: &random)
    return state
  }

  /// One random change to a file's bytes: a flip, a deletion, an insertion, a cut, or a digit
  /// made another.
  static func damage(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
    guard !bytes.isEmpty else {
      bytes.append(UInt8.random(in: 0...255, using: &random))
      return
    }
    let index = Int.random(in: 0..<bytes.count, using: &random)
    switch Int.random(in: 0..<5, using: &random) {
    case 0: bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
    case 1: bytes.remove(at: index)
    case 2: bytes.insert(Array("{}[],:\"-9e".utf8).randomElement(using: &random) ?? 0, at: index)
    case 3: bytes.removeSubrange(index...)
    default:
      if let digit = bytes.indices.filter({ (0x30...0x39).contains(bytes[$0]) }).randomElement(
        using: &random)
      {
        bytes[digit] = UInt8.random(in: 0x30...0x39, using: &random)
      }
    }
  }
}
