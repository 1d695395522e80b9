import Foundation

extension TableView {
  /// Where a row ends up when the table scrolls to it, as UIKit's `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable {
    /// The least movement that makes the row fully visible; none when it already is.
    case none = 0
    /// The row's top at the top of the visible area (below a floating header).
    case top = 1
    /// The row centred in the visible area.
    case middle = 2
    /// The row's bottom at the bottom of the visible area (above a floating footer).
    case bottom = 3
  }

  /// An animated scroll to a row whose place may still change on the way, as rows with
  /// estimated heights are measured: the animation is aimed at the row again each frame.
  struct RowScroll {
    /// The row (or, with `NSNotFound`, the section) scrolled to.
    var indexPath: IndexPath
    /// Where it must end up.
    var position: ScrollPosition
    /// The target of the animation last aimed, moved along when the content offset is shifted;
    /// a running animation with another target belongs to someone else.
    var target: CGFloat
  }

  /// Scrolls so that a row sits at `scrollPosition`, clamped to the content. `NSNotFound` as the
  /// row scrolls to a section (useful when it has no rows). As documented, the delegate gets no
  /// `scrollViewDidScroll` for it. An index path outside the table is reported and ignored.
  ///
  /// With estimated heights the row still ends exactly at the position: the rows it will show
  /// are measured first, and an animation follows the row while rows measured on the way move
  /// it.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    ensureLoaded()
    rowScroll = nil
    guard contentOffsetY(showing: indexPath, at: scrollPosition) != nil else {
      warningHandler("scrollToRow(at:) was given \(indexPath), which is not a row of the table")
      return
    }
    if !animated, layout.hasEstimatedHeights,
      let estimate = contentOffsetY(showing: indexPath, at: scrollPosition)
    {
      let destination = CGRect(x: 0, y: estimate, width: frame.width, height: frame.height)
        .insetBy(dx: 0, dy: -Self.overscan)
      if !destination.intersects(realizedRect) {
        realizer.endDisplayingRows(outside: destination, now: clock.now)
      }
    }
    measureEstimatedItems(showing: indexPath, at: scrollPosition)
    guard let target = contentOffsetY(showing: indexPath, at: scrollPosition) else { return }
    if target != contentOffset.y || animated {
      scroll(toY: target, animated: animated, reportsScrolling: false)
    }
    if animated, layout.hasEstimatedHeights {
      rowScroll = RowScroll(indexPath: indexPath, position: scrollPosition, target: target)
    }
  }

  /// Measures the items with estimated heights that a scroll to `indexPath` at `position` will
  /// show (the visible area there, with the overscan), so that the target comes from their
  /// real heights, while the content on screen now stays where it is.
  func measureEstimatedItems(showing indexPath: IndexPath, at position: ScrollPosition) {
    guard layout.hasEstimatedHeights else { return }
    let onScreen = layout.item(at: Double(bounds.minY))
    let onScreenStart = layout.start(of: onScreen)
    // A measured row moves the target, which may bring more rows in (at the end of the content
    // most of all, where the target is clamped): a few rounds settle it.
    settleLayout("scrolling to \(Self.describe(indexPath)) at \(position)") { _ in
      guard let target = contentOffsetY(showing: indexPath, at: position) else { return .settled }
      let destination = CGRect(x: 0, y: target, width: frame.width, height: frame.height)
        .insetBy(dx: 0, dy: -Self.overscan)
      let targetRect =
        indexPath.row == NSNotFound
        ? layout.rectForSection(indexPath.section) : layout.rectForRow(at: indexPath)
      measureEstimatedItems(in: destination, anchorY: targetRect.minY)
      guard let moved = contentOffsetY(showing: indexPath, at: position), moved != target else {
        return .settled
      }
      return .unsettled("the target offset moved from \(target) to \(moved)")
    }
    let moved = CGFloat(layout.start(of: onScreen) - onScreenStart)
    if moved != 0 { shiftContentOffset(by: moved) }
  }

  /// "row 3 of section 0", or "section 2" for a row of `NSNotFound`, for messages.
  static func describe(_ indexPath: IndexPath) -> String {
    guard indexPath.count == 2 else { return "index path \(indexPath)" }
    return indexPath.row == NSNotFound
      ? "section \(indexPath.section)" : "row \(indexPath.row) of section \(indexPath.section)"
  }

  /// Keeps an animated `scrollToRow` aimed at its row while rows measured on the way move it:
  /// the running animation is retargeted over the time it has left, and once it has ended the
  /// row is put exactly in place. A drag or another scroll ends the following.
  func followRowScroll() {
    guard let request = rowScroll else { return }
    let now = clock.now
    guard let desired = contentOffsetY(showing: request.indexPath, at: request.position) else {
      rowScroll = nil
      return
    }
    if let running = simulation.programmaticAnimation(at: now) {
      guard abs(running.target - request.target) < 0.5 else {
        rowScroll = nil
        return
      }
      if abs(desired - running.target) >= 0.5 {
        simulation.animate(
          to: desired, duration: max(0, running.endTime - now), curve: .easeInOut, at: now)
        rowScroll?.target = desired
      }
      return
    }
    rowScroll = nil
    // The rows the last frames measured may have moved the row: what will show there is
    // measured (this runs after the frame's own measuring), then the row is put in place.
    guard simulation.state(at: now).phase == .idle else { return }
    measureEstimatedItems(showing: request.indexPath, at: request.position)
    if let settled = contentOffsetY(showing: request.indexPath, at: request.position),
      settled != contentOffset.y
    {
      scroll(toY: settled, animated: false, reportsScrolling: false)
    }
  }

  /// Scrolls the selected row nearest to `scrollPosition` there; nothing when none is selected.
  public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    guard !rowState.selectedIndexPaths.isEmpty else { return }
    let area = unobscuredArea(forSection: nil)
    let reference: CGFloat
    switch scrollPosition {
    case .none, .top: reference = area.minY
    case .middle: reference = area.midY
    case .bottom: reference = area.maxY
    }
    let nearest = rowState.selectedIndexPaths.min { a, b in
      abs(layout.rectForRow(at: a).midY - reference)
        < abs(layout.rectForRow(at: b).midY - reference)
    }
    if let nearest { scrollToRow(at: nearest, at: scrollPosition, animated: animated) }
  }

  /// The content offset y that shows `indexPath` at `position`, clamped; nil for an index path
  /// that names neither a row nor (with `NSNotFound`) a section.
  func contentOffsetY(showing indexPath: IndexPath, at position: ScrollPosition) -> CGFloat? {
    guard indexPath.count == 2, indexPath.section >= 0,
      indexPath.section < layout.numberOfSections
    else { return nil }
    let rect: CGRect
    if indexPath.row == NSNotFound {
      rect = layout.rectForSection(indexPath.section)
    } else {
      guard isValidRow(indexPath) else { return nil }
      rect = layout.rectForRow(at: indexPath)
    }
    let area = unobscuredArea(forSection: indexPath.row == NSNotFound ? nil : indexPath.section)
    // `area` is where the row may sit, relative to the current offset; move it by the row's
    // distance from the spot the position names.
    let offset = contentOffset.y
    let target: CGFloat
    switch position {
    case .top:
      target = offset + rect.minY - area.minY
    case .middle:
      target = offset + rect.midY - area.midY
    case .bottom:
      target = offset + rect.maxY - area.maxY
    case .none:
      if rect.minY >= area.minY && rect.maxY <= area.maxY {
        target = offset
      } else if rect.minY < area.minY || rect.height > area.height {
        target = offset + rect.minY - area.minY
      } else {
        target = offset + rect.maxY - area.maxY
      }
    }
    return clampedContentOffsetY(target)
  }

  /// The part of the visible content where a row of `section` is not covered: inside the
  /// content insets, below the section's floating header and above its floating footer (plain
  /// tables), in content coordinates at the current offset.
  func unobscuredArea(forSection section: Int?) -> CGRect {
    var top = contentOffset.y + adjustedContentInset.top
    var bottom = contentOffset.y + frame.height - adjustedContentInset.bottom
    if style == .plain, let section {
      top += layout.rectForHeader(inSection: section).height
      bottom -= layout.rectForFooter(inSection: section).height
    }
    return CGRect(x: 0, y: top, width: frame.width, height: max(0, bottom - top))
  }
}
