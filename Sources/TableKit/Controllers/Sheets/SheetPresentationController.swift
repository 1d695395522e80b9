import Foundation

/// Manages a sheet, as UIKit's `UISheetPresentationController`: the card a `.pageSheet` or
/// `.formSheet` presentation shows, resting at one of its `detents` (half or all of the
/// window's height), with an optional grabber. The user drags the card between detents, or
/// down past the smallest to dismiss it (unless the controller `isModalInPresentation`).
@preconcurrency @MainActor
public final class SheetPresentationController: PresentationController {
  /// A height a sheet rests at, as `UISheetPresentationController.Detent`.
  @preconcurrency @MainActor
  public final class Detent {
    /// A detent's name, as `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The name.
      public let rawValue: String
      /// Makes an identifier named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The medium detent's.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent's.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// What a custom detent's resolver is told, as `UISheetPresentationControllerDetentResolutionContext`.
    public struct ResolutionContext {
      /// The height of the large detent: the most a detent may be.
      public let maximumDetentValue: CGFloat
      /// The container's traits.
      public let containerTraitCollection: TraitCollection
    }

    /// The detent's name.
    public let identifier: Identifier
    private let resolver: @MainActor (ResolutionContext) -> CGFloat?

    private init(
      identifier: Identifier, resolver: @escaping @MainActor (ResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// About half the window's height.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
    }
    /// The full height a sheet takes.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }
    /// A detent whose height `resolver` gives (nil leaves it out), as `.custom(identifier:resolver:)`.
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping @MainActor (ResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(rawValue: "custom-\(UUID())"), resolver: resolver)
    }

    /// The height in `context`, clamped to the maximum, or nil.
    public func resolvedValue(in context: ResolutionContext) -> CGFloat? {
      resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
    }
  }

  /// The heights the sheet rests at; `[.large()]` by default. An empty list is ignored with a
  /// warning (UIKit requires at least one).
  public var detents: [Detent] = [.large()] {
    didSet {
      if detents.isEmpty {
        report("The detents of a sheet must not be empty; [.large()] is used")
        detents = [.large()]
      }
      changed()
    }
  }
  /// The detent the sheet rests at; nil means the smallest. Setting it moves the sheet (with
  /// animation inside `animateChanges(_:)`).
  public var selectedDetentIdentifier: Detent.Identifier? { didSet { changed() } }
  /// The largest detent at which the presenter is not dimmed; nil dims at every detent.
  public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { changed() } }
  /// Whether the grabber (a 36 × 5 bar at the top) shows.
  public var prefersGrabberVisible = false { didSet { changed() } }
  /// The card's corner radius; nil for the system's (`Metrics.sheetCornerRadius`).
  public var preferredCornerRadius: CGFloat? { didSet { changed() } }
  /// Hears the user's detent changes, and what `delegate` hears.
  public var sheetDelegate: (any SheetPresentationControllerDelegate)? {
    delegate as? any SheetPresentationControllerDelegate
  }

  /// Whether changes made now animate (inside `animateChanges(_:)`).
  private var isAnimatingChanges = false

  override var sheetSettings: SheetPresentationController? { self }

  /// Makes the changes in `changes` (detents, selected detent) move the sheet with animation.
  public func animateChanges(_ changes: () -> Void) {
    isAnimatingChanges = true
    changes()
    isAnimatingChanges = false
  }

  private func changed() { container?.settingsDidChange(animated: isAnimatingChanges) }

  private func report(_ message: String) {
    if let window = presentedViewController.window {
      window.warningHandler(message)
    } else {
      Window.reportWithoutWindow(message)
    }
  }

  /// The detents' heights in `context`, smallest first, with their identifiers.
  func resolvedDetents(in context: Detent.ResolutionContext) -> [(Detent.Identifier, CGFloat)] {
    detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
      .sorted { $0.1 < $1.1 }
  }
}
