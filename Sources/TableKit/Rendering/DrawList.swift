import Foundation

/// The display list of one frame: what the core wants drawn, in order, back to front. The core
/// builds it; a backend replays it. It holds no resources, so it can be compared in tests.
///
/// Its colors are ready to draw: a dynamic color's components are its light value, and under
/// any other traits (dark, high contrast) each command's dynamic colors are resolved
/// when it is appended, with `traits`, which the view tree sets to each view's own while the
/// view draws. A light list keeps the named colors views used, which tests look for.
public struct DrawList: Equatable, Sendable {
  /// The commands in drawing order.
  public private(set) var commands: [DrawCommand] = []
  /// The traits dynamic colors are resolved with as commands are appended.
  public var traits = TraitCollection.hostDefault

  /// Creates an empty list.
  public init() {}

  /// Creates an empty list whose colors resolve with `traits`: a list drawn apart and then
  /// appended to another takes that one's traits.
  public init(traits: TraitCollection) { self.traits = traits }

  /// Creates a list from commands, in light mode.
  public init(_ commands: [DrawCommand]) { self.commands = commands }

  /// Whether the list has no commands.
  public var isEmpty: Bool { commands.isEmpty }

  /// Lists are equal when their commands are: the traits only decided how colors resolved.
  public static func == (lhs: DrawList, rhs: DrawList) -> Bool { lhs.commands == rhs.commands }

  /// Appends one command, its dynamic colors resolved with `traits` unless they are light, and
  /// its text one weight heavier when the traits' legibility weight is bold (Bold Text; the
  /// screen's `textMeasurer` measures the same faces then).
  ///
  /// The command is consumed: a frame appends some hundred commands, and copying each (its
  /// strings' and fonts' references retained and released again) was a fifth of building the
  /// list.
  public mutating func append(_ command: consuming DrawCommand) {
    if traits.legibilityWeight == .bold, case .text(var run) = command {
      run.font = run.font.boldTextVariant
      command = .text(run)
    }
    if traits.resolvesToLight {
      commands.append(command)
    } else {
      commands.append(command.resolvingColors(with: traits))
    }
  }

  /// Appends every command of another list.
  public mutating func append(contentsOf other: DrawList) { commands += other.commands }

  /// Removes every command, keeping the storage for the next frame.
  public mutating func removeAll() { commands.removeAll(keepingCapacity: true) }

  // MARK: - Drawing

  /// Fills `rect` with `color`; nothing when the color is clear or the rect empty.
  public mutating func fill(_ rect: CGRect, color: Color) {
    guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
    append(.fillRect(rect, color))
  }

  /// Fills `rect` with rounded corners.
  public mutating func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color) {
    guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
    append(.fillRoundedRect(rect, cornerRadius: cornerRadius, color))
  }

  /// Rounds off `corners` of `rect` against a solid `backdrop` (see
  /// `DrawCommand.roundCorners`); nothing without corners, radius or a visible backdrop.
  public mutating func roundCorners(
    of rect: CGRect, cornerRadius: CGFloat, corners: RectCorner, backdrop: Color
  ) {
    guard !corners.isEmpty, cornerRadius > 0, backdrop.alpha > 0, rect.width > 0,
      rect.height > 0
    else { return }
    append(.roundCorners(rect, cornerRadius: cornerRadius, corners: corners, backdrop: backdrop))
  }

  /// Draws a run of text.
  public mutating func text(_ run: TextRun) {
    guard !run.string.isEmpty, run.color.alpha > 0 else { return }
    append(.text(run))
  }

  // MARK: - State

  /// Runs `body` with drawing clipped to `rect`.
  public mutating func clipped(to rect: CGRect, _ body: (inout DrawList) -> Void) {
    append(.pushClip(rect))
    body(&self)
    append(.popClip)
  }

  /// Runs `body` with the origin moved by `offset`; no commands when the offset is zero.
  public mutating func translated(by offset: CGPoint, _ body: (inout DrawList) -> Void) {
    if offset == .zero { return body(&self) }
    append(.pushTranslation(offset))
    body(&self)
    append(.popTranslation)
  }

  /// Runs `body` with opacity multiplied by `alpha`; skips it when fully transparent.
  public mutating func withAlpha(_ alpha: CGFloat, _ body: (inout DrawList) -> Void) {
    if alpha >= 1 { return body(&self) }
    guard alpha > 0 else { return }
    append(.pushAlpha(alpha))
    body(&self)
    append(.popAlpha)
  }
}
