import Foundation

// MARK: - Drawing

extension NavigationBar {
  /// Draws the background (by default the bars' material over the content scrolled under it)
  /// as the page's appearances say, cross-fading from its scroll-edge look as content scrolls
  /// under the bar or the large title collapses, and the hairline at the bottom (one pixel),
  /// over each view's segment (`barSegments`). During a transition between pages of different
  /// looks, a shared segment cross-fades from the lower page's to the upper page's.
  func drawBarBackground(in list: inout DrawList) {
    let segments = barSegments
    let pages = shownPages
    if segments.upper != segments.lower {
      drawChrome(
        segments.lower, backdrop(for: pages.lower?.item, contentUnder: segments.lower.chromeAlpha),
        in: &list)
      drawChrome(
        segments.upper, backdrop(for: pages.upper?.item, contentUnder: segments.upper.chromeAlpha),
        in: &list)
      return
    }
    let segment = segments.upper
    let shared = backdrop(for: pages.upper?.item, contentUnder: segment.chromeAlpha)
    guard let lower = pages.lower, let upper = pages.upper else {
      return drawChrome(segment, shared, in: &list)
    }
    let lowerBackdrop = backdrop(for: lower.item, contentUnder: lower.backgroundAlpha)
    if lowerBackdrop.hasSameLooks(as: shared) { return drawChrome(segment, shared, in: &list) }
    let coverage = min(1, max(0, pages.coverage))
    drawChrome(segment, lowerBackdrop, alpha: 1 - coverage, in: &list)
    drawChrome(
      segment, backdrop(for: upper.item, contentUnder: upper.backgroundAlpha), alpha: coverage,
      in: &list)
  }

  private func drawChrome(
    _ segment: Segment, _ backdrop: BarBackdrop, alpha: CGFloat = 1, in list: inout DrawList
  ) {
    guard segment.maxX > segment.minX else { return }
    let y = segment.height - 1 / screen.scale
    backdrop.draw(
      in: segment.rect,
      hairline: (CGPoint(x: segment.minX, y: y), CGPoint(x: segment.maxX, y: y)),
      reducesTransparency: reducesTransparency || !isTranslucent, alpha: alpha, into: &list)
  }

  /// Draws the pages: the lower one fading out, the upper one fading in, titles moving between
  /// the title and back button places (in place under Reduce Motion), large titles sliding
  /// with their views.
  func drawPages(in list: inout DrawList) {
    // A title row an active search slides away carries the pages up with it.
    let shift = Metrics.navigationBarHeight - (shownPages.upper?.titleRowHeight ?? 0)
    guard shift > 0 else { return drawPagesInPlace(in: &list) }
    list.translated(by: CGPoint(x: 0, y: -shift)) { drawPagesInPlace(in: &$0) }
  }

  /// Draws the pages with the title row 44 points tall at the top.
  private func drawPagesInPlace(in list: inout DrawList) {
    let pages = shownPages
    guard let upperPage = pages.upper else { return }
    let c = min(1, max(0, pages.coverage))
    let upper = layout(of: upperPage)
    let tint = tintColor ?? .tint
    let width = frame.width
    let trailing: CGFloat = isRightToLeft ? -1 : 1
    func leadingX(_ rect: CGRect) -> CGFloat { isRightToLeft ? rect.maxX : rect.minX }

    let segments = barSegments
    guard let lowerPage = pages.lower else {
      draw(upper, page: upperPage, alpha: 1, tint: tint, segment: segments.upper, in: &list)
      return
    }
    let lower = layout(of: lowerPage)
    // A chevron both pages have stays put, drawn once at full strength.
    let sharedChevron = lower.backButton?.chevron != nil && upper.backButton?.chevron != nil

    // The lower page: its title moves to where the upper page's back title is (a push, seen
    // forwards; a pop, backwards), its back title slips away towards the leading edge.
    var lowerMotion = Motion()
    if !pages.crossFades, let title = lower.title?.frame {
      let target =
        upper.backButton?.text.map { leadingX($0.frame) }
        ?? (leadingX(title) - trailing * title.width / 2)
      lowerMotion.title = (target - leadingX(title)) * c
    }
    if !pages.crossFades, let back = lower.backButton?.text?.frame {
      lowerMotion.backTitle = -trailing * back.width / 2 * c
    }
    lowerMotion.hidesChevron = sharedChevron
    lowerMotion.largeTitleAlpha = (1 - c) * (1 - c)
    // The lower page fades faster than the upper one appears, so that the two titles do not
    // sit half-visible over each other near the back button.
    draw(
      lower, page: lowerPage, alpha: (1 - c) * (1 - c), tint: tint, motion: lowerMotion,
      segment: segments.lower, in: &list)

    // The upper page: its back title comes from where the lower title was, its title from the
    // trailing side.
    var upperMotion = Motion()
    if !pages.crossFades, let back = upper.backButton?.text?.frame, let title = lower.title?.frame {
      upperMotion.backTitle = (leadingX(title) - leadingX(back)) * (1 - c)
    }
    if !pages.crossFades, let title = upper.title?.frame {
      let room = isRightToLeft ? title.maxX : width - title.minX
      upperMotion.title = trailing * room / 2 * (1 - c)
    }
    draw(
      upper, page: upperPage, alpha: c, tint: tint, motion: upperMotion,
      segment: segments.upper, in: &list)
    if sharedChevron, let chevron = upper.backButton?.chevron {
      drawChevron(in: chevron, color: tint, alpha: 1, target: .back, in: &list)
    }
  }

  /// How far a page's parts are moved sideways during a transition, in points.
  private struct Motion {
    var title: CGFloat = 0
    var backTitle: CGFloat = 0
    var hidesChevron = false
    /// The large title's opacity: it fades on the lower page as the upper one covers it.
    var largeTitleAlpha: CGFloat = 1
  }

  private func draw(
    _ layout: NavigationBarLayout, page: Page, alpha: CGFloat, tint: Color,
    motion: Motion = Motion(), segment: Segment, in list: inout DrawList
  ) {
    guard alpha > 0 else { return }
    // The title row fades as an active search slides it away.
    let rowAlpha = alpha * min(1, max(0, page.titleRowHeight / Metrics.navigationBarHeight))
    let appearance = textAppearance(for: page)
    for button in layout.buttons {
      let isHighlighted = isHighlighted(button.target)
      // The chevron keeps the tint, as on iOS; the titles and glyphs take the appearance's.
      let color: Color
      if case .item(let item) = button.target {
        color = appearance.buttons(of: item.style).titleColor(
          of: item, isHighlighted: isHighlighted, tint: tint)
      } else {
        color = appearance.backButtonAppearance.normal.titleTextAttributes.foregroundColor
          ?? tint
      }
      if let chevron = button.chevron, !motion.hidesChevron {
        drawChevron(in: chevron, color: tint, alpha: rowAlpha, target: button.target, in: &list)
      }
      // An item's color is dimmed while pressed already; the back button's is dimmed here.
      let buttonAlpha: CGFloat =
        rowAlpha
        * (isHighlighted && button.chevron != nil ? Metrics.barButtonHighlightedAlpha : 1)
      if let text = button.text {
        let dx = button.chevron == nil ? 0 : motion.backTitle
        drawText(text, color: color.multiplyingAlpha(by: buttonAlpha), dx: dx, in: &list)
      }
      if let glyph = button.glyph {
        let faded = color.multiplyingAlpha(by: buttonAlpha)
        switch glyph.glyph {
        case .add: list.plusGlyph(in: glyph.frame, color: faded)
        case .trash: list.trashGlyph(in: glyph.frame, color: faded)
        }
      }
    }
    if let title = layout.title {
      // With a large title, the small one shows only once the band has collapsed.
      let titleAlpha = rowAlpha * page.collapse
      let color = appearance.titleTextAttributes.foregroundColor ?? .label
      drawText(title, color: color.multiplyingAlpha(by: titleAlpha), dx: motion.title, in: &list)
    }
    if let large = layout.largeTitle, page.largeTitleBand > 0 {
      // The large title rides at the bottom of its segment's band and is cut off by the
      // 44-point bar above it as the band collapses. It stays within its own view's segment
      // (`barSegments`), so it never spills over the other view of a transition or the content
      // below its bar; on the lower page it also fades as it is covered.
      let band = min(
        page.largeTitleBand,
        max(0, segment.height - page.titleRowHeight - page.searchBand))
      var text = large
      text.frame.origin.y += band - layout.largeTitleBand
      list.clipped(
        to: CGRect(
          x: segment.minX, y: Metrics.navigationBarHeight, width: segment.rect.width,
          height: band)
      ) { clipped in
        let color = appearance.largeTitleTextAttributes.foregroundColor ?? .label
        drawText(
          text, color: color.multiplyingAlpha(by: motion.largeTitleAlpha),
          dx: page.largeTitleOffset, in: &clipped)
      }
    }
  }

  private func drawChevron(
    in rect: CGRect, color: Color, alpha: CGFloat, target: NavigationBarLayout.Target,
    in list: inout DrawList
  ) {
    let faded = color.multiplyingAlpha(
      by: alpha * (isHighlighted(target) ? Metrics.barButtonHighlightedAlpha : 1))
    list.chevron(
      in: rect, lineWidth: Metrics.backChevronLineWidth, color: faded, pointsLeft: !isRightToLeft)
  }

  private func drawText(
    _ text: NavigationBarLayout.Text, color: Color, dx: CGFloat, in list: inout DrawList
  ) {
    list.text(
      TextRun(
        text.string, font: text.font, color: color,
        origin: CGPoint(x: screen.roundToPixel(text.frame.minX + dx), y: text.frame.minY),
        maxWidth: text.frame.width, truncation: .tail))
  }
}
