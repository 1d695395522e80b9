import Foundation

/// A row of segments of which one is chosen, as UIKit's `UISegmentedControl` draws it since
/// iOS 13: a light gray rounded bar 32 points tall, the chosen segment a raised white (dark:
/// gray) thumb on a soft shadow with its title in semibold, hairlines between the others.
///
/// A tap on a segment chooses it and sends `.valueChanged` (and runs the segment's action when
/// it was made with `init(frame:actions:)`); a momentary control shows no choice after the tap.
/// The left and right arrows move the choice (mirrored right to left). Segments are equally
/// wide unless `apportionsSegmentWidthsByContent`. A `selectedSegmentIndex` out of range is
/// reported and leaves no segment chosen.
@preconcurrency @MainActor
open class SegmentedControl: Control {
  /// The index meaning no segment is chosen, as `UISegmentedControl.noSegment`.
  public static let noSegment = -1

  /// One segment: its title or image, whether it can be chosen, and its action.
  struct Segment {
    var title: String?
    var image: Image?
    var isEnabled = true
    var action: Action?
  }

  private(set) var segments: [Segment] = []
  private var selectedIndex = SegmentedControl.noSegment
  /// The segment under a press, drawn lightly highlighted.
  private(set) var pressedSegment: Int?

  /// The chosen segment's index, or `noSegment`. An index out of range is reported and chooses
  /// none.
  public var selectedSegmentIndex: Int {
    get { selectedIndex }
    set {
      guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
        report(
          "selectedSegmentIndex \(newValue) is out of range for \(segments.count) segments; "
            + "no segment is selected")
        selectedIndex = Self.noSegment
        return
      }
      selectedIndex = newValue
    }
  }
  /// Whether a tap shows no lasting choice (a row of buttons).
  public var isMomentary = false
  /// The chosen segment's thumb color; white (light) or gray (dark) when nil.
  public var selectedSegmentTintColor: Color?
  /// Whether each segment is as wide as its content needs rather than all equally wide.
  public var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates a control with a segment for each item: a `String` title or an ``Image``; other
  /// items are reported and left out.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      switch item {
      case let title as String: segments.append(Segment(title: title))
      case let image as Image: segments.append(Segment(image: image))
      default:
        report("SegmentedControl items must be strings or images; \(type(of: item)) is left out")
      }
    }
    frame.size = intrinsicContentSize
  }

  /// Creates a control with a segment per action (its title and image), as iOS 14's
  /// `init(frame:actions:)`; choosing a segment runs its action.
  public init(frame: CGRect, actions: [Action]) {
    super.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
  }

  /// Creates an empty control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  // MARK: - Segments

  /// How many segments there are.
  public var numberOfSegments: Int { segments.count }

  /// Inserts a titled segment at `index` (clamped to the ends).
  public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
    insert(Segment(title: title), at: index)
  }

  /// Inserts a segment showing `image` at `index` (clamped to the ends).
  public func insertSegment(with image: Image?, at index: Int, animated: Bool) {
    insert(Segment(image: image), at: index)
  }

  /// Inserts a segment for `action` at `index` (clamped to the ends).
  public func insertSegment(action: Action, at index: Int, animated: Bool) {
    insert(Segment(title: action.title, image: action.image, action: action), at: index)
  }

  private func insert(_ segment: Segment, at index: Int) {
    let place = min(max(0, index), segments.count)
    segments.insert(segment, at: place)
    if selectedIndex >= place { selectedIndex += 1 }
    invalidateIntrinsicContentSize()
  }

  /// Removes the segment at `index`; an index out of range is reported.
  public func removeSegment(at index: Int, animated: Bool) {
    guard checked(index, "removeSegment(at:animated:)") else { return }
    segments.remove(at: index)
    if selectedIndex == index {
      selectedIndex = Self.noSegment
    } else if selectedIndex > index {
      selectedIndex -= 1
    }
    invalidateIntrinsicContentSize()
  }

  /// Removes every segment.
  public func removeAllSegments() {
    segments.removeAll()
    selectedIndex = Self.noSegment
    invalidateIntrinsicContentSize()
  }

  /// Sets the title of the segment at `index`.
  public func setTitle(_ title: String?, forSegmentAt index: Int) {
    guard checked(index, "setTitle(_:forSegmentAt:)") else { return }
    segments[index].title = title
    invalidateIntrinsicContentSize()
  }

  /// The title of the segment at `index`, or nil.
  public func titleForSegment(at index: Int) -> String? {
    segments.indices.contains(index) ? segments[index].title : nil
  }

  /// Sets the image of the segment at `index`.
  public func setImage(_ image: Image?, forSegmentAt index: Int) {
    guard checked(index, "setImage(_:forSegmentAt:)") else { return }
    segments[index].image = image
    invalidateIntrinsicContentSize()
  }

  /// The image of the segment at `index`, or nil.
  public func imageForSegment(at index: Int) -> Image? {
    segments.indices.contains(index) ? segments[index].image : nil
  }

  /// Sets whether the segment at `index` can be chosen.
  public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
    guard checked(index, "setEnabled(_:forSegmentAt:)") else { return }
    segments[index].isEnabled = enabled
  }

  /// Whether the segment at `index` can be chosen.
  public func isEnabledForSegment(at index: Int) -> Bool {
    segments.indices.contains(index) && segments[index].isEnabled
  }

  private func checked(_ index: Int, _ method: String) -> Bool {
    guard segments.indices.contains(index) else {
      report("\(method) was given segment \(index) of \(segments.count); nothing changed")
      return false
    }
    return true
  }

  // MARK: - Geometry

  var titleFont: Font { Font.systemFont(ofSize: Metrics.segmentedControlFontSize) }
  var selectedTitleFont: Font {
    Font.systemFont(ofSize: Metrics.segmentedControlFontSize, weight: .semibold)
  }

  /// How wide each segment's content is (its semibold title, or its image).
  private var contentWidths: [CGFloat] {
    segments.map { segment in
      if let title = segment.title, !title.isEmpty {
        return screen.textMeasurer.size(of: title, font: selectedTitleFont).width.rounded(.up)
      }
      return segment.image.flatMap { screen.imageProvider.size(of: $0)?.width } ?? 0
    }
  }

  /// Each segment's rect in bounds coordinates, leading to trailing on screen.
  var segmentFrames: [CGRect] {
    guard !segments.isEmpty else { return [] }
    let padding = 2 * Metrics.segmentedControlSegmentPadding
    var widths: [CGFloat]
    if apportionsSegmentWidthsByContent {
      let natural = contentWidths.map { $0 + padding }
      let total = natural.reduce(0, +)
      let scale = total > 0 ? bounds.width / total : 0
      widths = natural.map { $0 * scale }
    } else {
      widths = Array(repeating: bounds.width / CGFloat(segments.count), count: segments.count)
    }
    var x: CGFloat = 0
    var frames: [CGRect] = []
    for width in widths {
      frames.append(CGRect(x: x, y: 0, width: width, height: bounds.height))
      x += width
    }
    guard isRightToLeft else { return frames }
    return frames.map {
      CGRect(x: bounds.width - $0.maxX, y: 0, width: $0.width, height: $0.height)
    }
  }

  /// The segment under `point`, if any.
  func segmentIndex(at point: CGPoint) -> Int? {
    segmentFrames.firstIndex { $0.minX <= point.x && point.x < $0.maxX }
  }

  /// The widest segment's content plus padding, times the count (or each its own width when
  /// apportioned by content), 32 tall.
  open override var intrinsicContentSize: CGSize {
    let padded = contentWidths.map { $0 + 2 * Metrics.segmentedControlSegmentPadding }
    let width =
      apportionsSegmentWidthsByContent
      ? padded.reduce(0, +) : (padded.max() ?? 0) * CGFloat(segments.count)
    return CGSize(width: width.rounded(.up), height: Metrics.segmentedControlHeight)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  // MARK: - Input

  /// A press highlights the segment under it.
  open override func beginTracking(at point: CGPoint) { pressedSegment = segmentIndex(at: point) }

  /// The highlight follows the press.
  open override func continueTracking(at point: CGPoint) {
    pressedSegment = isHighlighted ? segmentIndex(at: point) : nil
  }

  /// The highlight goes.
  open override func endTracking(at point: CGPoint) { pressedSegment = nil }

  /// The highlight goes.
  open override func cancelTracking() { pressedSegment = nil }

  /// Chooses the segment under `point`.
  @discardableResult
  open override func handleTap(at point: CGPoint) -> Bool {
    guard isEnabled, let index = segmentIndex(at: point) else { return false }
    return choose(index)
  }

  private func choose(_ index: Int) -> Bool {
    guard segments[index].isEnabled else { return false }
    let changed = selectedIndex != index
    selectedIndex = isMomentary ? Self.noSegment : index
    if changed || isMomentary {
      segments[index].action?.perform(sender: self)
      sendActions(for: .valueChanged)
    }
    return true
  }

  /// Draws the bar, the chosen segment's thumb, the hairlines and the titles
  /// (`SegmentedControl+Drawing.swift`).
  open override func draw(in list: inout DrawList) { drawSegments(in: &list) }

  /// Left and right move the choice to the next enabled segment on screen.
  open override func respondToKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard key == .left || key == .right, !segments.isEmpty else {
      return super.respondToKey(key, modifiers: modifiers)
    }
    let forward = (key == .right) != isRightToLeft
    var index = selectedIndex
    for _ in segments.indices {
      index = forward ? index + 1 : (index < 0 ? segments.count - 1 : index - 1)
      guard segments.indices.contains(index) else { return true }
      if segments[index].isEnabled { return choose(index) }
    }
    return true
  }
}

extension SegmentedControl: InputHandling {
  /// Handles a press, a key, or an event for the table it lies in (see
  /// `Control+Tracking.swift`).
  /// - Returns: Whether it was used.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool { handleControlInput(event) }

  /// The table the control lies in, else the control itself.
  public var keyTargetAfterPress: View? { enclosingTable ?? self }
}
