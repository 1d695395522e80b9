import Foundation
import Testing

@testable import TableKit

/// API that real UIKit table files used and TableKit lacked or spelled differently, each as
/// UIKit has it (issue 28).
@MainActor
@Suite struct UIKitAPIGapTests {
  /// A controller written as Xcode's template writes one: its own initializer calling
  /// `init(nibName:bundle:)` with nils, and `init?(coder:)` calling `super`.
  final class TemplateController: ViewController {
    let name: String
    init(name: String) {
      self.name = name
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
      name = "archived"
      super.init(coder: coder)
    }
  }

  /// A table controller overriding UIKit's initializers and nothing else.
  final class PlainTableController: TableViewController {
    override init(nibName: String?, bundle: Bundle?) {
      super.init(nibName: nibName, bundle: bundle)
    }
    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }

  /// A view that takes first-responder status, as a custom input view does.
  final class FocusableView: View {
    override var canBecomeFirstResponder: Bool { true }
  }

  @Test func controllersMadeAsUIKitTemplatesMakeThem() throws {
    #expect(TemplateController(name: "Inbox").name == "Inbox")
    let archived = try #require(TemplateController(coder: NSCoder()))
    #expect(archived.name == "archived")
    #expect(TableViewController().tableView.style == .plain)
    #expect(PlainTableController(nibName: nil, bundle: nil).tableView.style == .plain)
    #expect(PlainTableController(coder: NSCoder())?.tableView.style == .plain)
    #expect(AlertController(coder: NSCoder()) == nil)
  }

  @Test func theResponderChainGoesViewSuperviewControllerWindow() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualClock())
    let list = TableViewController(style: .plain)
    let navigation = NavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let label = Label()
    list.tableView.addSubview(label)
    #expect(label.next === list.tableView)
    #expect(list.tableView.next === list)
    var chain: [Responder] = []
    var current: Responder? = label
    while let responder = current {
      chain.append(responder)
      current = responder.next
    }
    #expect(chain.last === window)
    #expect(chain.contains { $0 === navigation })
    #expect(chain.firstIndex { $0 === list }! < chain.firstIndex { $0 === navigation }!)
  }

  @Test func anyResponderThatCanBecomeFirstTakesTheStatusFromATextField() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let focusable = FocusableView()
    root.addSubview(field)
    root.addSubview(focusable)
    #expect(!View().becomeFirstResponder(), "a plain view cannot, as in UIKit")
    #expect(field.canBecomeFirstResponder)
    #expect(field.becomeFirstResponder())
    #expect(focusable.becomeFirstResponder())
    #expect(focusable.isFirstResponder)
    #expect(!field.isFirstResponder)
    #expect(focusable.resignFirstResponder())
    #expect(!focusable.isFirstResponder)
  }

  @Test func registeringAClassThatIsNotACellIsRefusedWithAClearMessage() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    var warnings: [String] = []
    table.warningHandler = { warnings.append($0) }
    table.register(Label.self, forCellReuseIdentifier: "label")
    table.register(TableViewCell.self, forHeaderFooterViewReuseIdentifier: "header")
    #expect(warnings.count == 2)
    #expect(warnings.first?.contains("not a TableViewCell subclass") == true)
    #expect(table.dequeueReusableCell(withIdentifier: "label") == nil)
    let cellClass: AnyClass = TableViewCell.self
    table.register(cellClass, forCellReuseIdentifier: "cell")
    #expect(table.dequeueReusableCell(withIdentifier: "cell") != nil)
  }

  @Test func uikitEnumsCarryUIKitsRawValues() {
    #expect(TableView.Style(rawValue: 2) == .insetGrouped)
    #expect(TableViewCell.CellStyle.subtitle.rawValue == 3)
    #expect(TableViewCell.AccessoryType.checkmark.rawValue == 3)
    #expect(TableView.RowAnimation.automatic.rawValue == 100)
    #expect(TableViewCell.SelectionStyle.default.rawValue == 3)
    #expect(AlertController.Style.alert.rawValue == 1)
    #expect(TextAlignment.natural.rawValue == 4)
    #expect(LayoutDirection.rightToLeft.rawValue == 1)
    #expect(SemanticContentAttribute(rawValue: 4) == .forceRightToLeft)
    #expect(ContentInsetAdjustmentBehavior.never.rawValue == 2)
    #expect(TableViewRowAction.Style(rawValue: 1) == .normal)
    // UIKit's `.destructive` is `.default` under another name.
    #expect(TableViewRowAction.Style.destructive == .default)
    #expect(TableViewRowAction.Style.destructive.rawValue == 0)
    #expect(Action.State.mixed.rawValue == 2)
    #expect(ListContentConfiguration.TextProperties.TextAlignment.justified.rawValue == 2)
    #expect(ListContentConfiguration.TextProperties.TextTransform(rawValue: 3) == .capitalized)
  }

  @Test func smallSettersPortAsUIKitHasThem() {
    let toggle = Switch()
    toggle.isOn = true
    #expect(toggle.isOn && toggle.thumbPosition == 1)
    let item = NavigationItem(title: "Detail")
    let done = BarButtonItem(systemItem: .done)
    item.setRightBarButton(done, animated: true)
    item.setLeftBarButton(BarButtonItem(systemItem: .cancel), animated: false)
    item.setHidesBackButton(true, animated: true)
    item.prompt = "Choose one"
    #expect(item.rightBarButtonItem === done)
    #expect(item.leftBarButtonItem?.systemItem == .cancel)
    #expect(item.hidesBackButton)
    let controller = ViewController()
    controller.definesPresentationContext = true
    #expect(!controller.prefersStatusBarHidden)
    #expect(controller.preferredStatusBarStyle == .default)
    controller.setNeedsStatusBarAppearanceUpdate()
  }

  @Test func aChildAnswersItsAncestorsPresentationAndKnowsWhenItIsBeingPresented() {
    let clock = ManualClock(now: 1)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock)
    let list = TableViewController(style: .plain)
    window.rootViewController = NavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let sheet = ViewController()
    list.present(sheet, animated: true)
    #expect(list.presentedViewController === sheet)
    #expect(sheet.presentingViewController === list.navigationController)
    #expect(sheet.isBeingPresented)
    for _ in 0..<60 {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
    #expect(!sheet.isBeingPresented)
    sheet.dismiss(animated: true)
    #expect(sheet.isBeingDismissed)
  }

  @Test func filesBesideTheExecutableAreTheMainBundlesResources() throws {
    let folder = try #require(Bundle.main.resourcePath)
    let name = "tablekit-resource-\(UUID().uuidString)"
    let url = URL(fileURLWithPath: folder).appendingPathComponent("\(name).json")
    try Data("{}".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(Bundle.main.path(forResource: name, ofType: "json") == url.path)
    #expect(Bundle.main.url(forResource: name, withExtension: "json")?.path == url.path)
  }
}
