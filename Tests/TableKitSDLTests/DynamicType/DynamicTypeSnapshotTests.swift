import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A table controller showing a gallery: every cell style with an image and an accessory,
/// headers and footers from `titleForHeaderInSection`.
@MainActor
private func galleryController(
  style: TableView.Style, source: GalleryDataSource, title: String = "Settings"
) -> SourceTableController<GalleryDataSource> {
  SourceTableController(style: style, source: source, title: title)
}

/// The key states of issue 26's item 9 at the text sizes of its list: extra small, Large (the
/// default) and AX3 (`accessibilityExtraLarge`) in light, and Large in dark, each through one
/// call of `assertSnapshots(named:size:configurations:)`. Each picture was looked at against
/// iOS 17 at the same size before it was recorded.
@MainActor
@Suite(.serialized)
struct DynamicTypeSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// Issue 26's sizes: xS, L and AX3 in light, L in dark.
  static let configurations =
    SnapshotConfiguration.matrix(textSizes: [.extraSmall, .large, .accessibilityExtraLarge])
    + SnapshotConfiguration.matrix(appearances: [.dark])

  static let size = CGSize(width: 390, height: 640)

  /// Every cell style with an image (but value2, which has none) and an accessory.
  static var styles: GalleryDataSource {
    GalleryDataSource(sections: [
      GalleryDataSource.Section(
        header: "Cell styles", footer: "Each style with an image and an accessory.",
        rows: [
          GalleryDataSource.Row(style: .default) { cell in
            cell.textLabel?.text = "Notifications"
            cell.imageView?.image = Image(named: "icon-notifications")
            cell.accessoryType = .disclosureIndicator
          },
          GalleryDataSource.Row(style: .value1) { cell in
            cell.textLabel?.text = "Display"
            cell.detailTextLabel?.text = "Automatic"
            cell.imageView?.image = Image(named: "icon-display")
            cell.accessoryType = .disclosureIndicator
          },
          GalleryDataSource.Row(style: .value2) { cell in
            cell.textLabel?.text = "mobile"
            cell.detailTextLabel?.text = "+1 555 0100"
            cell.accessoryType = .checkmark
          },
          GalleryDataSource.Row(style: .subtitle) { cell in
            cell.textLabel?.text = "Home Network"
            cell.detailTextLabel?.text = "Connected, 5 GHz"
            cell.imageView?.image = Image(named: "icon-wifi")
            cell.accessoryType = .detailButton
          },
        ]),
      GalleryDataSource.Section(
        header: "Configurations", footer: nil,
        rows: [
          GalleryDataSource.Row(style: .default) { cell in
            var content = cell.defaultContentConfiguration()
            content.text = "Wi-Fi"
            content.image = Image(named: "icon-wifi")
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
          },
          GalleryDataSource.Row(style: .default) { cell in
            var content = ListContentConfiguration.valueCell()
            content.text = "Bluetooth"
            content.secondaryText = "On"
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
          },
          GalleryDataSource.Row(style: .default) { cell in
            var content = ListContentConfiguration.subtitleCell()
            content.text = "Mail"
            content.secondaryText = "Accounts, signatures"
            content.image = Image(systemName: "folder")
            cell.contentConfiguration = content
          },
        ]),
    ])
  }

  @Test func aPlainTable() throws {
    try snapshotter.assertSnapshots(
      named: "dynamic-type-plain", size: Self.size, configurations: Self.configurations,
      ofController: { galleryController(style: .plain, source: Self.styles) })
  }

  @Test func aGroupedTable() throws {
    try snapshotter.assertSnapshots(
      named: "dynamic-type-grouped", size: Self.size, configurations: Self.configurations,
      background: .groupedBackground,
      ofController: { galleryController(style: .grouped, source: Self.styles) })
  }

  @Test func anInsetGroupedTable() throws {
    try snapshotter.assertSnapshots(
      named: "dynamic-type-inset-grouped", size: Self.size, configurations: Self.configurations,
      background: .groupedBackground,
      ofController: { galleryController(style: .insetGrouped, source: Self.styles) })
  }

  /// The gallery in a navigation controller with large titles and a bar button.
  private static func navigation(largeTitles: Bool) -> NavigationController {
    let root = galleryController(style: .insetGrouped, source: styles)
    root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
    let navigation = NavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = largeTitles
    return navigation
  }

  @Test func aNavigationBarWithALargeTitle() throws {
    try snapshotter.assertSnapshots(
      named: "dynamic-type-navigation-large", size: Self.size,
      configurations: Self.configurations, background: .groupedBackground,
      ofController: { Self.navigation(largeTitles: true) })
  }

  @Test func aNavigationBarWithASmallTitleAndABackButton() throws {
    try snapshotter.assertSnapshots(
      named: "dynamic-type-navigation-small", size: Self.size,
      configurations: Self.configurations, background: .groupedBackground,
      ofController: { Self.navigation(largeTitles: false) },
      prepare: { controller in
        let detail = galleryController(style: .insetGrouped, source: Self.styles, title: "Display")
        (controller as? NavigationController)?.pushViewController(detail, animated: false)
      })
  }

  /// Checks `alert` (an alert or an action sheet, with its actions' titles and styles)
  /// presented over the plain gallery in every configuration.
  private func assertPresented(
    _ name: String, title: String, message: String, style: AlertController.Style,
    actions: [(String, AlertAction.Style)], line: Int = #line
  ) throws {
    try snapshotter.assertSnapshots(
      named: name, size: Self.size, configurations: Self.configurations, line: line,
      ofController: { galleryController(style: .plain, source: Self.styles) },
      prepare: { controller in
        let alert = AlertController(title: title, message: message, preferredStyle: style)
        for (title, style) in actions { alert.addAction(AlertAction(title: title, style: style)) }
        controller.present(alert, animated: false)
      })
  }

  @Test func anAlert() throws {
    try assertPresented(
      "dynamic-type-alert", title: "Sign Out?",
      message: "You can sign in again at any time with your email.", style: .alert,
      actions: [("Sign Out", .destructive), ("Cancel", .cancel)])
  }

  @Test func anActionSheet() throws {
    try assertPresented(
      "dynamic-type-action-sheet", title: "Photo",
      message: "Choose where the picture comes from.", style: .actionSheet,
      actions: [("Take Photo", .default), ("Choose from Library", .default), ("Cancel", .cancel)])
  }

  @Test func anActiveSearch() throws {
    try snapshotter.assertSnapshots(
      named: "dynamic-type-search-active", size: Self.size,
      configurations: Self.configurations,
      ofController: {
        let navigation = Self.navigation(largeTitles: true)
        navigation.topViewController?.navigationItem.searchController = SearchController(
          searchResultsController: nil)
        return navigation
      },
      prepare: { controller in
        let search = (controller as? NavigationController)?.topViewController?.navigationItem
          .searchController
        _ = search?.searchBar.searchTextField.becomeFirstResponder()
        search?.searchBar.searchTextField.handle(.text("Wi"))
      })
  }
}
