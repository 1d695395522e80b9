import Foundation

/// Which way a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`: `.up` points
/// up at a source above the popover.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Makes a set from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Points up: the popover lies below its source.
  public static let up = PopoverArrowDirection(rawValue: 1 << 0)
  /// Points down: the popover lies above its source.
  public static let down = PopoverArrowDirection(rawValue: 1 << 1)
  /// Points left: the popover lies to the source's right.
  public static let left = PopoverArrowDirection(rawValue: 1 << 2)
  /// Points right: the popover lies to the source's left.
  public static let right = PopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
  /// Not known yet (before the popover shows).
  public static let unknown = PopoverArrowDirection(rawValue: .max)
}
