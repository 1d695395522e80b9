import Foundation

/// A value that describes a view's content and makes the view that shows it, as UIKit's
/// `UIContentConfiguration`. Assign one to a cell's or a header's `contentConfiguration`; the
/// host keeps the value as you set it and shows `updated(for:)` of it for its current state.
///
/// TableKit keeps UIKit's shape (a protocol with `makeContentView()` and `updated(for:)`) so
/// that custom configurations port with renames, but the host updates eagerly: it applies a
/// configuration as soon as it is set, and again whenever its state changes.
public protocol ContentConfiguration: Sendable {
  /// Creates a view that shows this configuration.
  @preconcurrency @MainActor func makeContentView() -> View & ContentView
  /// The configuration for `state` (selected, highlighted...), from this one.
  /// - Parameter state: The state of the view the configuration is shown in.
  /// - Returns: The configuration to show in that state.
  func updated(for state: any ConfigurationState) -> Self
}

/// A view that shows a `ContentConfiguration`, as UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol ContentView: AnyObject {
  /// The configuration shown; setting one applies it to the view.
  var configuration: any ContentConfiguration { get set }
  /// Whether the view can show `configuration` by assignment; a host makes a new view for one
  /// it does not support.
  func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
  /// Whether `configuration` is of the same type as the one shown.
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

/// The state a configuration is updated for, as UIKit's `UIConfigurationState`.
public protocol ConfigurationState: Sendable {
  /// Whether the view is selected.
  var isSelected: Bool { get }
  /// Whether the view is highlighted (a finger or the pointer is down on it).
  var isHighlighted: Bool { get }
  /// Whether the view is disabled (it takes no touches).
  var isDisabled: Bool { get }
}

/// The state of a header or footer view, as UIKit's `UIViewConfigurationState`.
public struct ViewConfigurationState: ConfigurationState, Hashable {
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view is highlighted.
  public var isHighlighted = false
  /// Whether the view takes no touches.
  public var isDisabled = false

  /// Creates a normal state.
  public init() {}
}

/// The state of a cell, as UIKit's `UICellConfigurationState`.
public struct CellConfigurationState: ConfigurationState, Hashable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell takes no touches (`isUserInteractionEnabled` is false).
  public var isDisabled = false
  /// Whether the table is editing and the cell with it.
  public var isEditing = false
  /// Whether the cell is swiped open (a Delete button or swipe actions show).
  public var isSwiped = false

  /// Creates a normal state.
  public init() {}
}

/// What a cell or a header keeps for its content configuration: the value as set, and the view
/// showing it. A class, so that a host's update handler can set the host's configuration while
/// the storage runs it.
@MainActor
final class ContentConfigurationStorage {
  /// The configuration as set.
  var configuration: (any ContentConfiguration)?
  /// The view showing it, a subview of the host's `contentView`.
  private(set) var contentView: (View & ContentView)?
  /// Whether the host shows `configuration.updated(for:)` of its state.
  var updatesAutomatically = true
  /// Whether the host's update handler is running.
  private(set) var isUpdating = false

  /// Shows `configuration` (updated for `state` when automatic) in `container`: assigned to the
  /// current view when that supports it, else in a new view replacing it; with none, the view
  /// goes.
  func apply(state: any ConfigurationState, in container: View) {
    guard let configuration else {
      contentView?.removeFromSuperview()
      contentView = nil
      return
    }
    let shown = updatesAutomatically ? configuration.updated(for: state) : configuration
    if let contentView, contentView.supports(shown) {
      contentView.configuration = shown
      return
    }
    contentView?.removeFromSuperview()
    let view = shown.makeContentView()
    container.addSubview(view)
    contentView = view
  }

  /// Runs a host's update handler, unless one is running already (a configuration the handler
  /// sets must not run it again).
  func runUpdate(_ handler: () -> Void) {
    guard !isUpdating else { return }
    isUpdating = true
    defer { isUpdating = false }
    handler()
  }
}
