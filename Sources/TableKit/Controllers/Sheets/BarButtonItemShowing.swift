import Foundation

/// A bar that draws bar button items and can say where one is: a navigation bar or a toolbar.
/// A popover anchored to a `BarButtonItem` looks for its item among these, so that its arrow
/// points at the item wherever it shows (UIKit's `barButtonItem` works with both bars).
@MainActor
protocol BarButtonItemShowing: View {
  /// Where `item` shows on the bar now, in the bar's coordinates, or nil when the bar does not
  /// show it.
  func frame(of item: BarButtonItem) -> CGRect?
}

extension NavigationBar: BarButtonItemShowing {}
extension Toolbar: BarButtonItemShowing {}
