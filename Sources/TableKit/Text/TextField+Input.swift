import Foundation

/// How a text field answers input: pointers place the caret and drag a selection (a double
/// click or tap selects a word, a triple one everything), keys edit while it is first
/// responder, and text events type or compose. A finger's selection shows grab handles and,
/// once the finger lifts, the edit menu, as a tap on the caret does; a secondary click opens
/// the same commands as a context menu (`TextSelectionChrome`). A finger held still brings up
/// the loupe, as a handle's drag does (`TextField+Loupe.swift`).
///
/// Keys: the arrows move by one cluster (mirrored for right-to-left text), Home/End and
/// Up/Down (or Cmd with the arrows) go to the ends, Shift extends the selection, Backspace and
/// Delete erase by cluster, Ctrl/Cmd+A selects all, +C/X/V copy, cut and paste through the
/// screen's clipboard (a secure field neither cuts nor copies), Return asks the delegate's
/// `textFieldShouldReturn(_:)`, Escape cancels a composition. Printable keys are used but do
/// nothing: their text arrives as `.text`. Tab, Escape without a composition, and Page Up/Down
/// are left for the views above (an alert, a table).
extension TextField: InputHandling {
  /// Handles one event; pointer locations are in points from the field's top-left corner.
  /// - Returns: Whether the field used it.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    guard isEnabled else { return false }
    // A text view's editor passes its input to the text view (`TextView+Input.swift`).
    if let editor = self as? TextViewEditor {
      return editor.textView?.handleEditorInput(event) ?? false
    }
    switch event {
    case .pointerDown(let id, let location, let kind):
      if kind == .touch, isFirstResponder,
        selectionChrome.fingerDown(id: id, at: location, host: self)
      {
        showHandleLoupe(pointer: id, at: location)
        return true
      }
      return pointerDown(id: id, at: location, kind: kind)
    case .pointerMoved(let id, let location, _):
      if moveLoupeFinger(id, to: location) { return true }
      if selectionChrome.pointerMoved(id: id, to: location, host: self) {
        moveHandleLoupe()
        restartBlink()
        return true
      }
      guard let tracked = trackedPointer, tracked.id == id else { return false }
      if !tracked.onClearButton, !tracked.isMultiClick {
        editing.move(to: offset(nearestX: location.x), extending: true)
        keepCaretVisible()
        restartBlink()
      }
      return true
    case .pointerUp(let id, let location, _):
      endLoupeFinger(id)
      if selectionChrome.pointerEnded(id: id, cancelled: false, host: self) { return true }
      guard let tracked = trackedPointer, tracked.id == id else { return false }
      trackedPointer = nil
      if tracked.onClearButton, clearButtonRect.contains(location) { clear() }
      return true
    case .pointerCancelled(let id):
      endLoupeFinger(id)
      if selectionChrome.pointerEnded(id: id, cancelled: true, host: self) { return true }
      guard trackedPointer?.id == id else { return false }
      trackedPointer = nil
      return true
    case .secondaryClick(let location):
      presentContextEditMenu(at: location) {
        editing.move(to: offset(nearestX: location.x), extending: false)
        restartBlink()
      }
      return true
    case .wheel:
      return false
    case .key(let key, let modifiers):
      guard isFirstResponder else { return false }
      selectionChrome.showsHandles = false
      return handleKey(key, modifiers: modifiers)
    case .text(let string):
      guard isFirstResponder else { return false }
      selectionChrome.showsHandles = false
      perform { $0.insert(string) }
      return true
    case .composition(let string, let cursor):
      guard isFirstResponder else { return false }
      selectionChrome.showsHandles = false
      perform {
        $0.setMarkedText(string, cursor: cursor)
        return nil
      }
      return true
    }
  }

  private func pointerDown(id: Int, at location: CGPoint, kind: PointerKind) -> Bool {
    // A tap where the caret already stands opens the menu, unless it was showing (iOS toggles).
    let wasShowingMenu = selectionChrome.isShowingMenu
    let caretBefore = isFirstResponder && editing.selection.isEmpty ? editing.caret : nil
    selectionChrome.hideMenu()
    if showsClearButton, clearButtonRect.contains(location) {
      trackedPointer = (id, true, false)
      return true
    }
    guard isFirstResponder || becomeFirstResponder() else { return false }
    let count = pressCount(at: location)
    trackedPointer = (id, false, count > 1)
    if editing.markedRange != nil {
      perform {
        $0.commitMarkedText()
        return nil
      }
    }
    let gap = offset(nearestX: location.x)
    switch count {
    case 1: editing.move(to: gap, extending: false)
    // A secure field hides where its words are, so a double click selects it all, as macOS does.
    case 2 where !isSecureTextEntry: editing.selectWord(at: gap)
    default: editing.selectAll()
    }
    keepCaretVisible()
    restartBlink()
    if kind == .touch, count == 1 { noteLoupePress(pointer: id, at: location) }
    selectionChrome.showsHandles = kind == .touch && !editing.selection.isEmpty
    if kind == .touch,
      selectionChrome.showsHandles || (!wasShowingMenu && caretBefore == editing.caret)
    {
      selectionChrome.showMenuWhenLifted(pointer: id)
    }
    return true
  }

  /// Which press of a run of quick presses this one is: a press within
  /// `Metrics.textFieldMultiClickInterval` of the last and `textFieldMultiClickDistance` of
  /// where it was counts one more (up to a triple click, after which the run starts over).
  private func pressCount(at location: CGPoint) -> Int {
    let now = clock.now
    var count = 1
    if let last = lastPress, now - last.time <= Metrics.textFieldMultiClickInterval,
      hypot(location.x - last.location.x, location.y - last.location.y)
        <= Metrics.textFieldMultiClickDistance, last.count < 3
    {
      count = last.count + 1
    }
    lastPress = (now, location, count)
    return count
  }

  /// Empties the field if the delegate allows it, as the clear button does.
  func clear() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    if !isFirstResponder { becomeFirstResponder() }
    perform { $0.setText("") }
  }

  private func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    let extending = modifiers.contains(.shift)
    let shortcut = !modifiers.isDisjoint(with: [.control, .command])
    // The arrows follow the text's direction on screen: left is forwards in Arabic.
    let forwardIsRight = !isTextRightToLeft
    switch key {
    case .left, .right:
      let towardsEnd = (key == .right) == forwardIsRight
      perform { state in
        switch (modifiers.contains(.command), towardsEnd) {
        case (true, true): state.moveToEnd(extending: extending)
        case (true, false): state.moveToStart(extending: extending)
        case (false, true): state.moveForward(extending: extending)
        case (false, false): state.moveBackward(extending: extending)
        }
        return nil
      }
    case .home, .up:
      perform {
        $0.moveToStart(extending: extending)
        return nil
      }
    case .end, .down:
      perform {
        $0.moveToEnd(extending: extending)
        return nil
      }
    case .delete:
      perform {
        $0.deleteBackward()
        return nil
      }
    case .forwardDelete:
      perform {
        $0.deleteForward()
        return nil
      }
    case .return:
      if editing.markedRange != nil {
        perform {
          $0.commitMarkedText()
          return nil
        }
      } else {
        _ = delegate?.textFieldShouldReturn(self)
        sendActions(for: .editingDidEndOnExit)
      }
    case .escape:
      guard editing.markedRange != nil else { return false }
      perform {
        $0.cancelComposition()
        return nil
      }
    case .character(let character) where shortcut:
      return handleShortcut(character)
    case .character, .space:
      break
    case .tab, .pageUp, .pageDown, .menu, .back:
      return false
    }
    return true
  }

  /// Ctrl/Cmd with A, C, X or V: the same commands the edit menu performs.
  private func handleShortcut(_ character: Character) -> Bool {
    switch character.lowercased() {
    case "a": selectAll(nil)
    case "c": copy(nil)
    case "x": cut(nil)
    case "v": paste(nil)
    default: return false
    }
    return true
  }
}
