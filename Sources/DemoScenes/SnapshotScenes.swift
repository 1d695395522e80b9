import TableKit

/// A picture `tablesnap` can render headlessly: a name, a size, and a function from the host's
/// text measurer to a draw list.
public struct SnapshotScene: Sendable {
  /// The name used on the command line.
  public let name: String
  /// One line saying what the scene shows.
  public let summary: String
  /// The size in points.
  public let size: CGSize
  /// The color behind the scene.
  public let background: Color
  /// Builds the scene's draw list.
  public let draw: @MainActor @Sendable (any TextMeasuring) -> DrawList
}

/// The scenes `tablesnap` knows.
@MainActor
public enum SnapshotScenes {
  /// Every scene, in listing order.
  public static let all: [SnapshotScene] = [
    SnapshotScene(
      name: "rendering-sampler",
      summary: "a settings slice drawn directly as a DrawList: header, icon, text, marks",
      size: RenderingSampler.size, background: .white,
      draw: { RenderingSampler.drawList(measuring: $0) })
  ]

  /// The scene called `name`, or nil.
  public static func named(_ name: String) -> SnapshotScene? { all.first { $0.name == name } }
}
