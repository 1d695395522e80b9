/// How many measured widths and truncated forms of strings a renderer keeps: a few screens'
/// worth of lines of what it draws on, as `TextureBudget` keeps a few screens of pixels. A
/// table whose rows keep new names then keeps a bounded, screen-sized number of measurements
/// that fills within the first screens scrolled, rather than growing for as long as there are
/// rows it has not seen yet; a measurement that was dropped is taken again when needed.
enum TextMeasureBudget {
  /// How many screens of lines are kept, as the texture cache keeps four screens of pixels.
  static let screens = 4
  /// The height in device pixels of the smallest line counted: more lines than any legible
  /// text fits on the screen.
  static let smallestLinePixels = 8
  /// The measurements of one line: its own width and the prefixes a wrap or a truncation tries
  /// (a binary search, a few per line).
  static let measurementsPerLine = 4
  /// The least, so that a tiny output still keeps a table's strings, and the most.
  static let floor = 1_024
  static let ceiling = 16_384

  /// The most measured widths kept for an output `height` device pixels tall.
  static func widthLimit(outputHeight height: Int32) -> Int {
    let lines = Int(max(0, height)) / smallestLinePixels
    return min(ceiling, max(floor, screens * lines * measurementsPerLine))
  }

  /// The most fitted forms kept (a line cut with an ellipsis, or the line itself when it fits):
  /// one per line drawn, a quarter of the widths.
  static func truncationLimit(outputHeight height: Int32) -> Int {
    max(floor / 4, widthLimit(outputHeight: height) / measurementsPerLine)
  }
}
