import Foundation

/// Strengths of constraints, as `Double`s in the style of the Cassowary solver kiwi: a strength
/// is the weight of a constraint's error in the objective the solver minimizes, and
/// ``required`` (or more) is not a weight but a demand.
///
/// A strength is built from three levels, `strong × 1,000,000 + medium × 1,000 + weak`, each
/// level clipped to 0...1000, so a `strong` constraint outweighs up to a thousand `medium` ones
/// with the same error, and a `medium` one a thousand `weak` ones.
public enum SolverStrength {
  /// The strength of a constraint that must hold, 1,001,001,000. A solver refuses to add a
  /// required constraint it cannot satisfy together with the required ones it holds.
  public static let required = make(strong: 1000, medium: 1000, weak: 1000)
  /// A strong preference, 1,000,000.
  public static let strong = make(strong: 1, medium: 0, weak: 0)
  /// A medium preference, 1,000.
  public static let medium = make(strong: 0, medium: 1, weak: 0)
  /// A weak preference, 1.
  public static let weak = make(strong: 0, medium: 0, weak: 1)

  /// A strength from its three levels, each multiplied by `weight` and clipped to 0...1000.
  /// - Returns: `strong × 1,000,000 + medium × 1,000 + weak` after clipping.
  public static func make(
    strong: Double, medium: Double, weak: Double, weight: Double = 1
  ) -> Double {
    func level(_ value: Double) -> Double { min(max(value * weight, 0), 1000) }
    return level(strong) * 1_000_000 + level(medium) * 1_000 + level(weak)
  }

  /// `strength` brought into 0...``required``; NaN stays NaN, for a solver to refuse.
  public static func clipped(_ strength: Double) -> Double {
    strength.isNaN ? strength : min(max(strength, 0), required)
  }

  /// Whether a constraint of this strength must hold rather than be weighed.
  public static func isRequired(_ strength: Double) -> Bool { strength >= required }

  /// The strength for a UIKit layout priority (1...1000, 1000 being required).
  ///
  /// Mapping: 1000 and above are ``required``; below that the strength grows exponentially,
  /// `1000^((priority − 1) / 333)`, so priority 1 is ``weak`` (1), 334 is ``medium`` (1,000),
  /// 667 is ``strong`` (1,000,000) and 999 is about 979,000,000, just under required. Priorities
  /// below 1 count as 1; a NaN priority gives a NaN strength, which a solver refuses.
  ///
  /// What it guarantees: a higher priority always wins against one lower-priority constraint
  /// with the same coefficients, and every priority point multiplies the weight by about 1.021.
  /// So a constraint outweighs `n` constraints that are `d` points weaker when
  /// `n < 1000^(d / 333)`: one for d = 1 (251 beats one 250, as hugging needs), two for d = 34,
  /// 7 for d = 100, 63 for d = 200, 178 for d = 250 and 999 for d = 333. Among UIKit's usual
  /// levels, 250, 500, 750 and 999 stand at least 175 to 1 apart and 50 (fitting size) against
  /// 250 stands 63 to 1, but 1 against 50 only 2.7 to 1.
  ///
  /// Limits: priorities are weights, not a strict order. Enough constraints a few points below
  /// a higher one can together outvote it (two at 250 against one at 251). A strict order for
  /// all 999 levels is out of reach of `Double`s: it would need a weight ratio of about a
  /// thousand per step, and weights further apart than about 10^9 lose the weaker ones in
  /// rounding (kiwi's own range, weak 1 to required 10^9, is kept).
  public static func forPriority(_ priority: Float) -> Double {
    if priority.isNaN { return .nan }
    if priority >= 1000 { return required }
    let clamped = Double(max(priority, 1))
    return pow(1000, (clamped - 1) / 333)
  }
}
