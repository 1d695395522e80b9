import Foundation

/// A slider, as UIKit's `UISlider` draws it since iOS 13: a 4-point rounded track, filled in
/// the tint up to the value and light gray after it, and a 28-point white thumb on a soft
/// shadow. Dragging the thumb changes the value (sending `.valueChanged` as it moves, or once
/// at the end when not `isContinuous`); the arrow keys move it by a tenth of the range, Home and
/// End to the ends. Right to left, the minimum is on the right. It works on its own and as a
/// cell's accessory view (where it follows its own drags rather than scrolling the table).
///
/// Bad bounds are reported (see `Control.warningHandler`) and made usable: a minimum above the
/// maximum raises the maximum to it; NaN or infinite values are refused.
@preconcurrency @MainActor
open class Slider: Control {
  /// The value, kept between the minimum and the maximum.
  public var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }
  private var storedValue: Float = 0
  /// The smallest value; 0 by default.
  public var minimumValue: Float {
    get { valueRange.lowerBound }
    set { setBounds(minimum: newValue, maximum: valueRange.upperBound, changing: "minimumValue") }
  }
  /// The largest value; 1 by default.
  public var maximumValue: Float {
    get { valueRange.upperBound }
    set { setBounds(minimum: valueRange.lowerBound, maximum: newValue, changing: "maximumValue") }
  }
  private var valueRange: ClosedRange<Float> = 0...1
  /// Whether dragging sends `.valueChanged` at every move (true) or once when it ends.
  public var isContinuous = true
  /// The track's color up to the thumb; the tint when nil.
  public var minimumTrackTintColor: Color?
  /// The track's color after the thumb; the system fill when nil.
  public var maximumTrackTintColor: Color?
  /// The thumb's color; white when nil.
  public var thumbTintColor: Color?

  /// Where the pointer grabbed the thumb, from the thumb's centre; nil when not dragging.
  private var grabOffset: CGFloat?

  /// Creates a slider.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Sets the value, clamped to the bounds, without sending an event; NaN is refused.
  public func setValue(_ value: Float, animated: Bool) {
    guard value.isFinite else {
      report("Slider.value was given \(value); it stays \(storedValue)")
      return
    }
    storedValue = min(max(value, valueRange.lowerBound), valueRange.upperBound)
  }

  private func setBounds(minimum: Float, maximum: Float, changing name: String) {
    guard minimum.isFinite, maximum.isFinite else {
      report(
        "Slider.\(name) was given \(name == "minimumValue" ? minimum : maximum); the range "
          + "stays \(valueRange.lowerBound)...\(valueRange.upperBound)")
      return
    }
    if minimum > maximum {
      // UIKit keeps the bounds ordered by moving the other one.
      if name == "minimumValue" {
        report(
          "Slider.minimumValue \(minimum) is above maximumValue \(maximum); the maximum becomes "
            + "\(minimum)")
        valueRange = minimum...minimum
      } else {
        report(
          "Slider.maximumValue \(maximum) is below minimumValue \(minimum); the minimum becomes "
            + "\(maximum)")
        valueRange = maximum...maximum
      }
    } else {
      valueRange = minimum...maximum
    }
    storedValue = min(max(storedValue, valueRange.lowerBound), valueRange.upperBound)
  }

  /// Where the value lies in the range, 0...1.
  var fraction: CGFloat {
    let span = valueRange.upperBound - valueRange.lowerBound
    return span > 0 ? CGFloat((storedValue - valueRange.lowerBound) / span) : 0
  }

  /// The thumb's rect in bounds coordinates.
  var thumbRect: CGRect {
    let side = Metrics.sliderThumbDiameter
    let travel = max(0, bounds.width - side)
    let offset = travel * (isRightToLeft ? 1 - fraction : fraction)
    return CGRect(x: offset, y: (bounds.height - side) / 2, width: side, height: side)
  }

  // MARK: - Size

  /// No width of its own; 31 tall, as UIKit's.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Metrics.sliderHeight)
  }

  /// The width offered (at least the thumb's), 31 tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width.isFinite && size.width < .greatestFiniteMagnitude / 2 ? size.width : 0
    return CGSize(width: max(Metrics.sliderThumbDiameter, width), height: Metrics.sliderHeight)
  }

  // MARK: - Input

  /// A slider follows its drags itself, in a cell too.
  open override var tracksPressesInsideTable: Bool { true }

  /// A press on the thumb grabs it; elsewhere it does nothing (as iOS, where the track is no
  /// target).
  open override func beginTracking(at point: CGPoint) {
    let thumb = thumbRect
    let slop = Metrics.sliderThumbGrabSlop
    guard thumb.insetBy(dx: -slop, dy: -slop).contains(point) else { return }
    grabOffset = point.x - thumb.midX
  }

  /// The thumb follows the pointer.
  open override func continueTracking(at point: CGPoint) {
    guard grabOffset != nil else { return }
    moveThumb(to: point, sending: isContinuous)
  }

  /// The drag ends; a slider that is not continuous reports its value now.
  open override func endTracking(at point: CGPoint) {
    guard grabOffset != nil else { return }
    moveThumb(to: point, sending: false)
    grabOffset = nil
    sendActions(for: .valueChanged)
  }

  /// The drag is dropped where the thumb is.
  open override func cancelTracking() { grabOffset = nil }

  private func moveThumb(to point: CGPoint, sending: Bool) {
    guard let grabOffset else { return }
    let side = Metrics.sliderThumbDiameter
    let travel = max(1, bounds.width - side)
    var fraction = (point.x - grabOffset - side / 2) / travel
    if isRightToLeft { fraction = 1 - fraction }
    let span = valueRange.upperBound - valueRange.lowerBound
    let old = storedValue
    setValue(valueRange.lowerBound + Float(min(max(fraction, 0), 1)) * span, animated: false)
    if sending, storedValue != old { sendActions(for: .valueChanged) }
  }

  /// A tap does nothing but end the press: the value moves by dragging.
  @discardableResult
  open override func handleTap(at point: CGPoint) -> Bool { isEnabled }

  /// The arrows step a tenth of the range (left is up right to left), Home and End go to the
  /// ends; each change sends `.valueChanged`.
  open override func respondToKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    let step = (valueRange.upperBound - valueRange.lowerBound) / 10
    let old = storedValue
    switch key {
    case .right: value += isRightToLeft ? -step : step
    case .left: value += isRightToLeft ? step : -step
    case .up: value += step
    case .down: value -= step
    case .home: value = valueRange.lowerBound
    case .end: value = valueRange.upperBound
    default: return false
    }
    if storedValue != old { sendActions(for: .valueChanged) }
    return true
  }

  // MARK: - Drawing

  /// Draws the two parts of the track and the thumb, faded when disabled.
  open override func draw(in list: inout DrawList) {
    let thumb = thumbRect
    let height = Metrics.sliderTrackHeight
    let track = CGRect(
      x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
    let split = thumb.midX
    let filled = minimumTrackTintColor ?? tintColor!
    let empty = maximumTrackTintColor ?? .systemFill
    list.withAlpha(isEnabled ? 1 : 0.5) { list in
      list.fillRoundedRect(track, cornerRadius: height / 2, color: empty)
      let fillRect =
        isRightToLeft
        ? CGRect(x: split, y: track.minY, width: track.maxX - split, height: height)
        : CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: height)
      list.clipped(to: fillRect) {
        $0.fillRoundedRect(track, cornerRadius: height / 2, color: filled)
      }
      list.controlThumb(thumb, color: thumbTintColor ?? .white)
    }
  }
}

extension Slider: InputHandling {
  /// Handles a drag, a key or a tap (see `Control+Tracking.swift`).
  /// - Returns: Whether it was used.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool { handleControlInput(event) }
}
