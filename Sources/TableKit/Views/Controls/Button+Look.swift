import Foundation

/// What a button shows in its current state: the title, subtitle and image, and their colors.
extension Button {
  /// The configuration as shown: a pop-up button's title is its menu's chosen item.
  var shownConfiguration: Configuration {
    guard var shown = configuration else { return Configuration(style: .plain) }
    if changesSelectionAsPrimaryAction, let chosen = chosenMenuAction {
      shown.title = chosen.title
    }
    return shown
  }

  /// The side of the glyph buttons (detail disclosure, info, add, close); nil for others.
  var glyphSide: CGFloat? {
    switch buttonType {
    case .detailDisclosure, .infoLight, .infoDark, .contactAdd: Metrics.buttonGlyphSide
    case .close: Metrics.closeButtonSide
    case .custom, .system: nil
    }
  }

  /// The title color a state has when none was set: the tint for a system button (gray when
  /// disabled), white for a custom one, as UIKit.
  func defaultTitleColor(for state: State) -> Color? {
    switch buttonType {
    case .custom: .white
    default: state.contains(.disabled) ? .disabledLabel : tintColor
    }
  }

  /// The color of the title, subtitle and image now.
  var foregroundColor: Color {
    guard let configuration else {
      let color = currentTitleColor
      // A system button dims while pressed unless a highlighted color was set.
      let dims = buttonType != .custom && titleColors[State.highlighted.rawValue] == nil
      return isHighlighted && dims
        ? color.multiplyingAlpha(by: Metrics.buttonHighlightedAlpha) : color
    }
    guard isEnabled else { return .tertiaryLabel }
    let base =
      configuration.baseForegroundColor ?? (configuration.style == .filled ? .white : tintColor!)
    let dims = isHighlighted && configuration.style == .plain
    return dims ? base.multiplyingAlpha(by: Metrics.buttonHighlightedAlpha) : base
  }

  /// The fill behind a configured button's content now; nil for none.
  var configuredBackgroundColor: Color? {
    guard let configuration else { return nil }
    guard isEnabled else {
      return configuration.style == .plain
        ? configuration.background.backgroundColor : .tertiarySystemFill
    }
    let color: Color?
    if let explicit = configuration.background.backgroundColor {
      color = explicit
    } else {
      let base = configuration.baseBackgroundColor ?? tintColor!
      switch configuration.style {
      case .plain: color = configuration.baseBackgroundColor
      case .gray: color = configuration.baseBackgroundColor ?? .tertiarySystemFill
      case .tinted: color = base.multiplyingAlpha(by: Metrics.tintedButtonBackgroundAlpha)
      case .filled: color = base
      }
    }
    guard isHighlighted else { return color }
    return color?.multiplyingAlpha(by: Metrics.buttonHighlightedBackgroundAlpha)
  }

  /// Colors the title, the subtitle and a symbol image.
  func applyForegroundColor(_ color: Color) {
    if titleLabel?.textColor != color { titleLabel?.textColor = color }
    if subtitleLabel?.textColor != color { subtitleLabel?.textColor = color }
    if imageView?.ownTintColor != color { imageView?.tintColor = color }
  }

  /// The title, subtitle and image changed, or the state, tint or menu did: the parts show
  /// them again and the button's size is measured anew.
  func contentDidChange() {
    let title: String?
    let subtitle: String?
    let image: Image?
    if let configuration {
      let shown = shownConfiguration
      title = shown.title
      subtitle = shown.subtitle
      image = shown.image
      titleLabel?.font = configuration.titleFont
      subtitleLabel?.font = configuration.subtitleFont
    } else {
      title = self.title(for: state)
      subtitle = nil
      image = self.image(for: state)
    }
    titleLabel?.text = title
    subtitleLabel?.text = subtitle
    imageView?.image = image
    applyForegroundColor(foregroundColor)
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }
}
