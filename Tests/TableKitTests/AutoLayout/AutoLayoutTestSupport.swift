import Foundation

@testable import TableKit

/// Views for Auto Layout tests: a root with a headless screen, subviews placed by constraints.
@MainActor
enum AutoLayoutTesting {
  /// A root `width` × `height` points with a headless screen.
  static func root(width: CGFloat = 320, height: CGFloat = 200) -> View {
    let view = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.screen = ViewTesting.screen()
    return view
  }

  /// A plain subview of `parent` placed by constraints.
  static func constrained(in parent: View) -> View {
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    return child
  }

  /// A label placed by constraints, in `parent` if given.
  static func label(_ text: String, in parent: View? = nil) -> Label {
    let label = Label()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    parent?.addSubview(label)
    return label
  }
}
