import Foundation

/// A button, as UIKit's `UIButton`: a title and an image that run actions when tapped.
///
/// A button made with `init(type:)` keeps a title, a title color and an image for each
/// ``Control/State`` and shows the ones for its state (falling back to `.normal`'s); a
/// `.system` one draws them in its tint and dims them while pressed, as iOS 7+. A button with a
/// ``Configuration`` (iOS 15's `UIButton.Configuration`) draws its style instead: a gray,
/// tinted or filled background, a title with a subtitle, an image beside it.
///
/// A tap sends `.touchUpInside` and `.primaryActionTriggered` and runs the primary action; with
/// a `menu` and `showsMenuAsPrimaryAction` it opens the menu under the button instead (a menu
/// without it opens on a long press), and with `changesSelectionAsPrimaryAction` it is a pop-up button showing the chosen item (see
/// `Button+Menu.swift`). It works by touch, mouse and keyboard (Space or Return while it has
/// the keys), on its own and as a cell's accessory view.
@preconcurrency @MainActor
open class Button: Control {
  /// The kinds of buttons `init(type:)` makes, as `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    /// No look of its own: white title, no tint, no dimming.
    case custom = 0
    /// A title and image in the tint color that dim while pressed.
    case system = 1
    /// The "i" in a circle that opens details.
    case detailDisclosure = 2
    /// The "i" in a circle, as `detailDisclosure`.
    case infoLight = 3
    /// The "i" in a circle, as `detailDisclosure`.
    case infoDark = 4
    /// A plus in a circle that adds a contact.
    case contactAdd = 5
    /// An "x" on a gray circle that closes what it sits on (iOS 13).
    case close = 7
  }

  /// The kind of button `init(type:)` made.
  public let buttonType: ButtonType
  /// The look of a configured button; nil for one that draws its per-state titles.
  public var configuration: Configuration? {
    didSet { if configuration != oldValue { contentDidChange() } }
  }
  /// The action a tap performs, given at creation.
  public private(set) var primaryAction: Action?

  /// The label showing the title; its font and lines can be set, its text and color follow
  /// the state.
  public let titleLabel: Label? = Label()
  /// The label showing a configuration's subtitle.
  public let subtitleLabel: Label? = Label()
  /// The view showing the image for the state.
  public let imageView: ImageView? = ImageView()

  /// The titles, title colors and images set for each state, by the state's bits.
  private(set) var titles: [UInt: String] = [:]
  private(set) var titleColors: [UInt: Color] = [:]
  private(set) var images: [UInt: Image] = [:]

  /// The menu the button shows (`Button+Menu.swift`).
  public var menu: Menu? { didSet { menuDidChange() } }
  /// Whether a tap opens the menu instead of running the primary action; without it a long
  /// press opens the menu.
  public var showsMenuAsPrimaryAction = false
  /// Whether the button is a pop-up button: it shows its menu's chosen item as its title, and
  /// choosing another item marks that one chosen. Without a menu, it is a toggle button: each
  /// tap flips `isSelected` before the primary action runs, as UIKit's.
  public var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }
  /// The menu open from this button, while it shows.
  var openMenu: ButtonMenuView?
  /// A press that may open the menu by being held (`Button+MenuPress.swift`).
  var menuPress = MenuPress()

  /// Creates a button of `type`.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    setUp()
    if let side = glyphSide { frame.size = CGSize(width: side, height: side) }
  }

  /// Creates a button of `type` that performs `primaryAction` when tapped, showing its title
  /// and image, as `UIButton(type:primaryAction:)`.
  public convenience init(type buttonType: ButtonType, primaryAction: Action?) {
    self.init(type: buttonType)
    adopt(primaryAction)
  }

  /// Creates a custom button with a frame, as `UIButton(frame:)`.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    setUp()
  }

  /// Creates a system button drawn from `configuration` that performs `primaryAction` when
  /// tapped, as `UIButton(configuration:primaryAction:)`; the action's title and image fill
  /// the configuration's where it has none.
  public init(configuration: Configuration, primaryAction: Action? = nil) {
    buttonType = .system
    self.configuration = configuration
    super.init(frame: .zero)
    setUp()
    adopt(primaryAction)
  }

  private func setUp() {
    titleLabel?.font = Metrics.buttonTitleFont
    titleLabel?.textAlignment = .center
    subtitleLabel?.textAlignment = .center
    imageView?.contentMode = .scaleAspectFit
    for part in [imageView as View?, titleLabel, subtitleLabel].compactMap({ $0 }) {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    contentDidChange()
  }

  private func adopt(_ action: Action?) {
    guard let action else { return }
    primaryAction = action
    if configuration != nil {
      if configuration?.title == nil, !action.title.isEmpty { configuration?.title = action.title }
      if configuration?.image == nil { configuration?.image = action.image }
    } else {
      if !action.title.isEmpty { setTitle(action.title, for: .normal) }
      if let image = action.image { setImage(image, for: .normal) }
    }
  }

  // MARK: - Per-state content

  /// Sets the title shown in `state` (nil removes it: the state shows `.normal`'s).
  public func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    contentDidChange()
  }

  /// The title set for `state`, else `.normal`'s.
  public func title(for state: State) -> String? { value(in: titles, for: state) }

  /// Sets the title color in `state` (nil removes it).
  public func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state.rawValue] = color
    contentDidChange()
  }

  /// The title color set for `state`, else `.normal`'s, else the type's default (the tint for
  /// a system button, white for a custom one).
  public func titleColor(for state: State) -> Color? {
    value(in: titleColors, for: state) ?? defaultTitleColor(for: state)
  }

  /// Sets the image shown in `state` (nil removes it).
  public func setImage(_ image: Image?, for state: State) {
    images[state.rawValue] = image
    contentDidChange()
  }

  /// The image set for `state`, else `.normal`'s.
  public func image(for state: State) -> Image? { value(in: images, for: state) }

  /// The title shown now.
  public var currentTitle: String? {
    configuration.map { _ in shownConfiguration.title } ?? title(for: state)
  }
  /// The title color in force now.
  public var currentTitleColor: Color { titleColor(for: state) ?? .label }
  /// The image shown now.
  public var currentImage: Image? {
    configuration.map { _ in shownConfiguration.image } ?? image(for: state)
  }

  /// The value for `state`: the one set for it exactly, else (for a selected state) the
  /// selected one's, else the normal one's, as UIKit falls back.
  private func value<Value>(in table: [UInt: Value], for state: State) -> Value? {
    if let exact = table[state.rawValue] { return exact }
    if state.contains(.selected), let selected = table[State.selected.rawValue] { return selected }
    return table[State.normal.rawValue]
  }

  // MARK: - Taps

  /// Runs the button's tap: opens its menu when the menu is its primary action, else sends
  /// `.touchUpInside` and `.primaryActionTriggered` and performs the primary action.
  @discardableResult
  open override func handleTap(at point: CGPoint) -> Bool {
    guard isEnabled else { return false }
    if menuIsPrimaryAction { return presentMenu() }
    if togglesSelection { isSelected.toggle() }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
    if isEnabled { primaryAction?.perform(sender: self) }
    return true
  }

  // MARK: - Size, layout and drawing

  /// The content's size plus its padding; a glyph button's fixed side.
  open override var intrinsicContentSize: CGSize { buttonIntrinsicSize }

  /// The intrinsic size, whatever room is offered, as UIKit's buttons answer.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the image, the title and the subtitle, centred inside the padding.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutParts()
  }

  /// Draws the background, the glyph and the menu indicator behind the title and image.
  open override func draw(in list: inout DrawList) { drawButton(in: &list) }

  /// The state changed: the title, colors and image follow it.
  open override func controlStateDidChange() { contentDidChange() }

  /// A new superview may pass down another tint: the colors that follow it are set again.
  open override func didMoveToSuperview() { contentDidChange() }

  /// Opens the menu of a press held long enough, then lays out.
  open override func layoutIfNeeded() {
    advanceMenuPress()
    super.layoutIfNeeded()
  }

  /// Whether a press is being held that may open the menu.
  open override var needsAnimationFrame: Bool { menuPress.pending != nil }
}

extension Button: InputHandling {
  /// Handles a press, a key or an event to pass to the table the button lies in (see
  /// `Control+Tracking.swift`).
  /// - Returns: Whether it was used.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    handleMenuPress(event) || handleControlInput(event)
  }

  /// The table the button lies in, else the button itself.
  public var keyTargetAfterPress: View? { enclosingTable ?? self }
}
