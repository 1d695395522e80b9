import Foundation

extension VisualFormat {
  /// What joins two neighbors of the format, views or a view and the superview's edge.
  public enum Connection: Equatable, Sendable {
    /// No dash (`[a][b]`, `|[a]`): the edges touch, a required spacing of 0.
    case flush
    /// A lone dash (`[a]-[b]`, `|-[a]`): the standard spacing, 8 points between views; to the
    /// superview it is the one UIKit turns into a spacing to the layout margins.
    case standard
    /// A spacing with predicates (`-20-`, `-(>=8)-`, `-(==margin@500)-`, `-(>=8,<=20)-`). The
    /// objects are constants: a view name is refused where a spacing is meant.
    case predicates([Predicate])
  }
}
