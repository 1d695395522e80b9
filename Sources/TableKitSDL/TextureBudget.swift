/// How many bytes of textures a renderer keeps when its owner sets no limit: a few screens'
/// worth of pixels of what it draws on. Text of a table whose rows keep new names, or images
/// scrolled past, then cost a bounded, screen-sized amount, so a kiosk running for days stays
/// flat, while a small canvas does not hold a desktop's budget.
enum TextureBudget {
  /// How many full screens of ARGB pixels the texture cache may hold: the visible frame's
  /// textures (text and icons cover a fraction of the screen: W0's rows at 1080p hold about
  /// 0.5 MB of text), and room for the rows just scrolled past to come back without
  /// re-rendering. Four screens held 32 MB of text of rows scrolled past at 1080p in the
  /// benchmark's sustained minute (issue 32), for hits that a smaller budget also gets.
  static let screens = 2
  /// The part of the budget text textures may take, as a divisor: a quarter. Text is small (a
  /// screen of W0's rows at 1080p holds about 0.5 MB of it) and strings scrolled past rarely
  /// come back, while a screenful of pictures needs the whole screen's bytes. With the whole
  /// budget open to it, W0's text filled 13 MB of 16.6 at 1080p (issue 32) for the same hits a
  /// quarter gets.
  static let textShareDivisor = 4
  /// The least budget, so that a tiny output still caches a table's texts and icons.
  static let floor = 8 << 20
  /// The largest budget, for very large or 4K outputs.
  static let ceiling = 96 << 20

  /// The byte limit for an output of `width` × `height` device pixels.
  static func byteLimit(outputWidth width: Int32, height: Int32) -> Int {
    let screenBytes = Int(max(0, width)) * Int(max(0, height)) * 4
    return min(ceiling, max(floor, screens * screenBytes))
  }

  /// The bytes of lines rendered when measured and kept for the frame's replay
  /// (`LinesRenderedWhileMeasuring`): a quarter of a screen of pixels, more than the text of
  /// any screen covers, and at least a megabyte for a small output.
  static func measuredLineLimit(outputWidth width: Int32, height: Int32) -> Int {
    max(1 << 20, Int(max(0, width)) * Int(max(0, height)))
  }

  /// The bytes of text textures kept within a budget of `byteLimit`.
  static func textByteLimit(within byteLimit: Int) -> Int {
    max(1, byteLimit / textShareDivisor)
  }
}
