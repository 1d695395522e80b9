import Foundation

/// Where the parts of an alert or action sheet go, as iOS places them: a pure function of what
/// the alert shows, the screen's bounds and direction, the tint and a text measurer. Rects are
/// in the alert view's coordinates (the whole screen), at rest: the presentation's scale or
/// slide is applied when drawing.
///
/// - An alert is a box of `Metrics.alertWidth` centred on the screen: the title and message
///   centred at the top, then the text fields, then the buttons. It keeps
///   `Metrics.alertScreenVerticalMargin` from the screen's top and bottom: when it would be
///   taller, the message and the list of buttons scroll (`AlertLayout+Scrolling.swift`). Two buttons sit side by side (the cancel one on the
///   leading side) when both titles fit; otherwise, and for one or three or more, they are
///   stacked in the order added with the cancel one last.
/// - An action sheet hangs at the bottom: a group with the title, the message and the actions
///   in the order added, and below it a separate Cancel button. The group scrolls in the same
///   way when it would come closer to the screen's top than `Metrics.alertScreenVerticalMargin`.
struct AlertLayout: Equatable {
  /// What an alert shows, as plain values.
  struct Content: Equatable {
    /// One action's part in the layout.
    struct Entry: Equatable {
      /// The button's title.
      var title: String
      /// Where it goes and how it looks.
      var style: AlertAction.Style
      /// Whether it can be chosen.
      var isEnabled: Bool = true
    }

    /// An alert or an action sheet.
    var style: AlertController.Style
    /// The title; nil or empty shows none.
    var title: String?
    /// The message under the title; nil or empty shows none.
    var message: String?
    /// The actions in the order added.
    var actions: [Entry]
    /// The action drawn in bold instead of the cancel one (alerts only, as in UIKit).
    var preferredIndex: Int?
    /// The cancel action's index, if any; found in the actions when not given.
    var cancelIndex: Int?
    /// How many text fields the alert shows under its message.
    var textFieldCount = 0
  }

  /// How the buttons are arranged.
  enum Arrangement: Equatable {
    /// Two buttons side by side.
    case sideBySide
    /// One button per row (also for one button, or none).
    case stacked
    /// An action sheet: rows in a group, Cancel apart.
    case sheet
  }

  /// How the buttons are arranged.
  internal(set) var arrangement: Arrangement
  /// The rounded panels, top to bottom.
  internal(set) var panels: [Panel] = []
  /// The title's and message's lines.
  var headerLines: [Line] = []
  /// The buttons in reading order: top to bottom, then leading to trailing.
  var buttons: [Button] = []
  /// The hairlines.
  var hairlines: [Hairline] = []
  /// The frames of the alert's text fields, top to bottom.
  internal(set) var textFieldFrames: [CGRect] = []
  /// The header's and the actions' rooms, header first; one scrolls when its content is taller
  /// (see `AlertLayout+Scrolling.swift`). The parts above are laid out at offset 0.
  internal(set) var scrollRegions: [ScrollRegion] = []

  /// Lays out `content` on a screen of `bounds`.
  /// - Parameters:
  ///   - content: What the alert shows.
  ///   - bounds: The alert view's bounds: the whole screen.
  ///   - isRightToLeft: Whether the leading side is on the right.
  ///   - tint: The color of the buttons' titles.
  ///   - measurer: Measures text as the backend draws it.
  ///   - traits: The alert's traits, whose text size sizes the texts and the buttons.
  @MainActor
  init(
    content: Content, in bounds: CGRect, isRightToLeft: Bool, tint: Color,
    measurer: any TextMeasuring, traits: TraitCollection = .hostDefault
  ) {
    let builder = AlertLayoutBuilder(content: content, tint: tint, measurer: measurer, traits: traits)
    switch content.style {
    case .alert:
      self = builder.alert(in: bounds, isRightToLeft: isRightToLeft)
    case .actionSheet:
      self = builder.actionSheet(in: bounds)
    }
  }

  init(arrangement: Arrangement) { self.arrangement = arrangement }

  // MARK: - Queries

  /// The index in `buttons` of the button containing `point`, or nil; a button of the list
  /// counts only inside the actions' room (it may be scrolled out of it).
  func buttonIndex(at point: CGPoint) -> Int? {
    buttons.indices.first { buttons[$0].frame.contains(point) && buttonIsVisible($0, at: point) }
  }

  /// Whether `point` lies on a panel (not on the dimmed screen around them).
  func panelsContain(_ point: CGPoint) -> Bool {
    panels.contains { $0.frame.contains(point) }
  }

  /// The rect around every panel (the alert's box); zero when there is none.
  var panelsFrame: CGRect {
    panels.map(\.frame).reduce(nil) { $0?.union($1) ?? $1 } ?? .zero
  }

  /// The actions' indexes in the order the buttons are shown.
  var actionOrder: [Int] { buttons.map(\.actionIndex) }

  /// This action sheet as a popover shows it, on a wide window: without the Cancel panel and
  /// button (a tap outside the popover cancels, as on iPad).
  func withoutCancel(_ cancelIndex: Int?) -> AlertLayout {
    guard let cancelIndex, let button = buttons.firstIndex(where: { $0.actionIndex == cancelIndex })
    else { return self }
    var copy = self
    let panel = copy.buttons[button].panelIndex
    copy.buttons.remove(at: button)
    if copy.panels.indices.contains(panel) { copy.panels.remove(at: panel) }
    return copy
  }
}

// MARK: - Building

/// The steps shared by alerts and action sheets (the action sheet's own in
/// `AlertLayout+ActionSheet.swift`).
@MainActor
struct AlertLayoutBuilder {
  let content: AlertLayout.Content
  let tint: Color
  let measurer: any TextMeasuring
  /// The alert's traits: its fonts are `Metrics`' at their text size.
  let traits: TraitCollection

  /// The cancel action's index, if any: found once, not for every button (which made laying
  /// out many buttons cost the square of their number).
  let cancelIndex: Int?
  /// The action drawn in bold: the preferred one, else the cancel one.
  let emphasizedIndex: Int?

  init(
    content: AlertLayout.Content, tint: Color, measurer: any TextMeasuring,
    traits: TraitCollection
  ) {
    self.content = content
    self.tint = tint
    self.measurer = measurer
    self.traits = traits
    cancelIndex =
      content.cancelIndex.flatMap { content.actions.indices.contains($0) ? $0 : nil }
      ?? content.actions.firstIndex { $0.style == .cancel }
    emphasizedIndex = content.preferredIndex ?? cancelIndex
  }

  /// The other actions' indexes in the order added.
  var otherIndexes: [Int] {
    content.actions.indices.filter { content.actions[$0].style != .cancel }
  }

  /// The title and message, or an empty list when neither has text.
  func headerTexts(titleFont: Font, messageFont: Font, color: Color) -> [(String, Font, Color)] {
    var texts: [(String, Font, Color)] = []
    if let title = content.title, !title.isEmpty { texts.append((title, titleFont, color)) }
    if let message = content.message, !message.isEmpty {
      texts.append((message, messageFont, color))
    }
    return texts
  }

  /// Lays the header's texts out centred in `width` from `top`, wrapping at words.
  /// - Returns: The lines and the y just below the last one.
  func centredLines(
    _ texts: [(String, Font, Color)], minX: CGFloat, width: CGFloat, top: CGFloat,
    spacing: CGFloat
  ) -> ([AlertLayout.Line], CGFloat) {
    var lines: [AlertLayout.Line] = []
    var y = top
    for (index, (text, font, color)) in texts.enumerated() {
      if index > 0 { y += spacing }
      let layout = TextLayout(
        text: text, font: font, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping,
        measurer: measurer)
      for line in layout.lines {
        let x = (minX + (width - line.width) / 2).rounded()
        lines.append(
          AlertLayout.Line(
            text: line.text, font: font, color: color, origin: CGPoint(x: x, y: y),
            maxWidth: width))
        y += layout.lineHeight
      }
    }
    return (lines, y)
  }

  /// A button for action `index` filling `frame`, its title centred in `font`.
  func button(
    _ index: Int, frame: CGRect, panelIndex: Int, font: Font, inset: CGFloat
  ) -> AlertLayout.Button {
    let entry = content.actions[index]
    let color: Color =
      !entry.isEnabled ? .disabledLabel : entry.style == .destructive ? .destructiveRed : tint
    let maxWidth = max(0, frame.width - 2 * inset)
    let width = min(maxWidth, measurer.size(of: entry.title, font: font).width)
    let origin = CGPoint(
      x: (frame.midX - width / 2).rounded(),
      y: (frame.midY - measurer.lineHeight(of: font) / 2).rounded())
    return AlertLayout.Button(
      actionIndex: index, frame: frame, panelIndex: panelIndex,
      title: AlertLayout.Line(
        text: entry.title, font: font, color: color, origin: origin, maxWidth: maxWidth),
      isEnabled: entry.isEnabled)
  }

  // MARK: Alerts

  func alertFont(for index: Int) -> Font {
    font(index == emphasizedIndex ? Metrics.alertEmphasizedButtonFont : Metrics.alertButtonFont)
  }

  /// `font` at the alert's text size.
  func font(_ font: Font) -> Font { font.sized(for: traits) }

  /// The height of a button row: `standard`, or more when a larger text size makes the
  /// title's line taller than the row leaves room for.
  func buttonHeight(standard: CGFloat, font: Font) -> CGFloat {
    let line = measurer.lineHeight(of: font) + 2 * Metrics.alertButtonTitleVerticalPadding
    return max(standard, line.rounded(.up))
  }

  /// Whether two buttons' titles both fit in half the box; never at accessibility sizes,
  /// where iOS stacks an alert's buttons.
  func fitSideBySide(_ indexes: [Int], width: CGFloat) -> Bool {
    if traits.preferredContentSizeCategory.isAccessibilityCategory { return false }
    let room = width / 2 - 2 * Metrics.alertButtonTitleInset
    return indexes.allSatisfy {
      measurer.size(of: content.actions[$0].title, font: alertFont(for: $0)).width <= room
    }
  }

  func alert(in bounds: CGRect, isRightToLeft: Bool) -> AlertLayout {
    let width = min(Metrics.alertWidth, max(0, bounds.width - 2 * Metrics.alertScreenMargin))
    let inset = Metrics.alertTextInset
    let buttonHeight = buttonHeight(
      standard: Metrics.alertButtonHeight, font: font(Metrics.alertButtonFont))

    // 1. The order: cancel first of two (the leading side), last of more.
    let order = otherIndexes + (cancelIndex.map { [$0] } ?? [])
    let pair = order.count == 2 ? (cancelIndex.map { [$0] + otherIndexes } ?? order) : order
    let sideBySide = order.count == 2 && fitSideBySide(pair, width: width)
    var layout = AlertLayout(arrangement: sideBySide ? .sideBySide : .stacked)

    // 2. The header, measured from the box's top-left corner and moved once it is placed.
    let texts = headerTexts(
      titleFont: font(Metrics.alertTitleFont), messageFont: font(Metrics.alertMessageFont),
      color: .label)
    let (lines, linesBottom) = centredLines(
      texts, minX: inset, width: width - 2 * inset, top: Metrics.alertTextPadding,
      spacing: Metrics.alertTitleMessageSpacing)
    let fieldCount = content.textFieldCount
    let headerHeight =
      texts.isEmpty ? 0 : linesBottom + (fieldCount > 0 ? 0 : Metrics.alertTextPadding)
    // 2b. The text fields under the message, stacked, with the padding below them: a band
    //     that does not scroll, so that the fields stay reachable however long the message.
    var fieldFrames: [CGRect] = []
    var fieldsHeight: CGFloat = 0
    if fieldCount > 0 {
      var y = texts.isEmpty ? Metrics.alertTextPadding : Metrics.alertTextFieldSpacing
      for _ in 0..<fieldCount {
        fieldFrames.append(
          CGRect(x: inset, y: y, width: width - 2 * inset, height: Metrics.alertTextFieldHeight))
        y += Metrics.alertTextFieldHeight + Metrics.alertTextFieldGap
      }
      fieldsHeight = y - Metrics.alertTextFieldGap + Metrics.alertTextPadding
    }
    let rows = sideBySide ? 1 : order.count
    let actionsHeight = CGFloat(rows) * buttonHeight
    let room = max(0, bounds.height - 2 * Metrics.alertScreenVerticalMargin)
    let (headerRoom, actionsRoom) = AlertLayout.allot(
      room: room, header: headerHeight, fixed: fieldsHeight, actions: actionsHeight)
    let height = headerRoom + fieldsHeight + actionsRoom

    // 3. The box, centred.
    let box = CGRect(
      x: (bounds.midX - width / 2).rounded(), y: (bounds.midY - height / 2).rounded(),
      width: width, height: height)
    layout.panels = [AlertLayout.Panel(frame: box, color: Metrics.alertBackgroundColor)]
    layout.headerLines = lines.map { $0.moved(by: box.origin) }
    layout.textFieldFrames = fieldFrames.map {
      $0.offsetBy(dx: box.minX, dy: box.minY + headerRoom)
    }
    let top = box.minY + headerRoom + fieldsHeight
    if headerHeight > 0 {
      layout.scrollRegions.append(
        AlertLayout.ScrollRegion(
          part: .header, frame: CGRect(x: box.minX, y: box.minY, width: width, height: headerRoom),
          contentHeight: headerHeight))
    }
    if rows > 0 {
      layout.scrollRegions.append(
        AlertLayout.ScrollRegion(
          part: .actions, frame: CGRect(x: box.minX, y: top, width: width, height: actionsRoom),
          contentHeight: actionsHeight))
    }

    // 4. The buttons under the header, each with a hairline above it (the first only under a
    //    header), and one between two side by side; all but the first scroll with them.
    let titleInset = Metrics.alertButtonTitleInset
    if sideBySide {
      let half = (width / 2).rounded()
      let visual = isRightToLeft ? Array(pair.reversed()) : pair
      let frames = [
        CGRect(x: box.minX, y: top, width: half, height: buttonHeight),
        CGRect(x: box.minX + half, y: top, width: width - half, height: buttonHeight),
      ]
      // Reading order is leading first: right to left, that is the right-hand button.
      let reading = isRightToLeft ? [1, 0] : [0, 1]
      layout.buttons = reading.map {
        button(
          visual[$0], frame: frames[$0], panelIndex: 0, font: alertFont(for: visual[$0]),
          inset: titleInset)
      }
      layout.hairlines.append(
        AlertLayout.Hairline(
          from: CGPoint(x: box.minX + half, y: top),
          to: CGPoint(x: box.minX + half, y: top + buttonHeight), scrollsWithActions: true))
    } else {
      for (row, index) in order.enumerated() {
        let frame = CGRect(
          x: box.minX, y: top + CGFloat(row) * buttonHeight, width: width, height: buttonHeight)
        layout.buttons.append(
          button(index, frame: frame, panelIndex: 0, font: alertFont(for: index), inset: titleInset)
        )
      }
    }
    // One hairline per row, across the box (two buttons side by side share theirs).
    let rowTops = Set(layout.buttons.map(\.frame.minY)).sorted()
    for y in rowTops where y > box.minY {
      layout.hairlines.append(
        .above(
          CGRect(x: box.minX, y: y, width: box.width, height: buttonHeight),
          scrollsWithActions: y > top))
    }
    return layout
  }
}
