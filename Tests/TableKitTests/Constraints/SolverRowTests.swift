import Foundation
import Testing

@testable import TableKit

/// A solver row keeps its cells as an array sorted by symbol: random writes, checked against a
/// dictionary that models the row, must keep the order, drop coefficients that reach zero, and
/// give the same coefficients a dictionary would.
@Suite struct SolverRowTests {
  /// Symbols of every kind, with ids in a shuffled order of creation.
  static func symbols(_ count: Int, using generator: inout SplitMix64) -> [SolverSymbol] {
    let kinds: [SolverSymbol.Kind] = [.external, .slack, .error, .dummy]
    return (1...count).shuffled(using: &generator).map {
      SolverSymbol(id: $0, kind: kinds[$0 % kinds.count])
    }
  }

  /// Whether the row's cells are in increasing order of symbol with none near zero, and hold
  /// exactly the model's coefficients.
  static func check(_ row: SolverRow, against model: [SolverSymbol: Double]) {
    let ids = row.cells.map(\.symbol.id)
    #expect(ids == ids.sorted() && Set(ids).count == ids.count, "out of order: \(ids)")
    #expect(row.cells.allSatisfy { !SolverRow.isNearZero($0.coefficient) })
    let expected = model.filter { !SolverRow.isNearZero($0.value) }
    #expect(row.cells.count == expected.count)
    for (symbol, coefficient) in expected {
      #expect(abs(row.coefficient(for: symbol) - coefficient) < 1e-9, "\(symbol)")
      #expect(row.contains(symbol))
    }
  }

  @Test func randomWritesKeepTheCellsSortedAndEqualToADictionary() {
    var generator = SplitMix64(seed: 2027)
    let pool = Self.symbols(24, using: &generator)
    for _ in 0..<200 {
      var row = SolverRow(constant: 1)
      var model: [SolverSymbol: Double] = [:]
      for _ in 0..<30 {
        let symbol = pool.randomElement(using: &generator)!
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
          // Cancelling a coefficient exactly must take the symbol out.
          let coefficient = model[symbol].map { -$0 } ?? Double.random(in: -2...2, using: &generator)
          row.insert(symbol, coefficient: coefficient)
          model[symbol, default: 0] += coefficient
          if SolverRow.isNearZero(model[symbol]!) { model[symbol] = nil }
        case 1:
          row.remove(symbol)
          model[symbol] = nil
        case 2:
          var other = SolverRow(constant: 2)
          var otherModel: [SolverSymbol: Double] = [:]
          for symbol in pool.shuffled(using: &generator).prefix(5) {
            let coefficient = Double.random(in: -3...3, using: &generator)
            other.insert(symbol, coefficient: coefficient)
            otherModel[symbol, default: 0] += coefficient
          }
          let wasIn = model[symbol] != nil
          let changed = row.substitute(symbol, with: other)
          #expect(changed == wasIn)
          if let coefficient = model.removeValue(forKey: symbol) {
            for (otherSymbol, value) in otherModel {
              model[otherSymbol, default: 0] += value * coefficient
              if SolverRow.isNearZero(model[otherSymbol]!) { model[otherSymbol] = nil }
            }
          }
        default:
          // What the undo journal reads, then writes back.
          let stored = row.storedCoefficient(for: symbol)
          #expect((stored == nil) == (model[symbol] == nil))
          #expect(abs((stored ?? 0) - (model[symbol] ?? 0)) < 1e-9)
          row.restore(symbol, coefficient: 1.5)
          model[symbol] = 1.5
        }
        Self.check(row, against: model)
      }
    }
  }

  @Test func solvingForASymbolTakesItOutAndScalesTheRest() {
    let (x, s, e) = (
      SolverSymbol(id: 3, kind: .external), SolverSymbol(id: 1, kind: .slack),
      SolverSymbol(id: 2, kind: .error)
    )
    // 0 == 4 + 2x - s + e, solved for x: x == -2 + 0.5s - 0.5e.
    var row = SolverRow(constant: 4)
    row.insert(x, coefficient: 2)
    row.insert(s, coefficient: -1)
    row.insert(e)
    row.solve(for: x)
    #expect(!row.contains(x))
    #expect(row.constant == -2)
    #expect(row.cells == [.init(symbol: s, coefficient: 0.5), .init(symbol: e, coefficient: -0.5)])
  }
}
