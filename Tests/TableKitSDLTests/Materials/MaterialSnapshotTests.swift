import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Rows of strong colors, so that what a material blurs shows in the pictures.
@MainActor
private final class ColorRowsSource: TableViewDataSource, TableViewDelegate {
  static let colors: [(String, Color)] = [
    ("Red", .systemRed), ("Orange", .systemOrange), ("Yellow", .systemYellow),
    ("Green", .systemGreen), ("Teal", .systemTeal), ("Blue", .systemBlue),
    ("Indigo", .systemIndigo), ("Purple", .systemPurple), ("Pink", .systemPink),
    ("Brown", .systemBrown),
  ]
  let sections: Int
  let rows: Int

  init(sections: Int = 1, rows: Int = 30) {
    self.sections = sections
    self.rows = rows
  }

  func numberOfSections(in tableView: TableView) -> Int { sections }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    let (name, color) = Self.colors[(indexPath.section * rows + indexPath.row) % Self.colors.count]
    cell.textLabel?.text = "\(name) \(indexPath.row + 1)"
    // Every other row a block of color, the rows between plain: stripes for the blur to mix.
    if indexPath.row % 2 == 0 {
      cell.backgroundColor = color
      cell.textLabel?.textColor = .white
    }
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections > 1 ? "Section \(section + 1)" : nil
  }

  func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? {
    ContextMenuConfiguration { _ in
      Menu(children: [
        Action(title: "Copy", image: Image(systemName: "doc")) { _ in },
        Action(title: "Share", image: Image(systemName: "square.and.arrow.up")) { _ in },
        Action(title: "Delete", attributes: .destructive) { _ in },
      ])
    }
  }
}

/// The materials' table: colored rows titled "Colors".
@MainActor
private func colorRowsController(
  _ source: ColorRowsSource = ColorRowsSource()
) -> SourceTableController<ColorRowsSource> {
  SourceTableController(style: .plain, source: source, title: "Colors")
}

/// Issue 26, item 6: iOS's materials as pictures, light and dark: a navigation bar over rows
/// scrolled under it, an alert over a table, the keyboard over content, a context menu, a
/// floating plain header, every `BlurEffect` style over colored stripes, and Reduce
/// Transparency's flat colors. Each was looked at against iOS 17 before it was recorded.
@MainActor
@Suite(.serialized)
struct MaterialSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  private typealias Scene = MaterialScene

  private func name(_ base: String, dark: Bool) -> String {
    "material-\(base)\(dark ? "-dark" : "")@2x"
  }

  @Test(arguments: [false, true])
  func aNavigationBarOverRowsScrolledUnderIt(dark: Bool) throws {
    let rows = colorRowsController()
    let navigation = NavigationController(rootViewController: rows)
    navigation.navigationBar.prefersLargeTitles = true
    let scene = try Scene(
      snapshotter, size: CGSize(width: 375, height: 300), root: navigation, dark: dark)
    scene.run(seconds: 0.5)
    rows.tableView.contentOffset = CGPoint(x: 0, y: 170)
    scene.run(seconds: 2)
    try snapshotter.verify(scene.render(), named: name("navigation-bar", dark: dark))
  }

  @Test(arguments: [false, true])
  func anAlertOverATable(dark: Bool) throws {
    let rows = colorRowsController()
    let scene = try Scene(
      snapshotter, size: CGSize(width: 375, height: 400), root: rows, dark: dark)
    let alert = AlertController(
      title: "Delete Colors?", message: "The colors behind this alert show through its material.",
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    rows.present(alert, animated: true)
    scene.run(seconds: 1)
    try snapshotter.verify(scene.render(), named: name("alert", dark: dark))
  }

  @Test(arguments: [false, true])
  func anActionSheetOverATable(dark: Bool) throws {
    let rows = colorRowsController()
    let scene = try Scene(
      snapshotter, size: CGSize(width: 375, height: 460), root: rows, dark: dark)
    let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Share", style: .default))
    sheet.addAction(AlertAction(title: "Duplicate", style: .default))
    sheet.addAction(AlertAction(title: "Delete", style: .destructive))
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    rows.present(sheet, animated: true)
    scene.run(seconds: 1)
    try snapshotter.verify(scene.render(), named: name("action-sheet", dark: dark))
  }

  @Test(arguments: [false, true])
  func theKeyboardOverContent(dark: Bool) throws {
    let controller = ViewController()
    for (index, (_, color)) in ColorRowsSource.colors.enumerated() {
      let stripe = View(frame: CGRect(x: 0, y: CGFloat(index) * 40, width: 375, height: 20))
      stripe.backgroundColor = color
      controller.view.addSubview(stripe)
    }
    let field = TextField(frame: CGRect(x: 16, y: 16, width: 343, height: 36))
    field.borderStyle = .roundedRect
    field.placeholder = "Search"
    controller.view.addSubview(field)
    let scene = try Scene(
      snapshotter, size: CGSize(width: 375, height: 420), root: controller, dark: dark)
    scene.window.showsOnScreenKeyboard = .automatic
    scene.window.noteInput(.pointerDown(id: 1, location: .zero, kind: .touch))
    #expect(field.becomeFirstResponder())
    scene.run(seconds: 1)
    try snapshotter.verify(scene.render(), named: name("keyboard", dark: dark))
  }

  @Test(arguments: [false, true])
  func aContextMenuOverATable(dark: Bool) throws {
    let rows = colorRowsController()
    let scene = try Scene(
      snapshotter, size: CGSize(width: 375, height: 420), root: rows, dark: dark)
    let table = rows.tableView!
    let point = CGPoint(x: 180, y: 44 + 22)
    table.handle(.pointerDown(id: 1, location: point, kind: .touch))
    scene.run(seconds: 0.6)
    table.handle(.pointerUp(id: 1, location: point, kind: .touch))
    scene.run(seconds: 0.5)
    #expect(table.isShowingContextMenu)
    try snapshotter.verify(scene.render(), named: name("context-menu", dark: dark))
  }

  @Test(arguments: [false, true])
  func aFloatingPlainHeaderOverRows(dark: Bool) throws {
    let rows = colorRowsController(ColorRowsSource(sections: 3, rows: 8))
    let scene = try Scene(
      snapshotter, size: CGSize(width: 375, height: 240), root: rows, dark: dark)
    rows.tableView.contentOffset = CGPoint(x: 0, y: 28 + 44 * 3 + 14)
    scene.run(seconds: 2)
    try snapshotter.verify(scene.render(), named: name("plain-header", dark: dark))
  }

  /// Every style over stripes of color: a strip each, named, thinnest first.
  private final class StylesController: ViewController {
    static let styles: [BlurEffect.Style] = [
      .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
      .systemChromeMaterial, .systemMaterialLight, .systemMaterialDark, .extraLight, .light,
      .dark, .regular, .prominent,
    ]

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      for (index, (_, color)) in ColorRowsSource.colors.enumerated() {
        let stripe = View(frame: CGRect(x: CGFloat(index) * 38, y: 0, width: 19, height: 520))
        stripe.backgroundColor = color
        view.addSubview(stripe)
      }
      for (index, style) in Self.styles.enumerated() {
        let effect = VisualEffectView(effect: BlurEffect(style: style))
        effect.frame = CGRect(x: 12, y: 8 + CGFloat(index) * 42, width: 351, height: 36)
        effect.cornerRadius = 10
        let label = Label(frame: CGRect(x: 12, y: 8, width: 327, height: 20))
        label.text = style.description
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        effect.contentView.addSubview(label)
        view.addSubview(effect)
      }
    }
  }

  @Test(arguments: [false, true])
  func everyBlurEffectStyleOverStripes(dark: Bool) throws {
    let scene = try Scene(
      snapshotter, size: CGSize(width: 375, height: 520), root: StylesController(), dark: dark)
    try snapshotter.verify(scene.render(), named: name("styles", dark: dark))
  }

  @Test func reduceTransparencyDrawsFlatColors() throws {
    let rows = colorRowsController()
    let navigation = NavigationController(rootViewController: rows)
    let scene = try Scene(
      snapshotter, size: CGSize(width: 375, height: 400), root: navigation, dark: false)
    scene.window.screen.accessibility.isReduceTransparencyEnabled = true
    rows.tableView.contentOffset = CGPoint(x: 0, y: 100)
    let alert = AlertController(
      title: "Reduce Transparency", message: "Bars and alerts are flat and opaque.",
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    navigation.present(alert, animated: true)
    scene.run(seconds: 1)
    try snapshotter.verify(scene.render(), named: "material-reduce-transparency@2x")
  }
}
