import TableKit

/// One example table of the demo, the kiosk and `tablesnap`: a name for the command line, a
/// title for the window, a one-line summary, and a function that builds its view.
///
/// Scenes are pure TableKit: they know nothing of SDL, read no clock and no random source, so the
/// same scene draws the same pixels on every run. The view a scene builds keeps its data source
/// and delegate alive (see `SceneTableView`).
public struct DemoScene: Sendable {
  /// The name used on the command line (`--scene contacts`), lowercase with hyphens.
  public let name: String
  /// The title shown in the window title and the demo's sidebar.
  public let title: String
  /// One line saying what the scene shows.
  public let summary: String
  private let factory: @MainActor @Sendable (CGRect, SceneAppearance) -> View

  /// Creates a scene.
  /// - Parameters:
  ///   - name: The command-line name.
  ///   - title: The human title.
  ///   - summary: What the scene shows, in one line.
  ///   - factory: Builds the scene's root view for a frame and an appearance.
  public init(
    name: String, title: String, summary: String,
    factory: @escaping @MainActor @Sendable (CGRect, SceneAppearance) -> View
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.factory = factory
  }

  /// Builds a fresh view of the scene, scrolled to its top.
  /// - Parameters:
  ///   - frame: The view's frame in its superview's coordinates.
  ///   - appearance: The sizes to draw at: `.standard` on the desktop, `.kiosk` for fingers.
  /// - Returns: The scene's root view, usually a `TableView`.
  @MainActor
  public func makeView(frame: CGRect, appearance: SceneAppearance = .standard) -> View {
    factory(frame, appearance)
  }
}
