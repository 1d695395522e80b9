import Foundation
import TableKitSoak
import Testing

/// The soak of `scripts/soak` in a short run: the kiosk's table under random touches and updates
/// for two thousand frames shows every row's own contact, and its cells and caches stay within
/// the bounds `SoakVerdict` explains.
@MainActor
@Suite struct KioskSoakTests {
  @Test func twoThousandFramesOfTouchesAndUpdatesShowEveryRowsOwnContact() throws {
    var configuration = KioskSoak.Configuration()
    configuration.frames = 2_000
    configuration.sampleInterval = 250
    configuration.newBookInterval = 1_000
    let soak = try KioskSoak(configuration: configuration)
    soak.run()
    #expect(soak.checks > 0, "the table came to rest at least once")
    #expect(soak.problems.isEmpty, "\(soak.problems.prefix(5))")
    #expect(soak.samples.count == 8)
    // Resident memory is the whole test process's, which other suites share while this one
    // runs: its bound is left to scripts/soak, which runs alone.
    for bound in soak.verdict.bounds where !bound.name.hasPrefix("resident") {
      #expect(bound.holds, "\(bound.name): \(bound.measured), bound \(bound.limit)")
    }
  }

  @Test func theChartIsAPicture() throws {
    let samples = (1...5).map { index in
      SoakSample(
        frame: index * 1000, residentBytes: 40 << 20 + index << 16, createdCells: 12 + index,
        createdCellsOfTable: 12, liveCells: 8, textureCount: 300 + index, textureBytes: 2 << 20,
        imageCount: 4, imageBytes: 100_000)
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("soak-chart-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try SoakChart.writePNG(of: samples, title: "test", to: path)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
