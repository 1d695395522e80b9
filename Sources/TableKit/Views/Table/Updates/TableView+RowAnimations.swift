import Foundation

extension TableView {
  /// The frame and opacity a cell is drawn with at `time`: its animation's, or its layout
  /// frame at full opacity.
  func presentation(of cell: TableViewCell, at time: TimeInterval) -> (
    frame: CGRect, alpha: CGFloat
  ) {
    animator.presentedRow(cell, at: time) ?? (cell.frame, cell.alpha)
  }

  /// Brings row animations to `time`: leaving rows go to the reuse queue when done, finished
  /// presentations are dropped, and batch completions run.
  func advanceRowAnimations(to time: TimeInterval) {
    let progress = animator.advance(to: time)
    realizer.endDisplaying(
      leavingRows: progress.finishedRows, headerFooters: progress.finishedHeaderFooters)
    for (row, frame, alpha) in progress.runningRows {
      row.cell.frame = frame
      row.cell.alpha = alpha
    }
    for (item, alpha) in progress.runningHeaderFooters { item.view.alpha = alpha }
    if progress.needsLayout { setNeedsLayout() }
    for completion in transaction.takeCompletions(dueBy: time) { completion(true) }
  }

  /// Whether row animations still run.
  var hasRunningRowAnimations: Bool {
    animator.isRunning || transaction.hasScheduledCompletions
  }
}
