import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Buttons as pictures: each configuration style in its normal, pressed and disabled states
/// with the legacy and glyph buttons, in light and dark; an open pull-down menu (also right
/// to left); a pop-up
/// button closed and open. Each was judged by eye against iOS 17 before it was recorded.
@MainActor
@Suite(.serialized)
struct ButtonSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  private static func configured(
    _ configuration: Button.Configuration, title: String, state: Control.State
  ) -> Button {
    var configuration = configuration
    configuration.title = title
    let button = Button(configuration: configuration)
    button.isHighlighted = state.contains(.highlighted)
    button.isEnabled = !state.contains(.disabled)
    return button
  }

  /// Rows of buttons, each row's buttons side by side from the left, 16 apart.
  private func board(_ rows: [[Button]], style: UserInterfaceStyle, size: CGSize) throws
    -> PixelImage
  {
    let canvas = try snapshotter.canvas(size: size, scale: 2)
    let root = View()
    root.backgroundColor = .systemBackground
    root.overrideUserInterfaceStyle = style
    root.screen = canvas.makeScreen()
    var y: CGFloat = 16
    for row in rows {
      var x: CGFloat = 16
      var height: CGFloat = 0
      for button in row {
        root.addSubview(button)
        let fitted = button.intrinsicContentSize
        button.frame = CGRect(origin: CGPoint(x: x, y: y), size: fitted)
        x += fitted.width + 16
        height = max(height, fitted.height)
      }
      y += height + 14
    }
    return canvas.render(root, background: .systemBackground)
  }

  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func configurationsInTheirStates(_ style: UserInterfaceStyle) throws {
    let states: [Control.State] = [.normal, .highlighted, .disabled]
    var rows: [[Button]] = []
    for configuration in [Button.Configuration.plain(), .gray(), .tinted(), .filled()] {
      rows.append(states.map { Self.configured(configuration, title: "Button", state: $0) })
    }
    var imageAndTitle = Button.Configuration.filled()
    imageAndTitle.image = Image(systemName: "plus")
    imageAndTitle.imagePadding = 6
    imageAndTitle.cornerStyle = .capsule
    var subtitle = Button.Configuration.tinted()
    subtitle.subtitle = "12 MB"
    subtitle.image = Image(systemName: "square.and.arrow.up")
    subtitle.imagePlacement = .top
    subtitle.imagePadding = 4
    rows.append([
      Self.configured(imageAndTitle, title: "New Task", state: .normal),
      Self.configured(subtitle, title: "Share", state: .normal),
    ])
    let legacy = states.map { state -> Button in
      let button = Button(type: .system)
      button.setTitle("System", for: .normal)
      button.isHighlighted = state.contains(.highlighted)
      button.isEnabled = !state.contains(.disabled)
      return button
    }
    rows.append(
      legacy + [Button(type: .detailDisclosure), Button(type: .contactAdd), Button(type: .close)])
    try snapshotter.verify(
      board(rows, style: style, size: CGSize(width: 375, height: 360)),
      named: style == .dark ? "button-configurations-dark@2x" : "button-configurations@2x")
  }

  /// A window holding `button` near its top left, laid out.
  private func window(
    with button: Button, canvas: OffscreenCanvas, style: UserInterfaceStyle = .light,
    layoutDirection: LayoutDirection = .leftToRight, bottomInset: CGFloat? = nil
  ) -> Window {
    let (window, root) = makeControlScreen(
      on: canvas, style: style, layoutDirection: layoutDirection)
    root.view.addSubview(button)
    let size = button.intrinsicContentSize
    let x = layoutDirection == .rightToLeft ? canvas.size.width - 16 - size.width : 16
    let y = bottomInset.map { canvas.size.height - $0 - size.height } ?? 40
    button.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
    window.layoutIfNeeded()
    return window
  }

  /// Lets the menu just opened in `window` grow in, to take it at rest.
  private func settleMenu(in window: Window) {
    (window.clock as? ManualClock)?.advance(by: 0.5)
    window.layoutIfNeeded()
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func anOpenPullDownMenu(_ layoutDirection: LayoutDirection) throws {
    let canvas = try snapshotter.canvas(size: CGSize(width: 375, height: 330), scale: 2)
    var configuration = Button.Configuration.gray()
    configuration.title = "Sort"
    configuration.image = Image(systemName: "chevron.right")
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 6
    let button = Button(configuration: configuration)
    button.menu = Menu(
      title: "Sort Tasks By",
      children: [
        Action(title: "Due Date", image: Image(systemName: "bell"), state: .on) { _ in },
        Action(title: "Title", image: Image(systemName: "doc")) { _ in },
        Menu(
          options: .displayInline,
          children: [
            Action(title: "Flagged First", image: Image(systemName: "flag")) { _ in }
          ]),
        Action(
          title: "Delete Done Tasks", image: Image(systemName: "trash"), attributes: .destructive
        ) { _ in },
      ])
    button.showsMenuAsPrimaryAction = true
    let window = window(with: button, canvas: canvas, layoutDirection: layoutDirection)
    button.handleTap(at: .zero)
    settleMenu(in: window)
    #expect(button.isMenuPresented)
    try snapshotter.verify(
      canvas.render(window),
      named: layoutDirection == .rightToLeft ? "button-menu-open-rtl@2x" : "button-menu-open@2x")
  }

  @Test(arguments: [false, true])
  func aPopUpButton(open: Bool) throws {
    let canvas = try snapshotter.canvas(size: CGSize(width: 375, height: 240), scale: 2)
    let button = Button(configuration: .gray())
    button.menu = Menu(children: [
      Action(title: "Daily") { _ in }, Action(title: "Weekly") { _ in },
      Action(title: "Monthly") { _ in },
    ])
    button.changesSelectionAsPrimaryAction = true
    let window = window(with: button, canvas: canvas, style: open ? .dark : .light)
    if open {
      button.handleTap(at: .zero)
      settleMenu(in: window)
    }
    try snapshotter.verify(
      canvas.render(window, background: .systemBackground),
      named: open ? "button-popup-open-dark@2x" : "button-popup@2x")
  }

  /// A pop-up button near the window's bottom: its menu opens upward, over the button.
  @Test func aPopUpButtonNearTheBottomOpensItsMenuUpwardOverIt() throws {
    let canvas = try snapshotter.canvas(size: CGSize(width: 375, height: 240), scale: 2)
    let button = Button(configuration: .gray())
    button.menu = Menu(children: [
      Action(title: "Daily") { _ in }, Action(title: "Weekly", state: .on) { _ in },
      Action(title: "Monthly") { _ in },
    ])
    button.changesSelectionAsPrimaryAction = true
    let window = window(with: button, canvas: canvas, bottomInset: 24)
    button.handleTap(at: .zero)
    settleMenu(in: window)
    #expect(button.isMenuPresented)
    try snapshotter.verify(
      canvas.render(window, background: .systemBackground), named: "button-popup-bottom@2x")
  }
}
