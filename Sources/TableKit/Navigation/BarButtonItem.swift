import Foundation

/// A button on a navigation bar, as UIKit's `UIBarButtonItem`: a system item (Done, Cancel,
/// Edit, Save, Add, Trash) or a title, drawn in the bar's tint, that runs its primary action
/// when tapped.
@preconcurrency @MainActor
public final class BarButtonItem {
  /// The buttons iOS draws itself, as `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Sendable {
    /// "Done", in bold.
    case done = 0
    /// "Cancel".
    case cancel = 1
    /// "Edit".
    case edit = 2
    /// "Save", in bold.
    case save = 3
    /// A plus sign.
    case add = 4
    /// Room that grows to share a toolbar's free width with other flexible spaces; draws
    /// nothing (`flexibleSpace()`).
    case flexibleSpace = 5
    /// Room `width` points wide; draws nothing (`fixedSpace(_:)`).
    case fixedSpace = 6
    /// A trash can.
    case trash = 16
  }

  /// How a titled button is drawn, as `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable {
    /// Regular weight.
    case plain = 0
    /// Bold: the button that finishes the screen's task.
    case done = 2
  }

  /// The system item this button shows, or nil for a titled button.
  public let systemItem: SystemItem?
  /// The title drawn (for a system item, its English word, drawn in the bar's language; nil
  /// for Add and Trash, which are glyphs). Setting it replaces the system word.
  public var title: String? { didSet { systemWord = nil } }
  /// The system word the title stands for (Done, Cancel, Edit, Save), looked up in the
  /// language of the bar showing the button (`title(in:)`); nil once a title is set.
  private(set) var systemWord: SystemStrings.Word?
  /// Regular or bold.
  public var style: Style
  /// Whether the button can be tapped; a disabled button is drawn gray.
  public var isEnabled = true
  /// What a tap runs; nil does nothing.
  public var primaryAction: Action?
  /// The button's color; nil uses the bar's tint.
  public var tintColor: Color?
  /// A number to find the button by.
  public var tag = 0
  /// The width of a fixed space, as UIKit's `width`; 0 for other items (they size to their
  /// content).
  public var width: CGFloat = 0
  /// What assistive technology calls the button; nil reads its title, or the system item's
  /// name ("Add", "Delete") for a glyph (`BarButtonItem+Accessibility.swift`).
  public var accessibilityLabel: String?
  /// What pressing the button does, when its label does not say.
  public var accessibilityHint: String?
  /// A name for tests and automation to find the button by.
  public var accessibilityIdentifier: String?
  /// The menu the button opens, as UIKit's `menu` (iOS 14): on a tap when it has no primary
  /// action, else on a long press (`BarButtonItem+Menu.swift`).
  public var menu: Menu?

  /// Creates a system button, as `UIBarButtonItem(systemItem:primaryAction:menu:)`.
  /// - Parameters:
  ///   - systemItem: Which button.
  ///   - primaryAction: What a tap runs.
  public init(systemItem: SystemItem, primaryAction: Action? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    switch systemItem {
    case .done: systemWord = .done
    case .cancel: systemWord = .cancel
    case .edit: systemWord = .edit
    case .save: systemWord = .save
    case .add, .trash, .flexibleSpace, .fixedSpace: systemWord = nil
    }
    title = systemWord.map { SystemStrings.english[$0] }
    style = systemItem == .done || systemItem == .save ? .done : .plain
  }

  /// Creates a titled button, as `UIBarButtonItem(title:style:primaryAction:)` (and the
  /// target-action initializer, whose selector becomes the action).
  /// - Parameters:
  ///   - title: The title.
  ///   - style: Regular or bold; `.plain` by default.
  ///   - primaryAction: What a tap runs.
  public init(title: String?, style: Style = .plain, primaryAction: Action? = nil) {
    systemItem = nil
    self.title = title
    self.style = style
    self.primaryAction = primaryAction
  }

  /// Runs the primary action, as a tap does, unless the button is disabled.
  public func performPrimaryAction() {
    guard isEnabled, let primaryAction else { return }
    primaryAction.perform(sender: self)
  }

  /// Makes this the Edit/Done button of a controller (`editButtonItem`).
  func configureAsEditButton(isEditing: Bool) {
    let word: SystemStrings.Word = isEditing ? .done : .edit
    title = SystemStrings.english[word]
    systemWord = word  // after the title, whose setting forgets it
    style = isEditing ? .done : .plain
  }

  /// The title as a bar in `language` shows it: a system word in that language, else `title`.
  func title(in language: String?) -> String? {
    systemWord.map { SystemStrings(language: language)[$0] } ?? title
  }
}
