import Foundation
import Testing

@testable import TableKit

/// Issue 27: the solver against a reference that shares none of its code. Seeded random small
/// systems (2 to 6 variables) are solved by the solver and by vertex enumeration
/// (`SolverReference`): required constraints the solver accepts must hold, those it refuses
/// must really conflict with the ones before them, and its weighted error must be the least.
@Suite struct ConstraintSolverReferenceTests {
  /// What the solver made of a random system.
  struct Outcome {
    /// The solver, holding the system.
    var solver = ConstraintSolver()
    /// The system's variables, `x0`, `x1`…
    var variables: [SolverVariable]
    /// The required constraints the solver took.
    var accepted: [PlainConstraint] = []
    /// The required constraints it refused, each with those it held when it refused it.
    var refused: [(constraint: PlainConstraint, before: [PlainConstraint])] = []
    /// The solution.
    var values: [Double] { variables.map { solver.value(of: $0) } }
  }

  /// Adds a system's constraints to a solver, required ones first, keeping note of refusals.
  static func solve(_ system: RandomSolverSystem) throws -> Outcome {
    var outcome = Outcome(
      variables: (0..<system.variableCount).map { SolverVariable("x\($0)") })
    for plain in system.required {
      let constraint = plain.solverConstraint(over: outcome.variables)
      let before = outcome.solver
      switch SolverError.caught({ () throws(SolverError) in
        try outcome.solver.addConstraint(constraint)
      }) {
      case nil: outcome.accepted.append(plain)
      case .unsatisfiableConstraint:
        // Refused half-way or at once, the solver is as it was.
        #expect(outcome.solver.hasSameTableau(as: before), "\(plain)\n\(system)")
        outcome.refused.append((plain, outcome.accepted))
      case let error?: throw error
      }
    }
    for plain in system.optional {
      try outcome.solver.addConstraint(plain.solverConstraint(over: outcome.variables))
    }
    return outcome
  }

  @Test func requiredConstraintsHoldAndRefusalsAreRealConflicts() throws {
    var refusals = 0
    for seed in UInt64(1)...300 {
      let system = RandomSolverSystem(seed: seed)
      let outcome = try Self.solve(system)
      let values = outcome.values
      for plain in outcome.accepted {
        #expect(
          plain.holds(at: values, tolerance: 1e-6),
          "\(plain) misses by \(plain.violation(at: values)) at \(values)\n\(system)")
      }
      for (plain, before) in outcome.refused {
        refusals += 1
        let feasible = SolverReference.isFeasible(
          before + [plain], variableCount: system.variableCount, box: 10_000)
        #expect(!feasible, "\(plain) was refused but can hold\n\(system)")
      }
      #expect(outcome.solver.invariantViolations() == [], "\(system)")
    }
    #expect(refusals > 10, "the random systems should include conflicts (\(refusals))")
  }

  @Test func weightedErrorIsTheLeastTheReferenceFinds() throws {
    for seed in UInt64(1_001)...1_150 {
      let system = RandomSolverSystem(seed: seed)
      let outcome = try Self.solve(system)
      let solverError = SolverReference.weightedError(of: system.optional, at: outcome.values)
      let reference = SolverReference.minimumError(
        of: system.optional, subjectTo: outcome.accepted, variableCount: system.variableCount)
      guard let reference else {
        Issue.record("the reference found no feasible vertex\n\(system)")
        continue
      }
      let tolerance = 1e-6 * max(1, reference)
      #expect(
        abs(solverError - reference) <= tolerance,
        "solver error \(solverError), reference \(reference) at \(outcome.values)\n\(system)")
    }
  }

  @Test func requiredOnlySystemsAreFeasibleWhereTheReferenceSaysSo() throws {
    // With no preferences the solver may pick any feasible point; it must pick one, and refuse
    // exactly the constraints that conflict.
    for seed in UInt64(2_001)...2_150 {
      let system = RandomSolverSystem(seed: seed, variables: 2...4)
      var solver = ConstraintSolver()
      let variables = (0..<system.variableCount).map { SolverVariable("x\($0)") }
      var accepted: [PlainConstraint] = []
      for plain in system.required {
        let feasible = SolverReference.isFeasible(
          accepted + [plain], variableCount: system.variableCount, box: 10_000)
        let constraint = plain.solverConstraint(over: variables)
        switch SolverError.caught({ () throws(SolverError) in
          try solver.addConstraint(constraint)
        }) {
        case nil:
          accepted.append(plain)
          #expect(feasible, "\(plain) was accepted but conflicts\n\(system)")
        case .unsatisfiableConstraint:
          #expect(!feasible, "\(plain) was refused but can hold\n\(system)")
        case let error?: throw error
        }
      }
      let values = variables.map { solver.value(of: $0) }
      for plain in accepted {
        #expect(plain.holds(at: values, tolerance: 1e-6), "\(plain) at \(values)\n\(system)")
      }
    }
  }
}
