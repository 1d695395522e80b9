import Foundation

/// The report's "honest frame" (issue 32, item 2): TableKit clearing every pixel of every
/// frame, as the floor does and as a window must, against the floor, in every workload; and
/// the window path (a window drawn in software and presented) beside it.
extension FrameReport {
  /// TableKit in a window that SDL draws in software under the benchmark's Xvfb, keeping its
  /// last frame, each frame presented: what the demo and the kiosk do on a display without a
  /// GPU.
  static let window = "TableKit, window (Xvfb)"
  /// The same window with every pixel cleared each frame (`WindowHost.keepsPresentedFrame`
  /// off): what a window pays where its frame cannot be kept.
  static let windowFullClear = "TableKit, window (Xvfb), full clear"

  /// What the window rows measure.
  static let windowNote = """
    TableKit, window (Xvfb): the demo's and the kiosk's path. The table in a WindowHost under \
    Xvfb, drawn by SDL's software renderer into the window's framebuffer, which keeps the last \
    frame (the window checks that its framebuffer is the one it presented from and forgets the \
    frame at every window event), and timed up to SDL_RenderPresent, which puts the image to \
    the X server through shared memory and waits for it (XSync): the wall clock includes the \
    server's copy; the thread's CPU time does not. "Window (Xvfb), full clear" clears every \
    pixel each frame, as the window did before it kept its frame; perf put about twice the \
    offscreen clear's time in that window's clear, likely because the server reads the same \
    memory on the other core after each present. Each is compared with TableKit's offscreen \
    frame drawn the same way (kept, or every pixel cleared), the floor never presenting.
    """

  /// The bounds on TableKit with every pixel cleared over the floor, at 1920 × 1080.
  static let honestFrameBounds = [("p50", 1.2), ("p99", 1.3)]

  mutating func appendHonestFrameFigures(workload: String, viewport: String, floor: FrameSummary) {
    guard let fullClear = find(Self.fullClear, workload, viewport) else { return }
    for (percentile, bound) in Self.honestFrameBounds {
      let ours = percentile == "p50" ? fullClear.p50 : fullClear.p99
      let theirs = percentile == "p50" ? floor.p50 : floor.p99
      ratios.append(
        .init(
          name: "\(workload) \(viewport): TableKit, full clear / floor, \(percentile)",
          value: ours / theirs))
      // A window presents each frame to a display, which the offscreen floor does not: each
      // is compared with TableKit's own offscreen frame drawn alike, the difference being the
      // present.
      if let window = find(Self.windowFullClear, workload, viewport) {
        ratios.append(
          .init(
            name:
              "\(workload) \(viewport): TableKit, window (Xvfb), full clear / full clear, "
              + percentile,
            value: (percentile == "p50" ? window.p50 : window.p99) / ours))
      }
      if let window = find(Self.window, workload, viewport),
        let kept = find(Self.tableKit, workload, viewport)
          ?? find(Self.tableKitAlone, workload, viewport)
      {
        let keptFrame = percentile == "p50" ? kept.p50 : kept.p99
        ratios.append(
          .init(
            name: "\(workload) \(viewport): TableKit, window (Xvfb) / TableKit, \(percentile)",
            value: (percentile == "p50" ? window.p50 : window.p99) / keptFrame))
      }
      if viewport == Viewport.desktop.label {
        targets.append(
          .init(
            target:
              "\(workload) \(viewport): TableKit, full clear ≤ \(format(bound)) × floor at "
              + percentile + Self.pictureDifference(workload),
            value: "\(format(ours / theirs))×", passed: ours <= bound * theirs))
      }
    }
  }

  /// What TableKit draws in `workload` that the floor does not, said beside the target. Both
  /// show the same rows after each insert and delete; only TableKit animates them.
  private static func pictureDifference(_ workload: String) -> String {
    let animation = "TableKit animates the inserts and deletes, the floor shows their rows at rest"
    return switch workload {
    case "W1", "W2":
      " (\(animation); TableKit's pinned header blurs the rows under it, the floor's is flat)"
    default: " (\(animation))"
    }
  }
}
