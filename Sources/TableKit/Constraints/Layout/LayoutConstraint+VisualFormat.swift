import Foundation

extension LayoutConstraint {
  /// What `constraints(withVisualFormat:options:metrics:views:)` does besides the format, as
  /// UIKit's `NSLayoutConstraint.FormatOptions`: an edge or center to align every view of the
  /// format on (across the format's axis), and the direction a horizontal format reads in.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as UIKit numbers them.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align the views' left edges.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align the views' right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align the views' top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align the views' bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align the views' leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align the views' trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align the views' horizontal centers.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align the views' vertical centers.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align the views' last baselines.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align the views' first baselines.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// A horizontal format reads from leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A horizontal format reads from left to right, whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// A horizontal format reads from right to left, whatever the layout direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    /// The attributes the options align views on.
    var alignments: [Attribute] {
      let pairs: [(FormatOptions, Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
        (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
        (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
      ]
      return pairs.filter { contains($0.0) }.map(\.1)
    }
  }

  /// The constraints a visual format string describes, as UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`. They are returned inactive, to
  /// activate together.
  ///
  /// A format UIKit would refuse with an exception (a syntax error, a name missing from the
  /// dictionaries, `|` for a view without a superview, options aligning along the format's own
  /// axis) is reported through `GeometryWarnings` in UIKit's words, with the caret under the
  /// place, and no constraint is returned.
  /// - Parameters:
  ///   - format: The format, such as `H:|-[title]-(>=8)-[value]-|`.
  ///   - options: Alignment of all views, and the reading direction of a horizontal format.
  ///   - metrics: Numbers by name (any integer or floating point type).
  ///   - views: The views by name.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [LayoutConstraint] {
    do {
      return try checkedConstraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views)
    } catch {
      GeometryWarnings.report("\(error)")
      return []
    }
  }

  /// The constraints of a visual format, or the error UIKit would raise, for code (and tests)
  /// that want to handle it.
  /// - Throws: `VisualFormatError` with UIKit's message.
  public static func checkedConstraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var numbers: [String: Double] = [:]
    for (name, value) in metrics ?? [:] {
      guard let number = Self.number(value) else {
        throw VisualFormatError(.metricNotANumber(name), format: format, position: nil)
      }
      numbers[name] = number
    }
    let viewsByName = views.compactMapValues { $0 as? View }
    let parsed = try VisualFormat.parse(
      format, metrics: numbers, viewNames: Set(viewsByName.keys))
    var builder = VisualFormatBuilder(
      format: parsed, options: options, views: viewsByName)
    return try builder.build()
  }

  /// A metric's value as a number: any of Swift's integer or floating point types.
  private static func number(_ value: Any) -> Double? {
    switch value {
    case let number as Double: number
    case let number as CGFloat: Double(number)
    case let number as Float: Double(number)
    case let number as Int: Double(number)
    case let number as any BinaryInteger: Double(number)
    case let number as any BinaryFloatingPoint: Double(number)
    default: nil
    }
  }
}
