/// What the replay knows of a target's pixels from its last frame, on a target that keeps them
/// from one replay to the next (an offscreen surface): every pixel outside `drawn` holds
/// `background`. A frame that clears to the same background then sets only the pixels in
/// `drawn` — where the last frame left something other than the background — and ends with
/// exactly the pixels a full clear would give, for a fraction of its cost: while a table
/// scrolls, the white between its texts stays white and is not filled again.
///
/// `drawn` is a list of disjoint boxes, so that no pixel is cleared twice; past `boxLimit`
/// boxes it collapses to the one box around them, which holds more than was drawn (it then
/// clears more, never too little).
struct RetainedFrame {
  /// The most boxes kept before they collapse into one.
  static let boxLimit = 512

  /// Whether the last frame's pixels are known: false at first, after a replay that did not
  /// clear, after the output changed size, and after `forget()`.
  private(set) var isKnown = false
  private var background: UInt32 = 0
  private var output = PixelBox.empty
  private var drawn: [PixelBox] = []
  /// The frame being replayed: what it draws other than its background.
  private var drawing: [PixelBox] = []
  private var pieces: [PixelBox] = []
  private var scratch: [PixelBox] = []

  init() {}

  /// Nothing is known of the target's pixels any more (something else drew on it, or it was
  /// made anew).
  mutating func forget() {
    isKnown = false
    drawn.removeAll(keepingCapacity: true)
  }

  /// The whole of `output` was set to `background`.
  mutating func didClear(_ output: PixelBox, to background: UInt32) {
    isKnown = true
    self.output = output
    self.background = background
    drawn.removeAll(keepingCapacity: true)
  }

  /// Whether a clear of `output` to `background` may be cut to what the last frame drew.
  func canRestrictClear(of output: PixelBox, to background: UInt32) -> Bool {
    isKnown && output == self.output && background == self.background
  }

  /// Appends to `result` the pixels of the disjoint `parts` of a clear that need setting:
  /// those the last frame drew on; the rest already hold the background.
  func restrict(_ parts: [PixelBox], into result: inout [PixelBox]) {
    for part in parts {
      for box in drawn where box.intersects(part) { result.append(box.intersection(part)) }
    }
  }

  // MARK: - Recording a frame

  /// Starts recording what a frame draws.
  mutating func beginFrame() {
    drawing.removeAll(keepingCapacity: true)
  }

  /// The frame changed the pixels of `box` to something that may not be its background.
  mutating func markDrawn(_ box: PixelBox) {
    guard !box.isEmpty else { return }
    pieces.removeAll(keepingCapacity: true)
    pieces.append(box)
    for other in drawing where other.intersects(box) {
      scratch.removeAll(keepingCapacity: true)
      for piece in pieces { piece.subtracting(other, into: &scratch) }
      swap(&pieces, &scratch)
      if pieces.isEmpty { return }
    }
    drawing += pieces
    if drawing.count > Self.boxLimit {
      var around = drawing[0]
      for other in drawing.dropFirst() { around = around.union(other) }
      drawing.removeAll(keepingCapacity: true)
      drawing.append(around)
    }
  }

  /// Ends a frame that cleared `output` to `background`: what it drew is what the next frame's
  /// clear must set.
  mutating func endFrame(clearing output: PixelBox, to background: UInt32) {
    isKnown = true
    self.output = output
    self.background = background
    swap(&drawn, &drawing)
  }
}
