import Foundation

/// A relation between two items' geometry that Auto Layout keeps, as UIKit's
/// `NSLayoutConstraint`: `firstItem.firstAttribute relation secondItem.secondAttribute ×
/// multiplier + constant`, held as firmly as its priority says.
///
/// Items are views and layout guides, held weakly, as UIKit holds them. An active constraint is
/// installed on the nearest common ancestor of its items (its `constraints` lists it) and solved
/// by the layout system of the view tree it lies in; `constant` and `priority` may change while
/// it is active, which re-solves incrementally.
///
/// A constraint UIKit would refuse with an exception (items that are not views or guides, a
/// location equal to a constant, attributes of different axes, a NaN constant or multiplier)
/// is made, reported once through `GeometryWarnings` with UIKit's words, and never activates.
@preconcurrency @MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible,
  @MainActor CustomDebugStringConvertible
{
  /// The first item: a view or a layout guide.
  public private(set) weak var firstItem: AnyObject?
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// How the first attribute compares with the second side.
  public let relation: Relation
  /// The second item, or nil for a constraint with a constant (`width == 44`).
  public private(set) weak var secondItem: AnyObject?
  /// The attribute of the second item; `.notAnAttribute` when there is none.
  public let secondAttribute: Attribute
  /// The factor on the second attribute.
  public let multiplier: CGFloat

  /// The constant added to the second side. Changing it on an active constraint re-solves only
  /// what depends on it; a NaN or infinite value is refused with a warning and the old value
  /// kept.
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      guard constant.isFinite else {
        GeometryWarnings.report(
          "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant) "
            + "for \(self); the constant stays \(oldValue)")
        constant = oldValue
        return
      }
      installation?.system?.constantDidChange(of: self)
    }
  }

  /// How firmly the constraint is held: `.required` (1000) must hold; below that it gives way
  /// to stronger ones. UIKit does not let an active constraint change between required and
  /// optional; such a change is refused with UIKit's message and the old priority kept.
  public var priority: LayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      let clamped = LayoutPriority(min(max(priority.rawValue, 1), 1000))
      if !priority.rawValue.isFinite || clamped != priority {
        GeometryWarnings.report(
          "a constraint's priority must be a number from 1 to 1000, not \(priority.rawValue); "
            + "\(self) keeps \(oldValue.rawValue)")
        priority = oldValue
        return
      }
      if isActive, (priority == .required) != (oldValue == .required) {
        GeometryWarnings.report(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported.  You passed priority \(Self.format(priority.rawValue)) and the "
            + "existing priority was \(Self.format(oldValue.rawValue)). \(self) keeps "
            + "\(Self.format(oldValue.rawValue))")
        priority = oldValue
        return
      }
      installation?.system?.priorityDidChange(of: self)
    }
  }

  /// A name shown in the constraint's description and in UIKit's conflict messages.
  public var identifier: String?

  /// What is wrong with the constraint as made, in UIKit's words, or nil if it can be active.
  let problem: String?

  /// Where the constraint is installed while active.
  var installation: Installation?

  /// The view an active constraint is installed on, and the layout system that solves it.
  struct Installation {
    /// The nearest common ancestor of the items; its `constraints` lists the constraint.
    weak var view: View?
    /// The system of the tree the view lies in, once one is built.
    weak var system: LayoutSystem?
  }

  /// Creates a constraint, as UIKit's
  /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. It is inactive
  /// until activated.
  /// - Parameters:
  ///   - view1: The first item: a view or a layout guide.
  ///   - attr1: Its attribute.
  ///   - relation: How the first side compares with the second.
  ///   - view2: The second item, or nil for a size equal to a constant.
  ///   - attr2: Its attribute; `.notAnAttribute` without a second item.
  ///   - multiplier: The factor on the second attribute.
  ///   - c: The constant added to the second side.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let first = view1 as AnyObject
    let second = view2.map { $0 as AnyObject }
    self.firstItem = first
    self.firstAttribute = attr1
    self.relation = relation
    self.secondItem = second
    self.secondAttribute = second == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    self.constant = c
    problem = Self.problem(
      first: first, firstAttribute: attr1, second: second, secondAttribute: attr2,
      multiplier: multiplier, constant: c)
    if let problem { GeometryWarnings.report("\(problem) (\(self)); it will not be activated") }
  }

  /// Whether the constraint is in force. Setting true installs it on the nearest common
  /// ancestor of its items; a constraint whose items share none, or that was made with a
  /// problem, stays inactive with a warning.
  public var isActive: Bool {
    get { installation != nil }
    set {
      if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
    }
  }

  /// The first item's anchor for the first attribute, as UIKit's `firstAnchor`; nil when the
  /// item is gone.
  public var firstAnchor: AnyObject? {
    (firstItem as? ConstraintItem).map { $0.anchor(for: firstAttribute) }
  }

  /// The second item's anchor for the second attribute, or nil without a second item.
  public var secondAnchor: AnyObject? {
    (secondItem as? ConstraintItem).map { $0.anchor(for: secondAttribute) }
  }

  /// As UIKit prints a constraint: `<LayoutConstraint:0x… 'name' Label:0x….leading ==
  /// View:0x….leadingMargin + 8   (active)>`.
  public var description: String {
    var text = "<LayoutConstraint:\(Self.address(of: self))"
    if let identifier { text += " '\(identifier)'" }
    text += " \(Self.describe(firstItem)).\(firstAttribute) \(relation) "
    if secondItem != nil || secondAttribute != .notAnAttribute {
      text += "\(Self.describe(secondItem)).\(secondAttribute)"
      if multiplier != 1 { text += " * \(Self.format(Double(multiplier)))" }
      if constant != 0 {
        text += constant > 0 ? " + \(Self.format(constant))" : " - \(Self.format(-constant))"
      }
    } else {
      text += Self.format(constant)
    }
    if priority != .required { text += " @\(Self.format(priority.rawValue))" }
    if isActive { text += "   (active)" }
    return text + ">"
  }

  /// The same as `description`.
  public var debugDescription: String { description }

  /// How UIKit names an item in a constraint: its type and address, and a label's text.
  static func describe(_ item: AnyObject?) -> String {
    guard let item else { return "(nil)" }
    if let item = item as? ConstraintItem { return item.constraintItemDescription }
    return "\(type(of: item)):\(address(of: item))"
  }

  /// An object's address, as `0x…`.
  static func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
  }

  /// A number as UIKit prints it: whole numbers without a fraction.
  static func format<Number: BinaryFloatingPoint>(_ value: Number) -> String {
    let double = Double(value)
    if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
    return String(double)
  }
}
