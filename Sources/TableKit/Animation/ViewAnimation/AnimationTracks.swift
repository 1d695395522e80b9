import Foundation

/// The running animations of one additive property (a frame, a transform), as UIKit runs them
/// since iOS 8: each change adds the difference between the old and the new value, which runs
/// down to zero along its block's timing, so a change made mid-flight glides on from where
/// the value is on screen. The value shown is the value set plus what remains of every
/// difference.
struct AdditiveTracks<Value: AnimatableValue & Sendable>: Sendable {
  private struct Track: Sendable {
    var difference: Value
    var startTime: TimeInterval
    var timing: ViewAnimationTiming

    var endTime: TimeInterval { startTime + timing.length }
  }

  private var tracks: [Track] = []

  /// Whether no difference is running.
  var isEmpty: Bool { tracks.isEmpty }

  /// The time the last difference has run down; −∞ when none runs.
  var endTime: TimeInterval { tracks.map(\.endTime).max() ?? -.infinity }

  /// Adds the change from `old` to `new`, made at `time`.
  mutating func add(from old: Value, to new: Value, at time: TimeInterval, timing: ViewAnimationTiming) {
    guard old != new else { return }
    tracks.append(Track(difference: old.subtracting(new), startTime: time, timing: timing))
  }

  /// The value shown at `time` when `modelValue` is the value set.
  func value(at time: TimeInterval, modelValue: Value) -> Value {
    var value = modelValue
    for track in tracks where time < track.endTime {
      let remaining = 1 - track.timing.fraction(at: time - track.startTime)
      value = value.adding(track.difference.scaled(by: remaining))
    }
    return value
  }

  /// Forgets the differences that have run down by `time`.
  mutating func dropFinished(at time: TimeInterval) {
    tracks.removeAll { time >= $0.endTime }
  }

  /// Forgets every difference: the value set shows at once.
  mutating func removeAll() { tracks.removeAll() }
}

/// The animation of one property that a new change replaces rather than adds to (opacity, a
/// background color), as UIKit's: the change runs from the old value set, or from the value
/// on screen with `.beginFromCurrentState`, to the new one.
struct ReplacingTrack<Value: AnimatableValue & Sendable>: Sendable {
  var from: Value
  var to: Value
  var startTime: TimeInterval
  var timing: ViewAnimationTiming

  /// The time the value set shows for good.
  var endTime: TimeInterval { startTime + timing.length }

  /// The value shown at `time`.
  func value(at time: TimeInterval) -> Value {
    guard time < endTime else { return to }
    let fraction = timing.fraction(at: time - startTime)
    return from.adding(to.subtracting(from).scaled(by: fraction))
  }
}
