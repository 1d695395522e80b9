import Foundation

/// A menu item that runs a handler when chosen, as UIKit's `UIAction`: a title, an optional
/// image, attributes (`.destructive` draws it in red, `.disabled` grays it out and ignores taps,
/// `.hidden` leaves it out) and a state (`.on` shows a checkmark).
@preconcurrency @MainActor
public final class Action: MenuElement {
  /// What the table calls when the user chooses the action, with the action itself.
  public typealias Handler = @MainActor (_ action: Action) -> Void

  /// A name for an action, as `UIAction.Identifier`.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    /// The name.
    public var rawValue: String
    /// Creates an identifier from its name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from its name, as `UIAction.Identifier(_:)`.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How an action looks and behaves, as `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The bits of the attributes.
    public let rawValue: UInt8
    /// Creates attributes from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Drawn grayed out; choosing it does nothing.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Drawn in red: the action deletes or discards something.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown at all.
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// Whether an action shows as chosen, as `UIMenuElement.State`.
  public enum State: Int, Hashable, Sendable {
    /// Nothing shows.
    case off = 0
    /// A checkmark shows on the leading side.
    case on = 1
    /// A dash shows on the leading side: partly on.
    case mixed = 2
  }

  /// The action's name, for code that looks actions up.
  public let identifier: Identifier
  /// The looks and behavior.
  public var attributes: Attributes
  /// Whether the action shows as chosen.
  public var state: State
  /// The handler the table calls when the user chooses the action.
  public let handler: Handler
  /// What performed the action while its handler runs (the control or the bar button item), as
  /// UIKit's `sender`; nil otherwise (a menu's item).
  public internal(set) var sender: Any?

  /// Creates an action, as `UIAction(title:image:identifier:discoverabilityTitle:attributes:
  /// state:handler:)`.
  /// - Parameters:
  ///   - title: The title; empty by default.
  ///   - image: An image drawn on the trailing side; none by default.
  ///   - identifier: A name; a unique one by default.
  ///   - discoverabilityTitle: Accepted for porting and ignored (no keyboard shortcut HUD here).
  ///   - attributes: Destructive, disabled or hidden; none by default.
  ///   - state: Whether it shows as chosen; `.off` by default.
  ///   - handler: What to do when the user chooses the action.
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping Handler
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }
}

extension Action {
  /// Runs the handler with `sender` as the action's sender, as a control or a bar button item
  /// performs it.
  func perform(sender: Any) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
