import Foundation

/// VoiceOver's touch model over a window, for a host without a screen reader of its own (the
/// kiosk's spoken mode): it owns the reading focus, turns each `SpokenInput` into a focus move,
/// an action or a page scroll, and says what happened through a `SpeechOutput`. It also speaks
/// what the app posts: a new screen (reading it from its heading), an announcement, a page
/// scrolled ("Rows 21 to 40 of 1,000").
///
///     let session = SpokenSession(root: window, output: speech)
///     session.start()                 // says the screen's first heading
///     session.handle(.next)           // swipe right: the next element
///     renderer.drawFocusFrame(session.focusFrame)
@MainActor
public final class SpokenSession {
  /// The window the focus moves in.
  public let root: View
  /// The reading focus (VoiceOver's cursor).
  public let focus: AccessibilityFocus
  /// What the session says.
  private let output: SpeechOutput
  /// The center whose notifications the session speaks.
  private let center: AccessibilityCenter
  private var observer: AccessibilityCenter.ObserverToken?
  /// What was said last, for `.repeatLast`.
  public private(set) var lastUtterance: String?
  /// Whether speech is paused (a two-finger tap).
  public private(set) var isPaused = false
  /// The rotor's setting and the action it chose (see `SpokenSession+Rotor`).
  var rotor = SpokenRotor()

  /// Creates a session over `root`, speaking to `output`, that listens to the notifications
  /// posted on `root`'s screen. It says nothing until `start()` or an input.
  public init(root: View, output: SpeechOutput) {
    self.root = root
    self.output = output
    focus = AccessibilityFocus(root: root)
    center = root.screen.accessibility
    center.isVoiceOverRunning = true
    observer = center.addObserver { [weak self] event in
      guard case .posted(let notification, let argument) = event else { return }
      MainActor.assumeIsolated { self?.hear(notification, argument: argument) }
    }
  }

  isolated deinit {
    if let observer { center.removeObserver(observer) }
    center.isVoiceOverRunning = false
  }

  /// The focused element's frame in window coordinates, where the host draws the focus frame;
  /// nil when nothing has the focus.
  public var focusFrame: CGRect? { focus.focusedNode?.frame }

  /// Puts the focus on the screen's first heading (else its first element) and says it, as
  /// VoiceOver does when a screen appears.
  public func start() { focusScreenStart(on: nil) }

  /// Acts on one input and says the result.
  public func handle(_ input: SpokenInput) {
    switch input {
    case .explore(let point):
      explore(at: point)
    case .next:
      if let node = focus.moveNext() { say(node.spokenDescription) } else { say(endOfScreen) }
    case .previous:
      if let node = focus.movePrevious() { say(node.spokenDescription) } else { say(endOfScreen) }
    case .activate:
      if !performChosenAction() { activate() }
    case .scrollPage(let direction):
      scrollPage(direction)
    case .togglePause:
      if isPaused { output.resume() } else { output.pause() }
      isPaused.toggle()
    case .repeatLast:
      if let lastUtterance { say(lastUtterance) }
    case .nextRotorSetting:
      turnRotor(by: 1)
    case .previousRotorSetting:
      turnRotor(by: -1)
    case .nextRotorItem:
      stepRotor(by: 1)
    case .previousRotorItem:
      stepRotor(by: -1)
    }
  }

  // MARK: - Inputs

  /// What VoiceOver says when a swipe finds no further element.
  private var endOfScreen: String { focus.focusedNode?.spokenDescription ?? "Nothing to read" }

  /// Focuses and says the element under `point`, unless it already has the focus: a finger
  /// dragging over one element says it once.
  private func explore(at point: CGPoint) {
    let tree = AccessibilityTree(of: root)
    guard let node = Self.element(at: point, in: tree) else { return }
    if node.id == focus.focusedNode?.id { return }
    focus.focus(node.id)
    say(node.spokenDescription)
  }

  /// The element a finger at `point` touches: the smallest focusable element whose frame holds
  /// it (a row's More Info button rather than the row; a bar's button rather than the row
  /// scrolled under the bar).
  static func element(at point: CGPoint, in tree: AccessibilityTree) -> AccessibilityNode? {
    tree.focusableNodes.filter { $0.frame.contains(point) }
      .min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
  }

  /// Activates the focused element; an element that does nothing on activation is said again.
  /// A new screen the activation opens is spoken when it has appeared (`.screenChanged`).
  private func activate() {
    guard let node = focus.focusedNode else { return }
    let tree = AccessibilityTree(of: root)
    guard node.actions.contains(.activate) || node.listPosition != nil, tree.activate(node.id)
    else {
      say(node.spokenDescription)
      return
    }
    // A selection or a switch changes what the element says; a push says its screen later.
    if let changed = focus.focusedNode, changed.spokenDescription != node.spokenDescription {
      say(changed.spokenDescription)
    }
  }

  /// Scrolls the focused element's list a page (the first list on screen when the focus is
  /// outside any, on a bar's title say); the list posts `.pageScrolled`, which is spoken, and
  /// the focus goes to the first row the page shows.
  private func scrollPage(_ direction: AccessibilityScrollDirection) {
    let tree = AccessibilityTree(of: root)
    let firstList = tree.root.allNodes.first(where: { $0.role == .list })?.id
    let candidates = [focus.focusedNode?.id, firstList].compactMap { $0 }
    guard let from = candidates.first(where: { tree.scroll(direction, from: $0) }) else {
      // At the end: VoiceOver says where the list is (the table posted nothing).
      if let from = candidates.first, let table = Self.table(behind: from, in: tree) {
        say(table.accessibilityScrollStatus)
      }
      return
    }
    guard let table = Self.table(behind: from, in: tree),
      let first = table.layout.rows(intersecting: table.unobscuredArea(forSection: nil))
        .firstIndexPath,
      let cell = table.cellForRow(at: first)
    else { return }
    focus.focus(on: cell)
  }

  /// The table that holds the element `id`, or is it.
  private static func table(behind id: AccessibilityNodeID, in tree: AccessibilityTree)
    -> TableView?
  {
    var view = tree.view(id)
    while let current = view {
      if let table = current as? TableView { return table }
      view = current.superview
    }
    return tree.root.allNodes.lazy.compactMap { tree.view($0.id) as? TableView }.first
  }

  // MARK: - Notifications

  private func hear(_ notification: AccessibilityNotification, argument: Any?) {
    if notification == .screenChanged {
      focusScreenStart(on: argument as? View)
    } else if notification == .layoutChanged {
      if let view = argument as? View, focus.focus(on: view), let node = focus.focusedNode {
        say(node.spokenDescription)
      }
    } else if notification == .announcement || notification == .pageScrolled {
      if let text = argument as? String ?? (argument as? NSAttributedString)?.string {
        say(text)
      }
    }
  }

  /// Focuses `view`, else the screen's first heading, else its first element, and says it.
  private func focusScreenStart(on view: View?) {
    if let view, focus.focus(on: view), let node = focus.focusedNode {
      say(node.spokenDescription)
      return
    }
    let nodes = AccessibilityTree(of: root).focusableNodes
    guard let node = nodes.first(where: { $0.role == .heading }) ?? nodes.first else { return }
    focus.focus(node.id)
    say(node.spokenDescription)
  }

  // MARK: - Speaking

  /// Says `utterance` (cutting off what was being said); speaking resumes paused speech.
  func say(_ utterance: String) {
    assert(!utterance.isEmpty, "an utterance says something")
    lastUtterance = utterance
    isPaused = false
    output.speak(utterance)
  }
}
