import DemoScenes
import Foundation
import TableKit

/// How a fuzzed table is set up before its first step: its style, how its rows get their
/// heights, its selection rules, and the rows its model starts with. Everything a step does
/// afterwards comes from the step itself, so a configuration and a list of steps replay exactly.
public struct FuzzConfiguration: Equatable, Sendable {
  /// Where row heights come from.
  public enum Heights: String, CaseIterable, Sendable {
    /// The delegate's heights, all asked for up front.
    case exact
    /// The delegate's heights, asked for as rows come near the screen (`estimatedRowHeight` 44).
    case estimated
    /// The cells' own heights (`automaticDimension`), from wrapping titles.
    case selfSizing = "self-sizing"
  }

  /// The seed the configuration and the initial items were made from.
  public var seed: UInt64
  /// The table's style.
  public var style: TableView.Style = .plain
  /// Where row heights come from.
  public var heights: Heights = .exact
  /// `estimatedRowHeight` of a self-sizing table (0 for none); the other modes set their own.
  public var selfSizingEstimate: CGFloat = 0
  /// Whether section headers have an estimated height (30) rather than an exact one.
  public var estimatesHeaders = false
  /// Whether section footers have an estimated height (30).
  public var estimatesFooters = false
  /// Whether sections have titled footers.
  public var hasFooters = false
  /// Whether headers and footers are the delegate's views (a registered header class,
  /// dequeued and titled in `viewForHeaderInSection`) rather than the standard titled ones.
  public var customHeaderViews = false
  /// Whether the table lays out right to left.
  public var isRightToLeft = false
  /// `allowsMultipleSelection`.
  public var allowsMultipleSelection = false
  /// `allowsMultipleSelectionDuringEditing`.
  public var allowsMultipleSelectionDuringEditing = false
  /// How many rows each section starts with (at least one section).
  public var initialRowCounts: [Int] = [10]

  /// The styles configurations choose from, plain the most often.
  static let styles: [TableView.Style] = [.plain, .plain, .plain, .insetGrouped, .grouped]

  /// A configuration with every choice fixed by hand.
  public init(seed: UInt64) {
    self.seed = seed
  }

  /// A configuration the way the suite's fuzz tests have always derived it from a small seed:
  /// the style, estimates, footers, direction and selection rules follow residues of the seed.
  /// - Parameters:
  ///   - seed: The test's seed.
  ///   - selfSizing: Whether rows size from their cells.
  ///   - initialRowCounts: The sections' starting row counts.
  public static func suite(seed: Int, selfSizing: Bool, initialRowCounts: [Int])
    -> FuzzConfiguration
  {
    var configuration = FuzzConfiguration(seed: UInt64(seed))
    configuration.style = styles[seed % 5]
    let estimates = seed % 2 == 0
    configuration.heights = selfSizing ? .selfSizing : estimates ? .estimated : .exact
    configuration.selfSizingEstimate = selfSizing && estimates ? 44 : 0
    configuration.estimatesHeaders = seed % 4 == 0
    configuration.estimatesFooters = seed % 8 == 1
    configuration.hasFooters = seed % 3 == 1
    configuration.isRightToLeft = seed % 6 == 5
    configuration.allowsMultipleSelection = seed % 3 == 0
    configuration.allowsMultipleSelectionDuringEditing = seed % 7 < 3
    configuration.customHeaderViews = seed % 5 == 2
    configuration.initialRowCounts = initialRowCounts
    return configuration
  }

  /// A configuration drawn at random from `seed`: every choice independent of the others.
  /// - Parameters:
  ///   - seed: The seed; the same seed always gives the same configuration.
  ///   - heights: The height mode to use, or nil to draw one.
  public static func random(seed: UInt64, heights: Heights? = nil) -> FuzzConfiguration {
    var generator = SplitMix64(seed: seed ^ 0xC0F1_6000)
    var configuration = FuzzConfiguration(seed: seed)
    configuration.style = styles.randomElement(using: &generator) ?? .plain
    configuration.heights = heights ?? Heights.allCases.randomElement(using: &generator) ?? .exact
    configuration.selfSizingEstimate = Bool.random(using: &generator) ? 44 : 0
    configuration.estimatesHeaders = Int.random(in: 0..<4, using: &generator) == 0
    configuration.estimatesFooters = Int.random(in: 0..<8, using: &generator) == 0
    configuration.hasFooters = Int.random(in: 0..<3, using: &generator) == 0
    configuration.isRightToLeft = Int.random(in: 0..<6, using: &generator) == 0
    configuration.allowsMultipleSelection = Int.random(in: 0..<3, using: &generator) == 0
    configuration.allowsMultipleSelectionDuringEditing = Int.random(in: 0..<7, using: &generator) < 3
    configuration.initialRowCounts = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
      Int.random(in: 0...60, using: &generator)
    }
    // Drawn last, so that the choices above stay what they were for every seed.
    configuration.customHeaderViews = Int.random(in: 0..<3, using: &generator) == 0
    return configuration
  }

  /// `estimatedRowHeight` for the table.
  public var estimatedRowHeight: CGFloat {
    switch heights {
    case .exact: 0
    case .estimated: 44
    case .selfSizing: selfSizingEstimate
    }
  }

  /// One line naming the choices, for reports.
  public var summary: String {
    let style: String =
      switch self.style {
      case .plain: "plain"
      case .grouped: "grouped"
      case .insetGrouped: "inset grouped"
      }
    var parts = [style, heights.rawValue]
    if heights == .selfSizing && selfSizingEstimate > 0 { parts.append("estimate 44") }
    if estimatesHeaders { parts.append("estimated headers") }
    if estimatesFooters { parts.append("estimated footers") }
    if hasFooters { parts.append("footers") }
    if customHeaderViews { parts.append("custom header views") }
    if isRightToLeft { parts.append("right to left") }
    if allowsMultipleSelection { parts.append("multiple selection") }
    if allowsMultipleSelectionDuringEditing { parts.append("multiple selection in editing") }
    parts.append("rows \(initialRowCounts.map(String.init).joined(separator: ","))")
    return parts.joined(separator: ", ")
  }
}
