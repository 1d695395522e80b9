import Foundation

// Collecting the region's constraints and turning layout constraints into the solver's.

extension LayoutSystem {
  /// Forgets the solution and collects the region again: every active constraint installed
  /// on the root or on a view linked to it (placed by constraints, or following it by a mask),
  /// down to the views placed by their frames alone, which root regions of their own.
  func rebuild() {
    for geometry in viewGeometries where geometry.view?.autoLayout.memberSystem === self {
      geometry.view?.autoLayout.memberSystem = nil
    }
    solver.reset()
    geometries = [:]
    viewGeometries = []
    guideGeometries = []
    held = [:]
    broken = [:]
    origins = [:]
    rootSizeConstraints = []
    needsRebuild = false
    needsSolve = true
    lastFitting = nil
    _ = geometry(for: root)
    var pending = [root]
    while let view = pending.popLast() {
      for constraint in view.autoLayout.installedConstraints {
        // A system made only to measure must not take constraints from their region's.
        if !isTemporary { constraint.installation?.system = self }
        hold(constraint)
      }
      for subview in view.subviews.reversed() where subview.isLinkedToSuperviewLayout {
        pending.append(subview)
      }
    }
  }

  /// Puts an app's constraint into the solver; one that conflicts with the required
  /// constraints held is reported in UIKit's words and kept out (broken), as UIKit does.
  func hold(_ constraint: LayoutConstraint) {
    let id = ObjectIdentifier(constraint)
    guard held[id] == nil else { return }
    guard let (solverConstraint, base) = solverConstraint(for: constraint) else {
      GeometryWarnings.report(
        "\(constraint) cannot be solved: an item no longer lies under the view it is installed "
          + "on; it is ignored until the views are back")
      broken[id] = constraint
      return
    }
    do {
      try solver.addConstraint(solverConstraint)
      held[id] = HeldConstraint(solverConstraint: solverConstraint, baseConstant: base)
      origins[solverConstraint] = .layout(constraint)
    } catch .unsatisfiableConstraint {
      reportConflict(adding: solverConstraint, origin: .layout(constraint))
      broken[id] = constraint
    } catch {
      GeometryWarnings.report("\(constraint) cannot be solved: \(error)")
      broken[id] = constraint
    }
  }

  /// The solver's constraint for a layout constraint, and the constant its expression has
  /// apart from the layout constraint's constant; nil when an item is not in the region.
  func solverConstraint(for constraint: LayoutConstraint) -> (SolverConstraint, Double)? {
    guard let first = constraint.firstItem as? ConstraintItem,
      let left = expression(constraint.firstAttribute, of: first)
    else { return nil }
    var right = LinearExpression(Double(constraint.constant))
    if constraint.secondAttribute != .notAnAttribute {
      guard let second = constraint.secondItem as? ConstraintItem,
        let other = expression(constraint.secondAttribute, of: second)
      else { return nil }
      right = other * Double(constraint.multiplier) + Double(constraint.constant)
    }
    let solverConstraint = SolverConstraint(
      left, constraint.relation.solverRelation, right,
      strength: SolverStrength.forPriority(constraint.priority.rawValue))
    return (solverConstraint, solverConstraint.expression.constant + Double(constraint.constant))
  }

  /// An attribute of a view or guide in the root's coordinates: margins through the view's
  /// margins guide, leading and trailing by the item's layout direction, baselines by a
  /// label's font (the bottom edge for other views).
  func expression(
    _ attribute: LayoutConstraint.Attribute, of item: ConstraintItem
  ) -> LinearExpression? {
    if let boundsAttribute = attribute.boundsAttributeOfMargin {
      guard let view = item as? View else { return nil }
      return expression(boundsAttribute, of: view.layoutMarginsGuide)
    }
    guard let geometry = geometry(for: item) else { return nil }
    let left = LinearExpression(geometry.left)
    let top = LinearExpression(geometry.top)
    let right = geometry.left + geometry.width
    let bottom = geometry.top + geometry.height
    switch attribute {
    case .left: return left
    case .right: return right
    case .top: return top
    case .bottom: return bottom
    // Right to left, leading and trailing count leftwards, as UIKit's do: `a.leading ==
    // b.leading + 10` puts a 10 points left of b's right edge.
    case .leading: return geometry.isRightToLeft ? -right : left
    case .trailing: return geometry.isRightToLeft ? -left : right
    case .width: return LinearExpression(geometry.width)
    case .height: return LinearExpression(geometry.height)
    case .centerX: return geometry.left + 0.5 * geometry.width
    case .centerY: return geometry.top + 0.5 * geometry.height
    case .firstBaseline, .lastBaseline:
      guard let label = item as? Label else { return bottom }
      let offset = Self.baselineOffsetFromCenter(
        of: label, last: attribute == .lastBaseline)
      return geometry.top + 0.5 * geometry.height + offset
    case .notAnAttribute, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
      return nil
    }
  }

  /// How far below its vertical center a label's first (or last) baseline lies: the label
  /// centers its lines in its bounds, so the baseline is the center, minus half the text's
  /// height, plus the ascent (and, for the last, the lines before it).
  static func baselineOffsetFromCenter(of label: Label, last: Bool) -> Double {
    let measurer = label.screen.textMeasurer
    let ascent = measurer.baseline(of: label.font)
    let lineHeight = measurer.lineHeight(of: label.font)
    let width = label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : label.frame.width
    let lines = width > 0 && label.numberOfLines != 1 ? label.textLayout(width: width).lines.count : 1
    let block = lineHeight * CGFloat(max(1, lines))
    let lineTop = last ? block - lineHeight : 0
    return Double(-block / 2 + lineTop + ascent)
  }
}
