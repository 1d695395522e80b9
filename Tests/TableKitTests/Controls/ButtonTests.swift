import Foundation
import Testing

@testable import TableKit

/// The button: its types, per-state content, configurations, sizes, taps and events (issue 29).
@MainActor
@Suite
struct ButtonTests {
  private func button(_ type: Button.ButtonType = .system, title: String? = "Button") -> Button {
    let button = Button(type: type)
    button.screen = ViewTesting.screen()
    button.setTitle(title, for: .normal)
    return button
  }

  @Test func aSystemButtonIsItsTitleWideAndThirtyTall() {
    // "Button" at 15 points is 49.5 wide and 18 tall with the fixed measurer, plus 6 above and
    // below, as UIKit's 30-point system button.
    let button = button()
    #expect(button.intrinsicContentSize == CGSize(width: 50, height: 30))
    #expect(button.sizeThatFits(.zero) == CGSize(width: 50, height: 30))
    #expect(button.titleLabel?.font == Font.systemFont(ofSize: 15))
  }

  @Test func glyphButtonsHaveTheirFixedSides() {
    #expect(Button(type: .detailDisclosure).intrinsicContentSize == CGSize(width: 22, height: 22))
    #expect(Button(type: .contactAdd).frame.size == CGSize(width: 22, height: 22))
    #expect(Button(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
  }

  @Test func eachStateShowsItsTitleAndFallsBackToTheNormalOne() {
    let button = button()
    button.setTitle("Pressed", for: .highlighted)
    button.setTitle("On", for: .selected)
    #expect(button.currentTitle == "Button")
    button.isHighlighted = true
    #expect(button.currentTitle == "Pressed")
    #expect(button.titleLabel?.text == "Pressed")
    button.isHighlighted = false
    button.isSelected = true
    #expect(button.state == .selected)
    #expect(button.titleLabel?.text == "On")
    button.isEnabled = false
    // Disabled and selected has no title of its own: the selected one shows.
    #expect(button.title(for: [.disabled, .selected]) == "On")
    #expect(button.title(for: .disabled) == "Button")
  }

  @Test func aSystemButtonIsTintedDimsWhilePressedAndGraysWhenDisabled() {
    let button = button()
    button.tintColor = .systemRed
    #expect(button.titleColor(for: .normal) == .systemRed)
    button.isHighlighted = true
    #expect(button.titleLabel?.textColor == Color.systemRed.multiplyingAlpha(by: 0.2))
    button.isHighlighted = false
    button.isEnabled = false
    #expect(button.titleLabel?.textColor == .disabledLabel)
  }

  @Test func aCustomButtonsTitleIsWhiteAndDoesNotDim() {
    let button = button(.custom)
    #expect(button.titleColor(for: .normal) == .white)
    button.setTitleColor(.black, for: .normal)
    button.isHighlighted = true
    #expect(button.titleLabel?.textColor == .black)
  }

  @Test func aTapSendsTouchUpInsideAndPrimaryActionTriggeredAndRunsThePrimaryAction() {
    var ran: [String] = []
    let button = Button(
      type: .system, primaryAction: Action(title: "Save") { _ in ran.append("primary") })
    button.addAction(Action { _ in ran.append("up inside") }, for: .touchUpInside)
    button.addAction(Action { _ in ran.append("triggered") }, for: .primaryActionTriggered)
    #expect(button.currentTitle == "Save")
    #expect(button.handleTap(at: .zero))
    #expect(ran == ["up inside", "triggered", "primary"])
    button.isEnabled = false
    #expect(!button.handleTap(at: .zero))
    #expect(ran.count == 3)
  }

  @Test func aPressHighlightsAndALiftInsideTaps() {
    let button = button()
    button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
    var events: [String] = []
    button.addAction(Action { _ in events.append("down") }, for: .touchDown)
    button.addAction(Action { _ in events.append("exit") }, for: .touchDragExit)
    button.addAction(Action { _ in events.append("enter") }, for: .touchDragEnter)
    button.addAction(Action { _ in events.append("up inside") }, for: .touchUpInside)
    button.addAction(Action { _ in events.append("up outside") }, for: .touchUpOutside)
    button.handle(.pointerDown(id: 1, location: CGPoint(x: 10, y: 10), kind: .mouse))
    #expect(button.isHighlighted)
    // Past the 70-point slop the press leaves the button, and comes back.
    button.handle(.pointerMoved(id: 1, location: CGPoint(x: 200, y: 10), kind: .mouse))
    #expect(!button.isHighlighted)
    button.handle(.pointerMoved(id: 1, location: CGPoint(x: 120, y: 10), kind: .mouse))
    #expect(button.isHighlighted)
    button.handle(.pointerUp(id: 1, location: CGPoint(x: 120, y: 10), kind: .mouse))
    #expect(!button.isHighlighted)
    button.handle(.pointerDown(id: 2, location: CGPoint(x: 10, y: 10), kind: .touch))
    button.handle(.pointerUp(id: 2, location: CGPoint(x: 10, y: 300), kind: .touch))
    #expect(events == ["down", "exit", "enter", "up inside", "down", "up outside"])
  }

  @Test func spaceAndReturnPressTheButtonThatHasTheKeys() {
    let button = button()
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .primaryActionTriggered)
    #expect(button.handle(.key(.space, modifiers: [])))
    #expect(button.handle(.key(.return, modifiers: [])))
    #expect(!button.handle(.key(.character("a"), modifiers: [])))
    #expect(taps == 2)
  }

  @Test func aFilledConfigurationIsPaddedSevenAndTwelveAroundBodyText() {
    var configuration = Button.Configuration.filled()
    configuration.title = "Save"
    let button = Button(configuration: configuration)
    button.screen = ViewTesting.screen()
    // "Save" at 17 points: 37.4 × 20 with the fixed measurer.
    #expect(button.intrinsicContentSize == CGSize(width: 62, height: 34))
    #expect(button.titleLabel?.textColor == .white)
    #expect(button.configuredBackgroundColor == button.tintColor)
    button.isEnabled = false
    #expect(button.configuredBackgroundColor == .tertiarySystemFill)
    #expect(button.titleLabel?.textColor == .tertiaryLabel)
  }

  @Test func eachStyleHasItsBackground() {
    func background(_ configuration: Button.Configuration) -> Color? {
      let button = Button(configuration: configuration)
      button.tintColor = .systemGreen
      return button.configuredBackgroundColor
    }
    #expect(background(.plain()) == nil)
    #expect(background(.borderless()) == nil)
    #expect(background(.gray()) == .tertiarySystemFill)
    #expect(background(.bordered()) == .tertiarySystemFill)
    #expect(background(.tinted()) == Color.systemGreen.multiplyingAlpha(by: 0.15))
    #expect(background(.filled()) == .systemGreen)
    #expect(background(.borderedProminent()) == .systemGreen)
    var custom = Button.Configuration.filled()
    custom.baseBackgroundColor = .systemOrange
    custom.baseForegroundColor = .black
    #expect(background(custom) == .systemOrange)
  }

  @Test func theImageGoesWhereItsPlacementSaysWithItsPadding() {
    var configuration = Button.Configuration.plain()
    configuration.title = "Add"
    configuration.image = Image(systemName: "plus")
    configuration.imagePadding = 8
    let button = Button(configuration: configuration)
    button.screen = ViewTesting.screen()
    let natural = button.intrinsicContentSize
    button.frame = CGRect(origin: .zero, size: natural)
    button.layoutIfNeeded()
    let image = try! #require(button.imageView?.frame)
    let title = try! #require(button.titleLabel?.frame)
    #expect(image.minX == 12)
    #expect(title.minX == image.maxX + 8)
    configuration.imagePlacement = .top
    button.configuration = configuration
    let tall = button.intrinsicContentSize
    #expect(tall.height > natural.height)
    button.frame = CGRect(origin: .zero, size: tall)
    button.layoutIfNeeded()
    #expect(button.titleLabel!.frame.minY >= button.imageView!.frame.maxY + 8)
  }

  @Test func aSubtitleStacksUnderTheTitle() {
    var configuration = Button.Configuration.gray()
    configuration.title = "Download"
    configuration.subtitle = "12 MB"
    let button = Button(configuration: configuration)
    button.screen = ViewTesting.screen()
    button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
    button.layoutIfNeeded()
    #expect(button.subtitleLabel?.text == "12 MB")
    #expect(button.subtitleLabel!.frame.minY == button.titleLabel!.frame.maxY)
    #expect(button.subtitleLabel?.font == Font.preferredFont(forTextStyle: .subheadline))
  }

  @Test func cornerStylesRoundTheBackground() {
    var configuration = Button.Configuration.filled()
    #expect(configuration.cornerRadius(height: 34) == 8)
    configuration.cornerStyle = .capsule
    #expect(configuration.cornerRadius(height: 34) == 17)
    configuration.cornerStyle = .fixed
    configuration.background.cornerRadius = 3
    #expect(configuration.cornerRadius(height: 34) == 3)
    configuration.cornerStyle = .small
    #expect(configuration.cornerRadius(height: 34) == 4)
  }

  @Test func aButtonInAStackViewTakesItsIntrinsicSize() {
    let stack = StackView(arrangedSubviews: [button(), button(title: "Longer title")])
    stack.screen = ViewTesting.screen()
    stack.axis = .vertical
    stack.alignment = .leading
    stack.distribution = .equalSpacing
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews[0].frame.size == CGSize(width: 50, height: 30))
    #expect(stack.arrangedSubviews[1].frame.height == 30)
  }

  @Test func rightToLeftTheImageGoesOnTheRight() {
    var configuration = Button.Configuration.plain()
    configuration.title = "Add"
    configuration.image = Image(systemName: "plus")
    let button = Button(configuration: configuration)
    button.screen = ViewTesting.screen(layoutDirection: .rightToLeft)
    button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
    button.layoutIfNeeded()
    #expect(button.imageView!.frame.minX > button.titleLabel!.frame.maxX - 1)
  }
}

/// A button's colors follow a tint set above it after it joined.
@MainActor
@Suite
struct ButtonTintTests {
  @Test func aTintSetLaterOnTheSuperviewColorsTheTitleWhenDrawn() {
    let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    let button = Button(type: .system)
    button.setTitle("Edit", for: .normal)
    container.addSubview(button)
    container.tintColor = .systemPurple
    var list = DrawList()
    container.render(into: &list)
    #expect(button.titleLabel?.textColor == .systemPurple)
  }
}
