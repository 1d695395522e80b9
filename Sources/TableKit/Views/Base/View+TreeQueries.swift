import Foundation

/// Finding views in the tree, as UIKit's: the controller a view belongs to, ancestry, and tags.
extension View {
  /// The controller of this view or of the nearest view above it whose controller it is: where
  /// a table's data source finds the navigation controller to push on, as UIKit code does
  /// through the responder chain.
  public var closestViewController: ViewController? {
    var current: View? = self
    while let view = current {
      if let controller = view.controllerOwningView { return controller }
      current = view.superview
    }
    return nil
  }

  /// Whether this view is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The nearest view that is both this view or one of its ancestors and `other` or one of
  /// its ancestors; nil when the two lie in different trees.
  func nearestCommonAncestor(with other: View) -> View? {
    var ancestors = Set<ObjectIdentifier>()
    var current: View? = self
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = other
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }

  /// The first view in this subtree (depth first) whose tag is `tag`.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
    return nil
  }
}
