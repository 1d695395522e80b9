import Foundation

/// The constraints of one layout region, solved together: the region of a view placed by its
/// frame (its root, such as a table cell or a controller's view) and the views below it that
/// are placed by constraints or follow it by autoresizing masks. Regions end at views placed
/// by their frames alone, which are the roots of regions of their own; so a table's cells are
/// solved apart from the screen around them and from one another, and a change in one cell
/// never re-solves another.
///
/// Every view and guide a constraint mentions gets four variables (left, top, width, height in
/// the root's coordinates). Besides the app's constraints the system holds what UIKit derives:
/// the root's size (`Encapsulated-Layout` constraints), frames of views that translate their
/// autoresizing masks, the system guides' insets, and each constrained view's intrinsic size
/// with its hugging and compression resistance. These inputs are compared with the views at
/// every layout and changed in place, so a new constant, size or inset re-solves
/// incrementally.
@MainActor
final class LayoutSystem {
  /// The view at the top of the region; it owns the system.
  unowned let root: View
  /// The solver holding every constraint of the region.
  var solver = ConstraintSolver()
  /// The geometry of each view and guide that takes part, by identity.
  var geometries: [ObjectIdentifier: ItemGeometry] = [:]
  /// The views' geometries, each after its superview's, the order frames are applied in.
  var viewGeometries: [ItemGeometry] = []
  /// The custom guides' geometries.
  var guideGeometries: [ItemGeometry] = []
  /// The solver constraint standing for each held layout constraint.
  var held: [ObjectIdentifier: HeldConstraint] = [:]
  /// Active constraints the solver could not hold (a conflict, an item outside the region),
  /// kept out until the region is built again.
  var broken: [ObjectIdentifier: LayoutConstraint] = [:]
  /// Where each solver constraint came from, for conflict messages.
  var origins: [SolverConstraint: ConstraintOrigin] = [:]
  /// The root's width and height, held at its bounds (or, while fitting, at the target).
  var rootSizeConstraints: [SolverConstraint] = []
  /// The root's size those constraints hold.
  var heldRootSize = CGSize.zero
  /// The root's height pulled towards a fitting's target height at the fitting size level,
  /// held all along (see `fittingSize`).
  var fittingHeightPull: SolverConstraint?
  /// Whether the region must be collected and solved from scratch at the next layout.
  var needsRebuild = true
  /// Whether something changed since frames were last applied.
  var needsSolve = true
  /// Whether a view of the region asked for `updateConstraints()`.
  var regionNeedsUpdateConstraints = true
  /// A system made only to measure a view's fitting size: it never writes frames and views
  /// do not report their changes to it.
  let isTemporary: Bool
  /// The last fitting size measured, kept until an input changes: a table reads the heights
  /// of its visible rows again after every batch of updates, and a cell in which nothing
  /// changed fits as before.
  var lastFitting: FittingMeasurement?
  /// How many fitting sizes the solver worked out (rather than `lastFitting` answering).
  private(set) var solvedFittings = 0

  /// A fitting size and what it was asked for.
  struct FittingMeasurement {
    let target: CGSize
    let horizontal: LayoutPriority
    let vertical: LayoutPriority
    let size: CGSize
  }

  /// A layout constraint as the solver holds it.
  struct HeldConstraint {
    /// The solver's constraint.
    let solverConstraint: SolverConstraint
    /// The constant of its expression (`left − right`) without the layout constraint's
    /// constant, so that a new constant `c` is `baseConstant − c` for the solver.
    let baseConstant: Double
  }

  /// What made a solver constraint.
  enum ConstraintOrigin {
    /// An app's constraint.
    case layout(LayoutConstraint)
    /// One the system derived; the closure describes it as UIKit would print it.
    case derived(() -> String)
  }

  /// A system for the region under `root`, built at its first layout.
  init(root: View, isTemporary: Bool = false) {
    self.root = root
    self.isTemporary = isTemporary
  }

  // MARK: - Changes

  /// An app's constraint became active in the region.
  func constraintActivated(_ constraint: LayoutConstraint) {
    constraint.installation?.system = self
    if !needsRebuild { hold(constraint) }
    inputsDidChange()
  }

  /// An app's constraint stopped being active.
  func constraintDeactivated(_ constraint: LayoutConstraint) {
    let id = ObjectIdentifier(constraint)
    broken[id] = nil
    if let entry = held.removeValue(forKey: id) {
      origins[entry.solverConstraint] = nil
      try? solver.removeConstraint(entry.solverConstraint)
      if !needsRebuild { retryBroken() }
    }
    inputsDidChange()
  }

  /// Tries again the constraints broken by conflicts, once one they conflicted with is gone;
  /// those that still conflict stay out without a second report.
  func retryBroken() {
    for (id, constraint) in broken {
      guard let (solverConstraint, base) = solverConstraint(for: constraint),
        (try? solver.addConstraint(solverConstraint)) != nil
      else { continue }
      broken[id] = nil
      held[id] = HeldConstraint(solverConstraint: solverConstraint, baseConstant: base)
      origins[solverConstraint] = .layout(constraint)
    }
  }

  /// An active constraint's constant changed: the solver moves it in place.
  func constantDidChange(of constraint: LayoutConstraint) {
    defer { inputsDidChange() }
    guard !needsRebuild, let entry = held[ObjectIdentifier(constraint)] else { return }
    do {
      try solver.updateConstant(
        of: entry.solverConstraint, to: entry.baseConstant - Double(constraint.constant))
    } catch .unsatisfiableConstraint {
      // The new constant cannot hold with the other required constraints: UIKit breaks it.
      release(constraint)
      reportConflict(adding: entry.solverConstraint, origin: .layout(constraint))
      broken[ObjectIdentifier(constraint)] = constraint
    } catch {
      GeometryWarnings.report("the constant of \(constraint) could not be changed: \(error)")
    }
  }

  /// An active constraint's priority changed: the solver holds it again with its new strength.
  func priorityDidChange(of constraint: LayoutConstraint) {
    defer { inputsDidChange() }
    guard !needsRebuild else { return }
    release(constraint)
    hold(constraint)
  }

  /// Something the system reads from the views changed (a size, an inset, a priority); the
  /// root lays out again and the system compares its inputs then.
  func inputsDidChange() {
    lastFitting = nil
    framesDidChange()
  }

  /// A frame the system reads may have changed: the root lays out again, and the system
  /// compares the frames then. The last fitting size stays unless a comparison finds a
  /// constraint to change, since frames that follow the root's size (a cell's content view
  /// as the row grows) hold the same constraints, and the root's own size is no input of a
  /// fitting.
  func framesDidChange() {
    needsSolve = true
    root.setNeedsLayout()
  }

  /// The region's shape changed (a view joined or left, a view's translation changed): it is
  /// collected again at the next layout.
  func regionDidChange() {
    needsRebuild = true
    inputsDidChange()
  }

  /// Takes `constraint`'s solver constraint out of the solver.
  private func release(_ constraint: LayoutConstraint) {
    guard let entry = held.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    origins[entry.solverConstraint] = nil
    try? solver.removeConstraint(entry.solverConstraint)
  }

  // MARK: - Layout

  /// Brings the solution up to date with the region and writes the frames of the views that
  /// constraints place, and the custom guides' frames. Does nothing when nothing changed.
  func layOut() {
    if needsRebuild { rebuild() }
    let changed = refreshInputs()
    guard needsSolve || changed else { return }
    if !broken.isEmpty { retryBroken() }
    needsSolve = false
    settleTextWidths()
    applyFrames()
    // Margins preserved from a superview and readable guides depend on the frames just
    // written: a second round settles them.
    for _ in 0..<2 where refreshInputs() {
      settleTextWidths()
      applyFrames()
    }
  }

  /// The root's size that its constraints call for at `target`, as UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the
  /// root's width and height pulled towards the target with the given priorities (required
  /// holds it), everything else as laid out. Frames are not changed.
  func fittingSize(
    _ target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> CGSize {
    if needsRebuild { rebuild() }
    _ = refreshInputs()
    if let last = lastFitting, last.target == target, last.horizontal == horizontal,
      last.vertical == vertical
    {
      return last.size
    }
    guard let rootGeometry = geometries[ObjectIdentifier(root)] else { return target }
    solvedFittings += 1
    needsSolve = true
    if horizontal == .required, vertical == .fittingSizeLevel,
      let size = fittingAtWidth(target, rootGeometry: rootGeometry)
    {
      return remember(size, target, horizontal, vertical)
    }
    for constraint in rootSizeConstraints { try? solver.removeConstraint(constraint) }
    let fitting = [
      SolverConstraint(
        rootGeometry.width, .equal, Double(Self.finite(target.width)),
        strength: SolverStrength.forPriority(horizontal.rawValue)),
      SolverConstraint(
        rootGeometry.height, .equal, Double(Self.finite(target.height)),
        strength: SolverStrength.forPriority(vertical.rawValue)),
    ]
    for constraint in fitting { addDerived(constraint) { "fitting size" } }
    settleTextWidths()
    let size = CGSize(
      width: solver.value(of: rootGeometry.width), height: solver.value(of: rootGeometry.height))
    for constraint in fitting {
      origins[constraint] = nil
      try? solver.removeConstraint(constraint)
    }
    for constraint in rootSizeConstraints { try? solver.addConstraint(constraint) }
    return remember(size, target, horizontal, vertical)
  }

  /// A self-sizing cell's fitting, the one a table asks for every row it shows: the width held
  /// at the target (by the root's width constraint, whose constant moves there and back) and
  /// the height let go by weakening the root's height constraint below the fitting pull, then
  /// strengthened again at the fitted height: no constraint is made or removed. Nil when the
  /// system lacks those constraints.
  private func fittingAtWidth(_ target: CGSize, rootGeometry: ItemGeometry) -> CGSize? {
    guard let pull = fittingHeightPull, rootSizeConstraints.count == 2 else { return nil }
    let (width, height) = (rootSizeConstraints[0], rootSizeConstraints[1])
    let targetWidth = Double(Self.finite(target.width))
    guard (try? solver.updateConstant(of: width, to: -targetWidth)) != nil,
      (try? solver.updateConstant(of: pull, to: -Double(Self.finite(target.height)))) != nil,
      (try? solver.updateStrength(of: height, to: Self.releasedHeightStrength)) != nil
    else {
      try? solver.updateConstant(of: width, to: -Double(heldRootSize.width))
      return nil
    }
    settleTextWidths()
    let size = CGSize(
      width: solver.value(of: rootGeometry.width), height: solver.value(of: rootGeometry.height))
    // The height is held again where the row will be (the fitted height, rounded up as a
    // table rounds it), so that laying the cell out at its row's height solves nothing more.
    let rowHeight = Self.finite(size.height.rounded(.up))
    if (try? solver.updateConstant(of: height, to: -Double(rowHeight))) != nil {
      heldRootSize.height = rowHeight
    }
    try? solver.updateStrength(of: height, to: height.strength)
    try? solver.updateConstant(of: width, to: -Double(heldRootSize.width))
    return size
  }

  /// The root's height constraint's strength while a fitting lets the height go: below the
  /// fitting pull (the fitting size level) and every priority an app can give.
  static let releasedHeightStrength = SolverStrength.forPriority(1) / 1000

  /// Keeps a fitting size for the same question until an input changes.
  private func remember(
    _ size: CGSize, _ target: CGSize, _ horizontal: LayoutPriority, _ vertical: LayoutPriority
  ) -> CGSize {
    let fitted = CGSize(width: max(0, size.width), height: max(0, size.height))
    lastFitting = FittingMeasurement(
      target: target, horizontal: horizontal, vertical: vertical, size: fitted)
    return fitted
  }

  /// Whether any of `view`'s variables is not settled by the constraints.
  func isAmbiguous(_ view: View) -> Bool {
    if needsRebuild { rebuild() }
    _ = refreshInputs()
    guard let geometry = geometries[ObjectIdentifier(view)], geometry.role == .constrained else {
      return false
    }
    return geometry.variables.contains { solver.isAmbiguous($0) }
  }

  /// A target size usable by the solver: NaN is 0, infinities and huge values the expanded
  /// fitting size.
  static func finite(_ value: CGFloat) -> CGFloat {
    guard !value.isNaN else { return 0 }
    return min(max(value, 0), View.layoutFittingExpandedSize.width)
  }
}
