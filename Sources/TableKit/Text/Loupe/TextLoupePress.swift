import Foundation

/// A finger on a text that may bring up the loupe, as on iOS 17: held still for
/// `Metrics.textLoupePressDuration` (a long press), it puts the caret under itself and the
/// loupe shows; from then on the caret and the loupe follow it until it lifts. A grab handle's
/// drag shows the loupe at once. Text fields and text views each keep one; the host moves the
/// caret and says where the loupe goes.
@MainActor
struct TextLoupePress {
  /// The finger that went down, where (the host's input coordinates) and when, and where it is
  /// now, while it may still become a long press.
  private(set) var pending: (pointer: Int, down: CGPoint, start: TimeInterval, last: CGPoint)?
  /// The finger the loupe follows, and the selection end it drags (nil for the caret).
  private(set) var follower: (pointer: Int, end: SelectionEnd?)?
  /// The loupe showing.
  private(set) var session: TextLoupeSession?

  /// Whether the loupe shows now.
  var isShowingLoupe: Bool { session?.isValid == true }

  /// Notes finger `pointer` going down at `location` at `time`.
  mutating func begin(pointer: Int, at location: CGPoint, time: TimeInterval) {
    pending = (pointer, location, time, location)
  }

  /// A finger moved: moving further than a long press allows ends its wait.
  mutating func follow(pointer: Int, to location: CGPoint) {
    guard let current = pending, current.pointer == pointer else { return }
    let distance = hypot(location.x - current.down.x, location.y - current.down.y)
    if distance > Metrics.textLoupeAllowableMovement {
      pending = nil
    } else {
      pending?.last = location
    }
  }

  /// The press held long enough by `now`, with where its finger is, taken (it waits no more).
  mutating func takeDuePress(at now: TimeInterval) -> (pointer: Int, location: CGPoint)? {
    guard let current = pending, now - current.start >= Metrics.textLoupePressDuration else {
      return nil
    }
    pending = nil
    return (current.pointer, current.last)
  }

  /// Whether `pointer` is the finger the loupe follows.
  func isFollowing(_ pointer: Int) -> Bool { follower?.pointer == pointer }

  /// The selection end the loupe's finger drags, if it drags a grab handle.
  var draggedEnd: SelectionEnd? { follower?.end }

  /// The loupe `session` now follows finger `pointer` (dragging `end`'s grab handle, if any).
  mutating func show(_ session: TextLoupeSession?, following pointer: Int, end: SelectionEnd? = nil)
  {
    self.session?.invalidate()
    self.session = session
    follower = (pointer, end)
    pending = nil
  }

  /// The finger lifted or was taken away (or the text stopped editing): no loupe, no wait.
  mutating func end() {
    session?.invalidate()
    session = nil
    follower = nil
    pending = nil
  }
}
