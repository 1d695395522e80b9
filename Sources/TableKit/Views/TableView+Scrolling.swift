import Foundation

extension TableView {
  /// Where a row ends up when the table scrolls to it, as UIKit's `UITableView.ScrollPosition`.
  public enum ScrollPosition: Sendable {
    /// The least movement that makes the row fully visible; none when it already is.
    case none
    /// The row's top at the top of the visible area (below a floating header).
    case top
    /// The row centred in the visible area.
    case middle
    /// The row's bottom at the bottom of the visible area (above a floating footer).
    case bottom
  }

  /// Scrolls so that a row sits at `scrollPosition`, clamped to the content. `NSNotFound` as the
  /// row scrolls to a section (useful when it has no rows). As documented, the delegate gets no
  /// `scrollViewDidScroll` for it. An index path outside the table is reported and ignored.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    if needsReload { reloadData() }
    guard let target = contentOffsetY(showing: indexPath, at: scrollPosition) else {
      warningHandler("scrollToRow(at:) was given \(indexPath), which is not a row of the table")
      return
    }
    if target != contentOffset.y || animated {
      scroll(toY: target, animated: animated, reportsScrolling: false)
    }
  }

  /// Scrolls the selected row nearest to `scrollPosition` there; nothing when none is selected.
  public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    guard !selectedIndexPaths.isEmpty else { return }
    let area = unobscuredArea(forSection: nil)
    let reference: CGFloat
    switch scrollPosition {
    case .none, .top: reference = area.minY
    case .middle: reference = area.midY
    case .bottom: reference = area.maxY
    }
    let nearest = selectedIndexPaths.min { a, b in
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
