import Foundation

extension View {
  /// How a view's frame follows its superview's size while the frame is not placed by
  /// constraints, as UIKit's `UIView.AutoresizingMask`: the flexible parts share the change
  /// in proportion to their sizes; the others keep theirs.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The distance to the superview's left edge may change.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width may change.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge may change.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge may change.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height may change.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge may change.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Whether the view's frame, as code sets it, stays in force (true, the default), or
  /// constraints place the view (false), as UIKit's property. A view placed by its frame
  /// still takes part in the constraints of views around it, with its frame as fixed values.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayout.translatesAutoresizingMaskIntoConstraints }
    set {
      guard newValue != autoLayout.translatesAutoresizingMaskIntoConstraints else { return }
      let wasLinked = isLinkedToSuperviewLayout
      autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
      linkageDidChange(wasLinked: wasLinked)
    }
  }

  /// How the frame follows the superview's size while translated into constraints.
  public var autoresizingMask: AutoresizingMask {
    get { autoLayout.autoresizingMask }
    set {
      guard newValue != autoLayout.autoresizingMask else { return }
      let wasLinked = isLinkedToSuperviewLayout
      autoLayout.autoresizingMask = newValue
      linkageDidChange(wasLinked: wasLinked)
    }
  }

  /// Whether the view resizes its subviews by their autoresizing masks when its size changes
  /// (true by default).
  public var autoresizesSubviews: Bool {
    get { autoLayout.autoresizesSubviews }
    set { autoLayout.autoresizesSubviews = newValue }
  }

  /// The active constraints installed on this view: those whose nearest common ancestor it
  /// is, or that were added to it with `addConstraint(_:)`.
  public var constraints: [LayoutConstraint] { autoLayout.installedConstraints }

  /// Activates `constraint` and installs it on this view, as UIKit's `addConstraint(_:)`; the
  /// items must lie in this view's tree (otherwise it is installed on their nearest common
  /// ancestor, with a warning).
  public func addConstraint(_ constraint: LayoutConstraint) {
    constraint.install(on: self)
  }

  /// Activates each constraint on this view (`addConstraint(_:)`).
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.install(on: self) }
  }

  /// Deactivates `constraint` if it is installed on this view.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard constraint.installation?.view === self else { return }
    constraint.uninstall()
  }

  /// Deactivates each constraint installed on this view.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// The guides added to the view with `addLayoutGuide(_:)`.
  public var layoutGuides: [LayoutGuide] { autoLayout.layoutGuides }

  /// Adds a guide of your own to the view, so that constraints can relate to it.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guide.kind == .custom else { return }
    if let previous = guide.owningView, previous !== self { previous.removeLayoutGuide(guide) }
    guard !autoLayout.layoutGuides.contains(where: { $0 === guide }) else { return }
    guide.owningView = self
    autoLayout.layoutGuides.append(guide)
  }

  /// Removes a guide from the view, deactivating the constraints that relate to it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let index = autoLayout.layoutGuides.firstIndex(where: { $0 === guide }) else { return }
    var ancestor: View? = self
    while let view = ancestor {
      let related = view.autoLayout.installedConstraints.filter {
        $0.firstItem === guide || $0.secondItem === guide
      }
      LayoutConstraint.deactivate(related)
      ancestor = view.superview
    }
    autoLayout.layoutGuides.remove(at: index)
    guide.owningView = nil
  }

  /// The guide over the part of the view no bar covers, as UIKit's `safeAreaLayoutGuide`.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = autoLayout.safeAreaGuide { return guide }
    let guide = LayoutGuide(kind: .safeArea, owningView: self)
    autoLayout.safeAreaGuide = guide
    return guide
  }

  /// The guide over the view's bounds inside its layout margins, as UIKit's
  /// `layoutMarginsGuide`.
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = autoLayout.marginsGuide { return guide }
    let guide = LayoutGuide(kind: .layoutMargins, owningView: self)
    autoLayout.marginsGuide = guide
    return guide
  }

  /// The guide over a column of readable width (`Metrics.readableContentWidth`) centered in
  /// the layout margins, as UIKit's `readableContentGuide`.
  public var readableContentGuide: LayoutGuide {
    if let guide = autoLayout.readableGuide { return guide }
    let guide = LayoutGuide(kind: .readableContent, owningView: self)
    autoLayout.readableGuide = guide
    return guide
  }

  /// Whether the view lies in its superview's layout region: it is placed by constraints, or
  /// its frame follows the superview's size by a mask, so the two are solved together.
  var isLinkedToSuperviewLayout: Bool {
    superview != nil
      && (!autoLayout.translatesAutoresizingMaskIntoConstraints
        || !autoLayout.autoresizingMask.isEmpty)
  }

  /// The view whose layout system solves this view's constraints: the nearest ancestor (or the
  /// view itself) that is placed by its frame alone, or has no superview.
  var layoutSystemRoot: View {
    var view = self
    while view.isLinkedToSuperviewLayout, let superview = view.superview { view = superview }
    return view
  }

  /// The view's layout system, made (to be built at its next layout) if it has none.
  func layoutSystemCreatingIfNeeded() -> LayoutSystem {
    if let system = autoLayout.system { return system }
    let system = LayoutSystem(root: self)
    autoLayout.system = system
    return system
  }
}

extension View: ConstraintItem {
  var ownerView: View? { self }

  var constraintItemDescription: String {
    var text = "\(type(of: self)):\(LayoutConstraint.address(of: self))"
    if let label = self as? Label, let shown = label.text, !shown.isEmpty {
      text += "'\(shown.prefix(30))'"
    }
    return text
  }
}
