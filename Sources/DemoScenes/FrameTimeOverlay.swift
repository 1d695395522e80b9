import Foundation
import TableKit

/// The demo's frame-time overlay (F): frames per second over the last second, the frames of the
/// last few seconds as bars (layout, draw list and replay stacked, in milliseconds) under the
/// 60 and 120 fps budgets, and the last second's average of each phase.
@MainActor
public final class FrameTimeOverlay: View {
  /// One drawn frame's costs, in seconds.
  public struct Frame: Equatable, Sendable {
    /// When it was drawn (the host's clock).
    public var time: TimeInterval
    /// Laying the tree out.
    public var layout: TimeInterval
    /// Building the draw list.
    public var drawList: TimeInterval
    /// Replaying it in the renderer and presenting.
    public var replay: TimeInterval

    /// Creates a frame's costs.
    public init(
      time: TimeInterval, layout: TimeInterval, drawList: TimeInterval, replay: TimeInterval
    ) {
      self.time = time
      self.layout = layout
      self.drawList = drawList
      self.replay = replay
    }

    /// The three together.
    public var total: TimeInterval { layout + drawList + replay }
  }

  /// The seconds of frames the graph shows.
  public static let window: TimeInterval = 4
  /// The frames kept, oldest first.
  public private(set) var frames: [Frame] = []
  private let summary = Label()
  private let phases = Label()
  /// "60" and "120" beside their budget lines.
  private let budgetLabels = [Label(), Label()]
  private static let graphHeight: CGFloat = 90
  /// The graph's top: 33.3 ms.
  private static let graphMilliseconds: Double = 1000.0 / 30
  /// The overlay's size.
  public static let size = CGSize(width: 320, height: 160)

  /// Creates the overlay, hidden.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.08, alpha: 0.85)
    cornerRadius = 10
    isHidden = true
    isUserInteractionEnabled = false
    for label in [summary, phases] {
      label.textColor = .white
      addSubview(label)
    }
    for (label, text) in zip(budgetLabels, ["60 fps", "120 fps"]) {
      label.text = text
      label.font = .systemFont(ofSize: 10)
      label.textColor = Color(white: 0.9, alpha: 1)
      label.textAlignment = .right
      addSubview(label)
    }
    summary.font = .boldSystemFont(ofSize: 14)
    phases.font = .systemFont(ofSize: 12)
    phases.textColor = Color(white: 0.8, alpha: 1)
    update(now: 0)
  }

  /// Records a drawn frame and forgets those older than the graph.
  public func record(_ frame: Frame) {
    frames.append(frame)
    frames.removeAll { $0.time < frame.time - Self.window }
    update(now: frame.time)
  }

  /// Frames per second over the second up to `now`.
  public func framesPerSecond(at now: TimeInterval) -> Int {
    frames.filter { $0.time > now - 1 }.count
  }

  private func update(now: TimeInterval) {
    let recent = frames.filter { $0.time > now - 1 }
    summary.text = "\(recent.count) fps · F hides"
    func average(_ value: (Frame) -> TimeInterval) -> String {
      guard !recent.isEmpty else { return "–" }
      let mean = recent.map(value).reduce(0, +) / Double(recent.count)
      return String(format: "%.2f", mean * 1000)
    }
    phases.text =
      "layout \(average(\.layout)) · draw list \(average(\.drawList)) · replay \(average(\.replay)) ms"
    setNeedsLayout()
  }

  public override func layoutSubviews() {
    summary.frame = CGRect(x: 12, y: 8, width: bounds.width - 24, height: 20)
    phases.frame = CGRect(x: 12, y: 28, width: bounds.width - 24, height: 18)
    for (label, milliseconds) in zip(budgetLabels, [1000.0 / 60, 1000.0 / 120]) {
      let line = graphRect.maxY - graphRect.height * CGFloat(milliseconds / Self.graphMilliseconds)
      label.frame = CGRect(x: graphRect.maxX - 60, y: line - 13, width: 58, height: 12)
    }
  }

  private var graphRect: CGRect {
    CGRect(x: 12, y: 54, width: bounds.width - 24, height: Self.graphHeight)
  }

  /// The bars, right to left from the newest, and the budget lines.
  public override func draw(in list: inout DrawList) {
    let graph = graphRect
    list.fill(graph, color: Color(white: 0.18, alpha: 1))
    func y(forMilliseconds milliseconds: Double) -> CGFloat {
      graph.maxY - graph.height * CGFloat(min(1, milliseconds / Self.graphMilliseconds))
    }
    guard let newest = frames.last?.time else { return }
    let pointsPerSecond = graph.width / Self.window
    for frame in frames {
      let x = graph.maxX - CGFloat(newest - frame.time) * pointsPerSecond
      var bottom = graph.maxY
      for (seconds, color) in [
        (frame.layout, Color.systemBlue), (frame.drawList, Color.systemGreen),
        (frame.replay, Color.systemOrange),
      ] {
        let top = max(
          graph.minY, bottom - (y(forMilliseconds: 0) - y(forMilliseconds: seconds * 1000)))
        list.fill(CGRect(x: x - 2, y: top, width: 2, height: bottom - top), color: color)
        bottom = top
      }
    }
    for (milliseconds, color) in [
      (1000.0 / 60, Color.systemRed), (1000.0 / 120, Color.systemYellow),
    ] {
      list.fill(
        CGRect(x: graph.minX, y: y(forMilliseconds: milliseconds), width: graph.width, height: 1),
        color: color)
    }
  }
}
