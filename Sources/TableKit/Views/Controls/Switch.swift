import Foundation

/// An on/off switch, as UIKit's `UISwitch` draws it since iOS 13: a 51 × 31 track filled light
/// gray when off and system green when on, with a white thumb on a soft shadow. It works as a
/// cell's `accessoryView`; a tap toggles it and calls `valueChanged`.
@preconcurrency @MainActor
open class Switch: Control {
  /// Whether the switch is on; setting it moves the thumb at once, as `setOn(_:animated: false)`.
  public var isOn: Bool {
    get { on }
    set { setOn(newValue, animated: false) }
  }
  private var on = false
  /// The track color when on.
  public var onTintColor: Color = .systemGreen
  /// The thumb color.
  public var thumbTintColor: Color = .white
  /// Called after the user changes the value (not after `setOn`).
  public var valueChanged: ((Switch) -> Void)?

  /// Where the thumb is, 0 (off) ... 1 (on); animates between the two.
  public private(set) var thumbPosition: CGFloat = 0
  private var transition: (from: CGFloat, start: TimeInterval?)?

  /// Creates a switch at its standard size.
  public override init(frame: CGRect = .zero) {
    super.init(frame: CGRect(origin: frame.origin, size: Metrics.switchSize))
  }

  /// Sets the value without calling `valueChanged`.
  public func setOn(_ on: Bool, animated: Bool) {
    guard on != self.on else { return }
    self.on = on
    if animated {
      transition = (thumbPosition, nil)
    } else {
      transition = nil
      thumbPosition = on ? 1 : 0
    }
  }

  /// Brings the thumb animation to `time` (`Metrics.switchAnimationDuration`, ease out); the table calls it every frame.
  public func advanceAnimation(to time: TimeInterval) {
    guard let transition else { return }
    let start = transition.start ?? time
    self.transition = (transition.from, start)
    // Within a nanosecond of the end counts as the end (see `TableViewCell.advanceAnimations`).
    let raw = (time - start) / Metrics.switchAnimationDuration
    let progress = raw >= 1 - 1e-9 ? 1 : max(0, raw)
    let eased = 1 - (1 - progress) * (1 - progress)
    let target: CGFloat = isOn ? 1 : 0
    thumbPosition = transition.from + (target - transition.from) * CGFloat(eased)
    if progress >= 1 { self.transition = nil }
  }

  /// Whether the thumb is still moving.
  public var isAnimating: Bool { transition != nil }

  /// The track's size.
  open override var intrinsicContentSize: CGSize { Metrics.switchSize }

  /// The standard size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Metrics.switchSize }

  /// Toggles the switch and reports the change.
  @discardableResult
  open override func handleTap(at point: CGPoint) -> Bool {
    guard isEnabled else { return false }
    setOn(!isOn, animated: true)
    valueChanged?(self)
    sendActions(for: .valueChanged)
    return true
  }

  /// Draws the track, the thumb's shadow and the thumb (mirrored right to left).
  open override func draw(in list: inout DrawList) {
    let track = CGRect(origin: .zero, size: Metrics.switchSize)
    let radius = track.height / 2
    let onAmount = thumbPosition
    list.withAlpha(isEnabled ? 1 : 0.5) { list in
      // Off: a flat light fill, no outline (iOS 13+); on: the tint fills in over it.
      list.fillRoundedRect(track, cornerRadius: radius, color: .switchOffTrack)
      list.withAlpha(onAmount) {
        $0.fillRoundedRect(track, cornerRadius: radius, color: onTintColor)
      }
      let diameter = Metrics.switchThumbDiameter
      let inset = (track.height - diameter) / 2
      // Right to left the switch is mirrored, as on iOS: the thumb of an "on" switch is on the
      // left.
      let travel = (track.width - diameter - 2 * inset) * onAmount
      let x = isRightToLeft ? track.width - inset - diameter - travel : inset + travel
      list.controlThumb(
        CGRect(x: x, y: inset, width: diameter, height: diameter), color: thumbTintColor)
    }
  }
}

extension DrawList {
  /// The round white thumb of a switch or a slider on its soft shadow.
  public mutating func controlThumb(_ thumb: CGRect, color: Color) {
    let diameter = min(thumb.width, thumb.height)
    // iOS lays two shadows under the thumb: a wide soft one, and a tight one that gives its
    // edge on a light track.
    let shadowed = thumb.offsetBy(dx: 0, dy: Metrics.switchThumbShadowOffset)
    append(
      .shadow(
        shadowed, cornerRadius: diameter / 2, blur: Metrics.switchThumbShadowBlur,
        Color(white: 0, alpha: 0.15)))
    append(.shadow(shadowed, cornerRadius: diameter / 2, blur: 1, Color(white: 0, alpha: 0.06)))
    append(.fillEllipse(thumb, color))
  }
}
