import Foundation

extension VisualFormat {
  /// A view of the format, `[name]` or `[name(predicates)]`, by the name it was given under.
  public struct NamedView: Equatable, Sendable {
    /// The view's name, a key of the views the format was parsed with.
    public var name: String
    /// The view's own size predicates, about its width in a horizontal format and its height in
    /// a vertical one: `[button(>=50)]` is `width >= 50`, `[a(==b)]` is `a.width == b.width`.
    public var predicates: [Predicate]
    /// Where the view is in the format, from its `[` to just after its `]` (offsets in ASCII
    /// characters). UIKit's errors about a view's constraints, found as they are made, put the
    /// caret at its end.
    public var range: Range<Int>

    /// A view from its parts.
    public init(_ name: String, predicates: [Predicate] = [], range: Range<Int>) {
      self.name = name
      self.predicates = predicates
      self.range = range
    }
  }
}
