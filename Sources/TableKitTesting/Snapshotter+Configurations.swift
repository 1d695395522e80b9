import Foundation
import TableKit
import TableKitSDL

extension Snapshotter {
  // MARK: - Rendering under traits

  /// Renders `view` filling a window of `size` points whose host gives it the configuration's
  /// appearance and text size, laid out in its direction at its scale.
  /// - Parameters:
  ///   - view: The view; it becomes the window's only subview, as large as the window.
  ///   - configuration: The appearance, text size, scale and direction.
  ///   - size: The window's size in points.
  ///   - background: The color behind the view, resolved in the configuration's appearance.
  /// - Throws: `RenderingError` when the canvas cannot be made.
  public func render(
    _ view: View, in configuration: SnapshotConfiguration, size: CGSize,
    background: Color = .systemBackground
  ) throws -> PixelImage {
    let (canvas, window, _) = try hostingWindow(for: configuration, size: size)
    window.addSubview(view)
    view.frame = window.bounds
    window.layoutIfNeeded()
    return canvas.render(window, background: background)
  }

  /// Renders `controller` as the root of a window of `size` points under `configuration`, after
  /// `prepare` (which may present an alert, begin a search, scroll) and one second of the
  /// window's clock at 60 frames a second, so that what `prepare` started has come to rest.
  /// - Parameters:
  ///   - controller: The window's root view controller.
  ///   - configuration: The appearance, text size, scale and direction.
  ///   - size: The window's size in points.
  ///   - background: The color behind the window's views.
  ///   - prepare: Runs with the controller once it shows, laid out.
  /// - Throws: `RenderingError` when the canvas cannot be made.
  public func render(
    _ controller: ViewController, in configuration: SnapshotConfiguration, size: CGSize,
    background: Color = .systemBackground, prepare: (ViewController) -> Void = { _ in }
  ) throws -> PixelImage {
    let (canvas, window, clock) = try hostingWindow(for: configuration, size: size)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    runOnClock(clock, viewsIn: window)
    prepare(controller)
    // What `prepare` added (a presented alert's view, a search's results) runs on it too.
    runOnClock(clock, viewsIn: window)
    for _ in 0..<60 {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
    return canvas.render(window, background: background)
  }

  /// Puts every scroll view and text field under `view` on `clock`, so that scrolling,
  /// deceleration and the caret's blink come out the same in every run.
  private func runOnClock(_ clock: ManualClock, viewsIn view: View) {
    if let scrollView = view as? ScrollView, (scrollView.clock as? ManualClock) !== clock {
      scrollView.clock = clock
    }
    if let field = view as? TextField, (field.clock as? ManualClock) !== clock { field.clock = clock }
    for subview in view.subviews { runOnClock(clock, viewsIn: subview) }
  }

  /// A canvas at the configuration's scale and a window on it with its traits and direction,
  /// running on a manual clock.
  private func hostingWindow(for configuration: SnapshotConfiguration, size: CGSize) throws
    -> (OffscreenCanvas, Window, ManualClock)
  {
    let canvas = try self.canvas(size: size, scale: configuration.scale)
    let clock = ManualClock(now: 10)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    window.screen = canvas.makeScreen(layoutDirection: configuration.layoutDirection)
    window.hostTraitCollection = configuration.traitCollection
    return (canvas, window, clock)
  }

  // MARK: - Checking a matrix

  /// Checks one golden per configuration, each named `name-` and the configuration's name
  /// (`settings-dark-accessibilityExtraLarge-ltr@2x`), rendering a fresh view from `make` in
  /// each, so that no state carries from one configuration to the next.
  ///
  ///     try snapshotter.assertSnapshots(
  ///       named: "settings", size: CGSize(width: 390, height: 500),
  ///       configurations: .matrix(appearances: [.light, .dark], textSizes: [.large, .accessibilityExtraLarge])
  ///     ) { SettingsTable() }
  ///
  /// In a test every configuration is checked, whatever the earlier ones gave, each failure
  /// recorded at the call's line as `assertSnapshot(of:named:size:scale:)` records it; outside
  /// tests the first failure is thrown.
  /// - Parameters:
  ///   - name: The start of every golden's name, unique within the test file's folder.
  ///   - size: The window's size in points.
  ///   - configurations: The configurations, such as `SnapshotConfiguration.matrix(...)`.
  ///   - maxDifferingPixels: How many pixels of each picture may differ beyond the threshold.
  ///   - background: The color behind the view.
  ///   - filePath: The test file; its folder holds `__Snapshots__/`.
  ///   - fileID: The test file's `#fileID`, for Swift Testing's report.
  ///   - file: The file of the call, for XCTest's report.
  ///   - line: The line of the call, named in the failure.
  ///   - column: The column of the call.
  ///   - make: Makes the view to render.
  /// - Throws: `SnapshotFailure` outside a test; `RenderingError` when a canvas cannot be made.
  public func assertSnapshots(
    named name: String, size: CGSize, configurations: [SnapshotConfiguration],
    maxDifferingPixels: Int = 0, background: Color = .systemBackground,
    filePath: String = #filePath, fileID: String = #fileID, file: StaticString = #filePath,
    line: Int = #line, column: Int = #column, of make: () throws -> View
  ) throws {
    let site = CallSite(filePath: filePath, fileID: fileID, file: file, line: line, column: column)
    try verifyEach(configurations, named: name, maxDifferingPixels: maxDifferingPixels, at: site) {
      try render(make(), in: $0, size: size, background: background)
    }
  }

  /// Checks one golden per configuration of a controller made fresh by `make` for each, shown
  /// as a window's root and brought to rest after `prepare`, as
  /// `render(_:in:size:background:prepare:)` does; the goldens are named as
  /// `assertSnapshots(named:size:configurations:of:)` names them.
  /// - Parameters:
  ///   - name: The start of every golden's name.
  ///   - size: The window's size in points.
  ///   - configurations: The configurations.
  ///   - maxDifferingPixels: How many pixels of each picture may differ beyond the threshold.
  ///   - background: The color behind the window's views.
  ///   - filePath: The test file; its folder holds `__Snapshots__/`.
  ///   - fileID: The test file's `#fileID`, for Swift Testing's report.
  ///   - file: The file of the call, for XCTest's report.
  ///   - line: The line of the call, named in the failure.
  ///   - column: The column of the call.
  ///   - make: Makes the controller.
  ///   - prepare: Runs with the controller once it shows (present an alert, begin a search).
  /// - Throws: `SnapshotFailure` outside a test; `RenderingError` when a canvas cannot be made.
  public func assertSnapshots(
    named name: String, size: CGSize, configurations: [SnapshotConfiguration],
    maxDifferingPixels: Int = 0, background: Color = .systemBackground,
    filePath: String = #filePath, fileID: String = #fileID, file: StaticString = #filePath,
    line: Int = #line, column: Int = #column, ofController make: () throws -> ViewController,
    prepare: (ViewController) -> Void = { _ in }
  ) throws {
    let site = CallSite(filePath: filePath, fileID: fileID, file: file, line: line, column: column)
    try verifyEach(configurations, named: name, maxDifferingPixels: maxDifferingPixels, at: site) {
      try render(make(), in: $0, size: size, background: background, prepare: prepare)
    }
  }

  /// Renders and verifies every configuration in turn under `name-<configuration>`.
  private func verifyEach(
    _ configurations: [SnapshotConfiguration], named name: String, maxDifferingPixels: Int,
    at site: CallSite, render: (SnapshotConfiguration) throws -> PixelImage
  ) throws {
    for configuration in configurations {
      try verify(
        render(configuration), named: "\(name)-\(configuration.name)",
        maxDifferingPixels: maxDifferingPixels, at: site)
    }
  }
}
