import Foundation

extension LayoutConstraint {
  /// What UIKit would refuse about a constraint made from these parts, in its words, or nil.
  static func problem(
    first: AnyObject, firstAttribute: Attribute, second: AnyObject?, secondAttribute: Attribute,
    multiplier: CGFloat, constant: CGFloat
  ) -> String? {
    let isItem = { (object: AnyObject) in object is ConstraintItem }
    if !isItem(first) || (second.map { !isItem($0) } ?? false) {
      return "Constraint items must each be a view or layout guide."
    }
    if !constant.isFinite {
      return "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant)"
    }
    if !multiplier.isFinite {
      return "Multiplier is not finite!  That's illegal.  multiplier:\(multiplier)"
    }
    guard let firstAxis = firstAttribute.axis else {
      return "Invalid pairing of layout attributes: a constraint needs a first attribute."
    }
    guard second != nil else {
      if !firstAttribute.isDimension { return locationEqualToConstant }
      return nil
    }
    if multiplier == 0, !firstAttribute.isDimension { return locationEqualToConstant }
    // Sizes relate across axes (an aspect ratio: height == width × 2); locations do not.
    guard let secondAxis = secondAttribute.axis,
      secondAttribute.isDimension == firstAttribute.isDimension,
      secondAxis == firstAxis || firstAttribute.isDimension
    else {
      return "Invalid pairing of layout attributes: \(firstAttribute) cannot be related to "
        + "\(secondAttribute)."
    }
    if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
      || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional)
    {
      return "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither."
    }
    return nil
  }

  /// UIKit's words for a location related to nothing but a constant.
  private static let locationEqualToConstant =
    "A multiplier of 0 or a nil second item together with a location for the first attribute "
    + "creates an illegal constraint of a location equal to a constant. Location attributes "
    + "must be specified in pairs."
}
