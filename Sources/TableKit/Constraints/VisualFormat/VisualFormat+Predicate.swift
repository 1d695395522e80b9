import Foundation

extension VisualFormat {
  /// How a predicate compares its subject (a view's size, or a spacing) with its object.
  public enum Relation: Equatable, Sendable {
    /// `==`, and what a predicate without a relation means.
    case equal
    /// `<=`.
    case lessThanOrEqual
    /// `>=`.
    case greaterThanOrEqual
  }

  /// A number of the format, kept with the metric name it was written as, if any, so that a
  /// builder or a message can say `margin` rather than 20.
  public struct Value: Equatable, Sendable {
    /// The number: the literal, or the metric's value. Always finite.
    public var number: Double
    /// The metric name written for it, or nil for a literal number.
    public var metric: String?

    /// A value from its number and, if it was one, its metric's name.
    public init(_ number: Double, metric: String? = nil) {
      self.number = number
      self.metric = metric
    }
  }

  /// What a predicate compares its subject with.
  public enum Object: Equatable, Sendable {
    /// A number or a metric: a size or a spacing of that many points.
    case constant(Value)
    /// Another view's width (or height, in a vertical format): only inside a view's
    /// predicates, where `[a(==b)]` makes `a` as wide as `b`.
    case view(String)
  }

  /// One comparison, `relation object @priority`: `>=50`, `==width2@750`, `b`, `20`.
  public struct Predicate: Equatable, Sendable {
    /// The relation; `.equal` when none was written.
    public var relation: Relation
    /// The constant or view it compares with.
    public var object: Object
    /// The priority after `@`, in (0, 1000]; nil when none was written, which means required.
    public var priority: Value?

    /// A predicate from its parts.
    public init(_ relation: Relation = .equal, _ object: Object, priority: Value? = nil) {
      self.relation = relation
      self.object = object
      self.priority = priority
    }
  }
}
