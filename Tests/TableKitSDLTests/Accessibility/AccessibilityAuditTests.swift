import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Issue 30, item 6: every element that takes input has a label and a 44 × 44-point target,
/// checked over every demo scene, the demo window and the kiosk's screens.
@MainActor
@Suite(.serialized)
struct AccessibilityAuditTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// What the audit finds today, left for the views' owners (issue 30 lists them): the
  /// section index is as narrow as iOS's (a screen reader adjusts it with swipes rather than
  /// touching it); a detail disclosure row's info button leaves the chevron's side to the row,
  /// as its touch area does (39 points); a bar button is as wide as its title and margins, so
  /// "Edit" takes 42 points, where UIKit widens bar buttons to 44.
  private func isKnown(_ issue: AccessibilityAudit.Issue) -> Bool {
    guard case .smallTarget(let size) = issue.problem else { return false }
    if issue.element.hasPrefix("adjustable \"Table index\"") { return size.height >= 44 }
    if issue.element.hasPrefix("button \"More Info\"") { return size.width >= 39 }
    if issue.element.hasPrefix("button \"Edit\"") { return size.width >= 42 }
    return false
  }

  @Test func theAuditFindsAnUnlabelledControlAndASmallTarget() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let unlabelled = Switch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
    let small = View(frame: CGRect(x: 10, y: 100, width: 30, height: 30))
    small.isAccessibilityElement = true
    small.accessibilityLabel = "Close"
    small.accessibilityTraits = .button
    root.addSubview(unlabelled)
    root.addSubview(small)
    let issues = AccessibilityAudit(of: root).issues
    #expect(
      issues.map(\.problem) == [
        .missingLabel, .smallTarget(CGSize(width: 51, height: 31)),
        .smallTarget(CGSize(width: 30, height: 30)),
      ])
    #expect(issues[2].description.hasPrefix("button \"Close\""))
  }

  @Test func labelsAndStaticTextAreNotInputs() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    label.text = "Small print"
    root.addSubview(label)
    #expect(AccessibilityAudit(of: root).issues.isEmpty)
  }

  /// The catalog's scene names (the catalog is the main actor's; test arguments are not).
  nonisolated static let sceneNames = [
    "contacts", "settings", "styles", "stress", "images", "right-to-left", "playground",
    "editing", "tasks", "auto-layout",
  ]

  @Test func theNamesAreTheCatalogs() {
    #expect(DemoSceneCatalog.all.map(\.name) == Self.sceneNames)
  }

  @Test(arguments: sceneNames)
  func everyDemoScenePassesTheAudit(_ name: String) throws {
    let scene = try #require(DemoSceneCatalog.named(name))
    let size = CGSize(width: 375, height: 667)
    let view = scene.makePreparedView(
      size: size, screen: try snapshotter.canvas(size: size).makeScreen())
    let unexpected = AccessibilityAudit(of: view).issues.filter { !isKnown($0) }
    #expect(unexpected.isEmpty, "\(unexpected.map(\.description))")
  }

  @Test func theDemoWindowPassesTheAudit() throws {
    let size = CGSize(width: 1000, height: 700)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: ManualClock())
    window.rootViewController = DemoWindowController(scenes: DemoSceneCatalog.all, showing: 0)
    window.screen = try snapshotter.canvas(size: size).makeScreen()
    window.makeKeyAndVisible()
    let unexpected = AccessibilityAudit(of: window).issues.filter { !isKnown($0) }
    #expect(unexpected.isEmpty, "\(unexpected.map(\.description))")
  }

  @Test func theKiosksListAndDetailPassTheAudit() throws {
    let items = (0..<12).map { index in
      KioskCatalog.Item(
        id: "item-\(index)", title: "Item \(index)", subtitle: "Room \(index)",
        tag: index % 3 == 0 ? .price("€\(index)") : nil, detail: "About \(index).",
        related: index + 1 < 12 ? ["item-\(index + 1)"] : [])
    }
    let catalog = KioskCatalog(title: "Guide", sections: [.init(title: "Rooms", items: items)])
    let size = CGSize(width: 800, height: 600)
    let clock = ManualClock(now: 10)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    let controller = KioskCatalogController(
      reading: KioskCatalogReading(catalog: catalog, problems: []), editing: .allowed)
    window.rootViewController = controller
    window.screen = try snapshotter.canvas(size: size).makeScreen()
    window.makeKeyAndVisible()
    let settle = {
      for _ in 0..<60 {
        window.forEachScrollView { $0.clock = clock }
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }
    settle()
    let list = AccessibilityTree(of: window)
    #expect(
      AccessibilityAudit(tree: list).issues.filter { !isKnown($0) }.isEmpty,
      "\(AccessibilityAudit(tree: list).issues.map(\.description))")
    let row = try #require(list.root.allNodes.first { $0.label?.hasPrefix("Item 1,") == true })
    #expect(list.activate(row.id))
    settle()
    let detail = AccessibilityTree(of: window)
    #expect(detail.root.allNodes.contains { $0.label?.hasPrefix("Back") == true })
    let issues = AccessibilityAudit(tree: detail).issues.filter { !isKnown($0) }
    #expect(issues.isEmpty, "\(issues.map(\.description))")
  }
}
