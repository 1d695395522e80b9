import DemoScenes
import Foundation
import TableKit
import Testing

/// The animation playground runs every action with every animation without an invalid batch.
@MainActor
@Suite struct PlaygroundSceneTests {
  @Test func everyActionWithEveryAnimationKeepsTheTableConsistent() throws {
    let view = PlaygroundScene.scene.makeView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
    let table = try #require(view as? TableView)
    let clock = ManualClock(now: 5)
    table.clock = clock
    var invalid: [TableViewError] = []
    table.invalidUpdateHandler = { invalid.append($0) }
    table.layoutIfNeeded()
    let actions = table.numberOfRows(inSection: 0)
    // The animations are the last section, after the baskets.
    let animations = table.numberOfRows(inSection: table.numberOfSections - 1)
    for animation in 0..<animations {
      table.delegate?.tableView(
        table, didSelectRowAt: IndexPath(row: animation, section: table.numberOfSections - 1))
      for action in 0..<actions {
        table.delegate?.tableView(table, didSelectRowAt: IndexPath(row: action, section: 0))
        // Half an animation later, so that updates also land mid-animation.
        clock.advance(by: 0.15)
        table.layoutIfNeeded()
      }
    }
    clock.advance(by: 1)
    table.layoutIfNeeded()
    #expect(invalid.isEmpty, "\(invalid)")
    let source = try #require(table.dataSource)
    #expect(table.numberOfSections == source.numberOfSections(in: table))
    for section in 0..<table.numberOfSections {
      #expect(
        table.numberOfRows(inSection: section)
          == source.tableView(table, numberOfRowsInSection: section))
    }
  }
}
