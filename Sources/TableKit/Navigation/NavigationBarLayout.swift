import Foundation

/// Where everything of one navigation item goes on a bar of a given width: the back button
/// (chevron and title, or "Back" when the previous title does not fit, or the chevron alone),
/// the bar buttons from the edges inwards, the title centred between them (truncated to fit),
/// and the large title. Rects are in the bar's coordinates with the bar 44 points tall (the large
/// title as if its band were fully expanded below that). Mirrored in right-to-left layout.
@MainActor
struct NavigationBarLayout {
  /// A line of text placed on the bar.
  struct Text: Equatable {
    /// What is drawn (truncated with an ellipsis to the frame's width).
    var string: String
    /// Its font.
    var font: Font
    /// Its line box: the origin is the top-left corner of the text; the width what is drawn.
    var frame: CGRect
  }

  /// A glyph a system bar button draws instead of a title.
  enum Glyph: Equatable, Sendable {
    /// A plus sign (`.add`).
    case add
    /// A trash can (`.trash`).
    case trash
  }

  /// What tapping a button does.
  enum Target {
    /// Goes back (pops).
    case back
    /// Runs the item's primary action.
    case item(BarButtonItem)

    /// Whether both are the back button or the same item.
    func isSame(as other: Target) -> Bool {
      switch (self, other) {
      case (.back, .back): return true
      case (.item(let a), .item(let b)): return a === b
      default: return false
      }
    }
  }

  /// A tappable button.
  struct Button {
    /// What a tap does.
    var target: Target
    /// Where it takes touches: the full bar height, a little wider than what it draws.
    var hitFrame: CGRect
    /// Its title, if it has one.
    var text: Text?
    /// Its glyph and the box it is drawn in, if it draws one.
    var glyph: (glyph: Glyph, frame: CGRect)?
    /// The back chevron's box (the back button only); it points towards the leading edge.
    var chevron: CGRect?
  }

  /// The fonts the bar's texts are set in: the bar's, or its appearance's.
  struct Fonts {
    /// The small title's.
    var title: Font
    /// The large title's.
    var largeTitle: Font
    /// Plain buttons' titles.
    var button: Font
    /// `.done` buttons' titles.
    var doneButton: Font
    /// The back button's title.
    var backButton: Font

    /// The bar's fonts at the text size of `traits`.
    init(traits: TraitCollection) {
      title = Metrics.navigationTitleFont.sized(for: traits)
      largeTitle = Metrics.largeTitleFont.sized(for: traits)
      button = Metrics.barButtonFont.sized(for: traits)
      doneButton = Metrics.barButtonDoneFont.sized(for: traits)
      backButton = button
    }

    /// The font of `item`'s title.
    func of(_ item: BarButtonItem) -> Font { item.style == .done ? doneButton : button }
  }

  /// The buttons: the back button first when it shows, then the leading items, then the
  /// trailing ones.
  private(set) var buttons: [Button] = []
  /// The small centred title, if the item has one and there is room.
  private(set) var title: Text?
  /// The large title, as placed with its band fully expanded, when large titles show.
  private(set) var largeTitle: Text?
  /// The height of the expanded large-title band `largeTitle` is placed in, which grows with
  /// the text size (`Metrics.largeTitleBandHeight(for:)`).
  private(set) var largeTitleBand = Metrics.largeTitleBandHeight

  /// The back button, when it shows.
  var backButton: Button? { buttons.first { if case .back = $0.target { true } else { false } } }

  /// Lays out `item` on a bar `width` points wide.
  /// - Parameters:
  ///   - item: The item shown; nil lays out nothing.
  ///   - backItem: The item below it on the stack (whose title the back button shows); nil for
  ///     no back button.
  ///   - width: The bar's width.
  ///   - isRightToLeft: Whether the leading edge is the right one.
  ///   - showsLargeTitle: Whether the large title is laid out.
  ///   - measurer: Measures text as the backend draws it.
  ///   - traits: The bar's traits, whose text size sizes the titles and the large-title band.
  ///   - fonts: The texts' fonts; nil is the bar's at the text size of `traits`.
  init(
    item: NavigationItem?, backItem: NavigationItem?, width: CGFloat, isRightToLeft: Bool,
    showsLargeTitle: Bool, measurer: any TextMeasuring, traits: TraitCollection = .hostDefault,
    fonts: Fonts? = nil
  ) {
    largeTitleBand = Metrics.largeTitleBandHeight(for: traits)
    guard let item, width > 0 else { return }
    let fonts = fonts ?? Fonts(traits: traits)
    let barButtonFont = fonts.backButton
    let barHeight = Metrics.navigationBarHeight
    func textWidth(_ string: String, _ font: Font) -> CGFloat {
      measurer.size(of: string, font: font).width.rounded(.up)
    }
    func text(_ string: String, _ font: Font, x: CGFloat, width: CGFloat) -> Text {
      let height = measurer.lineHeight(of: font)
      return Text(
        string: string, font: font,
        frame: CGRect(x: x, y: ((barHeight - height) / 2).rounded(), width: width, height: height))
    }

    // 1. Trailing items, from the trailing edge inwards (laid out left to right, mirrored last).
    var trailing: [Button] = []
    var trailingStart = width - Metrics.barButtonEdgeMargin
    for barItem in item.rightBarButtonItems ?? [] {
      let button = Self.button(
        for: barItem, endingAt: trailingStart, measure: textWidth, text: text, traits: traits,
        fonts: fonts)
      trailing.append(button.button)
      trailingStart = button.minX - Metrics.barButtonSpacing
    }
    let trailingLimit = trailing.isEmpty ? width : trailingStart + Metrics.barButtonSpacing

    // 2. The back button's chevron and the title it can afford.
    let showsBack =
      backItem != nil && !item.hidesBackButton
      && (item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton)
    let chevronSize = Metrics.backChevronSize
    let chevron = CGRect(
      x: Metrics.barButtonEdgeMargin, y: ((barHeight - chevronSize.height) / 2).rounded(),
      width: chevronSize.width, height: chevronSize.height)
    let backTitleX = chevron.maxX + Metrics.backTitleSpacing

    // 3. The title's natural width, then the back title: the previous title when the centred
    //    title still fits beside it, else "Back". A title too long to sit beside "Back" is cut
    //    short (step 5) rather than leave the button without a word, as iOS keeps "Back",
    //    while the title keeps a third of the bar; narrower, the chevron shows alone.
    let titleString = item.title ?? ""
    let titleFont = fonts.title
    let titleWidth = titleString.isEmpty ? 0 : textWidth(titleString, titleFont)
    let leftItems = item.leftBarButtonItems ?? []
    func leadingEnd(backTitle: String?) -> CGFloat {
      var end: CGFloat = showsBack ? chevron.maxX : Metrics.barButtonEdgeMargin
      if let backTitle, showsBack {
        end = backTitleX + textWidth(backTitle, barButtonFont)
      }
      // Leading items follow the back button (it only shows beside them when they
      // supplement it) or replace it.
      for barItem in leftItems {
        let start = end + (end > Metrics.barButtonEdgeMargin ? Metrics.barButtonSpacing : 0)
        end =
          start + Self.contentWidth(of: barItem, measure: textWidth, traits: traits, fonts: fonts)
      }
      return end
    }
    func titleFits(besideLeadingEnd end: CGFloat) -> Bool {
      let gap = Metrics.navigationTitleMinimumGap
      guard titleWidth > 0 else { return end + gap <= trailingLimit }
      let centred = (width - titleWidth) / 2
      return centred >= end + gap && centred + titleWidth <= trailingLimit - gap
    }
    var backTitle: String?
    if showsBack {
      let previous = backItem?.backButtonTitle ?? backItem?.title
      // "Back" in the bar's language, as iOS words it.
      let fallback = SystemStrings(language: traits.preferredLanguage)[.back]
      let candidates = [previous, fallback].compactMap { $0 }
        .filter { !$0.isEmpty }
      backTitle = candidates.first { titleFits(besideLeadingEnd: leadingEnd(backTitle: $0)) }
      let roomBesideFallback =
        trailingLimit - leadingEnd(backTitle: fallback) - 2 * Metrics.navigationTitleMinimumGap
      if backTitle == nil, roomBesideFallback >= width / 3 { backTitle = fallback }
    }

    // 4. The leading buttons: the back button, then the leading items.
    var leading: [Button] = []
    var cursor = Metrics.barButtonEdgeMargin
    if showsBack {
      var back = Button(
        target: .back, hitFrame: .zero, text: nil, glyph: nil, chevron: chevron)
      var end = chevron.maxX
      if let backTitle {
        let w = textWidth(backTitle, barButtonFont)
        back.text = text(backTitle, barButtonFont, x: backTitleX, width: w)
        end = backTitleX + w
      }
      back.hitFrame = Self.hitFrame(from: 0, to: end + Metrics.barButtonTouchOutset)
      leading.append(back)
      cursor = end + Metrics.barButtonSpacing
    }
    for barItem in leftItems {
      let contentWidth = Self.contentWidth(
        of: barItem, measure: textWidth, traits: traits, fonts: fonts)
      let button = Self.button(
        for: barItem, endingAt: cursor + contentWidth, measure: textWidth, text: text,
        traits: traits, fonts: fonts)
      leading.append(button.button)
      cursor += contentWidth + Metrics.barButtonSpacing
    }
    let leadingLimit = leading.isEmpty ? 0 : cursor - Metrics.barButtonSpacing

    // 5. The title: centred on the bar, else pushed inside the room between the buttons, and
    //    truncated to that room.
    if titleWidth > 0 {
      let gap = Metrics.navigationTitleMinimumGap
      let roomMin = leading.isEmpty ? gap : leadingLimit + gap
      let roomMax = trailing.isEmpty ? width - gap : trailingLimit - gap
      if roomMax - roomMin > 0 {
        var x = ((width - titleWidth) / 2).rounded()
        if x + titleWidth > roomMax { x = roomMax - titleWidth }
        if x < roomMin { x = roomMin }
        title = text(titleString, titleFont, x: x, width: min(titleWidth, roomMax - x))
      }
    }

    // 6. The large title, at the leading margin of the band under the bar.
    if showsLargeTitle, !titleString.isEmpty {
      let font = fonts.largeTitle
      let margin =
        width >= Metrics.largeTitleWideBarWidth
        ? Metrics.largeTitleWideMargin : Metrics.largeTitleMargin
      let height = measurer.lineHeight(of: font)
      let room = max(0, width - 2 * margin)
      largeTitle = Text(
        string: titleString, font: font,
        frame: CGRect(
          x: margin,
          y: barHeight + largeTitleBand - Metrics.largeTitleBottomGap - height,
          width: min(textWidth(titleString, font), room), height: height))
    }

    buttons = leading + trailing
    if isRightToLeft { mirror(width: width) }
  }

  /// The button whose touch area contains `point` (bar coordinates), the innermost first where
  /// touch areas overlap.
  func button(at point: CGPoint) -> Button? {
    buttons.first { $0.hitFrame.contains(point) }
  }

  // MARK: - Building

  private static func contentWidth(
    of item: BarButtonItem, measure: (String, Font) -> CGFloat, traits: TraitCollection,
    fonts: Fonts
  ) -> CGFloat {
    if glyph(of: item) != nil { return Metrics.barButtonGlyphSize.width }
    return measure(item.title(in: traits.preferredLanguage) ?? "", fonts.of(item))
  }

  private static func glyph(of item: BarButtonItem) -> Glyph? {
    switch item.systemItem {
    case .add: return .add
    case .trash: return .trash
    default: return nil
    }
  }

  /// A bar item's button whose content ends at `maxX` (left to right).
  private static func button(
    for item: BarButtonItem, endingAt maxX: CGFloat, measure: (String, Font) -> CGFloat,
    text: (String, Font, CGFloat, CGFloat) -> Text, traits: TraitCollection, fonts: Fonts
  ) -> (button: Button, minX: CGFloat) {
    let contentWidth = contentWidth(of: item, measure: measure, traits: traits, fonts: fonts)
    let minX = maxX - contentWidth
    var button = Button(
      target: .item(item),
      hitFrame: hitFrame(
        from: minX - Metrics.barButtonTouchOutset, to: maxX + Metrics.barButtonTouchOutset),
      text: nil, glyph: nil, chevron: nil)
    if let glyph = glyph(of: item) {
      let size = Metrics.barButtonGlyphSize
      button.glyph = (
        glyph,
        CGRect(
          x: minX, y: ((Metrics.navigationBarHeight - size.height) / 2).rounded(),
          width: size.width, height: size.height)
      )
    } else if let title = item.title(in: traits.preferredLanguage), !title.isEmpty {
      button.text = text(title, fonts.of(item), minX, contentWidth)
    }
    return (button, minX)
  }

  private static func hitFrame(from minX: CGFloat, to maxX: CGFloat) -> CGRect {
    CGRect(x: minX, y: 0, width: max(0, maxX - minX), height: Metrics.navigationBarHeight)
  }

  /// Flips every rect about the bar's vertical centre line.
  private mutating func mirror(width: CGFloat) {
    func flip(_ rect: CGRect) -> CGRect {
      CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
    func flip(_ text: Text?) -> Text? {
      text.map { Text(string: $0.string, font: $0.font, frame: flip($0.frame)) }
    }
    buttons = buttons.map { button in
      var mirrored = button
      mirrored.hitFrame = flip(button.hitFrame)
      mirrored.text = flip(button.text)
      mirrored.glyph = button.glyph.map { ($0.glyph, flip($0.frame)) }
      mirrored.chevron = button.chevron.map(flip)
      return mirrored
    }
    title = flip(title)
    largeTitle = flip(largeTitle)
  }
}
