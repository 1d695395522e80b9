import Foundation

// What the system reads from the views: frames of views placed by their frames, the insets of
// system guides, intrinsic sizes and their priorities, the root's size. Each is held by
// derived constraints, compared at every layout and replaced only when it changed.

extension LayoutSystem {
  /// Holds a view placed by its frame where its frame puts it, related to its superview's size
  /// as its autoresizing mask says (a view inside a view placed by its frame alone is held
  /// exactly at its frame: another region places it).
  /// Returns whether the constraints changed: a frame that followed its superview's size by
  /// its mask keeps them.
  @discardableResult
  func pin(_ geometry: ItemGeometry) -> Bool {
    guard let view = geometry.view, let parent = geometry.parent else { return false }
    let frame = view.frame
    let parentSize = Self.size(of: parent)
    geometry.pinnedFrame = frame
    geometry.pinnedParentSize = parentSize
    let mask = geometry.isForeign ? [] : view.autoLayout.autoresizingMask
    let (horizontal, vertical) = AutoresizedSpan.spans(of: frame, in: parentSize, mask: mask)
    if let held = geometry.pinnedSpans, held.horizontal == horizontal, held.vertical == vertical,
      !geometry.support.isEmpty
    {
      return false
    }
    lastFitting = nil
    defer { geometry.pinnedSpans = (horizontal, vertical) }
    let name = view.constraintItemDescription
    let describe = {
      "<AutoresizingMaskLayoutConstraint \(name) frame == \(frame) (its frame as set, "
        + "translatesAutoresizingMaskIntoConstraints is true)>"
    }
    // A cell's content view moves and resizes with every row animation and measurement: the
    // same constraints with new constants, moved in place rather than made again.
    if let held = geometry.pinnedSpans, held.horizontal.hasSameCoefficients(as: horizontal),
      held.vertical.hasSameCoefficients(as: vertical),
      moveConstants(
        of: geometry.support,
        to: [horizontal.offsetConstant, horizontal.lengthConstant, vertical.offsetConstant,
          vertical.lengthConstant])
    {
      for constraint in geometry.support { origins[constraint] = .derived(describe) }
      return true
    }
    let constraints = [
      SolverConstraint(
        geometry.left - parent.left - horizontal.offsetPerParent * parent.width, .equal,
        horizontal.offsetConstant),
      SolverConstraint(
        geometry.width - horizontal.lengthPerParent * parent.width, .equal,
        horizontal.lengthConstant),
      SolverConstraint(
        geometry.top - parent.top - vertical.offsetPerParent * parent.height, .equal,
        vertical.offsetConstant),
      SolverConstraint(
        geometry.height - vertical.lengthPerParent * parent.height, .equal,
        vertical.lengthConstant),
    ]
    replaceSupport(of: geometry, with: constraints, describe: describe)
    return true
  }

  /// Holds a system guide at its view's bounds inset by the guide's insets.
  func linkSystemGuide(_ geometry: ItemGeometry) {
    guard let guide = geometry.guide, let owner = geometry.parent, let ownerView = owner.view
    else { return }
    let insets = guide.insets(inSize: ownerView.bounds.size)
    geometry.guideInsets = insets
    let constraints = [
      SolverConstraint(geometry.left - owner.left, .equal, Double(insets.left)),
      SolverConstraint(geometry.top - owner.top, .equal, Double(insets.top)),
      SolverConstraint(geometry.width - owner.width, .equal, Double(-insets.horizontal)),
      SolverConstraint(geometry.height - owner.height, .equal, Double(-insets.vertical)),
    ]
    let name = guide.constraintItemDescription
    replaceSupport(of: geometry, with: constraints) { "<\(name) inset \(insets)>" }
  }

  /// Holds a constrained view's intrinsic size: each dimension it has one in held from above
  /// at its hugging priority and from below at its compression resistance. Text that wraps is
  /// measured at `width` (its last solved width when nil).
  func holdIntrinsicSize(_ geometry: ItemGeometry, atWidth width: CGFloat? = nil) {
    guard let view = geometry.view else { return }
    view.autoLayout.intrinsicSizeIsStale = false
    let (size, measuredWidth) = Self.intrinsicSize(
      of: view, atWidth: width ?? geometry.intrinsic?.measuredWidth)
    let priorities = Self.contentPriorities(of: view)
    if let held = geometry.intrinsic, held.priorities == priorities,
      moveIntrinsicConstants(of: held, to: size)
    {
      geometry.intrinsic?.size = size
      geometry.intrinsic?.measuredWidth = measuredWidth
      return
    }
    for old in geometry.intrinsic?.constraints ?? [] {
      origins[old] = nil
      try? solver.removeConstraint(old)
    }
    var constraints: [SolverConstraint] = []
    let name = view.constraintItemDescription
    for (variable, length, hugging, compression, label) in [
      (
        geometry.width, size.width, priorities.huggingHorizontal,
        priorities.compressionHorizontal, "width"
      ),
      (
        geometry.height, size.height, priorities.huggingVertical, priorities.compressionVertical,
        "height"
      ),
    ] where length >= 0 && length.isFinite {
      let pair = [
        SolverConstraint(
          variable, .lessThanOrEqual, Double(length),
          strength: SolverStrength.forPriority(hugging)),
        SolverConstraint(
          variable, .greaterThanOrEqual, Double(length),
          strength: SolverStrength.forPriority(compression)),
      ]
      for constraint in pair {
        addDerived(constraint) {
          "<'ContentSize' \(name).\(label) == \(LayoutConstraint.format(length)) hugging "
            + "\(LayoutConstraint.format(hugging)), compression resistance "
            + "\(LayoutConstraint.format(compression))>"
        }
        if solver.hasConstraint(constraint) { constraints.append(constraint) }
      }
    }
    geometry.intrinsic = ItemGeometry.IntrinsicHold(
      size: size, priorities: priorities, constraints: constraints, measuredWidth: measuredWidth)
  }

  /// Moves the constants of held intrinsic constraints to `size` in place, the cheap change,
  /// when the dimensions that have a size are the same ones; false when they are not (the
  /// constraints are then made again).
  private func moveIntrinsicConstants(
    of held: ItemGeometry.IntrinsicHold, to size: CGSize
  ) -> Bool {
    let usable = { (length: CGFloat) in length >= 0 && length.isFinite }
    guard usable(held.size.width) == usable(size.width),
      usable(held.size.height) == usable(size.height)
    else { return false }
    // Constraints come in pairs, width's first: `dimension <= length`, `dimension >= length`,
    // whose expressions' constants are both `-length`.
    let lengths = [size.width, size.height].filter(usable)
    guard held.constraints.count == 2 * lengths.count else { return false }
    for (index, constraint) in held.constraints.enumerated() {
      do {
        try solver.updateConstant(of: constraint, to: -Double(lengths[index / 2]))
      } catch {
        return false
      }
    }
    return true
  }

  /// Moves the constants of `constraints` (each `expression == constant`) to `constants` in
  /// place; false (some may have moved) when one cannot move, so that the caller makes them
  /// again.
  private func moveConstants(of constraints: [SolverConstraint], to constants: [Double]) -> Bool {
    guard constraints.count == constants.count else { return false }
    for (constraint, constant) in zip(constraints, constants) {
      do {
        try solver.updateConstant(of: constraint, to: -constant)
      } catch {
        return false
      }
    }
    return true
  }

  /// Compares every input with the views and replaces what changed; rebuilds the region when
  /// a layout direction changed. Returns whether anything changed.
  func refreshInputs() -> Bool {
    if layoutDirectionChanged() {
      rebuild()
      return true
    }
    var changed = false
    let size = root.bounds.size
    if size != heldRootSize, rootSizeConstraints.count == 2 {
      heldRootSize = size
      try? solver.updateConstant(of: rootSizeConstraints[0], to: -Double(size.width))
      try? solver.updateConstant(of: rootSizeConstraints[1], to: -Double(size.height))
      changed = true
    }
    for geometry in viewGeometries {
      guard let view = geometry.view, let parent = geometry.parent else { continue }
      switch geometry.role {
      case .pinned:
        if view.frame != geometry.pinnedFrame || Self.size(of: parent) != geometry.pinnedParentSize,
          pin(geometry)
        {
          changed = true
        }
      case .constrained:
        // Measured again only when the view said its content changed, or its priorities did.
        guard view.autoLayout.intrinsicSizeIsStale
          || Self.contentPriorities(of: view) != geometry.intrinsic?.priorities
        else { continue }
        let before = geometry.intrinsic?.size
        holdIntrinsicSize(geometry)
        if geometry.intrinsic?.size != before {
          changed = true
          lastFitting = nil
        }
      case .root, .customGuide, .systemGuide: break
      }
    }
    for geometry in guideGeometries where geometry.role == .systemGuide {
      guard let guide = geometry.guide, let owner = guide.owningView else { continue }
      if guide.insets(inSize: owner.bounds.size) != geometry.guideInsets {
        linkSystemGuide(geometry)
        changed = true
        lastFitting = nil
      }
    }
    return changed
  }

  /// Whether a view of the region now lays out in another direction than when the region was
  /// built. Read top-down, each view's direction from its superview's unless it forces one, so
  /// that the check walks up from the region's root once rather than from every view.
  private func layoutDirectionChanged() -> Bool {
    for geometry in viewGeometries {
      guard let view = geometry.view else { continue }
      switch view.semanticContentAttribute {
      case .forceLeftToRight: geometry.checkedRightToLeft = false
      case .forceRightToLeft: geometry.checkedRightToLeft = true
      case .unspecified:
        // Geometries come after their superview's, so a superview in the region was checked.
        if let parent = geometry.parent, let superview = parent.view, superview === view.superview {
          geometry.checkedRightToLeft = parent.checkedRightToLeft
        } else {
          geometry.checkedRightToLeft = view.isRightToLeft
        }
      }
      if geometry.checkedRightToLeft != geometry.isRightToLeft { return true }
    }
    return false
  }

  /// Measures wrapping text again at the widths the solution gave it, until the widths stop
  /// changing (UIKit's second layout pass for labels without `preferredMaxLayoutWidth`).
  func settleTextWidths() {
    for _ in 0..<3 {
      var changed = false
      for geometry in viewGeometries where geometry.role == .constrained {
        guard let measured = geometry.intrinsic?.measuredWidth,
          (geometry.view as? Label)?.preferredMaxLayoutWidth ?? 0 <= 0
        else { continue }
        let solved = CGFloat(solver.value(of: geometry.width))
        if abs(solved - measured) > 0.5 {
          holdIntrinsicSize(geometry, atWidth: max(0, solved))
          changed = true
        }
      }
      if !changed { return }
    }
  }

  /// The size the system last knew for a geometry's view: the root's bounds, another view's
  /// frame.
  static func size(of geometry: ItemGeometry) -> CGSize {
    geometry.view?.bounds.size ?? .zero
  }

  /// A view's intrinsic size; for text that wraps, its height at `width` (its
  /// `preferredMaxLayoutWidth`, else the width given, else its frame's), with that width.
  static func intrinsicSize(of view: View, atWidth width: CGFloat?) -> (CGSize, CGFloat?) {
    // A text view that does not scroll grows with its text, at the width it is given.
    if let textView = view as? TextView, !textView.isScrollEnabled {
      let measureWidth = width ?? textView.frame.width
      guard measureWidth > 0 else { return (textView.intrinsicContentSize, 0) }
      let height = textView.fittingHeight(forWidth: measureWidth)
      return (CGSize(width: View.noIntrinsicMetric, height: height), measureWidth)
    }
    guard let label = view as? Label, label.numberOfLines != 1 else {
      return (view.intrinsicContentSize, nil)
    }
    let intrinsic = label.intrinsicContentSize
    let measureWidth =
      label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : (width ?? label.frame.width)
    guard measureWidth > 0 else { return (intrinsic, 0) }
    let wrapped = label.sizeThatFits(CGSize(width: measureWidth, height: .greatestFiniteMagnitude))
    return (CGSize(width: intrinsic.width, height: wrapped.height), measureWidth)
  }

  /// A view's hugging and compression resistance priorities, read without allocating: the
  /// system compares them with the held ones at every layout.
  static func contentPriorities(of view: View) -> ContentPriorities {
    ContentPriorities(
      huggingHorizontal: view.autoLayout.huggingPriorities.horizontal.rawValue,
      huggingVertical: view.autoLayout.huggingPriorities.vertical.rawValue,
      compressionHorizontal: view.autoLayout.compressionResistancePriorities.horizontal.rawValue,
      compressionVertical: view.autoLayout.compressionResistancePriorities.vertical.rawValue)
  }
}

/// The priorities a view's intrinsic size is held with.
struct ContentPriorities: Equatable {
  var huggingHorizontal: Float
  var huggingVertical: Float
  var compressionHorizontal: Float
  var compressionVertical: Float
}

/// Where a span (an offset into the superview and a length) goes when the superview's length
/// changes, as autoresizing masks say: the flexible parts among the offset, the length and the
/// distance to the far edge share the change in proportion to their sizes (equally when all
/// are zero); with none flexible, the offset and length stay. Both are linear in the
/// superview's length: `offset = offsetPerParent × length + offsetConstant`.
struct AutoresizedSpan: Equatable {
  /// The horizontal and vertical spans of `frame` in a superview of `parentSize`.
  static func spans(
    of frame: CGRect, in parentSize: CGSize, mask: View.AutoresizingMask
  ) -> (horizontal: AutoresizedSpan, vertical: AutoresizedSpan) {
    (
      AutoresizedSpan(
        offset: frame.minX, length: frame.width, parentLength: parentSize.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        )),
      AutoresizedSpan(
        offset: frame.minY, length: frame.height, parentLength: parentSize.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
    )
  }

  let offsetPerParent: Double
  let offsetConstant: Double
  let lengthPerParent: Double
  let lengthConstant: Double

  /// Whether the two spans follow their superview's length alike (only their constants may
  /// differ).
  func hasSameCoefficients(as other: AutoresizedSpan) -> Bool {
    offsetPerParent == other.offsetPerParent && lengthPerParent == other.lengthPerParent
  }

  init(
    offset: CGFloat, length: CGFloat, parentLength: CGFloat,
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) {
    let parts = [offset, length, parentLength - offset - length].map(Double.init)
    let isFlexible = [flexible.leading, flexible.length, flexible.trailing]
    let flexibleCount = isFlexible.filter { $0 }.count
    let flexibleTotal = zip(parts, isFlexible).filter { $0.1 }.reduce(0) { $0 + $1.0 }
    let fixedTotal = zip(parts, isFlexible).filter { !$0.1 }.reduce(0) { $0 + $1.0 }
    func share(_ index: Int) -> Double {
      guard isFlexible[index] else { return 0 }
      return flexibleTotal > 0 ? parts[index] / flexibleTotal : 1 / Double(flexibleCount)
    }
    offsetPerParent = share(0)
    offsetConstant = isFlexible[0] ? -share(0) * fixedTotal : parts[0]
    lengthPerParent = share(1)
    lengthConstant = isFlexible[1] ? -share(1) * fixedTotal : parts[1]
  }
}
