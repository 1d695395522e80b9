import Foundation

/// What of a scrolled alert shows, found without walking every part: the buttons of the list,
/// its hairlines and the header's lines lie top to bottom, so the ones in a room are found by
/// halving. Drawing a frame and hit-testing a pointer then cost what shows, however many
/// actions or lines of message the alert has (100,000 actions and a megabyte of message
/// scroll as a short alert does).
extension AlertLayout {
  /// The parts' offsets, `[.header: y, .actions: y]`, each moving its content up by `y`.
  typealias Offsets = [ScrollRegion.Part: CGFloat]

  /// The buttons that scroll with the list (all but an action sheet's Cancel, which comes
  /// last).
  var scrollingButtonCount: Int {
    buttons.last?.scrollsWithActions == false ? buttons.count - 1 : buttons.count
  }

  /// The indexes of the list's buttons that reach into the actions' room with the list
  /// scrolled by `offset` (all of them when there is no room).
  func visibleButtons(offset: CGFloat) -> Range<Int> {
    let count = scrollingButtonCount
    guard let room = region(.actions)?.frame else { return 0..<count }
    let top = room.minY + offset
    let bottom = room.maxY + offset
    let first = Self.firstIndex(count) { buttons[$0].frame.maxY > top }
    let end = Self.firstIndex(count) { buttons[$0].frame.minY >= bottom }
    return first..<max(first, end)
  }

  /// The indexes of the hairlines that touch the actions' room with the list scrolled by
  /// `offset`; the caller keeps the ones that scroll.
  func visibleHairlines(offset: CGFloat) -> Range<Int> {
    guard let room = region(.actions)?.frame else { return hairlines.indices }
    let top = room.minY + offset
    let bottom = room.maxY + offset
    let first = Self.firstIndex(hairlines.count) {
      max(hairlines[$0].from.y, hairlines[$0].to.y) >= top
    }
    let end = Self.firstIndex(hairlines.count) {
      min(hairlines[$0].from.y, hairlines[$0].to.y) > bottom
    }
    return first..<max(first, end)
  }

  /// The indexes of the header's lines that may reach into its room with the header scrolled
  /// by `offset` (a line's box is at most two point sizes tall).
  func visibleHeaderLines(offset: CGFloat) -> Range<Int> {
    guard let room = region(.header)?.frame else { return headerLines.indices }
    let tallest = 2 * (headerLines.map(\.font.pointSize).first ?? 0)
    let top = room.minY + offset
    let bottom = room.maxY + offset
    let first = Self.firstIndex(headerLines.count) {
      headerLines[$0].origin.y + max(tallest, 2 * headerLines[$0].font.pointSize) > top
    }
    let end = Self.firstIndex(headerLines.count) { headerLines[$0].origin.y >= bottom }
    return first..<max(first, end)
  }

  /// The layout cut down to what shows with the parts scrolled by `offsets`, and moved by
  /// them: the visible lines, buttons and hairlines, with `buttonIndexes` mapping the cut
  /// layout's buttons back to this one's. Drawing it draws what `scrolled(by:)` would.
  func visiblePart(scrolledBy offsets: Offsets) -> (layout: AlertLayout, buttonIndexes: [Int]) {
    let headerOffset = offsets[.header] ?? 0
    let actionsOffset = offsets[.actions] ?? 0
    var cut = self
    cut.headerLines = visibleHeaderLines(offset: headerOffset).map {
      headerLines[$0].moved(by: CGPoint(x: 0, y: -headerOffset))
    }
    let shownButtons = Array(visibleButtons(offset: actionsOffset))
      + Array(scrollingButtonCount..<buttons.count)
    cut.buttons = shownButtons.map { index in
      var button = buttons[index]
      guard button.scrollsWithActions else { return button }
      button.frame.origin.y -= actionsOffset
      button.title = button.title.moved(by: CGPoint(x: 0, y: -actionsOffset))
      return button
    }
    let scrollingHairlines = visibleHairlines(offset: actionsOffset).filter {
      hairlines[$0].scrollsWithActions
    }
    cut.hairlines =
      fixedHairlines
      + scrollingHairlines.map { index in
        var hairline = hairlines[index]
        hairline.from.y -= actionsOffset
        hairline.to.y -= actionsOffset
        return hairline
      }
    return (cut, shownButtons)
  }

  /// The index in `buttons` of the button drawn under `point` with the parts scrolled by
  /// `offsets`, or nil; as `scrolled(by: offsets).buttonIndex(at: point)`.
  func buttonIndex(at point: CGPoint, scrolledBy offsets: Offsets) -> Int? {
    let (cut, indexes) = visiblePart(scrolledBy: offsets)
    return cut.buttonIndex(at: point).map { indexes[$0] }
  }

  /// The hairlines that do not scroll: at most the few at the top of the list and between
  /// two buttons side by side, found among the first ones.
  private var fixedHairlines: [Hairline] {
    var fixed: [Hairline] = []
    for hairline in hairlines.prefix(3) where !hairline.scrollsWithActions {
      fixed.append(hairline)
    }
    return fixed
  }

  /// The first index below `count` at which `isPast` holds (it holds from there on), or
  /// `count`.
  private static func firstIndex(_ count: Int, where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
