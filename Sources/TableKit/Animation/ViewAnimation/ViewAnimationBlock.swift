import Foundation

/// One call of `View.animate(…)` or `View.transition(…)`: its timing and options, and its
/// completion, which runs once every change made in the block has finished.
@MainActor
final class ViewAnimationBlock {
  let timing: ViewAnimationTiming
  let options: View.AnimationOptions
  private var completion: ((Bool) -> Void)?
  /// When the first change of the block was made, on `clock`.
  private(set) var startTime: TimeInterval?
  /// The clock of the first view the block changed.
  private(set) var clock: (any FrameClock)?
  /// The animator of the first view the block changed, which runs the completion.
  private(set) weak var animator: ViewAnimator?

  init(timing: ViewAnimationTiming, options: View.AnimationOptions, completion: ((Bool) -> Void)?) {
    self.timing = timing
    self.options = options
    self.completion = completion
  }

  /// The time the block's changes have all finished: infinite while it repeats, nil before
  /// any change was made.
  var endTime: TimeInterval? { startTime.map { $0 + timing.length } }

  /// Notes a change made to a view on `animator`'s screen, at `time` on `clock`; the first
  /// one decides when the block started and who finishes it.
  func noteChange(at time: TimeInterval, clock: any FrameClock, animator: ViewAnimator) {
    guard startTime == nil else { return }
    startTime = time
    self.clock = clock
    self.animator = animator
  }

  /// Hands the completion to whoever finishes it, once the block has run: the animator of the
  /// views it changed, or, when it changed nothing, the next frame of any screen (UIKit calls
  /// the completion on the next pass of the run loop then).
  func blockDidRun() {
    // A repeating block never finishes, so its completion never runs (UIKit runs it only when
    // the animation is taken away); keeping it would keep frames coming for nothing.
    guard completion != nil, timing.length.isFinite else { return }
    if let animator, startTime != nil {
      animator.add(self)
    } else {
      ViewAnimationContext.blocksDueNextFrame.append(self)
    }
  }

  /// Runs the completion, once.
  func finish(_ finished: Bool) {
    let completion = self.completion
    self.completion = nil
    completion?(finished)
  }
}

/// The block animations being declared, innermost last: a view property changed while the
/// innermost is an animation block animates with it; inside `performWithoutAnimation` or
/// outside any block it changes at once.
@MainActor
enum ViewAnimationContext {
  enum Entry {
    case animating(ViewAnimationBlock)
    case withoutAnimation
  }

  private(set) static var entries: [Entry] = []
  /// Whether animation blocks animate (`View.areAnimationsEnabled`).
  static var animationsEnabled = true
  /// Blocks that changed nothing, whose completions run at the next frame of any screen.
  static var blocksDueNextFrame: [ViewAnimationBlock] = []

  /// The block that property changes join now, if any.
  static var current: ViewAnimationBlock? {
    guard case .animating(let block) = entries.last else { return nil }
    return block
  }

  /// Runs `body` with `entry` innermost.
  static func with<Result>(_ entry: Entry, _ body: () throws -> Result) rethrows -> Result {
    entries.append(entry)
    defer { entries.removeLast() }
    return try body()
  }
}
