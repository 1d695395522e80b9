import Foundation

/// A color as Core Graphics hands it to a layer, so that UIKit code writing
/// `layer.borderColor = UIColor.separator.cgColor` compiles and draws. It wraps a ``Color``;
/// unlike UIKit's, a dynamic color stays dynamic (a border follows dark mode without being set
/// again in `traitCollectionDidChange(_:)`).
public struct CGColor: Hashable, Sendable {
  /// The color drawn.
  public let color: Color

  /// Wraps `color`.
  public init(_ color: Color) { self.color = color }

  /// The opacity, 0...1.
  public var alpha: CGFloat { color.alpha }

  /// The same color with its opacity replaced, as `copy(alpha:)`.
  public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlphaComponent(alpha)) }
}

extension Color {
  /// The color for a layer, as UIKit's `cgColor`.
  public var cgColor: CGColor { CGColor(self) }

  /// The color a layer holds, as UIKit's `UIColor(cgColor:)`.
  public init(cgColor: CGColor) { self = cgColor.color }
}
