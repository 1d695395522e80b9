import Foundation

extension LayoutConstraint {
  /// Activates each constraint, as UIKit's `NSLayoutConstraint.activate(_:)`: installs it on
  /// the nearest common ancestor of its items. One that cannot be activated (no common
  /// ancestor, a problem when made, an item gone) is reported and skipped; the others still
  /// activate.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.install(on: nil) }
  }

  /// Deactivates each constraint, as UIKit's `NSLayoutConstraint.deactivate(_:)`; inactive
  /// ones are left as they are.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.uninstall() }
  }

  /// The nearest view that is an ancestor of (or is) every item's view, or nil when the items
  /// lie in different trees; the reason is reported.
  func nearestCommonAncestor() -> View? {
    guard let firstView = view(of: firstItem, "first") else { return nil }
    guard secondAttribute != .notAnAttribute else { return firstView }
    guard let secondView = view(of: secondItem, "second") else { return nil }
    guard let common = firstView.nearestCommonAncestor(with: secondView) else {
      GeometryWarnings.report(
        "Unable to activate constraint with anchors \(firstAnchor.map { "\($0)" } ?? "") and "
          + "\(secondAnchor.map { "\($0)" } ?? "") because they have no common ancestor.  Does "
          + "the constraint or its anchors reference items in different view hierarchies?  "
          + "That's illegal.")
      return nil
    }
    return common
  }

  /// The view an item lies in (a guide's owning view), or nil with the reason reported.
  private func view(of item: AnyObject?, _ which: String) -> View? {
    guard let item = item as? ConstraintItem else {
      GeometryWarnings.report("\(self) cannot be activated: its \(which) item is gone")
      return nil
    }
    guard let view = item.ownerView else {
      GeometryWarnings.report(
        "\(self) cannot be activated: its layout guide was not added to a view "
          + "(addLayoutGuide(_:))")
      return nil
    }
    return view
  }

  /// Installs the constraint on `requested` (UIKit's `addConstraint(_:)`) when it is an
  /// ancestor of both items, else on their nearest common ancestor.
  func install(on requested: View?) {
    guard installation == nil else { return }
    if let problem {
      GeometryWarnings.report("\(self) was not activated: \(problem)")
      return
    }
    guard let common = nearestCommonAncestor() else { return }
    var host = common
    if let requested, requested !== common {
      if common.isDescendant(of: requested) {
        host = requested
      } else {
        GeometryWarnings.report(
          "The view hierarchy is not prepared for the constraint: \(self). When added to a "
            + "view, the constraint's items must be descendants of that view (or the view "
            + "itself); it is installed on \(LayoutConstraint.describe(common)) instead")
      }
    }
    installation = Installation(view: host, system: nil)
    host.autoLayout.installedConstraints.append(self)
    host.layoutSystemRoot.layoutSystemCreatingIfNeeded().constraintActivated(self)
  }

  /// Removes the constraint from its view and its layout system.
  func uninstall() {
    guard let installation else { return }
    self.installation = nil
    installation.system?.constraintDeactivated(self)
    if let view = installation.view {
      view.autoLayout.installedConstraints.removeAll { $0 === self }
      view.layoutSystemRoot.setNeedsLayout()
    }
  }

  /// Whether one of the constraint's items is `view` or lies inside it (a guide of it or of a
  /// view below it).
  func references(viewsInside view: View) -> Bool {
    for item in [firstItem, secondItem] {
      if let owner = (item as? ConstraintItem)?.ownerView, owner === view || owner.isDescendant(of: view) {
        return true
      }
    }
    return false
  }
}

/// What a constraint can relate: a view or a layout guide.
@MainActor
protocol ConstraintItem: AnyObject {
  /// The view whose tree the item lies in: the view itself, or the view a guide was added to.
  var ownerView: View? { get }
  /// How a constraint's description names the item.
  var constraintItemDescription: String { get }
  /// The anchor for an attribute of the item, for UIKit's `firstAnchor` and messages.
  func anchor(for attribute: LayoutConstraint.Attribute) -> AnyObject
}
