import Foundation

extension View {
  /// The layout direction in force: forced here, else inherited, else the screen's.
  public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified:
      return superview?.effectiveUserInterfaceLayoutDirection ?? screen.layoutDirection
    }
  }

  /// Whether layout in force is right to left.
  public var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
