import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Stripes of strong colors, for a material and its vibrant content to take color from.
@MainActor
private func addStripes(to view: View, size: CGSize) {
  let colors: [Color] = [
    .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
    .systemIndigo, .systemPurple, .systemPink, .systemBrown,
  ]
  var x: CGFloat = 0
  var index = 0
  while x < size.width {
    let stripe = View(frame: CGRect(x: x, y: 0, width: 24, height: size.height))
    stripe.backgroundColor = colors[index % colors.count]
    view.addSubview(stripe)
    x += 38
    index += 1
  }
}

/// A blur view over stripes holding a vibrancy view of each style: labels, a template symbol,
/// a hairline and filled shapes.
@MainActor
private final class VibrantStylesController: ViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    addStripes(to: view, size: CGSize(width: 375, height: 380))
    let blur = BlurEffect(style: .systemMaterial)
    let panel = VisualEffectView(effect: blur)
    panel.frame = CGRect(x: 16, y: 16, width: 343, height: 348)
    panel.cornerRadius = 13
    view.addSubview(panel)
    var y: CGFloat = 12
    func vibrancyView(_ style: VibrancyEffectStyle, height: CGFloat) -> View {
      let vibrancy = VisualEffectView(effect: VibrancyEffect(blurEffect: blur, style: style))
      vibrancy.frame = CGRect(x: 0, y: y, width: 343, height: height)
      panel.contentView.addSubview(vibrancy)
      y += height
      return vibrancy.contentView
    }
    for style in [VibrancyEffectStyle.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel] {
      let content = vibrancyView(style, height: 36)
      let symbol = ImageView(image: Image(systemName: "star.fill"))
      symbol.frame = CGRect(x: 16, y: 8, width: 20, height: 20)
      content.addSubview(symbol)
      let label = Label(frame: CGRect(x: 46, y: 6, width: 280, height: 24))
      label.text = "\(style) vibrancy"
      label.font = .systemFont(ofSize: 17, weight: .semibold)
      content.addSubview(label)
    }
    let separator = View(frame: CGRect(x: 16, y: 6, width: 311, height: 0.5))
    separator.backgroundColor = .separator
    vibrancyView(.separator, height: 12).addSubview(separator)
    for style in [VibrancyEffectStyle.fill, .secondaryFill, .tertiaryFill] {
      let content = vibrancyView(style, height: 48)
      let fill = View(frame: CGRect(x: 16, y: 4, width: 311, height: 40))
      fill.backgroundColor = .systemGray
      fill.cornerRadius = 10
      content.addSubview(fill)
    }
  }
}

/// Rows with clear backgrounds in a table over a blurred background, separators vibrant.
@MainActor
private final class BlurredTableController: ViewController, TableViewDataSource {
  let table = TableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    addStripes(to: view, size: CGSize(width: 375, height: 360))
    let blur = BlurEffect(style: .systemMaterial)
    table.frame = CGRect(x: 24, y: 24, width: 327, height: 312)
    table.backgroundColor = .clear
    // The background view takes the table's appearance, although it is not a subview.
    table.backgroundView = VisualEffectView(effect: blur)
    table.separatorEffect = VibrancyEffect(blurEffect: blur)
    table.rowHeight = 44
    table.dataSource = self
    view.addSubview(table)
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.backgroundColor = .clear
    cell.textLabel?.text = "Row \(indexPath.row + 1)"
    return cell
  }
}

/// Issue 26, vibrancy as pictures, light and dark: every vibrancy style over a material over
/// colored stripes, and a table whose separators are vibrant over its blurred background.
/// Each was looked at against iOS 17 before it was recorded.
@MainActor
@Suite(.serialized)
struct VibrancySnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  private func name(_ base: String, dark: Bool) -> String {
    "vibrancy-\(base)\(dark ? "-dark" : "")@2x"
  }

  @Test(arguments: [false, true])
  func everyVibrancyStyleOverAMaterialOverStripes(dark: Bool) throws {
    let scene = try MaterialScene(
      snapshotter, size: CGSize(width: 375, height: 380), root: VibrantStylesController(),
      dark: dark)
    try snapshotter.verify(scene.render(), named: name("styles", dark: dark))
  }

  @Test(arguments: [false, true])
  func aTablesVibrantSeparatorsOverItsBlurredBackground(dark: Bool) throws {
    let controller = BlurredTableController()
    let scene = try MaterialScene(
      snapshotter, size: CGSize(width: 375, height: 360), root: controller, dark: dark)
    try snapshotter.verify(scene.render(), named: name("table-separators", dark: dark))
  }

  @Test func reduceTransparencyDrawsTheFlatColors() throws {
    let scene = try MaterialScene(
      snapshotter, size: CGSize(width: 375, height: 380), root: VibrantStylesController(),
      dark: false)
    scene.window.screen.accessibility.isReduceTransparencyEnabled = true
    try snapshotter.verify(scene.render(), named: "vibrancy-reduce-transparency@2x")
  }
}
