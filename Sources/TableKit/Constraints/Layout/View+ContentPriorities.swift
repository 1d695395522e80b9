import Foundation

extension LayoutConstraint {
  /// The two directions constraints lay views out along, as UIKit's
  /// `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    /// Along x: widths, left and right.
    case horizontal = 0
    /// Along y: heights, top and bottom.
    case vertical = 1
  }
}

extension LayoutPriority {
  /// A priority raised by `rhs`, as UIKit allows (`.defaultHigh + 1`).
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority lowered by `rhs`.
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }
}

extension View {
  /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 unless
  /// set), as UIKit's `contentHuggingPriority(for:)`.
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal
      ? autoLayout.huggingPriorities.horizontal : autoLayout.huggingPriorities.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
  public func setContentHuggingPriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    guard let priority = Self.usable(priority, "content hugging") else { return }
    if axis == .horizontal {
      autoLayout.huggingPriorities.horizontal = priority
    } else {
      autoLayout.huggingPriorities.vertical = priority
    }
    autoLayout.memberSystem?.inputsDidChange()
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis` (750
  /// unless set), as UIKit's `contentCompressionResistancePriority(for:)`.
  public func contentCompressionResistancePriority(
    for axis: LayoutConstraint.Axis
  ) -> LayoutPriority {
    axis == .horizontal
      ? autoLayout.compressionResistancePriorities.horizontal
      : autoLayout.compressionResistancePriorities.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    guard let priority = Self.usable(priority, "compression resistance") else { return }
    if axis == .horizontal {
      autoLayout.compressionResistancePriorities.horizontal = priority
    } else {
      autoLayout.compressionResistancePriorities.vertical = priority
    }
    autoLayout.memberSystem?.inputsDidChange()
  }

  /// `priority` if it lies in 1...1000, else nil with a warning.
  private static func usable(_ priority: LayoutPriority, _ what: String) -> LayoutPriority? {
    guard priority.rawValue.isFinite, (1...1000).contains(priority.rawValue) else {
      GeometryWarnings.report(
        "a \(what) priority must be from 1 to 1000, not \(priority.rawValue); it is unchanged")
      return nil
    }
    return priority
  }
}
