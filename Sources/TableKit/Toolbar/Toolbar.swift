import Foundation

/// A bar of buttons at the bottom of the screen, as UIKit's `UIToolbar` in iOS 17: its items
/// from the leading edge, flexible spaces sharing the free width, in the tint (disabled ones
/// gray), on the bar material with a hairline on top. Right to left, the first item is at the
/// right. A navigation controller shows one for its top controller's `toolbarItems`.
///
/// A tap (or click) on a button runs its primary action, or opens its menu when it has no
/// action; holding one with both opens the menu above the bar. The button dims while held.
@preconcurrency @MainActor
open class Toolbar: View, InputHandling {
  /// The items, in order from the leading edge.
  public var items: [BarButtonItem]? {
    didSet {
      pressed = nil
      setNeedsLayout()
    }
  }

  /// Replaces the items, as UIKit's `setItems(_:animated:)`; animated, the new items fade in
  /// over the window's clock.
  public func setItems(_ items: [BarButtonItem]?, animated: Bool) {
    let changed = !Self.same(items, self.items)
    self.items = items
    itemsFadeStart = animated && changed && window != nil ? clock.now : nil
  }

  /// The bar's background; nil is the bar material.
  public var barTintColor: Color?
  /// Whether the bar is translucent (the bars' material, blurring what scrolls under it) or
  /// opaque (the material's flat color), as UIKit's `isTranslucent`.
  public var isTranslucent = true

  /// The content that runs under the bar, whose end shows the scroll-edge appearance; a
  /// navigation controller follows its top screen's.
  var scrollEdge = BottomBarScrollEdge()

  /// The bar's look once content runs under it (the bars' material by default), as UIKit's
  /// `standardAppearance`; the bar keeps a copy.
  public var standardAppearance: ToolbarAppearance {
    get { appearances.standard }
    set { appearances.setStandard(newValue) }
  }
  /// The bar's look while the content ends above it; nil is the standard look with a clear
  /// background and no hairline, as on iOS 15. The bar keeps a copy.
  public var scrollEdgeAppearance: ToolbarAppearance? {
    get { appearances.scrollEdge }
    set { appearances.scrollEdge = newValue }
  }
  /// The look of a bar of compact height, kept for ported code: TableKit's toolbars are never
  /// of compact height, so it is not drawn.
  public var compactAppearance: ToolbarAppearance? {
    get { appearances.compact }
    set { appearances.compact = newValue }
  }
  /// The compact bar's look at its scroll edge, kept as `compactAppearance` is.
  public var compactScrollEdgeAppearance: ToolbarAppearance? {
    get { appearances.compactScrollEdge }
    set { appearances.compactScrollEdge = newValue }
  }
  private var appearances = BarAppearances<ToolbarAppearance>()

  /// The backdrop drawn now.
  var backdrop: BarBackdrop {
    scrollEdge.backdrop(appearances: appearances, overriding: (nil, nil), barTintColor: barTintColor)
  }

  /// How the buttons show their titles now: the appearance shown's.
  private var buttonLook: ToolbarAppearance {
    backdrop.dominant as? ToolbarAppearance ?? standardAppearance
  }

  /// The button under a press and whether the pointer is still over it.
  private var pressed: (pointer: Int, item: BarButtonItem, isInside: Bool)?
  /// A press on an item that may open its menu by being held (`BarButtonItem+Menu.swift`).
  private var menuPress = MenuPress()
  /// When animated new items started to fade in.
  private var itemsFadeStart: TimeInterval?

  /// Creates an empty toolbar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityContainerType = .semanticGroup
  }

  /// Creates an empty toolbar.
  public convenience init() { self.init(frame: .zero) }

  /// A toolbar is 44 points tall (plus the bottom safe area, none on a desktop).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Metrics.toolbarHeight)
  }

  /// The clock the fade runs on.
  private var clock: any FrameClock { window?.clock ?? SystemClock() }

  /// Whether new items are still fading in, or a press is held that may open a menu.
  open override var needsAnimationFrame: Bool {
    if menuPress.pending != nil { return true }
    guard let start = itemsFadeStart else { return false }
    return clock.now - start < Metrics.bottomBarHideDuration
  }

  /// Opens the menu of an item held long enough, then lays out.
  open override func layoutIfNeeded() {
    openMenuOfHeldItem()
    super.layoutIfNeeded()
  }

  private func openMenuOfHeldItem() {
    guard window != nil, menuPress.isDue(at: clock.now) else { return }
    guard let current = pressed, current.isInside,
      let menu = current.item.presentMenu(from: self, frame: { [weak self] in
        self?.frame(of: current.item)
      })
    else {
      menuPress.cancel()
      return
    }
    pressed = nil
    menuPress.hand(to: menu)
  }

  /// Where `item` is drawn now, in the toolbar's coordinates; nil when it is not on the bar.
  func frame(of item: BarButtonItem) -> CGRect? {
    buttonFrames.first { $0.item === item }?.frame
  }

  // MARK: - Layout

  /// Where each button goes: its item and the rect it draws in (and takes touches in, grown to
  /// the bar's height). Spaces take room and get no entry.
  var buttonFrames: [(item: BarButtonItem, frame: CGRect)] {
    let items = self.items ?? []
    let traits = traitCollection
    let spacing = Metrics.toolbarItemSpacing
    func contentWidth(_ item: BarButtonItem) -> CGFloat {
      if item.systemItem == .add || item.systemItem == .trash {
        return Metrics.barButtonGlyphSize.width
      }
      return screen.textMeasurer.size(
        of: item.title(in: traits.preferredLanguage) ?? "", font: font(of: item, traits)
      ).width
    }
    var fixed: CGFloat = spacing * 2
    var flexibleCount = 0
    var previousWasButton = false
    for item in items {
      switch item.systemItem {
      case .flexibleSpace:
        flexibleCount += 1
        previousWasButton = false
      case .fixedSpace:
        fixed += item.width
        previousWasButton = false
      default:
        if previousWasButton { fixed += spacing }
        fixed += contentWidth(item)
        previousWasButton = true
      }
    }
    let flexible = flexibleCount > 0 ? max(0, bounds.width - fixed) / CGFloat(flexibleCount) : 0
    var x = spacing
    var frames: [(BarButtonItem, CGRect)] = []
    previousWasButton = false
    for item in items {
      switch item.systemItem {
      case .flexibleSpace:
        x += flexible
        previousWasButton = false
      case .fixedSpace:
        x += item.width
        previousWasButton = false
      default:
        if previousWasButton { x += spacing }
        let width = contentWidth(item)
        frames.append((item, CGRect(x: x, y: 0, width: width, height: Metrics.toolbarHeight)))
        x += width
        previousWasButton = true
      }
    }
    guard isRightToLeft else { return frames }
    return frames.map { item, rect in
      (item, CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height))
    }
  }

  /// A button's title font: its appearance's, else the bar buttons' (semibold for `.done`).
  func font(of item: BarButtonItem, _ traits: TraitCollection) -> Font {
    buttonLook.buttons(of: item.style).titleFont(
      default: (item.style == .done ? Metrics.barButtonDoneFont : Metrics.barButtonFont)
        .sized(for: traits))
  }

  /// The button whose touch area (its frame grown by the bar buttons' outset) holds `point`.
  func item(at point: CGPoint) -> BarButtonItem? {
    let outset = Metrics.barButtonTouchOutset
    return buttonFrames.first { $0.frame.insetBy(dx: -outset, dy: 0).contains(point) }?.item
  }

  // MARK: - Input

  /// Takes taps on the buttons; keys stay with the content (a toolbar is no key responder).
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    if menuPress.forward(event, from: self) { return true }
    menuPress.follow(event)
    switch event {
    case .pointerDown(let id, let location, _):
      guard pressed == nil else { return true }
      if let item = item(at: location), item.isEnabled {
        pressed = (id, item, true)
        if item.longPressOpensMenu { menuPress.begin(pointer: id, at: location, time: clock.now) }
      }
    case .pointerMoved(let id, let location, _):
      guard let current = pressed, current.pointer == id else { return true }
      pressed?.isInside = isOver(current.item, at: location)
    case .pointerUp(let id, let location, _):
      guard let current = pressed, current.pointer == id else { return true }
      pressed = nil
      let item = current.item
      if isOver(item, at: location) { item.tap(on: self) { [weak self] in self?.frame(of: item) } }
    case .pointerCancelled(let id):
      if pressed?.pointer == id { pressed = nil }
    case .secondaryClick, .wheel, .key, .text, .composition:
      return false
    }
    return true
  }

  /// The toolbar leaves the keys where they were, as a navigation bar does.
  public var keyTargetAfterPress: View? { nil }

  private func isOver(_ item: BarButtonItem, at location: CGPoint) -> Bool {
    guard let frame = buttonFrames.first(where: { $0.item === item })?.frame else { return false }
    let slop = Metrics.interactivePopSlop * 2
    return frame.insetBy(dx: -slop, dy: -slop).contains(location)
  }

  // MARK: - Drawing

  /// Draws the appearance's background and the hairline on top (by default the material,
  /// clear while the content ends above the bar, as iOS 15's scroll-edge look), and the
  /// buttons.
  open override func draw(in list: inout DrawList) {
    drawBottomBarBackground(backdrop, isTranslucent: isTranslucent, into: &list)
    let fade = itemsFadeStart.map { min(1, max(0, (clock.now - $0) / Metrics.bottomBarHideDuration)) } ?? 1
    list.withAlpha(CGFloat(fade)) { list in
      for (item, frame) in buttonFrames { drawButton(item, in: frame, into: &list) }
    }
  }

  private func drawButton(_ item: BarButtonItem, in frame: CGRect, into list: inout DrawList) {
    let isHighlighted = pressed.map { $0.item === item && $0.isInside } ?? false
    let color = buttonLook.buttons(of: item.style).titleColor(
      of: item, isHighlighted: isHighlighted, tint: tintColor)
    let glyphSize = Metrics.barButtonGlyphSize
    let glyphRect = CGRect(
      x: frame.minX, y: ((frame.height - glyphSize.height) / 2).rounded(),
      width: glyphSize.width, height: glyphSize.height)
    switch item.systemItem {
    case .add: list.plusGlyph(in: glyphRect, color: color)
    case .trash: list.trashGlyph(in: glyphRect, color: color)
    default:
      let traits = traitCollection
      guard let title = item.title(in: traits.preferredLanguage), !title.isEmpty else { return }
      let font = font(of: item, traits)
      list.text(
        TextRun(
          title, font: font, color: color,
          origin: CGPoint(
            x: frame.minX,
            y: screen.roundToPixel((frame.height - screen.textMeasurer.lineHeight(of: font)) / 2)),
          maxWidth: frame.width + 1))
    }
  }

  private static func same(_ a: [BarButtonItem]?, _ b: [BarButtonItem]?) -> Bool {
    let a = a ?? []
    let b = b ?? []
    return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }
}
