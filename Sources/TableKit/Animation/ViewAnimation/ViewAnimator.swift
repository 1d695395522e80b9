import Foundation

/// What runs the block animations of one screen's views: it keeps the views that animate, so
/// that their finished animations are dropped, and the blocks whose completions are due. A
/// root view's `layoutIfNeeded()` advances it once per frame.
@preconcurrency @MainActor
public final class ViewAnimator {
  private struct AnimatedView {
    weak var view: View?
  }

  private var animatedViews: [ObjectIdentifier: AnimatedView] = [:]
  private var blocks: [ViewAnimationBlock] = []

  /// Creates an animator with nothing running.
  public init() {}

  /// Whether a block animation still moves a view or has a completion to run, so that a host
  /// draws the next frame.
  public var isRunning: Bool {
    !animatedViews.isEmpty || !blocks.isEmpty || !ViewAnimationContext.blocksDueNextFrame.isEmpty
  }

  /// Keeps `view` until its animations have finished.
  func track(_ view: View) {
    animatedViews[ObjectIdentifier(view)] = AnimatedView(view: view)
  }

  /// Keeps `block` until it has finished, to run its completion.
  func add(_ block: ViewAnimationBlock) {
    blocks.append(block)
  }

  /// Drops the animations finished by now, and those of views no longer shown on `root`'s
  /// screen (a spinning view taken out of the window stops, as UIKit's do; other roots on
  /// the same screen keep theirs), and runs the completions
  /// of finished blocks, in the order the blocks were made. A completion may start other
  /// animations; those run from the next frame.
  /// - Parameter root: The root view being laid out for the frame.
  public func advance(under root: View) {
    for (key, entry) in animatedViews {
      guard let view = entry.view, let animations = view.animations else {
        animatedViews[key] = nil
        continue
      }
      let now = view.animationClock.now
      animations.dropFinished(at: now)
      if animations.isFinished(at: now) || view.screen !== root.screen {
        view.animationsDidFinish()
        animatedViews[key] = nil
      }
    }
    let changedNothing = ViewAnimationContext.blocksDueNextFrame
    ViewAnimationContext.blocksDueNextFrame.removeAll()
    for block in changedNothing { block.finish(true) }
    let due = blocks.filter { block in
      guard let end = block.endTime, let clock = block.clock else { return true }
      return clock.now >= end
    }
    guard !due.isEmpty else { return }
    blocks.removeAll { block in due.contains { $0 === block } }
    for block in due { block.finish(true) }
  }
}
