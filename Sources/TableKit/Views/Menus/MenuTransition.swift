import Foundation

/// How far a menu panel has opened, on the clock of the window or table that shows it, as
/// iOS 17 animates its menus: it grows from what opened it, scaling up from
/// `Metrics.menuAppearingScale` and fading in on a critically damped spring over
/// `Metrics.menuOpeningDuration`, and closes by shrinking and fading out over
/// `Metrics.menuClosingDuration` (from wherever it was, when it closes mid-opening) before it
/// goes away. A submenu's panel expands from its row the same way. The edit menu follows the
/// same steps in its own `Style`: quicker, from a slight scale, fading out without shrinking.
struct MenuTransition: Equatable, Sendable {
  /// How a kind of menu comes and goes.
  struct Style: Equatable, Sendable {
    /// The scale the panel grows from as it opens.
    let appearingScale: CGFloat
    /// How long it takes to open, on a critically damped spring.
    let openingDuration: TimeInterval
    /// How long it takes to fade away once dismissed.
    let closingDuration: TimeInterval
    /// Whether it shrinks back toward `appearingScale` as it fades away.
    let shrinksWhileClosing: Bool

    /// Context menus and button menus.
    static let menu = Style(
      appearingScale: Metrics.menuAppearingScale, openingDuration: Metrics.menuOpeningDuration,
      closingDuration: Metrics.menuClosingDuration, shrinksWhileClosing: true)
    /// The edit menu's compact bar.
    static let editMenu = Style(
      appearingScale: Metrics.editMenuAppearingScale,
      openingDuration: Metrics.editMenuOpeningDuration,
      closingDuration: Metrics.editMenuClosingDuration, shrinksWhileClosing: false)
  }

  private enum Phase: Equatable, Sendable {
    case opening(start: TimeInterval)
    case closing(start: TimeInterval, from: Double)
  }

  private var phase: Phase
  /// How the panel comes and goes.
  let style: Style

  /// A panel that starts to open at `time`.
  static func opening(at time: TimeInterval, style: Style = .menu) -> MenuTransition {
    MenuTransition(phase: .opening(start: time), style: style)
  }

  /// A panel shown at rest from the start (no animation).
  static let open = MenuTransition(phase: .opening(start: -.infinity), style: .menu)

  /// The spring the opening follows, squeezed into the style's opening duration (a critically
  /// damped spring starting at rest has the same shape whatever its duration).
  private static let spring = SpringPacing(damping: 1, initialVelocity: 0, duration: 1)

  /// Starts closing at `time`, from however open the panel is then; nothing if it is closing.
  mutating func close(at time: TimeInterval) {
    guard case .opening = phase else { return }
    phase = .closing(start: time, from: openness(at: time))
  }

  /// Whether the panel is closing (or closed).
  var isClosing: Bool {
    if case .closing = phase { return true }
    return false
  }

  /// How open the panel is at `time`: 0 hidden, 1 at rest.
  func openness(at time: TimeInterval) -> Double {
    switch phase {
    case .opening(let start):
      // At its end it is at rest exactly, whatever the division's rounding says.
      guard start.isFinite, time < start + style.openingDuration else { return 1 }
      return Self.spring.value(at: max(0, time - start) / style.openingDuration)
    case .closing(let start, let from):
      let progress = min(1, max(0, time - start) / style.closingDuration)
      return from * (1 - TimingCurve.easeOut.value(at: progress))
    }
  }

  /// The panel's scale at `time`: the style's appearing scale hidden, 1 at rest (a style that
  /// does not shrink while closing keeps the scale it had when dismissed).
  func scale(at time: TimeInterval) -> CGFloat {
    let start = style.appearingScale
    if case .closing(_, let from) = phase, !style.shrinksWhileClosing {
      return start + (1 - start) * CGFloat(from)
    }
    return start + (1 - start) * CGFloat(openness(at: time))
  }

  /// The panel's opacity at `time`.
  func opacity(at time: TimeInterval) -> CGFloat { CGFloat(openness(at: time)) }

  /// Whether the panel still moves at `time` (opening, or closing and not yet gone).
  func isMoving(at time: TimeInterval) -> Bool {
    switch phase {
    case .opening(let start):
      return start.isFinite && time < start + style.openingDuration
    case .closing:
      return !isGone(at: time)
    }
  }

  /// Whether the panel has closed and faded out completely by `time`.
  func isGone(at time: TimeInterval) -> Bool {
    guard case .closing(let start, _) = phase else { return false }
    return time >= start + style.closingDuration
  }

  /// Draws `body` as the panel shows at `time`: scaled about `origin` (the point it grows
  /// from) and faded; exactly as drawn at rest.
  func draw(
    in list: inout DrawList, at time: TimeInterval, growingFrom origin: CGPoint,
    _ body: (inout DrawList) -> Void
  ) {
    let opacity = opacity(at: time)
    let scale = scale(at: time)
    guard opacity < 1 || scale != 1 else { return body(&list) }
    var panel = DrawList(traits: list.traits)
    body(&panel)
    list.withAlpha(opacity) { $0.append(contentsOf: panel.scaled(by: scale, about: origin)) }
  }

  /// The point of `panel` nearest the middle of `anchor`: where a panel grows from what opened
  /// it (the edge next to a button or a row, the corner at a pointer, a submenu's header).
  static func growthOrigin(of panel: CGRect, from anchor: ContextMenuLayout.Anchor) -> CGPoint {
    let source: CGRect
    switch anchor {
    case .row(let rect), .control(let rect), .popUp(let rect), .submenu(let rect): source = rect
    case .point(let point): source = CGRect(origin: point, size: .zero)
    }
    return CGPoint(
      x: min(max(source.midX, panel.minX), panel.maxX),
      y: min(max(source.midY, panel.minY), panel.maxY))
  }
}

extension Metrics {
  /// The scale a menu panel grows from as it opens, and shrinks to as it closes (iOS 17's
  /// menus grow out of what opened them).
  public static let menuAppearingScale: CGFloat = 0.4
  /// How long a menu takes to open, on a critically damped spring.
  public static let menuOpeningDuration: TimeInterval = 0.4
  /// How long a menu takes to fade and shrink away once dismissed.
  public static let menuClosingDuration: TimeInterval = 0.22
  /// The scale the edit menu's bar grows from as it appears: a slight growth, as iOS 16's.
  public static let editMenuAppearingScale: CGFloat = 0.9
  /// How long the edit menu takes to appear.
  public static let editMenuOpeningDuration: TimeInterval = 0.2
  /// How long the edit menu takes to fade out once dismissed.
  public static let editMenuClosingDuration: TimeInterval = 0.2
}
