/// The modifier keys held while a key is pressed.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits of the held modifiers.
  public let rawValue: UInt8

  /// Creates a set of modifiers from its bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Control.
  public static let control = KeyModifiers(rawValue: 1 << 1)
  /// Option on a Mac keyboard, Alt elsewhere.
  public static let option = KeyModifiers(rawValue: 1 << 2)
  /// Command on a Mac keyboard, the Windows or Super key elsewhere (SDL's GUI key).
  public static let command = KeyModifiers(rawValue: 1 << 3)

  /// Alt: the same key as ``option``.
  public static let alt = option
  /// SDL's GUI key: the same key as ``command``.
  public static let gui = command
}
