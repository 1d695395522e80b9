import Foundation

/// The four variables of one view or guide in a layout system, in the root's coordinates, and
/// the derived constraints that hold them to what the system reads from the item.
@MainActor
final class ItemGeometry {
  /// How the item takes part.
  enum Role: Equatable {
    /// The region's root: at the origin, as big as its bounds.
    case root
    /// A view placed by constraints: its frame is written from the solution.
    case constrained
    /// A view placed by its frame (translated, or inside a view placed by its frame alone):
    /// held at its frame, and moved only as its autoresizing mask says.
    case pinned
    /// A guide of the app's own: its rectangle is what the constraints solve to.
    case customGuide
    /// A safe area, margins or readable content guide: its view's bounds inset.
    case systemGuide
  }

  let left: SolverVariable
  let top: SolverVariable
  let width: SolverVariable
  let height: SolverVariable
  /// The view, for view geometries.
  weak var view: View?
  /// The guide, for guide geometries.
  weak var guide: LayoutGuide?
  /// The superview's geometry (the owning view's, for a guide); nil for the root.
  let parent: ItemGeometry?
  let role: Role
  /// Whether leading is right for this item, as when the region was built.
  let isRightToLeft: Bool
  /// The direction the last check found (see `LayoutSystem.layoutDirectionChanged`), read by
  /// the geometries of its subviews.
  var checkedRightToLeft = false
  /// Whether the view lies below a view placed by its frame alone inside the region: another
  /// region places it, so here it is only read.
  let isForeign: Bool
  /// The derived constraints holding the item: the root's origin, a pinned view's frame, a
  /// system guide's insets.
  var support: [SolverConstraint] = []
  /// The frame and the superview size a pinned view's constraints were made from.
  var pinnedFrame = CGRect.zero
  var pinnedParentSize = CGSize.zero
  /// The spans a pinned view's constraints hold, whose per-parent parts are their
  /// coefficients: while those stay, a new frame only moves the constants.
  var pinnedSpans: (horizontal: AutoresizedSpan, vertical: AutoresizedSpan)?
  /// The insets a system guide's constraints were made from.
  var guideInsets = EdgeInsets.zero
  /// The intrinsic size held, with its priorities and constraints.
  var intrinsic: IntrinsicHold?

  /// The intrinsic size of a constrained view as the solver holds it.
  struct IntrinsicHold {
    /// The size read from the view (`noIntrinsicMetric` where it has none).
    var size: CGSize
    /// The priorities (hugging h, v; compression h, v) the constraints were made with.
    var priorities: ContentPriorities
    /// The constraints: width and height each held from above (hugging) and below
    /// (compression).
    var constraints: [SolverConstraint]
    /// For text that wraps, the width its height was measured at.
    var measuredWidth: CGFloat?
  }

  init(
    name: String, view: View?, guide: LayoutGuide?, parent: ItemGeometry?, role: Role,
    isRightToLeft: Bool, isForeign: Bool
  ) {
    left = SolverVariable("\(name).minX")
    top = SolverVariable("\(name).minY")
    width = SolverVariable("\(name).width")
    height = SolverVariable("\(name).height")
    self.view = view
    self.guide = guide
    self.parent = parent
    self.role = role
    self.isRightToLeft = isRightToLeft
    self.isForeign = isForeign
  }

  var variables: [SolverVariable] { [left, top, width, height] }
}

extension LayoutSystem {
  /// The geometry of a view or guide, made (with its derived constraints) on first use; nil
  /// for an item that does not lie in the region.
  func geometry(for item: ConstraintItem) -> ItemGeometry? {
    if let existing = geometries[ObjectIdentifier(item)] { return existing }
    if let view = item as? View { return viewGeometry(view) }
    guard let guide = item as? LayoutGuide, let owner = guide.owningView,
      let ownerGeometry = viewGeometry(owner)
    else { return nil }
    let geometry = ItemGeometry(
      name: guide.constraintItemDescription, view: nil, guide: guide, parent: ownerGeometry,
      role: guide.kind == .custom ? .customGuide : .systemGuide,
      isRightToLeft: ownerGeometry.isRightToLeft, isForeign: ownerGeometry.isForeign)
    geometries[ObjectIdentifier(guide)] = geometry
    guideGeometries.append(geometry)
    if guide.kind != .custom { linkSystemGuide(geometry) }
    return geometry
  }

  /// A view's geometry, made with its superview's first.
  private func viewGeometry(_ view: View) -> ItemGeometry? {
    if let existing = geometries[ObjectIdentifier(view)] { return existing }
    let geometry: ItemGeometry
    if view === root {
      geometry = ItemGeometry(
        name: view.constraintItemDescription, view: view, guide: nil, parent: nil, role: .root,
        isRightToLeft: view.isRightToLeft, isForeign: false)
      geometries[ObjectIdentifier(view)] = geometry
      holdRoot(geometry)
    } else {
      guard let superview = view.superview, let parent = viewGeometry(superview) else {
        return nil
      }
      let isForeign =
        parent.isForeign || (parent.role != .root && parent.view?.isLinkedToSuperviewLayout != true)
      let pinned = isForeign || view.autoLayout.translatesAutoresizingMaskIntoConstraints
      geometry = ItemGeometry(
        name: view.constraintItemDescription, view: view, guide: nil, parent: parent,
        role: pinned ? .pinned : .constrained, isRightToLeft: view.isRightToLeft,
        isForeign: isForeign)
      geometries[ObjectIdentifier(view)] = geometry
      if pinned { pin(geometry) } else { holdIntrinsicSize(geometry) }
    }
    if !geometry.isForeign, !isTemporary { view.autoLayout.memberSystem = self }
    viewGeometries.append(geometry)
    return geometry
  }

  /// The root at the origin, as big as its bounds.
  private func holdRoot(_ geometry: ItemGeometry) {
    let size = root.bounds.size
    heldRootSize = size
    geometry.support = [
      SolverConstraint(geometry.left, .equal, 0), SolverConstraint(geometry.top, .equal, 0),
    ]
    // Held just below required: the root's frame is its container's to set, but the app's
    // required constraints inside always hold, so a cell measured at a stale height (a
    // standalone cell is 44 tall) never breaks one, unlike UIKit's required
    // `UIView-Encapsulated-Layout-Height`.
    let strength = SolverStrength.forPriority(999.9)
    rootSizeConstraints = [
      SolverConstraint(geometry.width, .equal, Double(size.width), strength: strength),
      SolverConstraint(geometry.height, .equal, Double(size.height), strength: strength),
    ]
    let name = root.constraintItemDescription
    for constraint in geometry.support { addDerived(constraint) { "\(name) at the origin" } }
    addDerived(rootSizeConstraints[0]) {
      "<'Encapsulated-Layout-Width' \(name).width == \(LayoutConstraint.format(size.width))>"
    }
    addDerived(rootSizeConstraints[1]) {
      "<'Encapsulated-Layout-Height' \(name).height == \(LayoutConstraint.format(size.height))>"
    }
    // Pulls the height towards a fitting's target at the fitting size level: idle while the
    // root's height holds it (much stronger), it lets a cell be measured by taking that one
    // constraint out rather than making four (see `fittingSize`).
    let pull = SolverConstraint(
      geometry.height, .equal, 0,
      strength: SolverStrength.forPriority(LayoutPriority.fittingSizeLevel.rawValue))
    fittingHeightPull = pull
    addDerived(pull) { "<'Fitting-Size-Height' \(name).height == 0 at the fitting size level>" }
  }

  /// Adds a constraint the system derived, reporting it if it conflicts.
  func addDerived(_ constraint: SolverConstraint, describe: @escaping () -> String) {
    do {
      try solver.addConstraint(constraint)
      origins[constraint] = .derived(describe)
    } catch .unsatisfiableConstraint {
      reportConflict(adding: constraint, origin: .derived(describe))
    } catch {
      GeometryWarnings.report("Auto Layout could not hold \(describe()): \(error)")
    }
  }

  /// Replaces a geometry's derived constraints with `constraints`.
  func replaceSupport(
    of geometry: ItemGeometry, with constraints: [SolverConstraint],
    describe: @escaping () -> String
  ) {
    for old in geometry.support {
      origins[old] = nil
      try? solver.removeConstraint(old)
    }
    geometry.support = []
    for constraint in constraints {
      addDerived(constraint, describe: describe)
      if solver.hasConstraint(constraint) { geometry.support.append(constraint) }
    }
  }
}
