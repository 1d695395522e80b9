import Foundation

/// Manages how a sheet or popover shows its controller, as UIKit's `UIPresentationController`:
/// made by the presented controller (`presentationController`) for its
/// `modalPresentationStyle`, it tells its delegate what the user does and lets it choose how
/// the presentation adapts to a compact window.
@preconcurrency @MainActor
open class PresentationController {
  /// The controller shown. The controller owns its presentation controller; keeping this one
  /// past the controller's life is a bug, as in UIKit.
  public unowned let presentedViewController: ViewController
  /// The controller that presented it, while it is presented.
  public var presentingViewController: ViewController? {
    presentedViewController.presentingViewController
  }
  /// The style it was made for (see `adaptivePresentationStyle`).
  public let presentationStyle: ViewController.ModalPresentationStyle
  /// Hears dismissals and chooses the adaptation.
  public weak var delegate: (any AdaptivePresentationControllerDelegate)?
  /// The view the presentation is shown in (the whole window), while it is presented.
  public var containerView: View? { container }
  /// The presented controller's view.
  public var presentedView: View? { presentedViewController.viewIfLoaded }
  /// The traits of the container, or of the presented controller before it shows.
  public var traitCollection: TraitCollection {
    container?.traitCollection ?? presentedViewController.viewIfLoaded?.traitCollection
      ?? TraitCollection()
  }

  /// The view drawing the card or popover while presented.
  var container: SheetContainerView?

  /// Makes a presentation controller for `presentedViewController` shown in `style`.
  public init(
    presentedViewController: ViewController, style: ViewController.ModalPresentationStyle
  ) {
    self.presentedViewController = presentedViewController
    presentationStyle = style
  }

  /// The style the presentation shows in now: `presentationStyle` adapted to the container's
  /// width, as the delegate chooses (or the system: a popover becomes a page sheet on compact
  /// windows, a form sheet becomes a page sheet).
  public var adaptivePresentationStyle: ViewController.ModalPresentationStyle {
    adaptiveStyle(isCompact: container.map { Self.isCompact($0.bounds.size, $0.traitCollection) }
      ?? false)
  }

  /// The style shown on a window that is compact (or not).
  func adaptiveStyle(isCompact: Bool) -> ViewController.ModalPresentationStyle {
    let base = presentationStyle == .automatic ? .pageSheet : presentationStyle
    guard isCompact else { return base }
    var compactTraits = traitCollection
    compactTraits.horizontalSizeClass = .compact
    let chosen =
      delegate?.adaptivePresentationStyle(for: self, traitCollection: compactTraits) ?? .automatic
    switch chosen {
    case .none: return base
    case .automatic: return base == .popover || base == .formSheet ? .pageSheet : base
    default: return chosen
    }
  }

  /// Whether a window of `size` with `traits` is compact: its size class when it has one, else
  /// narrower than `Metrics.sheetRegularWidth`.
  static func isCompact(_ size: CGSize, _ traits: TraitCollection) -> Bool {
    switch traits.horizontalSizeClass {
    case .compact: true
    case .regular: false
    default: size.width < Metrics.sheetRegularWidth
    }
  }

  /// The detents and grabber a sheet shows: this controller's own when it is a sheet, a
  /// popover's adaptive sheet's when it adapts.
  var sheetSettings: SheetPresentationController? { nil }
}
