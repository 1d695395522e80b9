import Foundation

/// A pair of minus and plus buttons that step a value, as UIKit's `UIStepper` draws it since
/// iOS 13: a 94 × 32 light gray rounded bar split by a hairline, the glyphs in the label color,
/// the one that cannot step further grayed out. A press on a half steps the value by `stepValue`
/// (wrapping past the ends when `wraps`) and sends `.valueChanged`, and holding it repeats; the up and right arrows
/// (and +) step up, down and left (and -) step down. Bounds the wrong way round, a step that
/// is not positive and NaN values are reported and refused.
@preconcurrency @MainActor
open class Stepper: Control {
  /// The value, between the minimum and the maximum; 0 by default.
  public var value: Double {
    get { storedValue }
    set {
      guard newValue.isFinite else {
        return report("Stepper.value was given \(newValue); it stays \(storedValue)")
      }
      storedValue = min(max(newValue, minimumValue), maximumValue)
    }
  }
  private var storedValue: Double = 0
  /// The smallest value; 0 by default.
  public var minimumValue: Double = 0 {
    didSet { keepBoundsOrdered(changed: "minimumValue", oldValue: oldValue) }
  }
  /// The largest value; 100 by default.
  public var maximumValue: Double = 100 {
    didSet { keepBoundsOrdered(changed: "maximumValue", oldValue: oldValue) }
  }
  /// How much a tap changes the value; 1 by default, always positive.
  public var stepValue: Double = 1 {
    didSet {
      guard !(stepValue.isFinite && stepValue > 0) else { return }
      report("Stepper.stepValue must be above 0; \(stepValue) is refused, it stays \(oldValue)")
      stepValue = oldValue
    }
  }
  /// Whether stepping past one end goes round to the other.
  public var wraps = false
  /// Whether holding a half repeats the step, faster the longer it is held, as UIStepper does
  /// (`Stepper+Autorepeat.swift`).
  public var autorepeat = true
  /// Whether `.valueChanged` is sent at each step while a half is held; when false, once as
  /// the finger lifts.
  public var isContinuous = true

  /// The half under a press: -1 for minus, 1 for plus.
  var pressedHalf: Int?
  /// The press holding a half: when it went down and how many steps it has repeated.
  var hold: (start: TimeInterval, repeats: Int)?
  /// Whether the press now ending already stepped (on touch down, as UIStepper does), so its
  /// tap does not step again.
  var pressStepped = false
  /// Whether a held press changed the value without telling (`isContinuous` false).
  var pendingValueChange = false

  /// Creates a stepper at its standard size.
  public override init(frame: CGRect = .zero) {
    super.init(frame: CGRect(origin: frame.origin, size: Metrics.stepperSize))
  }

  private func keepBoundsOrdered(changed name: String, oldValue: Double) {
    guard minimumValue.isFinite, maximumValue.isFinite else {
      report("Stepper.\(name) must be finite; it stays \(oldValue)")
      if name == "minimumValue" { minimumValue = oldValue } else { maximumValue = oldValue }
      return
    }
    if minimumValue > maximumValue {
      report(
        "Stepper.minimumValue \(minimumValue) is above maximumValue \(maximumValue); \(name) "
          + "stays \(oldValue)")
      if name == "minimumValue" { minimumValue = oldValue } else { maximumValue = oldValue }
      return
    }
    storedValue = min(max(storedValue, minimumValue), maximumValue)
  }

  /// Whether a step down (`-1`) or up (`1`) can change the value.
  func canStep(_ direction: Int) -> Bool {
    wraps || (direction < 0 ? storedValue > minimumValue : storedValue < maximumValue)
  }

  /// Steps the value once and reports it, as a tap on a half does; while a press holds a
  /// half of a stepper that is not continuous, the report waits for the lift.
  @discardableResult
  func step(_ direction: Int) -> Bool {
    guard isEnabled, canStep(direction) else { return false }
    var next = storedValue + Double(direction) * stepValue
    if wraps, next > maximumValue { next = minimumValue }
    if wraps, next < minimumValue { next = maximumValue }
    storedValue = min(max(next, minimumValue), maximumValue)
    if isContinuous || pressedHalf == nil {
      sendActions(for: .valueChanged)
    } else {
      pendingValueChange = true
    }
    return true
  }

  /// The half at `point`: minus on the leading side.
  private func half(at point: CGPoint) -> Int {
    (point.x < bounds.midX) != isRightToLeft ? -1 : 1
  }

  /// The standard size.
  open override var intrinsicContentSize: CGSize { Metrics.stepperSize }

  /// The standard size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Metrics.stepperSize }

  /// A press highlights its half and steps at once, as UIStepper does on touch down; held,
  /// it repeats.
  open override func beginTracking(at point: CGPoint) {
    let direction = half(at: point)
    pressedHalf = direction
    pressStepped = step(direction)
    beginHold()
  }

  /// The highlight goes; a stepper that is not continuous reports the held steps now.
  open override func endTracking(at point: CGPoint) { endPress() }

  /// The highlight goes.
  open override func cancelTracking() {
    endPress()
    pressStepped = false
  }

  /// Steps down on the minus half, up on the plus half, unless the press ending already
  /// stepped as it went down.
  @discardableResult
  open override func handleTap(at point: CGPoint) -> Bool {
    if pressStepped {
      pressStepped = false
      return true
    }
    return step(half(at: point))
  }

  /// Repeats the held half's step up to the clock's time, then lays out.
  open override func layoutIfNeeded() {
    advanceHold()
    super.layoutIfNeeded()
  }

  /// Whether a half is held and repeating.
  open override var needsAnimationFrame: Bool { hold != nil }

  /// Up, right and + step up; down, left and - step down.
  open override func respondToKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    switch key {
    case .up, .character("+"): step(1)
    case .down, .character("-"): step(-1)
    case .right: step(isRightToLeft ? -1 : 1)
    case .left: step(isRightToLeft ? 1 : -1)
    default: return false
    }
    return true
  }

  /// Draws the bar, the pressed half, the hairline and the two glyphs.
  open override func draw(in list: inout DrawList) {
    let rect = CGRect(origin: .zero, size: bounds.size)
    let radius = Metrics.stepperCornerRadius
    list.withAlpha(isEnabled ? 1 : 0.5) { list in
      list.fillRoundedRect(rect, cornerRadius: radius, color: .tertiarySystemFill)
      let leading = CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height)
      let trailing = CGRect(x: rect.midX, y: 0, width: rect.width / 2, height: rect.height)
      let (minusRect, plusRect) = isRightToLeft ? (trailing, leading) : (leading, trailing)
      if let pressedHalf {
        list.clipped(to: pressedHalf < 0 ? minusRect : plusRect) {
          $0.fillRoundedRect(rect, cornerRadius: radius, color: .tertiarySystemFill)
        }
      }
      let divider = Metrics.segmentedControlDividerHeight
      list.fill(
        CGRect(x: rect.midX - 0.5, y: (rect.height - divider) / 2, width: 1, height: divider),
        color: .segmentedDivider)
      let side = Metrics.stepperGlyphSide
      let lineWidth: CGFloat = 2
      for (rect, direction) in [(minusRect, -1), (plusRect, 1)] {
        let color: Color = canStep(direction) ? .label : .tertiaryLabel
        let mid = CGPoint(x: rect.midX, y: rect.midY)
        list.append(
          .polyline(
            [CGPoint(x: mid.x - side / 2, y: mid.y), CGPoint(x: mid.x + side / 2, y: mid.y)],
            lineWidth: lineWidth, color))
        if direction > 0 {
          list.append(
            .polyline(
              [CGPoint(x: mid.x, y: mid.y - side / 2), CGPoint(x: mid.x, y: mid.y + side / 2)],
              lineWidth: lineWidth, color))
        }
      }
    }
  }
}

extension Stepper: InputHandling {
  /// Handles a press, a key, or an event for the table it lies in (see
  /// `Control+Tracking.swift`).
  /// - Returns: Whether it was used.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool { handleControlInput(event) }

  /// The table the stepper lies in, else the stepper itself.
  public var keyTargetAfterPress: View? { enclosingTable ?? self }
}
