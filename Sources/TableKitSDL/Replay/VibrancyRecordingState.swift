import TableKit

/// Which vibrant group the primitives being recorded fall in, through the draw list's
/// `pushVibrancy` and `popVibrancy`: each push begins a group of its own in the recording
/// (`ReplayRecording.beginVibrantGroup`), and its pop returns to the group around it.
struct VibrancyRecordingState {
  /// The group in force (`ReplayOp.vibrantGroup`), 0 outside any push.
  private(set) var group: UInt16 = 0
  /// The groups the pushes in force interrupted, innermost last.
  private var outerGroups: [UInt16] = []

  /// Begins a group drawn with `vibrancy` in `recording`, in force until the matching `pop()`.
  mutating func push(_ vibrancy: Vibrancy, in recording: inout ReplayRecording) {
    outerGroups.append(group)
    group = recording.beginVibrantGroup(vibrancy)
  }

  /// Returns to the group the innermost push interrupted; a pop without a push does nothing.
  mutating func pop() {
    if let outer = outerGroups.popLast() { group = outer }
  }

  /// Ends every push, keeping the storage for the next frame.
  mutating func reset() {
    outerGroups.removeAll(keepingCapacity: true)
    group = 0
  }
}
