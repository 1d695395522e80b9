import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Snapshots across configurations (issue 26, item 8): a matrix holds every combination, each
/// named after what it shows, and one call records one golden per configuration, each drawn
/// under its own traits.
@MainActor
@Suite(.serialized)
struct SnapshotConfigurationTests {
  @Test func aMatrixHoldsEveryCombinationNamedAfterIt() {
    let matrix = SnapshotConfiguration.matrix(
      appearances: [.light, .dark], textSizes: [.extraSmall, .accessibilityExtraLarge],
      scales: [1, 2], layoutDirections: [.leftToRight, .rightToLeft])
    #expect(matrix.count == 16)
    #expect(Set(matrix.map(\.name)).count == 16)
    #expect(matrix.first?.name == "light-extraSmall-ltr@1x")
    #expect(matrix.last?.name == "dark-accessibilityExtraLarge-rtl@2x")
    #expect(SnapshotConfiguration(scale: 1.5).name == "light-large-ltr@1.5x")
    let traits = SnapshotConfiguration(appearance: .dark, textSize: .small).traitCollection
    #expect(traits.userInterfaceStyle == .dark)
    #expect(traits.preferredContentSizeCategory == .small)
  }

  @Test func oneCallRecordsOneGoldenPerConfigurationUnderItsTraits() throws {
    let folder = try makeTemporaryDirectory("configurations")
    let file = (folder as NSString).appendingPathComponent("FakeTests.swift")
    let snapshotter = try Snapshotter(environment: ["TABLEKIT_RECORD_SNAPSHOTS": "missing"])
    final class Probe: View {
      var seen: [TraitCollection] = []
      override func layoutSubviews() { seen.append(traitCollection) }
    }
    var probes: [Probe] = []
    let configurations = SnapshotConfiguration.matrix(
      appearances: [.light, .dark], textSizes: [.large, .accessibilityMedium])
    withKnownIssue("recording the missing goldens fails each, on purpose") {
      try snapshotter.assertSnapshots(
        named: "probe", size: CGSize(width: 40, height: 30), configurations: configurations,
        filePath: file
      ) {
        let probe = Probe()
        probes.append(probe)
        return probe
      }
    }
    let recorded = try FileManager.default.contentsOfDirectory(
      atPath: (folder as NSString).appendingPathComponent("__Snapshots__"))
    for configuration in configurations {
      #expect(recorded.contains("probe-\(configuration.name).png"), "\(configuration.name)")
    }
    #expect(probes.count == 4, "a fresh view for every configuration")
    for (probe, configuration) in zip(probes, configurations) {
      let traits = try #require(probe.seen.last)
      #expect(traits.userInterfaceStyle == configuration.appearance)
      #expect(traits.preferredContentSizeCategory == configuration.textSize)
    }
    let dark = try PixelImage(
      contentsOfFile: (folder as NSString).appendingPathComponent(
        "__Snapshots__/probe-dark-large-ltr@1x.png"))
    #expect(dark[20, 15] & 0xFF_FF_FF == 0, "the background resolved dark")
  }
}
