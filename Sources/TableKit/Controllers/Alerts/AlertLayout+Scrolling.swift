import Foundation

extension AlertLayout {
  /// A part of the panels that scrolls when what it shows is taller than the room it was given,
  /// as iOS's alerts scroll their title and message, and their list of actions, each on its own.
  struct ScrollRegion: Equatable {
    /// Which part scrolls.
    enum Part: Hashable, Sendable {
      /// The title and the message (not the text fields, which stay put under them).
      case header
      /// The buttons (not an action sheet's separate Cancel).
      case actions
    }

    /// Which part it is.
    var part: Part
    /// The room it shows its content in, in the alert view's coordinates.
    var frame: CGRect
    /// The height of everything it shows, laid out from `frame`'s top at offset 0.
    var contentHeight: CGFloat

    /// The largest offset: how much taller the content is than the room, or 0.
    var maximumOffset: CGFloat { max(0, contentHeight - frame.height) }
    /// Whether the content is taller than the room, so that it scrolls.
    var scrolls: Bool { maximumOffset > 0 }
  }

  /// The region of `part`, or nil when the alert has none (no title or message, no actions).
  func region(_ part: ScrollRegion.Part) -> ScrollRegion? {
    scrollRegions.first { $0.part == part }
  }

  /// The regions that scroll, header first.
  var scrollingRegions: [ScrollRegion] { scrollRegions.filter(\.scrolls) }

  /// Shares `room` between a scrolling header, a part that never scrolls (the text fields) and
  /// the scrolling actions, as iOS does: everything at its full height when it fits; else the
  /// part that needs at most half of what the fixed part leaves keeps its height and the other
  /// scrolls in the rest, and when both need more, each gets half.
  /// - Returns: The heights of the header's and the actions' rooms, whole points.
  static func allot(
    room: CGFloat, header: CGFloat, fixed: CGFloat, actions: CGFloat
  ) -> (header: CGFloat, actions: CGFloat) {
    guard header + fixed + actions > room else { return (header, actions) }
    let scrolling = max(0, (room - fixed).rounded(.down))
    if actions <= scrolling / 2 { return (scrolling - actions, actions) }
    if header <= scrolling / 2 { return (header, scrolling - header) }
    let half = (scrolling / 2).rounded(.down)
    return (half, scrolling - half)
  }

  /// The layout with its regions' contents moved up by their offsets: the header's lines by
  /// `offsets[.header]`, the buttons and the hairlines between them by `offsets[.actions]`.
  /// Drawing and hit testing use it, so that a tap lands on the button drawn under it.
  func scrolled(by offsets: [ScrollRegion.Part: CGFloat]) -> AlertLayout {
    var moved = self
    if let y = offsets[.header], y != 0 {
      moved.headerLines = headerLines.map { $0.moved(by: CGPoint(x: 0, y: -y)) }
    }
    if let y = offsets[.actions], y != 0 {
      moved.buttons = buttons.map { button in
        guard button.scrollsWithActions else { return button }
        var shifted = button
        shifted.frame.origin.y -= y
        shifted.title = button.title.moved(by: CGPoint(x: 0, y: -y))
        return shifted
      }
      moved.hairlines = hairlines.map { hairline in
        guard hairline.scrollsWithActions else { return hairline }
        var shifted = hairline
        shifted.from.y -= y
        shifted.to.y -= y
        return shifted
      }
    }
    return moved
  }

  /// Whether `point` lies where the button at `index` can be seen: inside the actions' room
  /// for a button of the scrolling list.
  func buttonIsVisible(_ index: Int, at point: CGPoint) -> Bool {
    guard buttons.indices.contains(index), buttons[index].scrollsWithActions,
      let actions = region(.actions)
    else { return true }
    return actions.frame.contains(point)
  }
}
