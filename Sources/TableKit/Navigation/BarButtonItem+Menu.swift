import Foundation

/// A bar button item's menu, as iOS 14+ opens it: a tap opens the menu when the item has no
/// primary action; with one, the tap runs it and a long press (`Metrics.menuLongPressDuration`)
/// opens the menu, the finger going on to choose in it. The menu hangs under the item on a
/// navigation bar and over it on a toolbar, its trailing edge on the item's near the trailing
/// edge, as iOS 17 draws it.
extension BarButtonItem {
  /// Creates a titled button with a menu, as `UIBarButtonItem(title:image:primaryAction:menu:)`
  /// without the image.
  /// - Parameters:
  ///   - title: The title.
  ///   - style: Regular or bold; `.plain` by default.
  ///   - primaryAction: What a tap runs; with none (the default), a tap opens the menu.
  ///   - menu: The menu.
  public convenience init(
    title: String?, style: Style = .plain, primaryAction: Action? = nil, menu: Menu?
  ) {
    self.init(title: title, style: style, primaryAction: primaryAction)
    self.menu = menu
  }

  /// Creates a system button with a menu, as `UIBarButtonItem(systemItem:primaryAction:menu:)`.
  /// - Parameters:
  ///   - systemItem: Which button.
  ///   - primaryAction: What a tap runs; with none (the default), a tap opens the menu.
  ///   - menu: The menu.
  public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu?) {
    self.init(systemItem: systemItem, primaryAction: primaryAction)
    self.menu = menu
  }

  /// Whether a tap opens the menu: it has one and no primary action.
  var tapOpensMenu: Bool { menu != nil && primaryAction == nil }

  /// Whether a long press opens the menu: it has one besides its primary action.
  var longPressOpensMenu: Bool { menu != nil && primaryAction != nil }

  /// What a tap on the item does on `bar`: opens its menu hanging from `frame` (the item's
  /// rect in the bar's coordinates, as the bar lays it out when the menu draws), else runs the
  /// primary action; nothing while disabled.
  /// - Returns: The menu it opened, if any.
  @discardableResult
  func tap(on bar: View, frame: @escaping @MainActor () -> CGRect?) -> ButtonMenuView? {
    guard isEnabled else { return nil }
    guard tapOpensMenu else {
      performPrimaryAction()
      return nil
    }
    return presentMenu(from: bar, frame: frame)
  }

  /// Opens the menu over `bar`'s window, hanging from `frame` (in the bar's coordinates).
  /// - Returns: The open menu, or nil for no menu, a menu with nothing to show or a bar
  ///   outside a window (the last two reported through the window's warning handler).
  func presentMenu(from bar: View, frame: @escaping @MainActor () -> CGRect?) -> ButtonMenuView? {
    guard isEnabled, let menu else { return nil }
    return ButtonMenuView.present(
      menu, from: bar,
      anchor: { [weak bar] view in
        guard let bar, let rect = frame() else { return .zero }
        return bar.convert(rect, to: view)
      },
      report: { message in
        if let window = bar.window { window.warningHandler(message) } else {
          Window.reportWithoutWindow(message)
        }
      },
      choose: { [weak self] action in
        guard let self else { return }
        action.perform(sender: self)
      },
      didClose: { _ in }, noun: "bar button item")
  }
}
