import Foundation

/// How a text view answers input (through its editor, which holds the first-responder status):
/// a press places the caret and, with a mouse, a drag selects; a double press selects a word,
/// a triple one the paragraph; a finger's drag scrolls instead; the wheel scrolls. A finger's
/// selection shows grab handles and the edit menu, as a tap on the caret shows the menu; a
/// secondary click opens the same commands as a context menu (`TextSelectionChrome`). A
/// finger held still brings up the loupe, as a handle's drag does (`TextView+Loupe.swift`).
///
/// Keys: the arrows move by cluster (mirrored for right-to-left text) and Up/Down by line,
/// keeping the caret's x; Home/End (or Cmd with Left/Right) go to the line's ends, Cmd with
/// Up/Down to the text's; Page Up/Down move a screenful; Shift extends the selection; Return
/// types a line break; Backspace and Delete erase; Ctrl/Cmd+A/C/X/V select all, copy, cut,
/// paste. Tab is left to the views above (keyboard focus moves on), unlike UIKit's, which
/// types a tab.
extension TextView {
  /// Handles one event for the editor; pointer locations are in the editor's coordinates
  /// (the visible part).
  func handleEditorInput(_ event: InputEvent) -> Bool {
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
        editor.restartBlink()
        return true
      }
      guard let press, press.id == id else { return false }
      if press.isScrolling {
        let dy = location.y - press.last.y
        self.press?.last = location
        scrollBy(-dy)
      } else if press.count == 1 {
        storage.move(to: position(at: contentPoint(location)), extending: true)
        editor.restartBlink()
        selectionDidChange()
      }
      return true
    case .pointerUp(let id, let location, _):
      endLoupeFinger(id)
      if selectionChrome.pointerEnded(id: id, cancelled: false, host: self) { return true }
      guard let press, press.id == id else { return false }
      self.press = nil
      if press.isScrolling, !press.hasMoved(to: location) {
        // A finger's tap: the caret goes where it lifted; where it already stood, the menu
        // opens (or closes, when it showed), as iOS toggles it.
        placeCaret(at: location, count: 1)
        if !press.wasShowingMenu, let before = press.caretBefore, storage.isCaret,
          storage.caret == before
        {
          selectionChrome.showMenu(for: self)
        }
      }
      return true
    case .pointerCancelled(let id):
      endLoupeFinger(id)
      _ = selectionChrome.pointerEnded(id: id, cancelled: true, host: self)
      if press?.id == id { press = nil }
      return true
    case .wheel(_, let dy, _):
      guard isScrollEnabled else { return false }
      scrollBy(-dy)
      return true
    case .secondaryClick(let location):
      guard isSelectable || isEditable else { return false }
      presentContextEditMenu(at: location) { placeCaret(at: location, count: 1) }
      return true
    case .key(let key, let modifiers):
      guard isFirstResponder else { return false }
      selectionChrome.showsHandles = false
      return handleKey(key, modifiers: modifiers)
    case .text(let string):
      guard isFirstResponder else { return false }
      selectionChrome.showsHandles = false
      replaceSelection(with: string)
      return true
    case .composition(let string, let cursor):
      guard isFirstResponder, isEditable else { return false }
      selectionChrome.showsHandles = false
      prepareTypingStyle()
      storage.setMarkedText(string, cursor: cursor)
      editedByUser()
      return true
    }
  }

  /// The point in the content under `location` in the editor.
  private func contentPoint(_ location: CGPoint) -> CGPoint {
    CGPoint(x: location.x + contentOffset.x, y: location.y + contentOffset.y)
  }

  private func pointerDown(id: Int, at location: CGPoint, kind: PointerKind) -> Bool {
    guard isSelectable || isEditable else { return false }
    let now = editor.clock.now
    var count = 1
    if let last = lastPress, now - last.time <= Metrics.textFieldMultiClickInterval,
      hypot(location.x - last.location.x, location.y - last.location.y)
        <= Metrics.textFieldMultiClickDistance, last.count < 3
    {
      count = last.count + 1
    }
    lastPress = (now, location, count)
    let wasShowingMenu = selectionChrome.isShowingMenu
    selectionChrome.hideMenu()
    // A finger scrolls; where it lifts without moving, the caret goes.
    let scrolls = kind == .touch && count == 1
    press = TextViewPress(
      id: id, down: location, last: location, count: count, isScrolling: scrolls,
      caretBefore: isFirstResponder && storage.isCaret ? storage.caret : nil,
      wasShowingMenu: wasShowingMenu)
    if !scrolls { placeCaret(at: location, count: count) }
    if kind == .touch, count == 1, isEditable {
      loupePress.begin(pointer: id, at: location, time: now)
    }
    // A finger's double or triple tap shows handles on what it selected, and the menu on lift.
    selectionChrome.showsHandles = kind == .touch && !storage.isCaret
    if selectionChrome.showsHandles { selectionChrome.showMenuWhenLifted(pointer: id) }
    return true
  }

  /// Begins editing if needed and puts the caret (1), a word (2) or the paragraph (3) at
  /// `location`.
  func placeCaret(at location: CGPoint, count: Int) {
    guard isFirstResponder || becomeFirstResponder() else { return }
    if storage.markedRange != nil {
      storage.commitMarkedText()
      editedByUser()
    }
    let target = position(at: contentPoint(location))
    switch count {
    case 1:
      storage.move(to: target, extending: false)
    case 2:
      selectWord(at: target)
    default:
      storage.select(
        from: .init(paragraph: target.paragraph, offset: 0),
        to: .init(paragraph: target.paragraph, offset: storage.lengths[target.paragraph]))
    }
    editor.restartBlink()
    selectionDidChange()
  }

  /// Selects the run of letters and digits around `target` (nothing between two spaces).
  func selectWord(at target: TextViewText.Position) {
    let paragraph = Array(storage.paragraphs[target.paragraph])
    var lower = target.offset
    var upper = target.offset
    func isWord(_ index: Int) -> Bool {
      paragraph.indices.contains(index) && (paragraph[index].isLetter || paragraph[index].isNumber)
    }
    while isWord(lower - 1) { lower -= 1 }
    while isWord(upper) { upper += 1 }
    storage.select(
      from: .init(paragraph: target.paragraph, offset: lower),
      to: .init(paragraph: target.paragraph, offset: upper))
  }

  private func scrollBy(_ dy: CGFloat) {
    guard isScrollEnabled else { return }
    let maximum = max(0, contentSize.height - bounds.height)
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(0, contentOffset.y + dy), maximum))
  }

  // MARK: - Keys

  private func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    let extending = modifiers.contains(.shift)
    let command = modifiers.contains(.command)
    let forwardIsRight = !isRightToLeft
    switch key {
    case .left, .right:
      let towardsEnd = (key == .right) == forwardIsRight
      if command {
        moveToLineEdge(end: towardsEnd, extending: extending)
      } else if !extending, !storage.isCaret {
        let edge = towardsEnd ? storage.selection.upper : storage.selection.lower
        moveCaret(to: edge, extending: false)
      } else if let next = storage.step(storage.caret, by: towardsEnd ? 1 : -1) {
        moveCaret(to: next, extending: extending)
      }
    case .up, .down:
      if command {
        moveCaret(
          to: key == .up ? .init(paragraph: 0, offset: 0) : storage.end, extending: extending)
      } else {
        moveByLines(key == .up ? -1 : 1, extending: extending)
      }
    case .home, .end:
      moveToLineEdge(end: key == .end, extending: extending)
    case .pageUp, .pageDown:
      let rows = max(1, Int(bounds.height / max(1, currentLines.lineHeight)) - 1)
      moveByLines(key == .pageUp ? -rows : rows, extending: extending)
    case .delete, .forwardDelete:
      guard isEditable, storage.markedRange == nil else { return true }
      let lower: TextViewText.Position
      let upper: TextViewText.Position
      if !storage.isCaret {
        (lower, upper) = storage.selection
      } else if key == .delete {
        guard let before = storage.step(storage.caret, by: -1) else { return true }
        (lower, upper) = (before, storage.caret)
      } else {
        guard let after = storage.step(storage.caret, by: 1) else { return true }
        (lower, upper) = (storage.caret, after)
      }
      userEdit(from: lower, to: upper, replacement: "") {
        if key == .delete { $0.deleteBackward() } else { $0.deleteForward() }
      }
    case .return:
      if storage.markedRange != nil {
        storage.commitMarkedText()
        editedByUser()
      } else {
        replaceSelection(with: "\n")
      }
    case .escape:
      guard storage.markedRange != nil else { return false }
      storage.cancelComposition()
      editedByUser()
    case .character(let character) where !modifiers.isDisjoint(with: [.control, .command]):
      return handleShortcut(character)
    case .character, .space:
      break
    case .tab, .menu, .back:
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

  // MARK: - Moving

  private func moveCaret(to position: TextViewText.Position, extending: Bool) {
    guard storage.markedRange == nil else { return }
    storage.move(to: position, extending: extending)
    goalX = nil
    editor.restartBlink()
    selectionDidChange()
  }

  /// Moves the caret `delta` lines up (negative) or down, keeping its x on the way.
  func moveByLines(_ delta: Int, extending: Bool) {
    guard storage.markedRange == nil else { return }
    let layout = currentLines
    if !extending, !storage.isCaret {
      storage.move(
        to: delta < 0 ? storage.selection.lower : storage.selection.upper, extending: false)
    }
    let caret = storage.caret
    let x = goalX ?? caretRect(at: caret).minX
    let row =
      layout.firstLine(ofParagraph: caret.paragraph) + layout.lineIndex(of: caret, in: storage)
    let target = row + delta
    let destination: TextViewText.Position
    if target < 0 {
      destination = .init(paragraph: 0, offset: 0)
    } else if target >= layout.lineCount {
      destination = storage.end
    } else {
      let y = textContainerInset.top + (CGFloat(target) + 0.5) * layout.lineHeight
      destination = position(at: CGPoint(x: x, y: y))
    }
    storage.move(to: destination, extending: extending)
    goalX = x
    editor.restartBlink()
    selectionDidChange()
  }

  /// Moves the caret to the start or end of its line.
  private func moveToLineEdge(end: Bool, extending: Bool) {
    let layout = currentLines
    let caret = storage.caret
    let lines = layout.lines(ofParagraph: caret.paragraph, in: storage)
    let line = lines[layout.lineIndex(of: caret, in: storage)]
    var offset = end ? line.start + line.length : line.start
    // A wrapped line's end is before the next line's start, where the caret would show below.
    if end, let next = lines.first(where: { $0.start > line.start }), offset >= next.start {
      offset = next.start - 1
    }
    moveCaret(to: .init(paragraph: caret.paragraph, offset: offset), extending: extending)
  }

  // MARK: - Editing

  /// Types or pastes `string` in place of the selection (or the marked text), asking the
  /// delegate.
  func replaceSelection(with string: String) {
    guard isEditable else { return }
    let target: (lower: TextViewText.Position, upper: TextViewText.Position)
    if let marked = storage.markedRange {
      target = (
        .init(paragraph: marked.paragraph, offset: marked.range.lowerBound),
        .init(paragraph: marked.paragraph, offset: marked.range.upperBound)
      )
    } else {
      target = storage.selection
    }
    userEdit(from: target.lower, to: target.upper, replacement: string) { $0.insert(string) }
  }

  /// Asks the delegate whether the text from `lower` to `upper` may become `replacement`, and
  /// if so makes the edit and tells it.
  private func userEdit(
    from lower: TextViewText.Position, to upper: TextViewText.Position, replacement: String,
    _ edit: (inout TextViewText) -> Void
  ) {
    if let delegate {
      let start = storage.utf16Offset(of: lower)
      let range = NSRange(location: start, length: storage.utf16Offset(of: upper) - start)
      guard delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement)
      else { return }
    }
    prepareTypingStyle()
    edit(&storage)
    editedByUser()
  }

  /// The user changed the text: it is laid out again and the delegate hears it.
  private func editedByUser() {
    textDidChange()
    editor.restartBlink()
    delegate?.textViewDidChange(self)
    delegate?.textViewDidChangeSelection(self)
  }
}

/// A press on a text view: where it went down, which of a run of presses it is, and whether
/// it scrolls (a finger) rather than selects.
struct TextViewPress {
  var id: Int
  var down: CGPoint
  var last: CGPoint
  var count: Int
  var isScrolling: Bool
  /// Where the caret stood before the press, when editing with a caret: a finger's tap there
  /// opens the edit menu.
  var caretBefore: TextViewText.Position?
  /// Whether the edit menu showed when the press began (a tap on the caret then closes it).
  var wasShowingMenu: Bool

  /// Whether the pointer went farther than a tap's slop from where it went down.
  func hasMoved(to location: CGPoint) -> Bool {
    hypot(location.x - down.x, location.y - down.y) > Metrics.sheetDragSlop
  }
}
