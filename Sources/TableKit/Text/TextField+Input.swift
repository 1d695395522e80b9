import Foundation

/// How a text field answers input: pointers place the caret and drag a selection (a double
/// click or tap selects a word, a triple one everything), keys edit while it is first
/// responder, and text events type or compose.
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
    case .pointerDown(let id, let location, _):
      return pointerDown(id: id, at: location)
    case .pointerMoved(let id, let location, _):
      guard let tracked = trackedPointer, tracked.id == id else { return false }
      if !tracked.onClearButton, !tracked.isMultiClick {
        editing.move(to: offset(nearestX: location.x), extending: true)
        keepCaretVisible()
        restartBlink()
      }
      return true
    case .pointerUp(let id, let location, _):
      guard let tracked = trackedPointer, tracked.id == id else { return false }
      trackedPointer = nil
      if tracked.onClearButton, clearButtonRect.contains(location) { clear() }
      return true
    case .pointerCancelled(let id):
      guard trackedPointer?.id == id else { return false }
      trackedPointer = nil
      return true
    case .secondaryClick, .wheel:
      return false
    case .key(let key, let modifiers):
      guard isFirstResponder else { return false }
      return handleKey(key, modifiers: modifiers)
    case .text(let string):
      guard isFirstResponder else { return false }
      perform { $0.insert(string) }
      return true
    case .composition(let string, let cursor):
      guard isFirstResponder else { return false }
      perform {
        $0.setMarkedText(string, cursor: cursor)
        return nil
      }
      return true
    }
  }

  private func pointerDown(id: Int, at location: CGPoint) -> Bool {
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

  private func handleShortcut(_ character: Character) -> Bool {
    let clipboard = screen.clipboard
    switch character.lowercased() {
    case "a":
      perform {
        $0.selectAll()
        return nil
      }
    case "c":
      if !isSecureTextEntry { editing.copy(to: clipboard) }
    case "x":
      guard !isSecureTextEntry else { return true }
      perform {
        $0.cut(to: clipboard)
        return nil
      }
    case "v":
      perform { $0.paste(from: clipboard) }
    default:
      return false
    }
    return true
  }
}
