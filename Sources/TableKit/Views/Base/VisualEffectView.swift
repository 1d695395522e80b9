import Foundation

/// A view that blurs what lies behind it as one of iOS's materials, as UIKit's
/// `UIVisualEffectView`: set `effect` to a `BlurEffect` and add what it shows to
/// `contentView`. It follows the appearance of its traits (light or dark) and its
/// `cornerRadius`; under Reduce Transparency (`AccessibilityCenter.isReduceTransparencyEnabled`)
/// it is the material's flat, opaque color, as on iOS.
///
/// With a `VibrancyEffect`, placed in a blur's effect view's `contentView`, it draws nothing
/// of its own: what its `contentView` holds is drawn vibrantly over the material (see
/// `DrawList.vibrant(_:over:reducesTransparency:_:)`).
@preconcurrency @MainActor
open class VisualEffectView: View {
  /// The effect applied to what lies behind the view; nil draws nothing behind the content.
  public var effect: VisualEffect?

  /// The view to add content to; it fills the effect view.
  public let contentView: View

  /// Creates a view with `effect`, as `UIVisualEffectView(effect:)`.
  public init(effect: VisualEffect?) {
    self.effect = effect
    contentView = View(frame: .zero)
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a view with a frame and no effect.
  public override init(frame: CGRect) {
    effect = nil
    contentView = View(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Keeps the content view filling the effect view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let filling = CGRect(origin: .zero, size: frame.size)
    if contentView.frame != filling { contentView.frame = filling }
  }

  /// Draws the effect (the blurred, tinted backdrop), then the background color over it.
  open override func drawBackground(in list: inout DrawList) {
    if let blur = effect as? BlurEffect {
      list.material(
        blur.style, in: CGRect(origin: .zero, size: shownSize), cornerRadius: cornerRadius,
        reducesTransparency: reducesTransparency)
    }
    super.drawBackground(in: &list)
  }

  /// Draws the subviews, the content view's vibrantly when the effect is a vibrancy.
  open override func renderSubviews(into list: inout DrawList) {
    guard let vibrancy = effect as? VibrancyEffect else { return super.renderSubviews(into: &list) }
    for subview in subviews {
      guard subview === contentView else {
        subview.render(into: &list)
        continue
      }
      list.vibrant(
        vibrancy.style, over: vibrancy.blurEffect.style,
        reducesTransparency: reducesTransparency
      ) { subview.render(into: &$0) }
    }
  }
}
