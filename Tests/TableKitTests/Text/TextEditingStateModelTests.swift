import Foundation
import Testing

@testable import TableKit

/// Random sequences of editing operations on `TextEditingState` checked against a plain array
/// of characters with an anchor and a caret (issue 14). A failure prints the seed and the
/// operations so far, which replay the case.
@MainActor
@Suite struct TextEditingStateModelTests {
  /// The simple model: what each operation should do, spelled on an array.
  struct Model {
    var characters: [Character] = []
    var anchor = 0
    var caret = 0
    var marked: Range<Int>?
    let limit: Int?
    var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

    mutating func replace(_ range: Range<Int>, with new: [Character]) {
      characters.replaceSubrange(range, with: new)
      anchor = range.lowerBound + new.count
      caret = anchor
    }
    mutating func insert(_ new: [Character]) {
      let target = marked ?? selection
      marked = nil
      let room = limit.map { max(0, $0 - (characters.count - target.count)) } ?? new.count
      replace(target, with: Array(new.prefix(room)))
    }
    mutating func move(to offset: Int, extending: Bool) {
      caret = min(max(0, offset), characters.count)
      if !extending { anchor = caret }
    }
  }

  /// Clusters that never merge with their neighbours, so the array model stays exact.
  static let alphabet: [String] = ["a", "b", "Z", " ", "é", "e\u{301}", "👍🏽", "🇫🇷", "日", "ش", "👨‍👩‍👧"]

  @Test(arguments: 0..<60 as Range<UInt64>)
  func randomEditsMatchTheArrayModel(seed: UInt64) {
    var random = SplitMix64(seed: 14_000 + seed)
    let limit: Int? = seed % 3 == 0 ? Int(random.next() % 12) + 1 : nil
    let clipboard = MemoryClipboard()
    var state = TextEditingState(maximumLength: limit)
    var model = Model(limit: limit)
    var modelClipboard: [Character]?
    var log: [String] = []

    func randomString() -> String {
      (0..<Int(random.next() % 4) + 1).map { _ in
        Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
      }.joined()
    }

    for step in 0..<120 {
      let extending = random.next() % 2 == 0
      let composing = model.marked != nil
      switch random.next() % 14 {
      case 0, 1:
        let string = randomString()
        log.append("insert(\(string.debugDescription))")
        state.insert(string)
        model.insert(Array(string))
      case 2:
        log.append("deleteBackward")
        state.deleteBackward()
        if !composing {
          if !model.selection.isEmpty {
            model.replace(model.selection, with: [])
          } else if model.caret > 0 {
            model.replace(model.caret - 1..<model.caret, with: [])
          }
        }
      case 3:
        log.append("deleteForward")
        state.deleteForward()
        if !composing {
          if !model.selection.isEmpty {
            model.replace(model.selection, with: [])
          } else if model.caret < model.characters.count {
            model.replace(model.caret..<model.caret + 1, with: [])
          }
        }
      case 4:
        log.append("moveBackward(extending: \(extending))")
        state.moveBackward(extending: extending)
        if !composing {
          if !extending, !model.selection.isEmpty {
            model.move(to: model.selection.lowerBound, extending: false)
          } else {
            model.move(to: model.caret - 1, extending: extending)
          }
        }
      case 5:
        log.append("moveForward(extending: \(extending))")
        state.moveForward(extending: extending)
        if !composing {
          if !extending, !model.selection.isEmpty {
            model.move(to: model.selection.upperBound, extending: false)
          } else {
            model.move(to: model.caret + 1, extending: extending)
          }
        }
      case 6:
        log.append("moveToStart(extending: \(extending))")
        state.moveToStart(extending: extending)
        if !composing { model.move(to: 0, extending: extending) }
      case 7:
        log.append("moveToEnd(extending: \(extending))")
        state.moveToEnd(extending: extending)
        if !composing { model.move(to: model.characters.count, extending: extending) }
      case 8:
        log.append("selectAll")
        state.selectAll()
        if !composing {
          model.anchor = 0
          model.caret = model.characters.count
        }
      case 9:
        log.append("cut")
        state.cut(to: clipboard)
        if !composing, !model.selection.isEmpty {
          modelClipboard = Array(model.characters[model.selection])
          model.replace(model.selection, with: [])
        }
      case 10:
        log.append("copy")
        state.copy(to: clipboard)
        if !model.selection.isEmpty { modelClipboard = Array(model.characters[model.selection]) }
      case 11:
        log.append("paste")
        state.paste(from: clipboard)
        if !composing, let pasted = modelClipboard, !pasted.isEmpty { model.insert(pasted) }
      case 12:
        let string = random.next() % 4 == 0 ? "" : randomString()
        let cursor = Int(random.next() % 5)
        log.append("setMarkedText(\(string.debugDescription), cursor: \(cursor))")
        state.setMarkedText(string, cursor: cursor)
        let target = model.marked ?? model.selection
        let room = limit.map { max(0, $0 - (model.characters.count - target.count)) } ?? 99
        let kept = Array(string.prefix(room))
        model.replace(target, with: kept)
        model.marked = kept.isEmpty ? nil : target.lowerBound..<target.lowerBound + kept.count
        if let marked = model.marked {
          model.move(to: marked.lowerBound + min(cursor, marked.count), extending: false)
        }
      default:
        if random.next() % 2 == 0 {
          log.append("commitMarkedText")
          state.commitMarkedText()
          if let marked = model.marked {
            model.marked = nil
            model.move(to: marked.upperBound, extending: false)
          }
        } else {
          log.append("cancelComposition")
          state.cancelComposition()
          if let marked = model.marked {
            model.marked = nil
            model.replace(marked, with: [])
          }
        }
      }
      let matches =
        Array(state.text) == model.characters && state.anchor == model.anchor
        && state.caret == model.caret && state.markedRange == model.marked
      if !matches {
        Issue.record(
          """
          seed \(14_000 + seed), limit \(String(describing: limit)), step \(step): \
          \(log.joined(separator: "; "))
          state: \(state.text.debugDescription) anchor \(state.anchor) caret \(state.caret) marked \(String(describing: state.markedRange))
          model: \(String(model.characters).debugDescription) anchor \(model.anchor) caret \(model.caret) marked \(String(describing: model.marked))
          """)
        return
      }
      if let limit, state.length > limit {
        Issue.record("seed \(14_000 + seed), step \(step): \(state.length) > limit \(limit)")
        return
      }
    }
  }
}
