import Foundation

/// A bar for typing a search, as UIKit's `UISearchBar` (iOS 13's look): a rounded gray field
/// with a magnifying glass and a gray placeholder, and a "Cancel" button in the tint that slides
/// in at the trailing side while `showsCancelButton` (a search controller shows it while the
/// search is active). The typing itself happens in `searchTextField`, a `TextField`, so the
/// caret, selection, composition and clipboard work as in any field.
///
/// A bar stands on its own (a table's header, 56 points tall) or under a navigation bar's
/// title when it is a navigation item's `searchController`'s (52 points, collapsing as the
/// content scrolls). Right to left, everything mirrors: the glass and text at the right, Cancel
/// at the left.
@preconcurrency @MainActor
open class SearchBar: View {
  /// The field the text is typed in (UIKit's `searchTextField`).
  public let searchTextField = TextField()

  /// Told about editing, typing, Return and Cancel.
  public weak var delegate: (any SearchBarDelegate)?

  /// The search controller that owns the bar, which hears the same events after the delegate.
  weak var searchController: SearchController?

  /// Whether the bar sits under a navigation bar (wider margins, no background of its own).
  var isInNavigationBar = false {
    didSet {
      backgroundColor = isInNavigationBar ? nil : .systemBackground
      setNeedsLayout()
    }
  }

  /// Passes the field's delegate calls on as the bar's.
  private lazy var relay = SearchFieldRelay(bar: self)

  /// The Cancel button's slide: its shown fraction from, to, and when the change began; nil at
  /// rest.
  private var cancelChange: (from: CGFloat, to: CGFloat, start: TimeInterval)?
  /// Whether a pointer went down on the Cancel button (its id), and whether it is still over it.
  var cancelPress: (pointer: Int, isInside: Bool)?

  /// Creates a bar; its height is `Metrics.searchBarHeight` when sized to fit.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    searchTextField.borderStyle = .none
    searchTextField.font = Metrics.searchFieldFont
    searchTextField.adjustsFontForContentSizeCategory = true
    searchTextField.clearButtonMode = .whileEditing
    searchTextField.returnKeyType = .search
    searchTextField.delegate = relay
    searchTextField.addAction(
      Action { [weak self] _ in self?.userDidChangeText() }, for: .editingChanged)
    addSubview(searchTextField)
  }

  // MARK: - Content

  /// The text; setting it replaces the field's text and updates a search controller's results
  /// (the delegate's `textDidChange` is only for the user's changes, as in UIKit). Reading gives
  /// "" for an empty bar.
  public var text: String? {
    get { searchTextField.text }
    set {
      guard !(newValue ?? "").isSameText(as: searchTextField.text ?? "") else { return }
      searchTextField.text = newValue
      setNeedsLayout()
      searchController?.searchBarTextDidChange()
    }
  }

  /// The gray text shown while the field is empty; nil (the default) shows "Search" in the
  /// bar's language, as UIKit's does, and an empty one shows nothing.
  public var placeholder: String? { didSet { setNeedsLayout() } }

  /// The placeholder drawn: the one set, else "Search" in the bar's language.
  var shownPlaceholder: String { placeholder ?? SystemStrings(for: self)[.search] }

  /// Whether the Cancel button shows; setting it shows or hides it without animation.
  public var showsCancelButton: Bool {
    get { cancelTarget > 0 }
    set { setShowsCancelButton(newValue, animated: false) }
  }
  private var cancelTarget: CGFloat = 0

  /// Shows or hides the Cancel button; animated, it slides in from the trailing edge as the
  /// field narrows (and back out), over `Metrics.searchCancelAnimationDuration`.
  public func setShowsCancelButton(_ shows: Bool, animated: Bool) {
    let target: CGFloat = shows ? 1 : 0
    guard target != cancelTarget else { return }
    let now = clock.now
    let current = cancelProgress(at: now)
    cancelTarget = target
    cancelChange = animated ? (current, target, now) : nil
    if !shows { cancelPress = nil }
    setNeedsLayout()
  }

  /// How far the Cancel button has slid in at `time`: 0 hidden, 1 shown.
  func cancelProgress(at time: TimeInterval) -> CGFloat {
    guard let change = cancelChange else { return cancelTarget }
    let linear = (time - change.start) / Metrics.searchCancelAnimationDuration
    guard linear < 1 else { return change.to }
    let eased = CGFloat(TimingCurve.easeInOut.value(at: max(0, linear)))
    return change.from + (change.to - change.from) * eased
  }

  /// The clock the Cancel button slides on: the field's (a table's or a window's).
  var clock: any FrameClock { searchTextField.clock }

  // MARK: - Layout

  /// As wide as offered, `Metrics.searchBarHeight` tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Metrics.searchBarHeight)
  }

  /// Places the field for the Cancel button's slide at the clock's time; the slide ends here.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let change = cancelChange, clock.now - change.start >= Metrics.searchCancelAnimationDuration
    {
      cancelChange = nil
    }
    let geometry = self.geometry(at: clock.now)
    // Right to left, text starts beside the glass whichever way it is written.
    searchTextField.textAlignment = isRightToLeft ? .right : .natural
    searchTextField.frame = geometry.text
    searchTextField.alpha = geometry.contentAlpha
    searchTextField.isHidden = geometry.contentAlpha <= 0
  }

  /// Frames are needed while the Cancel button slides.
  open override var needsAnimationFrame: Bool { cancelChange != nil }

  /// Lays out again in each frame of the Cancel button's slide.
  open override func layoutIfNeeded() {
    if cancelChange != nil { setNeedsLayout() }
    super.layoutIfNeeded()
  }

  /// The bar's parts at `time` (see `SearchBarGeometry`).
  func geometry(at time: TimeInterval) -> SearchBarGeometry {
    let indexRoom =
      (superview as? TableView)?.isShowingSectionIndex == true ? Metrics.sectionIndexWidth : 0
    return SearchBarGeometry(
      size: bounds.size,
      margin: isInNavigationBar ? Metrics.navigationSearchBarMargin : Metrics.searchBarMargin,
      restingHeight: isInNavigationBar
        ? Metrics.navigationSearchBarHeight : Metrics.searchBarHeight,
      trailingRoom: indexRoom, cancelProgress: cancelProgress(at: time),
      cancelWidth: screen.textMeasurer.size(of: cancelTitle, font: Metrics.searchCancelFont.sized(for: traitCollection))
        .width.rounded(.up),
      isRightToLeft: isRightToLeft)
  }

  /// The Cancel button's title: "Cancel" in the bar's language.
  var cancelTitle: String { SystemStrings(for: self)[.cancel] }

  // MARK: - Events from the field and the button

  /// A search made active before the bar was placed (in a navigation bar or a table's header)
  /// is presented over the searched controller (and dims) once the bar is.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    if superview != nil { searchController?.searchBarDidMoveToSuperview() }
  }

  /// The user changed the text in the field.
  private func userDidChangeText() {
    setNeedsLayout()
    delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
    searchController?.searchBarTextDidChange()
  }

  /// The Cancel button was tapped: the delegate hears it, then the search controller ends the
  /// search.
  func cancelButtonTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.cancelSearch()
  }

  fileprivate func fieldShouldBeginEditing() -> Bool {
    guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
    searchController?.searchBarWillBeginEditing()
    return true
  }

  fileprivate func fieldDidBeginEditing() { delegate?.searchBarTextDidBeginEditing(self) }
  fileprivate func fieldDidEndEditing() { delegate?.searchBarTextDidEndEditing(self) }
  fileprivate func fieldDidReturn() { delegate?.searchBarSearchButtonClicked(self) }

  // MARK: - Drawing

  /// Draws the field's rounded fill, the glass, the placeholder and the Cancel button (see
  /// `SearchBar+Drawing.swift`); the field draws the text and caret over them.
  open override func draw(in list: inout DrawList) { drawBar(in: &list) }
}

/// The search field's delegate, which passes the field's calls on to its bar (a separate object,
/// so that the bar does not show text-field delegate methods of its own).
@MainActor
private final class SearchFieldRelay: TextFieldDelegate {
  /// Weak: the field may be kept after its bar is gone; it then hears nothing.
  weak var bar: SearchBar?

  init(bar: SearchBar) { self.bar = bar }

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    bar?.fieldShouldBeginEditing() ?? true
  }
  func textFieldDidBeginEditing(_ textField: TextField) { bar?.fieldDidBeginEditing() }
  func textFieldDidEndEditing(_ textField: TextField) { bar?.fieldDidEndEditing() }
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    bar?.fieldDidReturn()
    return true
  }
}
