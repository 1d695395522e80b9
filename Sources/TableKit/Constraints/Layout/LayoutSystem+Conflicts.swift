import Foundation

// UIKit's message for required constraints that cannot all hold, with the smallest set of
// them that conflicts, so the app's developer sees which ones to look at.

extension LayoutSystem {
  /// Reports that `constraint` could not be added beside the required constraints held, in
  /// UIKit's words, listing a smallest set of held constraints that conflicts with it; the
  /// constraint is the one broken.
  func reportConflict(adding constraint: SolverConstraint, origin: ConstraintOrigin) {
    let conflicting = smallestConflict(with: constraint)
    var lines = conflicting.map { "    \"\(describe(origins[$0]))\"" }
    lines.append("    \"\(describe(origin))\"")
    GeometryWarnings.report(
      """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      (
      \(lines.joined(separator: ",\n"))
      )

      Will attempt to recover by breaking constraint
      \(describe(origin))
      """)
  }

  /// How a constraint is printed in the message.
  private func describe(_ origin: ConstraintOrigin?) -> String {
    switch origin {
    case .layout(let constraint): constraint.description
    case .derived(let describe): describe()
    case nil: "(a constraint no longer held)"
    }
  }

  /// A smallest set of the required constraints held that `constraint` conflicts with: those
  /// sharing variables with it, then each left out in turn while the rest still conflict.
  /// Bounded, so a huge region cannot make an error costly: past `limit` candidates the
  /// connected ones are listed as they are.
  private func smallestConflict(with constraint: SolverConstraint) -> [SolverConstraint] {
    let limit = 80
    var candidates = connectedRequiredConstraints(to: constraint)
    guard candidates.count <= limit else { return candidates }
    var index = 0
    while index < candidates.count {
      var trial = candidates
      trial.remove(at: index)
      if Self.conflicts(trial + [constraint]) {
        candidates = trial
      } else {
        index += 1
      }
    }
    return candidates
  }

  /// The required constraints held that reach `constraint` through shared variables, in the
  /// order they were added.
  private func connectedRequiredConstraints(to constraint: SolverConstraint) -> [SolverConstraint] {
    let required = origins.keys.filter { $0.isRequired && $0 !== constraint }
    var reached = Set(constraint.expression.terms.map(\.variable))
    var chosen: Set<SolverConstraint> = []
    var grew = true
    while grew {
      grew = false
      for candidate in required where !chosen.contains(candidate) {
        let variables = candidate.expression.terms.map(\.variable)
        if variables.contains(where: reached.contains) {
          chosen.insert(candidate)
          reached.formUnion(variables)
          grew = true
        }
      }
    }
    return chosen.sorted { ObjectIdentifier($0).hashValue < ObjectIdentifier($1).hashValue }
  }

  /// Whether the constraints cannot all hold together.
  private static func conflicts(_ constraints: [SolverConstraint]) -> Bool {
    var solver = ConstraintSolver()
    for constraint in constraints {
      do {
        try solver.addConstraint(constraint)
      } catch .unsatisfiableConstraint {
        return true
      } catch {
        return false
      }
    }
    return false
  }
}
