import Foundation

/// Shows a message with buttons to choose from, as UIKit's `UIAlertController`: an alert in a
/// box at the centre of the dimmed screen, or an action sheet hanging at the bottom. Present it
/// with `present(_:animated:completion:)`; it dismisses itself when the user chooses an action
/// and runs the action's handler once it is gone, as UIKit does.
///
/// It is presented `.overFullScreen`, so the presenter stays on screen and hears no appearance
/// calls. While shown it takes all input. Keys: Escape chooses the cancel action (an action
/// sheet without one just goes); Return chooses the focused button, else the preferred action,
/// else the only action that is not the cancel one; the arrows and Tab move a focus highlight
/// (scrolling a long list of buttons to it), and Space chooses the focused button; Page Up,
/// Page Down, Home and End scroll a message taller than the screen allows (else the list).
///
/// As in UIKit, it is meant to be used as it is: the class is final.
@preconcurrency @MainActor
public final class AlertController: ViewController {
  /// The kind of alert, as `UIAlertController.Style`.
  public enum Style: Int, Hashable, Sendable {
    /// A sheet of buttons rising from the bottom of the screen, with a separate Cancel.
    case actionSheet = 0
    /// A box at the centre of the screen.
    case alert = 1
  }

  /// An alert or an action sheet; fixed when the controller is made.
  public let preferredStyle: Style

  /// The title, in bold above the message.
  public override var title: String? {
    didSet { contentDidChange() }
  }

  /// The text under the title.
  public var message: String? {
    didSet { contentDidChange() }
  }

  /// The actions in the order added; the buttons show in this order, the cancel one moved
  /// last (or to the leading side of two, or apart in an action sheet).
  public private(set) var actions: [AlertAction] = []

  /// The action the user is most likely to choose: drawn in bold instead of the cancel one,
  /// and chosen by Return. It must be one of `actions`; another is ignored with a warning.
  /// Action sheets draw nothing differently for it, as UIKit's.
  public var preferredAction: AlertAction? {
    get { preferred }
    set {
      if let newValue, !actions.contains(where: { $0 === newValue }) {
        warn(
          "preferredAction must be one of the alert's actions; \(Self.describe(newValue)) was not added and is ignored"
        )
        return
      }
      preferred = newValue
      contentDidChange()
    }
  }
  private var preferred: AlertAction?

  /// Whether an action was chosen (or the sheet cancelled) since the alert last appeared, so
  /// that one choice runs one handler.
  private var hasChosen = false

  /// Creates an alert, as `UIAlertController(title:message:preferredStyle:)`.
  /// - Parameters:
  ///   - title: The title; nil shows none.
  ///   - message: The text under the title; nil shows none.
  ///   - preferredStyle: An alert or an action sheet.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalPresentationStyle = .overFullScreen
    modalTransitionStyle = .crossDissolve
  }

  /// Gives nil: an alert is made with `init(title:message:preferredStyle:)`, and TableKit has no
  /// archives to make one from.
  public required init?(coder: NSCoder) { nil }

  /// Adds a button for `action`, as UIKit's `addAction(_:)`.
  ///
  /// An alert has at most one `.cancel` action: where UIKit raises ("UIAlertController can
  /// only have one action with a style of UIAlertActionStyleCancel"), a second one is ignored
  /// with that warning, on the window's `warningHandler` or standard error. Adding the same
  /// action twice is ignored too.
  public func addAction(_ action: AlertAction) {
    // Its owner says whether it is ours in constant time, so that adding many actions costs
    // each the same; only one taken over by another alert since needs a search.
    if action.owner === self || (action.owner != nil && actions.contains { $0 === action }) {
      warn("\(Self.describe(action)) is already one of the alert's actions and is not added again")
      return
    }
    if action.style == .cancel, let cancelIndex {
      warn(
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel: \(Self.describe(action)) is ignored, \(Self.describe(actions[cancelIndex])) stays"
      )
      return
    }
    action.owner = self
    if action.style == .cancel { cancelIndex = actions.count }
    actions.append(action)
    contentDidChange()
  }

  /// The index in `actions` of the cancel action, if any.
  private(set) var cancelIndex: Int?

  // MARK: - Text fields

  /// The text fields `addTextField(configurationHandler:)` added, top to bottom; nil when there
  /// are none, as UIKit's.
  public var textFields: [TextField]? { addedTextFields.isEmpty ? nil : addedTextFields }
  private var addedTextFields: [TextField] = []

  /// Adds a text field under the message, as UIKit's `addTextField(configurationHandler:)`;
  /// `configurationHandler` sets it up (placeholder, secure entry, actions) before it shows.
  /// The first field becomes first responder when the alert appears, and Return in a field
  /// chooses what Return chooses in the alert (the preferred action). Only alerts have fields:
  /// where UIKit raises for an action sheet, the field is not added, with a warning.
  public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      warn("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
      return
    }
    let field = TextField()
    field.font = Metrics.alertTextFieldFont
    field.borderStyle = .roundedRect
    field.addAction(
      Action { [weak self] _ in self?.chooseReturnAction() }, for: .editingDidEndOnExit)
    configurationHandler?(field)
    addedTextFields.append(field)
    alertView?.addSubview(field)
    contentDidChange()
  }

  /// Return in a text field: the preferred action, else the only one that is not Cancel.
  private func chooseReturnAction() {
    guard let action = returnAction, let index = actions.firstIndex(where: { $0 === action })
    else { return }
    choose(actionAt: index)
  }

  // MARK: - View and presentation

  /// Makes the alert's view: the whole screen, dimmed, with the box or sheet over it.
  public override func loadView() {
    let alertView = AlertView(controller: self)
    for field in addedTextFields { alertView.addSubview(field) }
    view = alertView
  }

  private var alertView: AlertView? { viewIfLoaded as? AlertView }

  /// An alert fades in and out in `Metrics.alertTransitionDuration`; an action sheet slides
  /// in `Metrics.actionSheetTransitionDuration`.
  public override var presentationTransitionDuration: TimeInterval {
    switch preferredStyle {
    case .alert: Metrics.alertTransitionDuration
    case .actionSheet: Metrics.actionSheetTransitionDuration
    }
  }

  /// Fades the dimming with `progress` and moves the alert's panels: the box fades and zooms
  /// in (and only fades out), the action sheet slides up and back down. The view itself stays
  /// over the whole screen, less a window's on-screen keyboard (so the alert centres above it).
  public override func updatePresentation(progress: CGFloat) {
    guard let alertView else { return }
    alertView.presentationProgress = progress
    alertView.isDismissing = appearanceState == .disappearing
    if let window = alertView.superview as? Window {
      alertView.frame = window.contentBounds
    } else if let container = alertView.superview {
      alertView.frame = container.bounds
    }
  }

  /// Forgets the last choice and the focus as the alert comes on screen.
  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    hasChosen = false
    alertView?.resetInteraction()
    alertView?.resetScrolling()
    addedTextFields.first?.becomeFirstResponder()
  }

  /// Ends editing in the text fields as the alert goes, so that the host turns text input off.
  public override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    for field in addedTextFields { field.resignFirstResponder() }
  }

  // MARK: - Choosing

  /// What the layout needs to know of the content.
  var layoutContent: AlertLayout.Content {
    AlertLayout.Content(
      style: preferredStyle, title: title, message: message,
      actions: actions.map {
        AlertLayout.Content.Entry(title: $0.title ?? "", style: $0.style, isEnabled: $0.isEnabled)
      },
      preferredIndex: preferredStyle == .alert
        ? preferred.flatMap { action in actions.firstIndex { $0 === action } } : nil,
      cancelIndex: cancelIndex,
      textFieldCount: addedTextFields.count)
  }

  /// Chooses the action at `index`: the alert dismisses itself, then the handler runs, once.
  /// - Returns: Whether it was chosen (not when disabled, when a choice was already made, or
  ///   while the alert is being dismissed by other means).
  @discardableResult
  func choose(actionAt index: Int) -> Bool {
    guard actions.indices.contains(index), actions[index].isEnabled, !hasChosen,
      appearanceState != .disappearing
    else { return false }
    let action = actions[index]
    finish { action.handler?(action) }
    return true
  }

  /// Cancels as Escape or a tap outside an action sheet do: chooses the cancel action; an
  /// action sheet without one just goes; an alert without one stays.
  /// - Returns: Whether the alert goes.
  @discardableResult
  func cancel() -> Bool {
    if let cancelIndex { return choose(actionAt: cancelIndex) }
    guard preferredStyle == .actionSheet, !hasChosen, appearanceState != .disappearing else {
      return false
    }
    finish {}
    return true
  }

  /// A tap on the dimmed screen: cancels an action sheet, does nothing to an alert.
  func cancelFromOutside() {
    guard preferredStyle == .actionSheet else { return }
    cancel()
  }

  /// Dismisses the alert with animation and then runs `afterwards`.
  private func finish(_ afterwards: @escaping @MainActor () -> Void) {
    hasChosen = true
    guard let presenter = presentingViewController else { return afterwards() }
    presenter.dismiss(animated: true, completion: afterwards)
  }

  /// The action Return chooses when no button has the keyboard focus: the preferred one
  /// (alerts), else the only one that is not the cancel one, else the only one.
  var returnAction: AlertAction? {
    if preferredStyle == .alert, let preferred { return preferred }
    let others = actions.filter { $0.style != .cancel }
    if others.count == 1 { return others[0] }
    return actions.count == 1 ? actions[0] : nil
  }

  /// Answers the keys described in the type's notes. While the alert is shown it is modal, so
  /// it uses every key: none reaches what lies under it.
  public override func handlePresentedKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    let forward: Int = alertView?.isRightToLeft == true ? -1 : 1
    switch key {
    case .escape:
      cancel()
    case .return:
      if let focused = alertView?.focusedButton {
        alertView?.choose(focused)
      } else if let action = returnAction, let index = actions.firstIndex(where: { $0 === action })
      {
        choose(actionAt: index)
      }
    case .space:
      if let focused = alertView?.focusedButton { alertView?.choose(focused) }
    case .down:
      alertView?.moveFocus(by: 1)
    case .up:
      alertView?.moveFocus(by: -1)
    case .right:
      alertView?.moveFocus(by: forward)
    case .left:
      alertView?.moveFocus(by: -forward)
    case .tab:
      alertView?.moveFocus(by: modifiers.contains(.shift) ? -1 : 1)
    case .pageDown:
      alertView?.scrollByPage(1)
    case .pageUp:
      alertView?.scrollByPage(-1)
    case .home:
      alertView?.scrollToEdge(toEnd: false)
    case .end:
      alertView?.scrollToEdge(toEnd: true)
    default:
      break
    }
    return true
  }

  // MARK: - Changes and warnings

  /// An action's `isEnabled` changed: the buttons are laid out again.
  func actionDidChange() { contentDidChange() }

  private func contentDidChange() { viewIfLoaded?.setNeedsLayout() }

  private func warn(_ message: String) {
    if let window { window.warningHandler(message) } else { Window.reportWithoutWindow(message) }
  }

  private static func describe(_ action: AlertAction) -> String {
    "the action \"\(action.title ?? "")\""
  }
}
