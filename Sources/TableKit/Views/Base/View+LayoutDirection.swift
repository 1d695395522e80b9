import Foundation

extension View {
  /// The layout direction in force: forced here, else inherited, else the screen's.
  public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
    forcedOrInheritedLayoutDirection
  }

  /// Whether layout in force is right to left.
  public var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
