import CTableKitATK
import Foundation
import TableKit

/// Shows one window's accessibility tree to AT-SPI clients (Orca, test clients) through ATK:
/// an ATK object per element on screen, kept in step with the views frame by frame.
///
/// The bridge holds values and identities, never views: each update takes a new
/// `AccessibilityTree`, maps it to an `ATKSnapshot` and applies only its difference from the
/// last one (changed names and states, children added and removed, the focus, the selection),
/// so a frame where nothing changed costs one tree and one comparison, and a view freed
/// between frames simply is not in the next tree. Requests from clients (an action, a focus,
/// a selection) are recorded while GLib dispatches and carried out afterwards by
/// `performRequests()` on a fresh tree; one for an element that is gone (a deleted row) does
/// nothing.
///
/// Until a client reads the window, nothing is built at all.
@MainActor
public final class AccessibilityBridge {
  /// A client's request, recorded while GLib dispatches.
  enum Request {
    case action(key: UInt64, index: Int)
    case focus(key: UInt64)
    case select(key: UInt64, child: Int, selected: Bool)
  }

  /// The window's object.
  private var frame: OpaquePointer?
  private var root: View
  /// The window's name, when its root view has no label.
  private let title: String
  private let unitsPerPoint: CGFloat
  private let windowOrigin: @MainActor () -> (x: Int32, y: Int32)

  private var snapshot: ATKSnapshot?
  private var objects: [AccessibilityNodeID: OpaquePointer] = [:]
  private var keys: [AccessibilityNodeID: UInt64] = [:]
  private var nodesByKey: [UInt64: AccessibilityNodeID] = [:]
  private var childObjects: [AccessibilityNodeID: [OpaquePointer?]] = [:]
  private var nextKey: UInt64 = 1
  private var requests: [Request] = []
  private let focus = AccessibilityBridgeFocus()
  private var observedCenter:
    (center: AccessibilityCenter, token: AccessibilityCenter.ObserverToken)?

  /// Creates the window's object and lists it under the application.
  /// - Parameters:
  ///   - root: The window's root view.
  ///   - title: The window's name.
  ///   - unitsPerPoint: Window units (a client's pixels) per point.
  ///   - windowOrigin: Where the window is on the screen now, for screen coordinates.
  public init(
    root: View, title: String, unitsPerPoint: CGFloat,
    windowOrigin: @escaping @MainActor () -> (x: Int32, y: Int32)
  ) {
    self.root = root
    self.title = title
    self.unitsPerPoint = unitsPerPoint
    self.windowOrigin = windowOrigin
    let frame = tk_accessible_new(
      TK_KIND_FRAME, Unmanaged.passUnretained(self).toOpaque(), 0)
    self.frame = frame
    tk_accessible_set_role(frame, ATKRole.frame.rawValue)
    tk_accessible_set_name(frame, title)
    tk_accessible_set_states(frame, ATKStates([.enabled, .visible, .showing, .active]).rawValue, 0)
    tk_atk_add_window(frame)
    observe(root)
  }

  /// The window gained (true) or lost the input focus: its frame is active or not, and clients
  /// hear `window:activate` or `window:deactivate`, which Orca follows to read the window.
  public func windowFocusChanged(isFocused: Bool) {
    guard let frame else { return }
    var states: ATKStates = [.enabled, .visible, .showing]
    if isFocused { states.insert(.active) }
    tk_accessible_set_states(frame, states.rawValue, 1)
    if isFocused {
      tk_accessible_notify_window_activated(frame)
    } else {
      tk_accessible_notify_window_deactivated(frame)
    }
  }

  /// Removes the window from the application and releases every object; clients holding one
  /// see it defunct.
  public func stop() {
    guard let frame else { return }
    if let observedCenter { observedCenter.center.removeObserver(observedCenter.token) }
    observedCenter = nil
    tk_accessible_set_children(frame, nil, 0, 1)
    for (_, object) in objects where object != frame { tk_accessible_release(object) }
    objects = [:]
    keys = [:]
    nodesByKey = [:]
    childObjects = [:]
    requests = []
    snapshot = nil
    tk_atk_remove_window(frame)
    tk_accessible_release(frame)
    self.frame = nil
  }

  /// Follows a new root view (and its screen's notifications).
  public func setRoot(_ view: View) {
    root = view
    observe(view)
  }

  private func observe(_ view: View) {
    let center = view.screen.accessibility
    if let observedCenter {
      guard observedCenter.center !== center else { return }
      observedCenter.center.removeObserver(observedCenter.token)
    }
    let token = center.addObserver { [weak self] event in self?.hear(event) }
    observedCenter = (center, token)
  }

  // MARK: - Updating

  /// How often clients hear of a window that keeps changing: at most ten times a second (a
  /// screen reader speaks far slower), at once after a key, one of their requests or a posted
  /// notification, and a last time once the changes stop.
  public var pacing = AccessibilityUpdatePacing()

  /// Brings the objects in step with the window, after a frame was drawn, as `pacing` lets
  /// it (else the update is due at `nextUpdateTime`). Does nothing until a client has read the
  /// window.
  /// - Parameter now: The time of the frame (`SystemClock` seconds, or a virtual clock's).
  public func update(now: TimeInterval) {
    guard snapshot != nil, AccessibilityBus.hasClient, pacing.admits(at: now) else { return }
    synchronize(notify: true)
  }

  /// When an update `update(now:)` skipped is due, or nil; the host wakes for it and calls
  /// `updateIfDue(now:)`.
  public var nextUpdateTime: TimeInterval? { pacing.nextUpdateTime }

  /// Makes the update that `update(now:)` skipped, once it is due.
  public func updateIfDue(now: TimeInterval) {
    guard let due = nextUpdateTime, now >= due else { return }
    update(now: now)
  }

  /// Lets the next update run at once (a key was pressed, a client's request ran, the app
  /// posted a notification), so that the focus and selection it moved are told without delay.
  public func updateSoon() {
    pacing.allowNextAtOnce()
  }

  /// A client reads the window's children for the first time: build them, without events.
  func clientWillRead() {
    guard snapshot == nil else { return }
    synchronize(notify: false)
  }

  /// What clients are shown now, or nil before a client read the window.
  var shownSnapshot: ATKSnapshot? { snapshot }

  /// The key a client's requests name `id` by, while it is shown.
  func key(of id: AccessibilityNodeID) -> UInt64? { keys[id] }

  /// Takes a new tree of the window and applies its difference from the last one.
  /// - Parameter notify: Whether clients hear of the changes (not on the first build).
  func synchronize(notify: Bool) {
    apply(AccessibilityTree(of: root), notify: notify)
  }

  private func apply(_ tree: AccessibilityTree, notify: Bool) {
    guard let frame else { return }
    observe(root)
    let origin = windowOrigin()
    tk_accessible_set_window_origin(frame, origin.x, origin.y)
    var next = ATKSnapshot(root: tree.root, focused: nil, unitsPerPoint: unitsPerPoint)
    let focused = focus.focusedNode(in: tree, shown: next)
    if let focused { next.markFocused(focused) }
    let previous = snapshot
    let changes = next.changes(since: previous)
    snapshot = next
    guard !changes.isEmpty || focus.needsRetelling else { return }
    // 1. Objects for new elements, filled in silently: their parent's "added" says it all.
    var created = Set<AccessibilityNodeID>()
    for id in changes.removed where changes.added.contains(id) { release(id) }
    for id in changes.added {
      guard let element = next.elements[id] else { continue }
      let object: OpaquePointer?
      if id == next.rootID {
        // The window's object was made first, with key 0.
        object = frame
        keys[id] = 0
        nodesByKey[0] = id
      } else {
        object = make(id, kind: element.kind)
      }
      objects[id] = object
      push(element, previous: nil, into: object, notify: notify && id == next.rootID)
      created.insert(id)
    }
    // 2. Changed elements, told to clients.
    for id in changes.updated {
      guard let element = next.elements[id], let object = objects[id] else { continue }
      push(element, previous: previous?.elements[id], into: object, notify: notify)
    }
    // 3. Children, parents first; a new subtree is told once, at its top.
    let replaced = Set(changes.added).intersection(changes.removed)
    for id in next.order {
      guard let element = next.elements[id], let object = objects[id] else { continue }
      if let before = previous?.elements[id], before.children == element.children,
        childObjects[id] != nil,
        replaced.isEmpty || !element.children.contains(where: replaced.contains)
      {
        continue
      }
      let children: [OpaquePointer?] = element.children.compactMap { objects[$0] }
      guard childObjects[id] != children else { continue }
      childObjects[id] = children
      children.withUnsafeBufferPointer { buffer in
        tk_accessible_set_children(
          object, buffer.baseAddress, Int32(buffer.count), notify && !created.contains(id) ? 1 : 0)
      }
    }
    // 4. Objects whose elements are gone.
    for id in changes.removed where next.elements[id] == nil { release(id) }
    guard notify else { return }
    // 5. The focus and the lists' selections.
    if let focused, focused != focus.lastAnnounced || focus.needsRetelling,
      let object = objects[focused]
    {
      tk_accessible_notify_focus(object)
    }
    focus.told(focused)
    for id in next.order where next.elements[id]?.kind == .list {
      if selectedChildren(of: id, in: next) != selectedChildren(of: id, in: previous),
        let object = objects[id]
      {
        tk_accessible_notify_selection_changed(object)
      }
    }
  }

  private func selectedChildren(of id: AccessibilityNodeID, in snapshot: ATKSnapshot?)
    -> [AccessibilityNodeID]
  {
    guard let snapshot, let list = snapshot.elements[id] else { return [] }
    return list.children.filter { snapshot.elements[$0]?.states.contains(.selected) == true }
  }

  private func make(_ id: AccessibilityNodeID, kind: ATKObjectKind) -> OpaquePointer? {
    let key = nextKey
    nextKey += 1
    keys[id] = key
    nodesByKey[key] = id
    return tk_accessible_new(
      TKAccessibleKind(rawValue: UInt32(kind.rawValue)), Unmanaged.passUnretained(self).toOpaque(),
      key)
  }

  private func release(_ id: AccessibilityNodeID) {
    // The window's key 0 may name the new root already.
    if let key = keys.removeValue(forKey: id), nodesByKey[key] == id { nodesByKey[key] = nil }
    childObjects[id] = nil
    guard let object = objects.removeValue(forKey: id), object != frame else { return }
    tk_accessible_release(object)
  }

  /// Pushes an element's values into its object, each only when it changed; a new object is
  /// filled in without telling clients.
  private func push(
    _ element: ATKElement, previous: ATKElement?, into object: OpaquePointer?, notify: Bool
  ) {
    let tell: Int32 = notify ? 1 : 0
    let isWindow = object == frame && frame != nil
    let name = isWindow && element.name.isEmpty ? title : element.name
    if previous == nil && !isWindow {
      tk_accessible_fill(object, element.role.rawValue, name, element.description)
    } else {
      if previous?.role != element.role { tk_accessible_set_role(object, element.role.rawValue) }
      if previous?.name != element.name { tk_accessible_set_name(object, name) }
      if previous?.description != element.description {
        tk_accessible_set_description(object, element.description)
      }
    }
    if previous?.states != element.states {
      tk_accessible_set_states(object, element.states.rawValue, tell)
    }
    let box = element.extents
    if previous?.extents != box {
      tk_accessible_set_extents(
        object, Int32(box.minX), Int32(box.minY), Int32(box.width), Int32(box.height))
    }
    if previous?.actions != element.actions { setActions(element.actions, of: object) }
    if let text = element.text, previous?.text != text {
      tk_accessible_set_text(object, text, tell)
    }
    let position = element.listPosition
    if previous == nil || previous?.listPosition?.index != position?.index
      || previous?.listPosition?.count != position?.count
    {
      tk_accessible_set_list_position(
        object, Int32(clamping: position?.index ?? 0), Int32(clamping: position?.count ?? 0))
    }
    if previous == nil || previous?.headingLevel != element.headingLevel {
      tk_accessible_set_heading_level(object, Int32(clamping: element.headingLevel ?? 0))
    }
    if previous?.rowCount != element.rowCount {
      tk_accessible_set_row_count(object, Int32(clamping: element.rowCount ?? 0))
    }
  }

  private func setActions(_ names: [String], of object: OpaquePointer?) {
    let copies = names.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer<CChar>($0) }
    pointers.withUnsafeBufferPointer { buffer in
      tk_accessible_set_actions(object, buffer.baseAddress, Int32(buffer.count))
    }
  }

  // MARK: - Notifications

  private func hear(_ event: AccessibilityCenter.Event) {
    guard case .posted(let notification, let argument) = event else { return }
    switch notification {
    case .announcement, .pageScrolled:
      updateSoon()
      guard let text = argument as? String, let frame, AccessibilityBus.hasClient else { return }
      tk_accessible_announce(frame, text)
    case .screenChanged, .layoutChanged:
      updateSoon()
      focus.screenChanged(naming: argument as? View)
    default:
      break
    }
  }

  // MARK: - Requests

  /// Records a client's request.
  /// - Returns: 1 when it names an element still shown, else 0 (the client is told it failed).
  func request(_ request: Request) -> Int32 {
    let key: UInt64
    switch request {
    case .action(let named, _), .focus(let named), .select(let named, _, _): key = named
    }
    guard nodesByKey[key] != nil else { return 0 }
    requests.append(request)
    return 1
  }

  /// Carries out the requests clients made since the last call, on the window as it is now.
  /// - Returns: Whether there were any (the window should then draw a frame).
  @discardableResult
  public func performRequests() -> Bool {
    guard !requests.isEmpty else { return false }
    let pending = requests
    requests = []
    let tree = AccessibilityTree(of: root)
    for request in pending { perform(request, in: tree) }
    updateSoon()
    return true
  }

  private func perform(_ request: Request, in tree: AccessibilityTree) {
    switch request {
    case .action(let key, let index):
      guard let id = nodesByKey[key], let node = tree.node(id), node.actions.indices.contains(index)
      else { return }
      focus.assistiveFocus = id
      switch node.actions[index] {
      case .activate: tree.activate(id)
      case .increment: tree.increment(id)
      case .decrement: tree.decrement(id)
      case .custom(let name): tree.perform(customAction: name, on: id)
      }
    case .focus(let key):
      guard let id = nodesByKey[key], tree.node(id) != nil else { return }
      focus.assistiveFocus = id
    case .select(let key, let child, let selected):
      guard let id = nodesByKey[key], let list = tree.view(id) as? TableView else { return }
      guard child >= 0 else {
        for indexPath in list.indexPathsForSelectedRows ?? [] {
          list.deselectRow(at: indexPath, animated: false)
        }
        return
      }
      guard let rows = snapshot?.elements[id]?.children, rows.indices.contains(child),
        let cell = tree.view(rows[child]) as? TableViewCell,
        let indexPath = list.indexPath(for: cell)
      else { return }
      if selected {
        list.selectRow(at: indexPath, animated: false, scrollPosition: .none)
      } else {
        list.deselectRow(at: indexPath, animated: false)
      }
    }
  }
}
