/// What one replay asked of SDL: how many primitives the draw list resolved to, how many were
/// issued after overdraw culling, and the pixels they touched. The frame benchmark reports
/// them; a replay whose fills cover the output about once fills no pixel twice.
public struct ReplayStatistics: Equatable, Sendable {
  /// Rectangle fills issued (a clear cut into parts counts its parts here).
  public var fills = 0
  /// Texture copies issued: text, images, anti-aliased shapes.
  public var blits = 0
  /// Whole-output clears issued.
  public var clears = 0
  /// Pixels set or blended by the fills and clears issued.
  public var filledPixels = 0
  /// Of those, the pixels set by opaque fills and clears: at most the output's pixels when no
  /// pixel is filled twice with an opaque color.
  public var opaqueFilledPixels = 0
  /// Pixels of the destinations of the copies issued (clipped to the output).
  public var blittedPixels = 0
  /// Backdrop blurs issued (materials), and the pixels they covered.
  public var blurs = 0
  public var blurredPixels = 0
  /// The same counts for every primitive the list resolved to, before culling.
  public var recordedFills = 0
  public var recordedBlits = 0
  public var recordedFilledPixels = 0
  public var recordedBlittedPixels = 0
  public var recordedBlurs = 0
  public var recordedBlurredPixels = 0

  public init() {}

  /// Adds another replay's counts, to total a run.
  public mutating func add(_ other: ReplayStatistics) {
    fills += other.fills
    blits += other.blits
    clears += other.clears
    filledPixels += other.filledPixels
    opaqueFilledPixels += other.opaqueFilledPixels
    blittedPixels += other.blittedPixels
    recordedFills += other.recordedFills
    recordedBlits += other.recordedBlits
    recordedFilledPixels += other.recordedFilledPixels
    recordedBlittedPixels += other.recordedBlittedPixels
    blurs += other.blurs
    blurredPixels += other.blurredPixels
    recordedBlurs += other.recordedBlurs
    recordedBlurredPixels += other.recordedBlurredPixels
  }
}
