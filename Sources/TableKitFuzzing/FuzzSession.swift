import DemoScenes
import Foundation

@testable import TableKit

/// A table, its model and a virtual clock, driven one `FuzzStep` at a time and checked against
/// the model after each: the one place the suite's fuzz tests, `table-fuzz` and the shrinker
/// run steps.
///
/// After a step the table either comes to rest (then everything `FuzzChecks` knows is checked:
/// counts, measured heights, every visible cell showing its own row's title, headers, footers,
/// the selection) or is left animating for a few frames while the next step comes (then the
/// counts are checked).
@MainActor
public final class FuzzSession {
  /// How the table was set up.
  public let configuration: FuzzConfiguration
  /// The model the table shows.
  public let model: FuzzModel
  /// The table under test: 320 × 480 points to start with.
  public let table: TableView
  /// The table's clock; steps advance it a 60th of a second a frame.
  public let clock = ManualClock()
  /// What each step did, one line a step (nil for a step that found nothing to act on).
  public private(set) var log: [String?] = []

  /// The items the selection should hold: selected rows keep their selection through updates
  /// that move them; deleting or reloading a row, or reloading the table, drops it.
  var selectedIDs: Set<Int> = []
  /// Batches the table reported invalid since the last check (every batch a step makes is
  /// valid, so each is a problem).
  var invalidUpdates: [String] = []
  /// The animations row updates choose from.
  static let animations: [RowAnimation] = [
    .fade, .right, .left, .top, .bottom, .none, .middle, .automatic,
  ]

  /// Sets up the table and its model as `configuration` says and lays it out once.
  /// - Parameter configuration: The table's setup and initial rows.
  public init(configuration: FuzzConfiguration) {
    self.configuration = configuration
    var generator = SplitMix64(seed: configuration.seed)
    let model = FuzzModel()
    model.selfSizing = configuration.heights == .selfSizing
    model.hasFooters = configuration.hasFooters
    model.customHeaderViews = configuration.customHeaderViews
    let counts = configuration.initialRowCounts.isEmpty ? [0] : configuration.initialRowCounts
    model.sections = counts.map { count in
      (0..<max(0, count)).map { _ in model.makeItem(using: &generator) }
    }
    model.sectionIDs = Array(model.sections.indices)
    self.model = model
    table = TableView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: configuration.style)
    table.clock = clock
    table.estimatedRowHeight = configuration.estimatedRowHeight
    table.estimatedSectionHeaderHeight = configuration.estimatesHeaders ? 30 : 0
    table.estimatedSectionFooterHeight = configuration.estimatesFooters ? 30 : 0
    // Right to left: swipes to delete go the other way and grabbers sit on the left.
    if configuration.isRightToLeft { table.semanticContentAttribute = .forceRightToLeft }
    table.allowsMultipleSelection = configuration.allowsMultipleSelection
    table.allowsMultipleSelectionDuringEditing =
      configuration.allowsMultipleSelectionDuringEditing
    table.register(
      TableViewHeaderFooterView.self,
      forHeaderFooterViewReuseIdentifier: FuzzModel.headerViewIdentifier)
    table.dataSource = model
    table.delegate = model
    table.prefetchDataSource = model
    table.invalidUpdateHandler = { [unowned self] error in
      invalidUpdates.append("\(error)")
    }
    table.warningHandler = { _ in }
    model.table = table
    table.layoutIfNeeded()
  }

  // MARK: - Steps

  /// Performs `step`, lets the table come to rest or run on for a few frames as the step
  /// chooses, and checks it against the model.
  /// - Parameter step: The step.
  /// - Returns: What the table got wrong, in plain words; empty when it agrees with its model.
  @discardableResult
  public func perform(_ step: FuzzStep) -> [String] {
    var generator = SplitMix64(seed: step.entropy)
    guard let description = apply(step.kind, using: &generator) else {
      log.append(nil)
      return []
    }
    log.append(description)
    var problems = invalidUpdates.map { "a valid batch was reported invalid: \($0)" }
    invalidUpdates.removeAll()
    problems += stepProblems
    stepProblems.removeAll()
    // Sometimes the next change comes while this one still animates.
    if Bool.random(using: &generator) {
      frames(Int.random(in: 0...8, using: &generator))
      return problems + FuzzChecks.countProblems(table, model)
    }
    settle()
    problems += FuzzChecks.problems(table, model)
    let selected = Set((table.indexPathsForSelectedRows ?? []).compactMap(idIfPresent))
    if selected != selectedIDs {
      problems.append(
        "the selection does not follow its items: items \(selected.sorted()) are selected, "
          + "the model expects \(selectedIDs.sorted())")
    }
    selectedIDs = selected
    return problems
  }

  /// Problems a step noticed while it ran (a focused row out of view).
  var stepProblems: [String] = []

  /// Performs one step's action and says what it did, or does nothing and returns nil when
  /// the table offers nothing for it (no rows to delete, not in editing mode to drag...).
  private func apply(_ kind: FuzzStep.Kind, using generator: inout SplitMix64) -> String? {
    let section = Int.random(in: 0..<model.sections.count, using: &generator)
    let animation = Self.animations.randomElement(using: &generator) ?? .automatic
    switch kind {
    case .insertRows, .deleteRows, .moveRow, .reloadRow, .insertSection, .deleteSection,
      .deleteInsertBatch, .moveSection, .reloadSection, .reloadData, .emptyBatch,
      .updateFromCellRequest:
      return applyUpdate(kind, section: section, animation: animation, using: &generator)
    case .mixedBatch:
      return applyMixedBatch(using: &generator)
    case .tap, .fling, .swipe, .drag, .tapSwipeButton, .key:
      return applyGesture(kind, using: &generator)
    case .scrollToRow, .setOffset, .select, .width, .editing, .tableHeader, .refresh:
      return applySetting(kind, using: &generator)
    }
  }

  // MARK: - Time

  /// Advances the clock `count` frames, laying the table out after each.
  func frames(_ count: Int) {
    for _ in 0..<count {
      clock.advance(by: 1.0 / 60)
      table.layoutIfNeeded()
    }
  }

  /// Runs frames until the table needs no more (at most ten seconds' worth).
  func settle() {
    var elapsed = 0
    repeat {
      frames(1)
      elapsed += 1
    } while table.needsAnimationFrame && elapsed < 600
  }

  // MARK: - Model lookups

  /// A random row of the model, or nil when it has none.
  func randomRow(using generator: inout SplitMix64) -> IndexPath? {
    let filled = model.sections.indices.filter { !model.sections[$0].isEmpty }
    guard let section = filled.randomElement(using: &generator) else { return nil }
    return IndexPath(
      row: Int.random(in: 0..<model.sections[section].count, using: &generator),
      section: section)
  }

  /// The item at `indexPath`.
  func id(_ indexPath: IndexPath) -> Int { model.sections[indexPath.section][indexPath.row].id }

  /// The item at `indexPath`, or nil when the model has no such row.
  func idIfPresent(_ indexPath: IndexPath) -> Int? {
    guard indexPath.section < model.sections.count,
      indexPath.row < model.sections[indexPath.section].count
    else { return nil }
    return id(indexPath)
  }
}
