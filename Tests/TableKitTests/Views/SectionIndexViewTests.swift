import Foundation
import Testing

@testable import TableKit

/// The section index column: entries spaced and compressed to fit, the magnifying glass, and
/// the three colors (issue 4, item 6's drawing).
@MainActor
@Suite
struct SectionIndexViewTests {
  private func index(_ titles: [String], height: CGFloat) -> (TableView, SectionIndexView) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    table.screen = ViewTesting.screen()
    let index = table.sectionIndexView
    index.titles = titles
    index.frame = CGRect(x: 305, y: 0, width: 15, height: height)
    return (table, index)
  }

  private func commands(of index: SectionIndexView) -> [DrawCommand] {
    var list = DrawList()
    index.drawBackground(in: &list)
    index.draw(in: &list)
    return list.commands
  }

  @Test func entriesAreFourteenPointsTallAndCentredAsAColumn() {
    let (table, index) = index(["A", "B", "C", "D", "E"], height: 400)
    #expect(index.entryFrame(at: 0) == CGRect(x: 0, y: 165, width: 15, height: 14))
    #expect(index.entryFrame(at: 4) == CGRect(x: 0, y: 221, width: 15, height: 14))
    withExtendedLifetime(table) {}
  }

  @Test func entriesAreCompressedWhileTheyStayTwelvePointsApart() {
    let titles = (0..<14).map { String(UnicodeScalar(65 + $0).map(Character.init) ?? "?") }
    let (table, index) = index(titles, height: 200)
    // 192 points of room for 14 entries: 13.7 each, starting 4 from the top.
    #expect(index.places == Array(0..<14))
    #expect(index.entryFrame(at: 0).minY == 4)
    #expect(abs(index.entryFrame(at: 13).maxY - 196) < 1e-9)
    withExtendedLifetime(table) {}
  }

  @Test func tooManyEntriesAlternateWithDotsAsOnIOS() {
    let titles = (0..<30).map { String(UnicodeScalar(65 + $0 % 26).map(Character.init) ?? "?") }
    let (table, index) = index(titles, height: 200)
    // 192 points hold 16 places of 12: 15 (odd), 8 titles from the first to the last and 7 dots.
    #expect(index.places == [0, nil, 4, nil, 8, nil, 12, nil, 17, nil, 21, nil, 25, nil, 29])
    #expect(index.entryFrame(at: 0).minY == 4)
    #expect(abs(index.entryFrame(at: 14).maxY - 196) < 1e-9)
    // A touch on a dot goes to the title halfway between its neighbours.
    #expect(index.entryIndex(atY: index.entryFrame(at: 1).midY) == 2)
    #expect(index.entryIndex(atY: index.entryFrame(at: 2).midY) == 4)
    let dots = commands(of: index).filter {
      if case .fillEllipse = $0 { return true }
      return false
    }
    #expect(dots.count == 7)
    withExtendedLifetime(table) {}
  }

  @Test func aTouchPastEitherEndTracksTheNearestEntry() {
    let (table, index) = index(["A", "B", "C"], height: 100)
    // Entries at 29...43, 43...57, 57...71.
    #expect(index.entryIndex(atY: 0) == 0)
    #expect(index.entryIndex(atY: 44) == 1)
    #expect(index.entryIndex(atY: 100) == 2)
    #expect(index.entryIndex(atY: -50) == 0)
    withExtendedLifetime(table) {}
  }

  @Test func noTitlesMeansNoEntries() {
    let (table, index) = index([], height: 100)
    #expect(index.entryIndex(atY: 50) == nil)
    #expect(commands(of: index).isEmpty)
    withExtendedLifetime(table) {}
  }

  @Test func titlesAreElevenPointBoldInTheTintCentredInTheColumn() throws {
    let (table, index) = index(["A", "W"], height: 100)
    let runs: [TextRun] = commands(of: index).compactMap {
      if case .text(let run) = $0 { return run }
      return nil
    }
    #expect(runs.map(\.string) == ["A", "W"])
    #expect(runs.allSatisfy { $0.color == .tint && $0.font == Metrics.sectionIndexFont })
    // One 6.05-point character centred in 15: x = 4.475, rounded to the pixel.
    #expect(runs.first?.origin.x == 4)
    withExtendedLifetime(table) {}
  }

  @Test func theIndexColorsAreHonored() {
    let (table, index) = index(["A"], height: 100)
    table.sectionIndexColor = .destructiveRed
    table.sectionIndexBackgroundColor = .plainHeaderBackground
    table.sectionIndexTrackingBackgroundColor = .selectionGray
    var fills: [Color] = []
    var textColors: [Color] = []
    for command in commands(of: index) {
      if case .fillRect(_, let color) = command { fills.append(color) }
      if case .text(let run) = command { textColors.append(run.color) }
    }
    #expect(fills == [.plainHeaderBackground])
    #expect(textColors == [.destructiveRed])
    index.isTracking = true
    let tracking: [Color] = commands(of: index).compactMap {
      if case .fillRect(_, let color) = $0 { return color }
      return nil
    }
    #expect(tracking == [.selectionGray])
  }

  @Test func theSearchTitleIsAMagnifyingGlass() {
    let (table, index) = index([TableView.indexSearch, "A"], height: 100)
    let commands = commands(of: index)
    #expect(
      commands.contains { if case .strokeRoundedRect = $0 { return true } else { return false } })
    #expect(commands.contains { if case .polyline = $0 { return true } else { return false } })
    let strings: [String] = commands.compactMap {
      if case .text(let run) = $0 { return run.string }
      return nil
    }
    #expect(strings == ["A"])
    withExtendedLifetime(table) {}
  }
}
