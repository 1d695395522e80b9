import Foundation
import Testing

@testable import TableKit

@Suite("Input events")
struct InputEventTests {
  @Test func eventsCompareByTheirContents() {
    let down = InputEvent.pointerDown(id: 1, location: CGPoint(x: 1, y: 2), kind: .touch)
    #expect(down == .pointerDown(id: 1, location: CGPoint(x: 1, y: 2), kind: .touch))
    #expect(down != .pointerDown(id: 1, location: CGPoint(x: 1, y: 2), kind: .mouse))
    #expect(InputEvent.key(.return, modifiers: []) != .key(.space, modifiers: []))
    #expect(
      InputEvent.key(.character("a"), modifiers: .command) == .key(.character("a"), modifiers: .gui)
    )
  }

  @Test func modifierAliasesNameTheSameKeys() {
    #expect(KeyModifiers.alt == .option)
    #expect(KeyModifiers.gui == .command)
    let held: KeyModifiers = [.shift, .control]
    #expect(held.contains(.shift) && !held.contains(.option))
  }
}
