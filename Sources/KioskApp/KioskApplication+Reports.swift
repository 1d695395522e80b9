import DemoScenes
import Foundation
import TableKit
import TableKitSDL

// What the kiosk says of itself: the first line it logs, and where it is for a touch
// script's `report` steps.

extension KioskApplication {
  /// The first line the kiosk prints: what it shows, on which driver, display and renderer, at
  /// which size, and how it takes input.
  var startLine: String {
    let size = window.size
    let shown = catalogSource.map { "the catalog in \($0.reader.folder.path)" } ?? contentName
    return "\(shown) on the \(WindowHost.videoDriver ?? "?") video driver, "
      + "display \(window.displayDescription ?? "?"), renderer \(window.rendererName ?? "?"), "
      + "\(Int(size.width))×\(Int(size.height)) points at scale \(window.scale), "
      + "idle reset after \(options.idleSeconds) s, "
      + (options.acceptsMouse ? "touch and mouse" : "touch only")
      + (window.rotation == .none ? "" : ", turned \(window.rotation.degrees)°")
      + (options.isWindowed ? ", windowed (not locked)" : ", locked")
      + (options.logFile.map { ", log file \($0)" } ?? "")
      + (options.visitsFile.map { ", visits in \($0)" } ?? "")
  }

  /// Where the kiosk is, for `report` steps: the screen on top (`list`, `detail <id>`, or a
  /// scene screen's title), the offset of its table and the first item fully in view.
  public var stateDescription: String {
    let top = navigation.topViewController
    var parts: [String] = []
    if let detail = top as? KioskDetailController {
      parts.append("screen=detail:\(detail.item.id)")
    } else if top === navigation.viewControllers.first {
      parts.append("screen=list")
    } else {
      parts.append("screen=\(top?.title ?? "?")")
    }
    if let table = top?.viewIfLoaded?.mainScrollView as? TableView {
      parts.append("offset=\(Int(table.contentOffset.y.rounded()))")
      // In view means below the bar as it is now: a search bar hidden under it is part of the
      // table's inset but covers nothing.
      let barBottom =
        navigation.isNavigationBarHidden
        ? table.adjustedContentInset.top : navigation.navigationBar.frame.maxY
      if let list = top as? KioskListController,
        let first = table.indexPathsForVisibleRows?.first(where: {
          table.rectForRow(at: $0).minY >= table.contentOffset.y + barBottom
        }),
        let id = list.modelIdentifierForElement(at: first, in: table)
      {
        parts.append("first=\(id)")
      }
    }
    parts.append("stack=\(navigation.viewControllers.count)")
    parts += screenDescription
    // What covers the screen: the operator's PIN alert, the operator view.
    switch host.contentWindow?.topPresentedViewController {
    case let alert as AlertController: parts.append("presented=alert:\(alert.title ?? "")")
    case let presented?:
      let shown = (presented as? NavigationController)?.topViewController ?? presented
      parts.append("presented=\(shown.title ?? "?")")
    case nil: break
    }
    return parts.joined(separator: " ")
  }
}
