import Foundation

/// What an `EditMenuInteraction` presents its menu for, as UIKit's `UIEditMenuConfiguration`:
/// a name the delegate recognizes it by, and the point in the interaction's view the menu
/// points at (unless the delegate gives a target rect).
@preconcurrency @MainActor
public final class EditMenuConfiguration {
  /// The configuration's name, for the delegate; nil for none.
  public let identifier: AnyHashable?
  /// Where the menu points, in the interaction's view's coordinates.
  public let sourcePoint: CGPoint
  /// Which way the menu's arrow should point at its target, read when the menu is presented
  /// or its position updated; `.automatic` by default.
  public var preferredArrowDirection = EditMenuArrowDirection.automatic

  /// Creates a configuration, as `UIEditMenuConfiguration(identifier:sourcePoint:)`.
  /// - Parameters:
  ///   - identifier: A name the delegate recognizes the configuration by; nil for none.
  ///   - sourcePoint: Where the menu points, in the interaction's view's coordinates. A point
  ///     that is not finite is reported when the menu is presented, and it does not open.
  public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
    self.identifier = identifier
    self.sourcePoint = sourcePoint
  }
}
