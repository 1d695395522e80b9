import Foundation

/// What a view keeps about traits: what it overrides for itself and its subviews, the traits
/// it last told `traitCollectionDidChange` about, the host's traits on a root view, and the
/// handlers registered for changes.
struct ViewTraitState {
  /// The traits this view sets (`traitOverrides`); unspecified ones are inherited.
  var overrides = TraitCollection()
  /// The traits the host program gives a root view (a window); nil for the defaults.
  var host: TraitCollection?
  /// The traits last reported, nil before the first walk reached the view.
  var reported: TraitCollection?
  /// Handlers registered with `registerForTraitChanges(_:handler:)`.
  var registrations: [TraitChangeRegistration] = []
  /// Whether the view adjusts its font to the content size category
  /// (`ContentSizeCategoryFollowing`); kept here so the walk casts only such views.
  var adjustsFont = false
}

/// A handler registered for changes of some traits, as UIKit 17's
/// `registerForTraitChanges(_:handler:)` returns; pass it to `unregisterForTraitChanges(_:)`.
public final class TraitChangeRegistration {
  /// The traits whose change calls the handler.
  let traits: Set<TraitCollection.Trait>
  /// The handler: the view and the traits it had before.
  let handler: @MainActor (View, TraitCollection) -> Void

  init(
    traits: Set<TraitCollection.Trait>,
    handler: @escaping @MainActor (View, TraitCollection) -> Void
  ) {
    self.traits = traits
    self.handler = handler
  }
}

extension TraitCollection {
  /// One trait, for `registerForTraitChanges(_:handler:)` (UIKit names each by a type, such as
  /// `UITraitUserInterfaceStyle.self`).
  public enum Trait: Hashable, Sendable, CaseIterable {
    /// `userInterfaceStyle`.
    case userInterfaceStyle
    /// `preferredContentSizeCategory`.
    case preferredContentSizeCategory
    /// `userInterfaceLevel`.
    case userInterfaceLevel
    /// `layoutDirection`.
    case layoutDirection
    /// `displayScale`.
    case displayScale
    /// `horizontalSizeClass`.
    case horizontalSizeClass
    /// `accessibilityContrast`.
    case accessibilityContrast
    /// `legibilityWeight`.
    case legibilityWeight
    /// `preferredLanguage`.
    case preferredLanguage
  }

  /// The traits whose values differ between the two collections.
  public func changedTraits(comparedTo other: TraitCollection) -> Set<Trait> {
    var changed: Set<Trait> = []
    if userInterfaceStyle != other.userInterfaceStyle { changed.insert(.userInterfaceStyle) }
    if preferredContentSizeCategory != other.preferredContentSizeCategory {
      changed.insert(.preferredContentSizeCategory)
    }
    if userInterfaceLevel != other.userInterfaceLevel { changed.insert(.userInterfaceLevel) }
    if layoutDirection != other.layoutDirection { changed.insert(.layoutDirection) }
    if displayScale != other.displayScale { changed.insert(.displayScale) }
    if horizontalSizeClass != other.horizontalSizeClass { changed.insert(.horizontalSizeClass) }
    if accessibilityContrast != other.accessibilityContrast {
      changed.insert(.accessibilityContrast)
    }
    if legibilityWeight != other.legibilityWeight { changed.insert(.legibilityWeight) }
    if preferredLanguage != other.preferredLanguage { changed.insert(.preferredLanguage) }
    return changed
  }
}

extension View {
  // MARK: - Reading and overriding traits

  /// The traits this view draws with: its superview's (a root view's come from its host, or
  /// `TraitCollection.hostDefault`), changed by its controller's and its own overrides, with
  /// the layout direction the view lays out in and its screen's scale.
  public var traitCollection: TraitCollection {
    traits(inheriting: superview?.traitCollection ?? traitState.host ?? .hostDefault)
  }

  /// Traits this view sets for itself and its subviews, as UIKit 17's `traitOverrides`:
  /// specified values replace the inherited ones. Setting it tells every view below whose
  /// traits change (`traitCollectionDidChange(_:)`).
  public var traitOverrides: TraitCollection {
    get { traitState.overrides }
    set {
      guard newValue != traitState.overrides else { return }
      traitState.overrides = newValue
      updateTraits()
    }
  }

  /// Light or dark for this view and its subviews whatever the window says, as UIKit's
  /// `overrideUserInterfaceStyle`; `.unspecified` inherits.
  public var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { traitOverrides.userInterfaceStyle }
    set { traitOverrides.userInterfaceStyle = newValue }
  }

  /// Calls `handler` after any of `traits` changes for this view, with the view and its
  /// previous traits, as UIKit 17's `registerForTraitChanges(_:handler:)`.
  /// - Returns: The registration, to pass to `unregisterForTraitChanges(_:)`.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [TraitCollection.Trait],
    handler: @escaping @MainActor (View, TraitCollection) -> Void
  ) -> TraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: Set(traits), handler: handler)
    traitState.registrations.append(registration)
    return registration
  }

  /// Removes a handler registered with `registerForTraitChanges(_:handler:)`.
  public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
    traitState.registrations.removeAll { $0 === registration }
  }

  // MARK: - Telling views of changes

  /// This view's traits given its superview's `inherited` ones.
  func traits(inheriting inherited: TraitCollection) -> TraitCollection {
    var traits = inherited
    if let controller = controllerOwningView {
      traits = traits.overridden(by: controller.traitOverrides)
    }
    traits = traits.overridden(by: traitState.overrides)
    // The direction in force, as `effectiveUserInterfaceLayoutDirection` has it, but taken from
    // the superview's traits rather than by walking up the tree again for every view.
    switch semanticContentAttribute {
    case .forceLeftToRight: traits.layoutDirection = .leftToRight
    case .forceRightToLeft: traits.layoutDirection = .rightToLeft
    case .unspecified where superview == nil || inherited.layoutDirection == .unspecified:
      traits.layoutDirection = isRightToLeft ? .rightToLeft : .leftToRight
    case .unspecified: traits.layoutDirection = inherited.layoutDirection
    }
    return traits
  }

  /// Walks this view and every view below it, telling each whose traits differ from those it
  /// was last told of (`traitCollectionDidChange(_:)`, its controller's, its registrations)
  /// and asking a new layout where the text size changed; a view that adjusts its font to the
  /// text size makes it again first, on every pass. Called when a view joins a tree,
  /// when overrides change and when a host sets a window's traits.
  /// - Complexity: O(n) in the views below, each merging its overrides once.
  func updateTraits(inheriting inherited: TraitCollection? = nil) {
    let traits = inherited.map { self.traits(inheriting: $0) } ?? traitCollection
    // Before anyone is told, so that `traitCollectionDidChange(_:)` sees the new font.
    if traitState.adjustsFont, let view = self as? any ContentSizeCategoryFollowing {
      view.adjustFont(for: traits)
    }
    if let previous = traitState.reported, previous != traits {
      traitState.reported = traits
      let changed = traits.changedTraits(comparedTo: previous)
      // Words change width with the language ("Back" is "Zurück"), so bars and fields lay out
      // again.
      if !changed.isDisjoint(with: [
        .preferredContentSizeCategory, .layoutDirection, .preferredLanguage,
      ]) {
        setNeedsLayout()
      }
      if changed.contains(.preferredContentSizeCategory) { contentSizeCategoryDidChange() }
      traitCollectionDidChange(previous)
      controllerOwningView?.traitCollectionDidChange(previous)
      for registration in traitState.registrations
      where !registration.traits.isDisjoint(with: changed) {
        registration.handler(self, previous)
      }
    } else {
      traitState.reported = traits
    }
    for subview in subviews { subview.updateTraits(inheriting: traits) }
  }

  /// Takes `owner`'s traits as the ones this view inherits: for a view `owner` lays out and
  /// draws without holding it as a subview (a table's background view, which must not
  /// scroll), which would otherwise take the host's defaults, light in a dark table.
  /// A view that has a superview after all inherits from it, as every subview does.
  func inheritTraits(asDrawnBy owner: View) {
    guard superview == nil else { return }
    let inherited = owner.traitCollection
    guard inherited != traitState.host else { return }
    traitState.host = inherited
    updateTraits()
  }

  /// Whether the view draws with other traits than its superview's: a root view has its own,
  /// and a view whose overrides (or its controller's) change some.
  var drawsWithOwnTraits: Bool {
    superview == nil || !traitState.overrides.isEmpty
      || controllerOwningView?.traitOverrides.isEmpty == false
  }

  /// The traits a draw list resolves this view's colors with, given its superview's.
  func drawingTraits(inheriting inherited: TraitCollection) -> TraitCollection {
    if superview == nil { return traitCollection }
    guard drawsWithOwnTraits else { return inherited }
    var traits = inherited
    if let controller = controllerOwningView {
      traits = traits.overridden(by: controller.traitOverrides)
    }
    return traits.overridden(by: traitState.overrides)
  }
}

extension Window {
  /// The traits the host program gives the window — the desktop's appearance, the user's text
  /// size — from which every view inherits. Setting it tells every view whose traits change.
  /// The screen's Bold Text and Darker Colors settings, when on, make its legibility weight
  /// bold and its contrast high, whatever the host says.
  public var hostTraitCollection: TraitCollection {
    get { traitState.host ?? .hostDefault }
    set {
      let merged = applyingAccessibilitySettings(
        to: TraitCollection.hostDefault.overridden(by: newValue))
      guard merged != traitState.host else { return }
      traitState.host = merged
      updateTraits()
    }
  }
}

extension TraitCollection {
  /// Whether no trait is specified. Asked of every view drawn, every frame: compared a trait at
  /// a time, it copies nothing, where comparing with an empty collection copied both (issue 32:
  /// about 1 % of a table's frame). A trait added to the collection must be added here; the
  /// assertion says so in debug builds.
  var isEmpty: Bool {
    let empty =
      userInterfaceStyle == .unspecified && preferredContentSizeCategory == .unspecified
      && userInterfaceLevel == .unspecified && layoutDirection == .unspecified
      && displayScale == 0 && horizontalSizeClass == .unspecified
      && verticalSizeClass == .unspecified && accessibilityContrast == .unspecified
      && legibilityWeight == .unspecified && preferredLanguage == nil
    assert(empty == (self == TraitCollection()), "TraitCollection.isEmpty misses a trait")
    return empty
  }
}
