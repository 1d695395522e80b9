import TableKit

/// The kiosk's two columns on a wide screen (issue 31, item 7), as an iPad's split view in
/// landscape: the list on the leading side, the selected item's detail beside it in a
/// navigation controller of its own (related items push there). Selecting another item in the
/// list replaces the detail in place; the list keeps its selection highlighted, through
/// searches too.
///
/// Narrower or portrait screens show one column: the list, with detail screens pushed over it.
/// A change between the two (a resized window) keeps the items shown.
@MainActor
public final class KioskSplitColumns {
  /// The narrowest landscape screen that shows two columns, in points: an iPad's landscape
  /// width.
  public static let minimumWidth: CGFloat = 1000
  /// The list column's share of the width, between `primaryWidths`.
  public static let primaryFraction: CGFloat = 0.38
  /// The list column's narrowest and widest.
  public static let primaryWidths: ClosedRange<CGFloat> = 380...600

  /// Whether a screen of `size` shows two columns: wide enough, and in landscape.
  public static func showsTwoColumns(in size: CGSize) -> Bool {
    size.width >= minimumWidth && size.width > size.height
  }

  /// The list column's width on a screen `width` points wide.
  public static func primaryWidth(for width: CGFloat) -> CGFloat {
    min(
      primaryWidths.upperBound, max(primaryWidths.lowerBound, (width * primaryFraction).rounded()))
  }

  /// The detail column's navigation controller, while two columns show.
  public private(set) var secondary: NavigationController?
  /// Whether two columns show.
  public var isSplit: Bool { secondary != nil }
  /// The line between the columns.
  let divider = View()

  init() {
    divider.backgroundColor = .separator
  }

  /// Shows the two columns with `details` (bottom to top) in the detail column.
  func split(showing details: [ViewController]) -> NavigationController {
    assert(!details.isEmpty, "the detail column always shows an item")
    let navigation = NavigationController(rootViewController: details[0])
    if details.count > 1 { navigation.setViewControllers(details, animated: false) }
    secondary = navigation
    return navigation
  }

  /// Goes back to one column.
  /// - Returns: The detail column's controllers, bottom to top.
  func join() -> [ViewController] {
    defer { secondary = nil }
    return secondary?.viewControllers ?? []
  }
}

extension KioskCatalogController {
  /// Whether the list and the detail show side by side.
  public var showsTwoColumns: Bool { columns.isSplit }

  /// The item whose detail the detail column shows at its root, which the list highlights.
  public var selectedItemID: String? { list.highlightedItemID }

  /// The item ids of the detail column's screens, bottom to top; empty in one column.
  public var detailColumnItemIDs: [String] {
    columns.secondary?.viewControllers.compactMap { ($0 as? KioskDetailController)?.item.id } ?? []
  }

  /// Shows one or two columns as the view's size asks, moving the detail screens between the
  /// list's stack and the detail column.
  func updateColumns() {
    let wantsTwo = KioskSplitColumns.showsTwoColumns(in: view.bounds.size)
    guard wantsTwo != columns.isSplit, !loadedCatalog.allItems.isEmpty || !wantsTwo else { return }
    if wantsTwo {
      // The details pushed in one column move to the detail column; the first item's without any.
      let pushed = navigation.viewControllers.dropFirst().compactMap {
        $0 as? KioskDetailController
      }
      let firstItem = list.catalog.allItems.first ?? loadedCatalog.allItems[0]
      let items = pushed.isEmpty ? [firstItem] : pushed.map(\.item)
      navigation.popToRootViewController(animated: false)
      let secondary = columns.split(showing: items.map(makeDetail))
      addChild(secondary)
      view.addSubview(secondary.view)
      view.addSubview(columns.divider)
      secondary.didMove(toParent: self)
      highlight(items[0])
      reloadListRows()
    } else {
      let details = columns.join()
      let items = details.compactMap { ($0 as? KioskDetailController)?.item }
      if let secondary = details.first?.navigationController {
        secondary.willMove(toParent: nil)
        secondary.view.removeFromSuperview()
        secondary.removeFromParent()
      }
      columns.divider.removeFromSuperview()
      list.highlightedItemID = nil
      list.showHighlight()
      reloadListRows()
      navigation.setViewControllers([list] + items.map(makeDetail), animated: false)
    }
  }

  /// Lays the columns out in `bounds`: the list leading, a hairline, the detail.
  func layoutColumns(in bounds: CGRect) {
    guard let secondary = columns.secondary else {
      navigation.view.frame = bounds
      return
    }
    let primary = KioskSplitColumns.primaryWidth(for: bounds.width)
    let hairline = 1 / max(1, view.screen.scale)
    let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let listX = isRightToLeft ? bounds.width - primary : 0
    let detailX = isRightToLeft ? 0 : primary + hairline
    navigation.view.frame = CGRect(x: listX, y: 0, width: primary, height: bounds.height)
    columns.divider.frame = CGRect(
      x: isRightToLeft ? bounds.width - primary - hairline : primary, y: 0, width: hairline,
      height: bounds.height)
    secondary.view.frame = CGRect(
      x: detailX, y: 0, width: bounds.width - primary - hairline, height: bounds.height)
  }

  /// Opens `item` chosen in the list: in two columns its detail replaces the detail column's
  /// at once and the list highlights it; in one it is pushed.
  func openFromList(_ item: KioskCatalog.Item) {
    guard let secondary = columns.secondary else {
      open(item)
      return
    }
    onOpen?(item)
    secondary.setViewControllers([makeDetail(item)], animated: false)
    highlight(item)
  }

  /// Every detail screen shown: those pushed on the list and those in the detail column.
  var detailScreens: [KioskDetailController] {
    (navigation.viewControllers + (columns.secondary?.viewControllers ?? [])).compactMap {
      $0 as? KioskDetailController
    }
  }

  /// Where a detail screen is pushed: the detail column when there is one.
  public var detailNavigation: NavigationController { columns.secondary ?? navigation }

  /// Shows the list's rows again (with or without their chevrons), keeping the highlight.
  private func reloadListRows() {
    guard list.isViewLoaded else { return }
    list.tableView.reloadData()
    list.showHighlight()
  }

  /// Highlights `item`'s row in the list.
  private func highlight(_ item: KioskCatalog.Item) {
    list.highlightedItemID = item.id
    list.showHighlight()
  }

  /// Back to the first item in the detail column, as after an idle spell.
  func resetDetailColumn() {
    guard let secondary = columns.secondary, let first = list.catalog.allItems.first else { return }
    secondary.setViewControllers([makeDetail(first)], animated: false)
    highlight(first)
  }

  /// The detail column after a reload: its screens follow their items; the first whose item is
  /// gone, and those above it, go (the catalog's first item shows when none is left).
  func reloadDetailColumn(with catalog: KioskCatalog) {
    guard let secondary = columns.secondary else { return }
    var kept: [ViewController] = []
    for controller in secondary.viewControllers {
      guard let detail = controller as? KioskDetailController, detail.update(to: catalog) else {
        break
      }
      kept.append(detail)
    }
    if kept.isEmpty, let first = catalog.allItems.first {
      secondary.setViewControllers([makeDetail(first)], animated: false)
      highlight(first)
    } else if kept.count < secondary.viewControllers.count {
      secondary.setViewControllers(kept, animated: true)
    }
    list.showHighlight()
  }
}

extension KioskListController {
  /// Whether the selected item's detail shows beside the list: its rows then lead nowhere else
  /// and show no disclosure chevron, as in an iPad's split view.
  var showsDetailBeside: Bool { highlightedItemID != nil }

  /// Selects the highlighted item's row where the list shows it (a search may hide it), and
  /// nothing else.
  func showHighlight() {
    guard isViewLoaded else { return }
    let row = highlightedItemID.flatMap {
      indexPathForElement(withModelIdentifier: $0, in: tableView)
    }
    for selected in tableView.indexPathsForSelectedRows ?? [] where selected != row {
      tableView.deselectRow(at: selected, animated: false)
    }
    if let row, tableView.indexPathsForSelectedRows?.contains(row) != true {
      tableView.selectRow(at: row, animated: false, scrollPosition: .none)
    }
  }
}
