import Foundation
import Testing

@testable import TableKit

/// Sheets and popovers on a wide window (issue 29): a form sheet is a centred card, a popover
/// points at its source with its arrow, adapts to a sheet on compact windows unless its
/// delegate says `.none`, and a popover without a source is reported in UIKit's words.
@MainActor
@Suite
struct WideSheetAndPopoverTests {
  let harness = PresentationHarness(size: CGSize(width: 1024, height: 768))
  var window: Window { harness.window }

  @Test func aFormSheetIsACentredCardAndThePresenterIsNotScaled() throws {
    let sheet = harness.controller("B", style: .formSheet)
    harness.root.present(sheet, animated: true)
    harness.run(for: 0.6)
    let container = try #require(sheet.presentationController?.container)
    #expect(container.cardView.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
    #expect(harness.root.view.transform.isIdentity)
    #expect(container.roundedCorners == .allCorners)
  }

  @Test func aFormSheetTakesItsPreferredContentSize() throws {
    let sheet = harness.controller("B", style: .formSheet)
    sheet.preferredContentSize = CGSize(width: 400, height: 300)
    harness.root.present(sheet, animated: true)
    harness.run(for: 0.6)
    let container = try #require(sheet.presentationController?.container)
    #expect(container.cardView.frame.size == CGSize(width: 400, height: 300))
  }

  func presentPopover(
    source: CGRect, permitted: PopoverArrowDirection = .any, delegate: SheetDelegateLog? = nil,
    on harness: PresentationHarness? = nil
  ) -> PresentedLoggingController {
    let harness = harness ?? self.harness
    let anchor = View(frame: source)
    harness.root.view.addSubview(anchor)
    let popover = harness.controller("P", style: .popover)
    popover.preferredContentSize = CGSize(width: 300, height: 200)
    let controller = popover.popoverPresentationController
    controller?.sourceView = anchor
    controller?.permittedArrowDirections = permitted
    controller?.delegate = delegate
    harness.root.present(popover, animated: true)
    harness.run(for: 0.6)
    return popover
  }

  @Test func aPopoverPointsUpAtASourceAboveIt() throws {
    let popover = presentPopover(source: CGRect(x: 100, y: 50, width: 40, height: 30))
    let controller = try #require(popover.popoverPresentationController)
    let container = try #require(controller.container)
    #expect(controller.arrowDirection == .up)
    let placed = try #require(container.popover)
    #expect(placed.frame == CGRect(x: 10, y: 93, width: 300, height: 200))
    #expect(placed.tip == CGPoint(x: 120, y: 80))
    #expect(container.dimmingAlpha == 0)
    #expect(popover.view.frame.size == CGSize(width: 300, height: 200))
  }

  @Test func aPopoverAllowedOnlyDownwardsSitsAboveItsSource() throws {
    let popover = presentPopover(
      source: CGRect(x: 500, y: 600, width: 40, height: 30), permitted: .down)
    let controller = try #require(popover.popoverPresentationController)
    #expect(controller.arrowDirection == .down)
    let frame = try #require(controller.container?.popover?.frame)
    #expect(frame.maxY == 587, "\(Double(frame.maxY))")
    #expect(frame.midX == 520)
  }

  @Test func aPopoverWithoutRoomBelowPointsDown() throws {
    let popover = presentPopover(source: CGRect(x: 500, y: 700, width: 40, height: 30))
    #expect(popover.popoverPresentationController?.arrowDirection == .down)
  }

  @Test func aTapOutsideAPopoverDismissesIt() {
    _ = presentPopover(source: CGRect(x: 100, y: 50, width: 40, height: 30))
    WindowPointer(window: window).tap(harness, at: CGPoint(x: 900, y: 700))
    harness.run(for: 0.6)
    #expect(window.topPresentedViewController == nil)
  }

  /// UIKit's `passthroughViews`: a tap on one of them reaches it and the popover stays; a tap
  /// anywhere else outside still dismisses.
  @Test func aTapOnAPassthroughViewReachesItAndThePopoverStays() throws {
    let button = Button(type: .system)
    button.setTitle("Filter", for: .normal)
    button.frame = CGRect(x: 800, y: 600, width: 120, height: 44)
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
    harness.root.view.addSubview(button)
    let popover = presentPopover(source: CGRect(x: 100, y: 50, width: 40, height: 30))
    let controller = try #require(popover.popoverPresentationController)
    controller.passthroughViews = [button]
    WindowPointer(window: window).tap(harness, at: CGPoint(x: 860, y: 622))
    harness.run(for: 0.6)
    #expect(taps == 1)
    #expect(window.topPresentedViewController === popover)
    WindowPointer(window: window).tap(harness, at: CGPoint(x: 600, y: 400))
    harness.run(for: 0.6)
    #expect(window.topPresentedViewController == nil)
    #expect(taps == 1)
  }

  @Test func onACompactWindowAPopoverIsASheetUnlessTheDelegateSaysNone() throws {
    let compact = PresentationHarness()
    let popover = presentPopover(
      source: CGRect(x: 100, y: 50, width: 40, height: 30), on: compact)
    let container = try #require(popover.popoverPresentationController?.container)
    #expect(container.kind == .card)
    #expect(container.cardView.frame.minY == 20)
    #expect(popover.popoverPresentationController?.adaptivePresentationStyle == .pageSheet)

    let kept = PresentationHarness()
    let delegate = SheetDelegateLog()
    delegate.adaptiveStyle = .none
    let second = presentPopover(
      source: CGRect(x: 100, y: 50, width: 40, height: 30), delegate: delegate, on: kept)
    let secondContainer = try #require(second.popoverPresentationController?.container)
    #expect(secondContainer.kind == .popover)
    #expect(second.popoverPresentationController?.arrowDirection == .up)
  }

  @Test func aPopoverWithoutASourceIsReportedInUIKitsWordsAndShownAsACard() throws {
    let popover = harness.controller("P", style: .popover)
    harness.root.present(popover, animated: true)
    harness.run(for: 0.6)
    #expect(
      harness.warnings == [
        "UIPopoverPresentationController (<PopoverPresentationController>) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
      ])
    #expect(popover.popoverPresentationController?.container?.kind == .centered)
    #expect(window.topPresentedViewController === popover)
  }

  /// Shows `navigation` in the window, then a 300 × 200 popover anchored to `item` from it;
  /// returns the popover's presentation controller once it has settled.
  private func presentPopover(
    anchoredTo item: BarButtonItem, from navigation: NavigationController
  ) throws -> PopoverPresentationController {
    window.rootViewController = navigation
    harness.run(for: 0.1)
    let popover = ViewController()
    popover.modalPresentationStyle = .popover
    popover.preferredContentSize = CGSize(width: 300, height: 200)
    popover.popoverPresentationController?.barButtonItem = item
    navigation.present(popover, animated: true)
    harness.run(for: 0.6)
    return try #require(popover.popoverPresentationController)
  }

  @Test func aPopoverAnchoredToABarButtonItemPointsAtIt() throws {
    let navigation = NavigationController(rootViewController: ViewController())
    let item = BarButtonItem(systemItem: .add)
    navigation.viewControllers[0].navigationItem.rightBarButtonItem = item
    let controller = try presentPopover(anchoredTo: item, from: navigation)
    #expect(controller.arrowDirection == .up)
    let popover = try #require(controller.container?.popover)
    let bar = navigation.navigationBar
    let button = bar.convert(try #require(bar.frame(of: item)), to: nil)
    // At the button's middle, though it sits nearer the window's edge than the box's rounded
    // corner and half the arrow: that corner is rounded less, as iOS draws it.
    #expect(abs(popover.tip.x - button.midX) < 0.5, "\(popover.tip) \(button)")
    #expect(popover.tip.y <= 44)
    let corner = try #require(popover.arrowCorner)
    #expect(corner.corner == .topRight)
    #expect(corner.radius >= 0 && corner.radius < Metrics.popoverCornerRadius)
    #expect(popover.frame.maxX <= 1024 - Metrics.popoverMargin)
  }

  @Test func aPopoverAnchoredToAToolbarItemPointsDownAtIt() throws {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let item = BarButtonItem(systemItem: .trash)
    root.toolbarItems = [.flexibleSpace(), item]
    navigation.isToolbarHidden = false
    let controller = try presentPopover(anchoredTo: item, from: navigation)
    #expect(harness.warnings.isEmpty, "the item was found: \(harness.warnings)")
    #expect(controller.arrowDirection == .down)
    let tip = try #require(controller.container?.popover?.tip)
    #expect(tip.x > 900, "at the trailing item")
    #expect(tip.y >= 768 - 50, "at the toolbar's top edge or in it")
  }

  @Test func anActionSheetWithASourceIsAPopoverWithoutCancelAndATapOutsideCancels() throws {
    let anchor = View(frame: CGRect(x: 800, y: 60, width: 44, height: 44))
    harness.root.view.addSubview(anchor)
    var chosen: [String] = []
    let sheet = AlertController(title: nil, message: "Delete 2 tasks?", preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Delete", style: .destructive) { _ in chosen.append("Delete") })
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
    sheet.popoverPresentationController?.sourceView = anchor
    harness.root.present(sheet, animated: true)
    harness.run(for: 0.6)
    let controller = try #require(sheet.popoverPresentationController)
    let container = try #require(controller.container)
    #expect(container.kind == .popover)
    #expect(controller.arrowDirection == .up)
    let alertView = try #require(sheet.view as? AlertView)
    #expect(alertView.isInPopover)
    // One button: Cancel is left out, as on iPad.
    #expect(alertView.layout?.buttons.count == 1)
    #expect(container.cardView.frame.width == Metrics.actionSheetPopoverWidth)
    #expect(container.dimmingAlpha == 0)
    WindowPointer(window: window).tap(harness, at: CGPoint(x: 100, y: 600))
    harness.run(for: 0.6)
    #expect(window.topPresentedViewController == nil)
    #expect(chosen == ["Cancel"])
  }

  @Test func anActionSheetWithoutASourceOnAWideWindowIsReportedAndShownAtTheBottom() throws {
    let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Delete", style: .destructive))
    harness.root.present(sheet, animated: true)
    harness.run(for: 0.6)
    #expect(harness.warnings.count == 1)
    #expect(
      harness.warnings.first?.contains(
        "You must provide either a sourceView and sourceRect or a barButtonItem") == true)
    #expect(window.topPresentedViewController === sheet)
    #expect((sheet.view as? AlertView)?.isInPopover == false)
    #expect(sheet.popoverPresentationController?.container == nil)
  }
}
