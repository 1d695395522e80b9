import Foundation

/// A window's hold on its screen's `AccessibilityCenter`, so that it can stop listening when
/// the screen changes.
@MainActor
struct AccessibilitySettingsObservation {
  /// The center listened to.
  let center: AccessibilityCenter
  /// The observer's token in `center`.
  let token: AccessibilityCenter.ObserverToken
}

extension Window {
  /// Listens to the screen's accessibility settings (once per screen) and applies them now.
  ///
  /// On iOS, Bold Text and Increase Contrast reach views as traits (`legibilityWeight` bold,
  /// `accessibilityContrast` high), so that `traitCollectionDidChange(_:)` hears of them and
  /// dynamic colors resolve to their high-contrast values; the window does the same with the
  /// settings the host sets on `screen.accessibility`. Under Bold Text draw lists draw text one
  /// weight heavier and the screen measures it so; a change makes every view measure again.
  func followAccessibilitySettings() {
    let center = screen.accessibility
    guard accessibilitySettingsObservation?.center !== center else { return }
    if let previous = accessibilitySettingsObservation {
      previous.center.removeObserver(previous.token)
    }
    // Owned by the window: a screen outlives the windows drawn on it, and a window cannot
    // reach the center as it goes.
    let token = center.addObserver(owner: self) { [weak self] event in
      guard case .settingChanged(let setting, _) = event,
        setting == .boldText || setting == .darkerSystemColors
      else { return }
      self?.reapplyAccessibilitySettings()
      // Text measures wider or narrower now: every view measures again, as after a new screen.
      if setting == .boldText, let self { self.remeasureSubtree() }
    }
    accessibilitySettingsObservation = AccessibilitySettingsObservation(
      center: center, token: token)
    reapplyAccessibilitySettings()
  }

  /// `traits` with the screen's settings in force: bold legibility under Bold Text, high
  /// contrast under Darker Colors; otherwise as given.
  func applyingAccessibilitySettings(to traits: TraitCollection) -> TraitCollection {
    var traits = traits
    let center = screen.accessibility
    if center.isBoldTextEnabled { traits.legibilityWeight = .bold }
    if center.isDarkerSystemColorsEnabled { traits.accessibilityContrast = .high }
    return traits
  }

  /// Sets the host traits again, so that every view whose traits change is told; a setting
  /// switched off returns its trait to the default (regular weight, normal contrast).
  private func reapplyAccessibilitySettings() {
    var traits = hostTraitCollection
    let center = screen.accessibility
    if !center.isBoldTextEnabled, traits.legibilityWeight == .bold {
      traits.legibilityWeight = .regular
    }
    if !center.isDarkerSystemColorsEnabled, traits.accessibilityContrast == .high {
      traits.accessibilityContrast = .normal
    }
    hostTraitCollection = traits
  }
}
