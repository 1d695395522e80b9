import DemoScenes
import Foundation
import TableKit
import TableKitSDL

/// The kiosk's table left running: the contacts scene at the kiosk's sizes, drawn every frame
/// through the real SDL renderer into an offscreen canvas (so that its text and image caches
/// work as on the kiosk's screen), on a virtual clock, under random touches (taps, flings, slow
/// drags, the section index, long presses that open the context menu and choose Favorite or
/// Delete) and random updates (reloads, empty batches, reloaded and reconfigured rows), returning
/// to its top after a quiet spell as the kiosk does, and now and then replaced by a table of a
/// new address book, as when the operator changes the catalog.
///
/// Whenever the table is at rest, every visible cell is checked to show its own contact's
/// name and number; every `sampleInterval` frames, memory, cells and caches are sampled.
@MainActor
public final class KioskSoak {
  /// What a soak runs.
  public struct Configuration: Sendable {
    /// Frames to draw.
    public var frames = 100_000
    /// The seed of the touches and updates.
    public var seed: UInt64 = 1
    /// Frames between samples.
    public var sampleInterval = 1_000
    /// Frames between new address books (0 for never).
    public var newBookInterval = 25_000
    /// The canvas, in points (the kiosk's windowed size).
    public var size = CGSize(width: 800, height: 600)
    /// Seconds without a touch before the table returns to its top (the kiosk's `--idle-seconds`
    /// is 90; a shorter one makes returns happen in a soak).
    public var idleSeconds: TimeInterval = 20

    /// The defaults: 100,000 frames, seed 1.
    public init() {}
  }

  /// What the soak was asked to run.
  public let configuration: Configuration
  /// The samples so far.
  public private(set) var samples: [SoakSample] = []
  /// Cells that showed another contact than their row's, and other broken promises, each with
  /// its frame.
  public private(set) var problems: [String] = []
  /// How many times the visible cells were checked.
  public private(set) var checks = 0
  /// What the random hand did, by kind, for the report.
  public private(set) var actionCounts: [String: Int] = [:]
  /// The most cells for visible rows one table held at once.
  public private(set) var peakLiveCells = 0
  /// The most cells one table created.
  public var mostCellsCreatedByATable: Int {
    max(mostCreatedByEarlierTables, table.createdCellCount)
  }
  /// The verdict on the samples so far, against the bounds `SoakVerdict` explains.
  public var verdict: SoakVerdict {
    SoakVerdict(
      samples: samples, problems: problems, screenSize: configuration.size,
      peakLiveCells: peakLiveCells, mostCellsCreatedByATable: mostCellsCreatedByATable)
  }

  private let canvas: OffscreenCanvas
  private let clock = ManualClock()
  private var generator: SplitMix64
  private var scene: ContactsScene
  private var table: TableView
  private var frame = 0
  /// Cells made by the tables replaced so far, in all and by the one that made the most.
  private var createdByEarlierTables = 0
  private var mostCreatedByEarlierTables = 0
  /// Events and calls due at a frame, in order.
  private var pending: [(frame: Int, action: () -> Void)] = []
  private var idleTimer: IdleTimer
  /// No new action starts before this frame (a quiet spell).
  private var quietUntil = 0
  private var books = 0

  /// Sets up the canvas and the first table.
  /// - Throws: `RenderingError` when SDL cannot make the canvas or load the fonts.
  public init(configuration: Configuration) throws {
    self.configuration = configuration
    canvas = try OffscreenCanvas(size: configuration.size)
    generator = SplitMix64(seed: configuration.seed)
    (scene, table) = Self.makeTable(book: ContactDirectory(), size: configuration.size)
    table.clock = clock
    idleTimer = IdleTimer(timeout: configuration.idleSeconds, now: clock.now)
  }

  private static func makeTable(book: ContactDirectory, size: CGSize) -> (ContactsScene, TableView)
  {
    let scene = ContactsScene(directory: book, appearance: .kiosk)
    return (scene, scene.makeTable(frame: CGRect(origin: .zero, size: size)))
  }

  // MARK: - Running

  /// Draws every frame, calling `onSample` with each sample as it is taken.
  public func run(onSample: (SoakSample) -> Void = { _ in }) {
    while frame < configuration.frames {
      step()
      if frame % configuration.sampleInterval == 0 || frame == configuration.frames {
        let sample = takeSample()
        samples.append(sample)
        onSample(sample)
      }
    }
  }

  /// One frame: the due events, maybe a new action, the clock, layout and drawing, the check.
  private func step() {
    frame += 1
    if configuration.newBookInterval > 0 && frame % configuration.newBookInterval == 0 {
      replaceBook()
    }
    let due = pending.filter { $0.frame <= frame }
    pending.removeAll { $0.frame <= frame }
    for entry in due { entry.action() }
    if pending.isEmpty && frame >= quietUntil && Int.random(in: 0..<12, using: &generator) == 0 {
      startAction()
    }
    if idleTimer.fires(at: clock.now) { returnToTop() }
    clock.advance(by: 1.0 / 60)
    _ = canvas.render(table)
    peakLiveCells = max(peakLiveCells, table.visibleCells.count)
    if pending.isEmpty && !table.needsAnimationFrame && !table.isShowingContextMenu {
      checkCells()
    }
  }

  private func takeSample() -> SoakSample {
    let textures = canvas.renderer.textureCacheFootprint
    let images = canvas.renderer.images.cacheFootprint
    return SoakSample(
      frame: frame, residentBytes: SoakSample.residentBytesOfProcess(),
      createdCells: createdByEarlierTables + table.createdCellCount,
      createdCellsOfTable: table.createdCellCount, liveCells: table.visibleCells.count,
      textureCount: textures.count, textureBytes: textures.bytes, imageCount: images.count,
      imageBytes: images.bytes)
  }

  // MARK: - Checking

  /// Every visible cell shows its own row's contact: the name, and the number (starred for a
  /// favorite).
  private func checkCells() {
    checks += 1
    let sections = scene.directory.sections
    guard table.numberOfSections == sections.count else {
      problems.append(
        "frame \(frame): the table has \(table.numberOfSections) sections, the book "
          + "\(sections.count)")
      return
    }
    for cell in table.visibleCells where !cell.isHidden {
      guard let indexPath = table.indexPath(for: cell) else { continue }
      guard indexPath.section < sections.count,
        indexPath.row < sections[indexPath.section].contacts.count
      else {
        problems.append("frame \(frame): a cell at \(indexPath), which is not a row of the book")
        continue
      }
      let contact = sections[indexPath.section].contacts[indexPath.row]
      let number = (scene.favorites.contains(contact.fullName) ? "★ " : "") + contact.phone
      if cell.textLabel?.text != contact.fullName || cell.detailTextLabel?.text != number {
        problems.append(
          "frame \(frame): the cell of \(indexPath) shows \(cell.textLabel?.text ?? "nothing") "
            + "(\(cell.detailTextLabel?.text ?? "")), its row is \(contact.fullName) (\(number))")
      }
    }
  }

  // MARK: - The random hand

  private func after(_ frames: Int, _ action: @escaping () -> Void) {
    pending.append((frame + frames, action))
  }

  private func touch(_ event: InputEvent) {
    idleTimer.noteActivity(at: clock.now)
    _ = table.handle(event)
  }

  private func count(_ kind: String) { actionCounts[kind, default: 0] += 1 }

  /// A random point on a row on screen, in view coordinates, or nil when none shows.
  private func pointOnRow() -> (IndexPath, CGPoint)? {
    let rows = (table.indexPathsForVisibleRows ?? []).filter {
      let rect = table.rectForRow(at: $0)
      let y = rect.midY - table.contentOffset.y
      return y > 60 && y < configuration.size.height - 20
    }
    guard let row = rows.randomElement(using: &generator) else { return nil }
    let rect = table.rectForRow(at: row)
    let x = CGFloat.random(in: 20...(configuration.size.width - 60), using: &generator)
    return (row, CGPoint(x: x, y: rect.midY - table.contentOffset.y))
  }

  private func startAction() {
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<25: tap()
    case 25..<50: fling()
    case 50..<60: slowDrag()
    case 60..<68: tapIndex()
    case 68..<76: longPressForMenu()
    case 76..<82:
      count("reloadData")
      table.reloadData()
    case 82..<88:
      count("empty batch")
      if Bool.random(using: &generator) {
        table.performBatchUpdates({})
      } else {
        table.beginUpdates()
        table.endUpdates()
      }
    case 88..<94:
      guard let rows = table.indexPathsForVisibleRows, !rows.isEmpty else { return }
      let some = rows.filter { _ in Bool.random(using: &generator) }
      count("reload rows")
      table.reloadRows(at: some, with: .fade)
    case 94..<97:
      guard let rows = table.indexPathsForVisibleRows, !rows.isEmpty else { return }
      count("reconfigure rows")
      table.reconfigureRows(at: rows.filter { _ in Bool.random(using: &generator) })
    case 97..<99:
      tap()
    default:
      // A quiet spell of up to 25 seconds: long enough, now and then, for the idle return.
      count("quiet spell")
      quietUntil = frame + Int.random(in: 60...1500, using: &generator)
    }
  }

  private func tap() {
    guard let (_, point) = pointOnRow() else { return }
    count("tap")
    touch(.pointerDown(id: 1, location: point, kind: .touch))
    after(Int.random(in: 2...8, using: &generator)) { [unowned self] in
      touch(.pointerUp(id: 1, location: point, kind: .touch))
    }
  }

  private func fling() {
    count("fling")
    let distance =
      CGFloat.random(in: 60...400, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
    drag(id: 2, by: distance, moves: Int.random(in: 3...8, using: &generator), heldFrames: 1)
  }

  private func slowDrag() {
    count("slow drag")
    // Held still before lifting, so that it ends without a fling.
    drag(
      id: 3, by: CGFloat.random(in: -300...300, using: &generator),
      moves: Int.random(in: 20...60, using: &generator), heldFrames: 10)
  }

  /// A finger put down at a random place, moved `distance` points down (up when negative) over
  /// `moves` frames, and lifted `heldFrames` later.
  private func drag(id: Int, by distance: CGFloat, moves: Int, heldFrames: Int) {
    let x = CGFloat.random(in: 40...(configuration.size.width - 80), using: &generator)
    let start = CGFloat.random(in: 100...(configuration.size.height - 100), using: &generator)
    touch(.pointerDown(id: id, location: CGPoint(x: x, y: start), kind: .touch))
    for index in 1...moves {
      let y = start + distance * CGFloat(index) / CGFloat(moves)
      after(index) { [unowned self] in
        touch(.pointerMoved(id: id, location: CGPoint(x: x, y: y), kind: .touch))
      }
    }
    after(moves + heldFrames) { [unowned self] in
      touch(.pointerUp(id: id, location: CGPoint(x: x, y: start + distance), kind: .touch))
    }
  }

  /// A touch on the section index down the right edge, sometimes sliding along it.
  private func tapIndex() {
    count("section index")
    let x = configuration.size.width - 8
    let top = CGFloat.random(in: 80...(configuration.size.height - 40), using: &generator)
    let slide = CGFloat.random(in: -200...200, using: &generator)
    touch(.pointerDown(id: 4, location: CGPoint(x: x, y: top), kind: .touch))
    for index in 1...6 {
      let y = min(configuration.size.height - 5, max(5, top + slide * CGFloat(index) / 6))
      after(index * 2) { [unowned self] in
        touch(.pointerMoved(id: 4, location: CGPoint(x: x, y: y), kind: .touch))
      }
    }
    after(14) { [unowned self] in
      touch(.pointerUp(id: 4, location: CGPoint(x: x, y: top + slide), kind: .touch))
    }
  }

  /// A finger held on a row until its menu opens, lifted, then a tap on Favorite or Delete, or
  /// outside the menu.
  private func longPressForMenu() {
    guard let (_, point) = pointOnRow() else { return }
    count("long press")
    touch(.pointerDown(id: 5, location: point, kind: .touch))
    after(45) { [unowned self] in touch(.pointerUp(id: 5, location: point, kind: .touch)) }
    after(75) { [unowned self] in
      guard let layout = table.contextMenuLayout else { return }
      let choice = Int.random(in: 0...layout.items.count, using: &generator)
      let target: CGPoint
      if choice < layout.items.count {
        let item = layout.items[choice]
        target = CGPoint(x: item.frame.midX, y: item.frame.midY)
        count("menu: \(item.entry.title)")
      } else {
        target = CGPoint(x: 10, y: layout.panelFrame.minY > 100 ? 50 : configuration.size.height - 10)
        count("menu: tap outside")
      }
      touch(.pointerDown(id: 6, location: target, kind: .touch))
      after(3) { [unowned self] in touch(.pointerUp(id: 6, location: target, kind: .touch)) }
      after(40) { [unowned self] in
        if table.isShowingContextMenu { table.dismissContextMenu() }
      }
    }
  }

  // MARK: - The kiosk's own changes

  /// Back to the top with an animation after a quiet spell, as the kiosk's idle reset does.
  private func returnToTop() {
    count("idle return to top")
    let top = CGPoint(x: 0, y: table.minimumContentOffsetY)
    if table.contentOffset != top { table.setContentOffset(top, animated: true) }
    idleTimer = IdleTimer(timeout: configuration.idleSeconds, now: clock.now)
  }

  /// A table of a new address book in place of the old one, whose cells should all go with it.
  private func replaceBook() {
    books += 1
    count("new address book")
    pending.removeAll()
    createdByEarlierTables += table.createdCellCount
    mostCreatedByEarlierTables = max(mostCreatedByEarlierTables, table.createdCellCount)
    let count = Int.random(in: 150...400, using: &generator)
    (scene, table) = Self.makeTable(
      book: ContactDirectory(count: count, seed: configuration.seed &+ UInt64(books)),
      size: configuration.size)
    table.clock = clock
  }
}
