import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A settings screen made of the common controls as cells' accessory views (a segmented
/// control, a slider, a stepper, a switch, a pop-up button), with a progress bar, a spinner
/// and page dots below, in light and dark. Judged by eye against iOS 17 before it was
/// recorded.
@MainActor
private final class ControlsSource: TableViewDataSource {
  let titles = ["Appearance", "Volume", "Copies", "Sync", "Repeat"]
  let accessories: [View]

  /// Makes the accessories, measuring the pop-up button with `screen`'s fonts.
  init(screen: Screen) {
    let appearance = SegmentedControl(items: ["Light", "Dark", "Auto"])
    appearance.selectedSegmentIndex = 2
    let volume = Slider(frame: CGRect(x: 0, y: 0, width: 150, height: 31))
    volume.value = 0.6
    let copies = Stepper()
    copies.value = 0
    let sync = Switch()
    sync.isOn = true
    let repeats = Button(configuration: .plain())
    repeats.menu = Menu(children: [
      Action(title: "Never") { _ in }, Action(title: "Weekly", state: .on) { _ in },
    ])
    repeats.changesSelectionAsPrimaryAction = true
    repeats.screen = screen
    repeats.sizeToFit()
    accessories = [appearance, volume, copies, sync, repeats]
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = titles[indexPath.row]
    cell.accessoryView = accessories[indexPath.row]
    cell.selectionStyle = .none
    return cell
  }
}

@MainActor
@Suite(.serialized)
struct ControlSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func settingsMadeOfControls(_ style: UserInterfaceStyle) throws {
    try snapshotter.verify(
      renderSettings(style: style),
      named: style == .dark ? "controls-settings-dark@2x" : "controls-settings@2x")
  }

  /// Right to left: labels on the right, accessories on the left, the slider filling from the
  /// right, the chosen segment and the stepper's minus mirrored.
  @Test func settingsRightToLeft() throws {
    try snapshotter.verify(
      renderSettings(style: .light, layoutDirection: .rightToLeft),
      named: "controls-settings-rtl@2x")
  }

  private func renderSettings(
    style: UserInterfaceStyle, layoutDirection: LayoutDirection = .leftToRight
  ) throws -> PixelImage {
    let size = CGSize(width: 375, height: 420)
    let canvas = try snapshotter.canvas(size: size, scale: 2)
    let (window, root) = makeControlScreen(
      on: canvas, style: style, layoutDirection: layoutDirection)

    let source = ControlsSource(screen: window.screen)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 280), style: .insetGrouped)
    table.clock = window.clock
    table.dataSource = source
    root.view.addSubview(table)

    let progress = ProgressView(progressViewStyle: .default)
    progress.frame = CGRect(x: 36, y: 300, width: 303, height: 4)
    progress.progress = 0.35
    root.view.addSubview(progress)
    let spinner = ActivityIndicatorView(style: .large)
    spinner.frame.origin = CGPoint(x: 60, y: 330)
    root.view.addSubview(spinner)
    spinner.startAnimating()
    let pages = PageControl()
    pages.numberOfPages = 5
    pages.currentPage = 1
    pages.frame = CGRect(origin: CGPoint(x: 160, y: 335), size: pages.intrinsicContentSize)
    root.view.addSubview(pages)
    let disabled = SegmentedControl(items: ["One", "Two"])
    disabled.selectedSegmentIndex = 0
    disabled.isEnabled = false
    disabled.frame.origin = CGPoint(x: 36, y: 378)
    root.view.addSubview(disabled)
    window.layoutIfNeeded()
    return canvas.render(window, background: .systemGroupedBackground)
  }
}
