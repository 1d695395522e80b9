import Foundation
import Testing

@testable import TableKit

/// UIKit's safe area as TableKit has it: the navigation bar over a table is unsafe at the
/// table's top, a view laid out below the bar has none, subviews get the part of their
/// superview's unsafe area they lie in, and a controller's `additionalSafeAreaInsets` add to
/// all of it, a table keeping its content that much further in.
@MainActor
@Suite struct SafeAreaTests {
  /// A table of numbered rows that counts the safe-area calls its controller hears.
  final class ListController: RowsController {
    var controllerCalls = 0

    init() { super.init(title: "List", rows: 100) }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      controllerCalls += 1
    }
  }

  /// A view that counts its `safeAreaInsetsDidChange()` calls.
  final class CountingView: View {
    var calls = 0
    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      calls += 1
    }
  }

  @MainActor struct Fixture {
    let window: Window
    let navigation: NavigationController

    init(root: ViewController) {
      window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock())
      navigation = NavigationController(rootViewController: root)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }
  }

  @Test func aTableUnderTheNavigationBarHasTheBarsHeightUnsafeAtItsTop() {
    let list = ListController()
    let fixture = Fixture(root: list)
    let bar = fixture.navigation.navigationBar.frame.height
    #expect(bar == Metrics.navigationBarHeight)
    #expect(list.tableView.safeAreaInsets == EdgeInsets(top: bar))
    #expect(list.tableView.safeAreaLayoutGuide.layoutFrame.minY == list.tableView.bounds.minY + bar)
    // A row at the top lies under the bar by what the bar covers of it; one further down is safe.
    list.tableView.contentOffset.y = -bar + 10
    fixture.window.layoutIfNeeded()
    let first = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    let fifth = list.tableView.cellForRow(at: IndexPath(row: 4, section: 0))
    #expect(first?.safeAreaInsets.top == 10)
    #expect(fifth?.safeAreaInsets == .zero)
    // Off the navigation controller, the table lies under no bar.
    fixture.navigation.setNavigationBarHidden(true, animated: false)
    fixture.window.layoutIfNeeded()
    #expect(list.tableView.safeAreaInsets == .zero)
  }

  @Test func aViewLaidOutBelowTheBarHasNoUnsafeArea() {
    let plain = ViewController()
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    plain.view.addSubview(label)
    let fixture = Fixture(root: plain)
    #expect(plain.view.frame.minY == fixture.navigation.navigationBar.frame.maxY)
    #expect(plain.view.safeAreaInsets == .zero)
    #expect(label.safeAreaInsets == .zero)
    #expect(plain.view.safeAreaLayoutGuide.layoutFrame == plain.view.bounds)
  }

  @Test func additionalSafeAreaInsetsAddToTheSafeAreaAndTheTablesInset() {
    let list = ListController()
    let fixture = Fixture(root: list)
    let bar = Metrics.navigationBarHeight
    #expect(list.tableView.contentOffset.y == -bar, "resting at its top")
    let callsBefore = list.controllerCalls
    list.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 8, bottom: 30, right: 0)
    fixture.window.layoutIfNeeded()
    #expect(list.tableView.safeAreaInsets == EdgeInsets(top: bar + 20, left: 8, bottom: 30))
    #expect(list.tableView.adjustedContentInset.top == bar + 20)
    #expect(list.tableView.adjustedContentInset.bottom == 30)
    #expect(list.tableView.contentOffset.y == -bar - 20, "content at its top stays at the top")
    #expect(list.controllerCalls == callsBefore + 1)
    // Setting the same insets again changes nothing and calls nothing.
    list.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 8, bottom: 30, right: 0)
    #expect(list.controllerCalls == callsBefore + 1)
    // `.never` keeps the content where it was put, whatever the safe area.
    list.tableView.contentInsetAdjustmentBehavior = .never
    #expect(list.tableView.adjustedContentInset == .zero)
    #expect(list.tableView.safeAreaInsets.top == bar + 20)
  }

  @Test func additionalSafeAreaInsetsSetBeforeTheViewLoadsApplyToTheTable() {
    let list = ListController()
    list.additionalSafeAreaInsets = EdgeInsets(top: 12, bottom: 30)
    #expect(!list.isViewLoaded)
    let fixture = Fixture(root: list)
    let bar = fixture.navigation.navigationBar.frame.height
    #expect(list.tableView.adjustedContentInset.top == bar + 12)
    #expect(list.tableView.adjustedContentInset.bottom == 30)
    #expect(list.tableView.safeAreaInsets == EdgeInsets(top: bar + 12, bottom: 30))
  }

  @Test func subviewsGetThePartOfTheUnsafeAreaTheyLieInAndHearOfChanges() {
    let plain = ViewController()
    let inner = CountingView(frame: CGRect(x: 5, y: 10, width: 300, height: 500))
    let child = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    inner.addSubview(child)
    plain.view.addSubview(inner)
    let fixture = Fixture(root: plain)
    let height = plain.view.bounds.height
    plain.additionalSafeAreaInsets = EdgeInsets(top: 30, left: 20, bottom: 40, right: 0)
    fixture.window.layoutIfNeeded()
    #expect(plain.view.safeAreaInsets == EdgeInsets(top: 30, left: 20, bottom: 40))
    // 10 points down and 5 in, the inner view has 20 of the top and 15 of the left unsafe; its
    // bottom reaches past the safe bottom only if the view is short enough.
    let innerBottom = max(0, min(500, 10 + 500 - (height - 40)))
    #expect(inner.safeAreaInsets == EdgeInsets(top: 20, left: 15, bottom: innerBottom))
    #expect(child.safeAreaInsets == EdgeInsets(top: 20, left: 15))
    #expect(inner.calls == 1 && child.calls == 1)
    // A view wholly inside the unsafe area: its insets stop at its own size.
    let sliver = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
    plain.view.addSubview(sliver)
    #expect(sliver.safeAreaInsets.top == 5 && sliver.safeAreaInsets.left == 10)
  }

  @Test func aViewOutsideAnyWindowHasNoSafeArea() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let subview = View(frame: CGRect(x: -10, y: -10, width: 20, height: 20))
    view.addSubview(subview)
    #expect(view.safeAreaInsets == .zero && subview.safeAreaInsets == .zero)
  }
}
