import CSDL2
import TableKit
import Testing

@testable import TableKitSDL

/// How the replay records vibrant groups: every op of every frame carries a group number, no
/// larger than the op is without one, and the vibrancies live once a group in the recording.
@MainActor
struct ReplayVibrantGroupTests {
  /// `ReplayOp`'s fields but the group.
  private struct OpWithoutVibrancy {
    var action: ReplayOp.Action
    var color: RGBA8
    var destination: SDL_Rect
    var clip: SDL_Rect?
  }

  private let label = Vibrancy(
    style: .label, isDark: false, strength: 0.86, saturation: 1.5, recordedAlpha: 1)
  private let separator = Vibrancy(
    style: .separator, isDark: true, strength: 0.13, saturation: 1.2, recordedAlpha: 0.6)

  @Test func anOpIsNoLargerForItsGroup() {
    #expect(MemoryLayout<ReplayOp>.stride == MemoryLayout<OpWithoutVibrancy>.stride)
  }

  @Test func eachPushBeginsAGroupAndItsPopReturnsToTheOneAroundIt() {
    var recording = ReplayRecording()
    var state = VibrancyRecordingState()
    #expect(state.group == 0)
    state.push(label, in: &recording)
    let outer = state.group
    state.push(separator, in: &recording)
    let inner = state.group
    state.pop()
    #expect(state.group == outer, "back in the outer push")
    state.push(label, in: &recording)
    #expect(state.group != outer && state.group != inner, "a push begins a group of its own")
    state.pop()
    state.pop()
    state.pop()
    #expect(state.group == 0, "an unbalanced pop does nothing")
    #expect(recording.vibrancy(ofGroup: outer) == label)
    #expect(recording.vibrancy(ofGroup: inner) == separator)
    #expect(recording.vibrancy(ofGroup: 0) == nil)
  }

  @Test func theGroupsAreForgottenWithTheFrameAndPastTheLastNumberNoneBegins() {
    var recording = ReplayRecording()
    var last: UInt16 = 0
    for _ in 0..<Int(UInt16.max) { last = recording.beginVibrantGroup(label) }
    #expect(last == UInt16.max)
    #expect(recording.beginVibrantGroup(separator) == 0, "not vibrant: drawn flat")
    recording.removeFrame()
    #expect(recording.vibrantGroups.isEmpty)
    #expect(recording.beginVibrantGroup(separator) == 1)
  }
}
