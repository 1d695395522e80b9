import Foundation

// Auto Layout's passes around a view's layout, and the region bookkeeping when views move:
// constraints are updated bottom-up, then the region's root solves and places its views before
// its own `layoutSubviews` runs; views joining or leaving a region make it collect again.

extension View {
  /// Asks for `updateConstraints()` before the next layout, as UIKit's
  /// `setNeedsUpdateConstraints()`.
  public func setNeedsUpdateConstraints() {
    autoLayout.needsUpdateConstraints = true
    let root = layoutSystemRoot
    root.layoutSystemCreatingIfNeeded().regionNeedsUpdateConstraints = true
    root.setNeedsLayout()
  }

  /// Whether `updateConstraints()` is due, as UIKit's `needsUpdateConstraints()`.
  public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

  /// Runs `updateConstraints()` now on this view and the views of its region below it that
  /// asked for it, subviews first, as UIKit's `updateConstraintsIfNeeded()`.
  public func updateConstraintsIfNeeded() {
    for subview in subviews where subview.isLinkedToSuperviewLayout {
      subview.updateConstraintsIfNeeded()
    }
    guard autoLayout.needsUpdateConstraints else { return }
    autoLayout.needsUpdateConstraints = false
    updateConstraints()
    controllerOwningView?.updateViewConstraints()
  }

  /// Whether the view's place is not settled by its constraints, as UIKit's
  /// `hasAmbiguousLayout`: a view placed by constraints that could move or resize without
  /// breaking any. Views placed by their frames are never ambiguous.
  public var hasAmbiguousLayout: Bool {
    guard !autoLayout.translatesAutoresizingMaskIntoConstraints else { return false }
    return layoutSystemRoot.autoLayout.system?.isAmbiguous(self) ?? false
  }

  /// Before `layoutSubviews`: updates constraints where asked, then, on a region's root,
  /// solves and writes the frames of the views constraints place.
  func layOutByConstraints() {
    if let system = autoLayout.system {
      if system.needsRebuild || system.regionNeedsUpdateConstraints {
        system.regionNeedsUpdateConstraints = false
        updateConstraintsIfNeeded()
      }
      autoLayout.system?.layOut()
    } else if autoLayout.needsUpdateConstraints,
      controllerOwningView != nil || type(of: self).requiresConstraintBasedLayout
    {
      updateConstraintsIfNeeded()
      autoLayout.system?.layOut()
    }
  }

  /// After `layoutSubviews`: a subclass that moved views its region's constraints depend on
  /// (a cell placing its content view) is solved again, so its subviews land in this pass.
  func settleConstraintsChangedByLayoutSubviews() {
    guard let system = autoLayout.system, system.needsSolve || system.needsRebuild else { return }
    system.layOut()
  }

  /// The size the view's constraints give it at `target`, or nil when no constraint lies in
  /// its region (it is then measured by frames).
  func constraintFittingSize(
    _ target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> CGSize? {
    // As UIKit's fitting does: constraints a view makes in `updateConstraints()` (a stack
    // view's) exist before the size is read.
    updateConstraintsIfNeeded()
    let system: LayoutSystem
    if let own = autoLayout.system {
      system = own
    } else {
      guard regionHasInstalledConstraints else { return nil }
      system = LayoutSystem(root: self, isTemporary: true)
    }
    if system.needsRebuild { system.rebuild() }
    guard !system.held.isEmpty else { return nil }
    return system.fittingSize(target, horizontal: horizontal, vertical: vertical)
  }

  /// Tells the layout system this view takes part in that its intrinsic size may have changed,
  /// without `invalidateIntrinsicContentSize()`'s report to the views above (which would size
  /// a self-sizing row again).
  func intrinsicSizeDidChangeForConstraints() {
    autoLayout.intrinsicSizeIsStale = true
    autoLayout.memberSystem?.inputsDidChange()
  }

  /// Whether this view or a view of its region below it has constraints installed.
  var regionHasInstalledConstraints: Bool {
    if !autoLayout.installedConstraints.isEmpty { return true }
    return subviews.contains { $0.isLinkedToSuperviewLayout && $0.regionHasInstalledConstraints }
  }

  // MARK: - Views moving

  /// The frame changed: a system that reads this view's frame hears of it (unless the system
  /// wrote it), and subviews follow by their autoresizing masks.
  func frameDidChangeForAutoLayout(from old: CGRect) {
    // A region is solved in its root's coordinates: the root moving changes nothing in it
    // (a cell sliding in a row animation keeps its solution and its fitting size).
    if !autoLayout.isReceivingSolvedFrame, let system = autoLayout.memberSystem,
      system.root !== self || old.size != frame.size
    {
      system.framesDidChange()
    }
    guard old.size != frame.size, autoLayout.autoresizesSubviews else { return }
    for subview in subviews where !subview.autoLayout.autoresizingMask.isEmpty
      && subview.autoLayout.translatesAutoresizingMaskIntoConstraints
    {
      subview.autoresize(from: old.size, to: frame.size)
    }
  }

  /// Moves and resizes the view by its mask for its superview's change of size.
  private func autoresize(from oldSize: CGSize, to newSize: CGSize) {
    let (horizontal, vertical) = AutoresizedSpan.spans(
      of: frame, in: oldSize, mask: autoLayout.autoresizingMask)
    let width = Double(newSize.width)
    let height = Double(newSize.height)
    frame = CGRect(
      x: horizontal.offsetPerParent * width + horizontal.offsetConstant,
      y: vertical.offsetPerParent * height + vertical.offsetConstant,
      width: max(0, horizontal.lengthPerParent * width + horizontal.lengthConstant),
      height: max(0, vertical.lengthPerParent * height + vertical.lengthConstant))
  }

  /// The view joined a superview: a region it rooted merges into its new region when it is
  /// linked to it.
  func didJoinSuperviewLayout() {
    guard isLinkedToSuperviewLayout, let own = autoLayout.system else { return }
    own.detachFromViews()
    autoLayout.system = nil
    layoutSystemRoot.layoutSystemCreatingIfNeeded().regionDidChange()
  }

  /// The view is about to leave its superview: constraints installed above it that relate to
  /// views inside it are deactivated, as UIKit removes them, and its region collects again.
  /// Returns whether the view keeps constraints of its own, to root a region once it left.
  func willLeaveSuperviewLayout() -> Bool {
    var ancestor = superview
    while let view = ancestor {
      if !view.autoLayout.installedConstraints.isEmpty {
        LayoutConstraint.deactivate(
          view.autoLayout.installedConstraints.filter { $0.references(viewsInside: self) })
      }
      ancestor = view.superview
    }
    guard isLinkedToSuperviewLayout, let system = layoutSystemRoot.autoLayout.system else {
      return false
    }
    system.regionDidChange()
    return regionHasInstalledConstraints
  }

  /// The view left its superview; it roots a region of its own if it keeps constraints.
  func didLeaveSuperviewLayout(keepingConstraints: Bool) {
    if keepingConstraints { layoutSystemCreatingIfNeeded().regionDidChange() }
  }

  /// Whether the view moved into or out of its superview's region (its translation or mask
  /// changed); the regions concerned collect again.
  func linkageDidChange(wasLinked: Bool) {
    autoLayout.memberSystem?.regionDidChange()
    guard let superview, wasLinked != isLinkedToSuperviewLayout else { return }
    let outerRoot = superview.layoutSystemRoot
    if isLinkedToSuperviewLayout {
      if let own = autoLayout.system {
        own.detachFromViews()
        autoLayout.system = nil
        outerRoot.layoutSystemCreatingIfNeeded().regionDidChange()
      }
    } else {
      outerRoot.autoLayout.system?.regionDidChange()
      if regionHasInstalledConstraints { layoutSystemCreatingIfNeeded().regionDidChange() }
    }
  }
}

extension LayoutSystem {
  /// Stops views from reporting to this system, which is being dropped.
  func detachFromViews() {
    for geometry in viewGeometries where geometry.view?.autoLayout.memberSystem === self {
      geometry.view?.autoLayout.memberSystem = nil
    }
  }
}
