/// Decides, for the primitives of one frame in drawing order, which can be skipped or drawn
/// smaller without changing a single pixel of the result: a replay then costs what its pixels
/// cost, and no pixel is filled twice with an opaque color.
///
/// Three passes, all in whole device pixels:
/// - **Backward, copies under opaque fills.** A copy that maps each texel to one pixel (text,
///   an unscaled image) draws the same pixels in any part of it, so the part of it that later
///   opaque fills cover is cut away: an animated row sliding over another then hides the text
///   beneath by not drawing it, not by filling over it, and its white background, over pixels
///   the clear left white, draws nothing.
/// - **Forward, same color.** An opaque fill over pixels already known to hold exactly its color
///   (set by the clear or an earlier opaque fill, untouched since) changes nothing there: it is
///   dropped, or shrunk to the pixels it does change. A cell's white background on a white table
///   on a white clear draws nothing. Each fill looks back through the primitives before it
///   until every one of its pixels is settled, which is a few steps in a table's frame.
/// - **Backward, occlusion.** Whatever lies wholly under later opaque fills is overwritten: a
///   fill or a copy there is dropped, a fill partly there is shrunk to the rest, and the clear
///   becomes fills of the part no content covers (or nothing).
///
/// Every primitive the replay issues changes each pixel independently of its neighbours (a
/// fill sets or blends a color, a copy blends a texel), which is what makes per-pixel
/// reasoning exact. Bookkeeping is bounded: past `regionLimit` boxes, `partLimit` parts or
/// `lookBehindLimit` steps a pass stops (it then culls less, never wrongly), so a pathological
/// frame costs little more to decide.
struct OverdrawCulling {
  /// What a primitive does to the pixels of its extent.
  enum Kind: Equatable {
    /// Sets every pixel of the output to `color` (packed RGBA, compared only for equality).
    case clear(color: UInt32)
    /// Sets every pixel of its extent to `color`, whatever was there.
    case opaqueFill(color: UInt32)
    /// Blends a color over each pixel of its extent: it can be shrunk, as a fill.
    case blendedFill
    /// Changes some pixels of its extent: kept whole or dropped.
    case copy
    /// Changes some pixels of its extent, each from a texel of its own (an unscaled, unflipped
    /// copy): it can be drawn in parts, each drawing exactly the pixels it would have there.
    case exactCopy
    /// Reads the pixels around its extent and writes its extent from them (a backdrop blur):
    /// kept whole or dropped, and whatever was drawn before it must stay, since it reads it.
    case backdrop
  }

  /// A primitive: what it does, and the pixels it may change (its rect within its clip and the
  /// output, or the whole output for a clear).
  struct Item: Equatable {
    var extent: PixelBox
    var kind: Kind
  }

  /// What to do with a primitive.
  enum Decision: Equatable {
    /// Draw it as it is.
    case keep
    /// Skip it: it changes no pixel of the final frame.
    case drop
    /// Draw only these disjoint parts of its extent (fills, clears and exact copies only).
    case draw([PixelBox])
  }

  /// The most boxes a pass keeps in its regions, and the most parts a primitive is cut into
  /// (a clear around the separators of 60 rows takes about 120).
  static let regionLimit = 256
  static let partLimit = 256
  /// How far back the forward pass looks for what set a fill's pixels.
  static let lookBehindLimit = 256

  private var needed: [PixelBox] = []
  private var drawn: [PixelBox] = []
  private var covered: [PixelBox] = []
  private var scratch: [PixelBox] = []
  private var parts: [PixelBox] = []

  init() {}

  /// Fills `decisions` with one decision per item of `items`.
  mutating func decide(_ items: [Item], into decisions: inout [Decision]) {
    decisions.removeAll(keepingCapacity: true)
    decisions.append(contentsOf: repeatElement(.keep, count: items.count))
    trimCopies(items, &decisions)
    forward(items, &decisions)
    backward(items, &decisions)
  }

  // MARK: - Passes

  /// Cuts from each exact copy what later opaque fills and clears cover, whatever becomes of
  /// them: they set their color there after the copy either way (a fill the forward pass
  /// drops there finds its color already in place, since the copy no longer draws over it).
  private mutating func trimCopies(_ items: [Item], _ decisions: inout [Decision]) {
    covered.removeAll(keepingCapacity: true)
    var coveredBounds = PixelBox.empty
    for index in items.indices.reversed() {
      let item = items[index]
      switch item.kind {
      case .clear, .opaqueFill:
        guard !item.extent.isEmpty, covered.count < Self.regionLimit else { continue }
        covered.append(item.extent)
        coveredBounds = coveredBounds.isEmpty ? item.extent : coveredBounds.union(item.extent)
      case .exactCopy:
        guard item.extent.intersects(coveredBounds) else { continue }
        parts.removeAll(keepingCapacity: true)
        parts.append(item.extent)
        drawn.removeAll(keepingCapacity: true)
        drawn.append(item.extent)
        switch Self.subtract(from: &parts, covered, scratch: &scratch, original: &drawn) {
        case .unchanged, .tooComplex: break
        case .changed: decisions[index] = parts.isEmpty ? .drop : .draw(parts)
        }
      case .backdrop:
        // It reads what lies under it: nothing before it may be cut for what covers it later.
        covered.removeAll(keepingCapacity: true)
        coveredBounds = .empty
      case .blendedFill, .copy:
        break
      }
    }
  }

  private mutating func forward(_ items: [Item], _ decisions: inout [Decision]) {
    for index in items.indices {
      let item = items[index]
      if item.extent.isEmpty {
        decisions[index] = .drop
        continue
      }
      guard case .opaqueFill(let color) = item.kind else { continue }
      // Looking back from the fill: a pixel last set to its color by an opaque fill or the
      // clear, untouched since, needs nothing; a pixel something else touched last, or that
      // nothing touched, needs the fill.
      parts.removeAll(keepingCapacity: true)
      parts.append(item.extent)
      needed.removeAll(keepingCapacity: true)
      var earlier = index - 1
      var steps = 0
      // The box around the unsettled parts, computed again only when they change: most steps
      // pass primitives elsewhere on the screen (the rows above), and only look at their extent.
      var unsettled = item.extent
      while !parts.isEmpty, earlier >= 0, steps < Self.lookBehindLimit {
        let otherIndex = earlier
        let other = items[otherIndex]
        earlier -= 1
        steps += 1
        guard other.extent.intersects(unsettled) else { continue }
        let otherDecision = decisions[otherIndex]
        let sameColor: Bool
        switch other.kind {
        case .clear(let clearColor): sameColor = clearColor == color
        case .opaqueFill(let fillColor): sameColor = fillColor == color
        case .blendedFill, .copy, .exactCopy, .backdrop: sameColor = false
        }
        switch otherDecision {
        case .draw(let touched) where other.kind == .exactCopy:
          // A trimmed copy touches only its parts: the pixels cut from it still hold whatever
          // came before it.
          for box in touched { settle(box, needs: true) }
        case .drop where other.kind == .exactCopy:
          break
        default:
          // What it touched, the fill must draw unless it set the fill's color.
          settle(other.extent, needs: !sameColor)
        }
        if parts.count + needed.count > Self.partLimit { break }
        if case .clear = other.kind { break }
        if !parts.isEmpty { unsettled = boundsOfParts() }
      }
      // Pixels no earlier primitive settled are needed too.
      needed += parts
      if needed.count > Self.partLimit { continue }
      if needed.isEmpty {
        decisions[index] = .drop
      } else if needed != [item.extent] {
        decisions[index] = .draw(needed)
      }
    }
  }

  /// Takes the pixels of `box` out of the fill's unsettled `parts`; they are needed when what
  /// set them last was not of the fill's color.
  private mutating func settle(_ box: PixelBox, needs: Bool) {
    if needs {
      for part in parts where part.intersects(box) { needed.append(part.intersection(box)) }
    }
    scratch.removeAll(keepingCapacity: true)
    for part in parts { part.subtracting(box, into: &scratch) }
    swap(&parts, &scratch)
  }

  /// The box around `parts`.
  private func boundsOfParts() -> PixelBox {
    var box = parts[0]
    for part in parts.dropFirst() {
      box.x0 = min(box.x0, part.x0)
      box.y0 = min(box.y0, part.y0)
      box.x1 = max(box.x1, part.x1)
      box.y1 = max(box.y1, part.y1)
    }
    return box
  }

  private mutating func backward(_ items: [Item], _ decisions: inout [Decision]) {
    covered.removeAll(keepingCapacity: true)
    // The box around `covered`, for a quick answer when a primitive lies outside it.
    var coveredBounds = PixelBox.empty
    for index in items.indices.reversed() {
      let decision = decisions[index]
      if decision == .drop { continue }
      let item = items[index]
      parts.removeAll(keepingCapacity: true)
      if case .draw(let drawn) = decision { parts += drawn } else { parts.append(item.extent) }
      if item.extent.intersects(coveredBounds) {
        drawn.removeAll(keepingCapacity: true)
        drawn += parts
        switch Self.subtract(from: &parts, covered, scratch: &scratch, original: &drawn) {
        case .unchanged, .tooComplex:
          break
        case .changed:
          if parts.isEmpty {
            decisions[index] = .drop
          } else if item.kind != .copy, item.kind != .backdrop {
            decisions[index] = .draw(parts)
          }
        }
        // What it draws is back in `drawn` for what follows.
        swap(&parts, &drawn)
      }
      switch item.kind {
      case .clear, .opaqueFill:
        // From here back, every pixel it draws (or that later content covers) is opaque.
        guard covered.count + parts.count <= Self.regionLimit else { break }
        for part in parts {
          covered.append(part)
          coveredBounds = coveredBounds.isEmpty ? part : coveredBounds.union(part)
        }
      case .backdrop:
        // It reads what lies under it, so what came before shows through whatever covers it
        // later: from here back nothing counts as covered.
        covered.removeAll(keepingCapacity: true)
        coveredBounds = .empty
      case .blendedFill, .copy, .exactCopy:
        break
      }
    }
  }

  // MARK: - Regions

  enum Subtraction {
    case unchanged, changed, tooComplex
  }

  /// Removes the pixels of every hole from `parts`, which `original` holds a copy of; when
  /// that would cut them into more than `partLimit` pieces, `parts` is restored from it.
  private static func subtract(
    from parts: inout [PixelBox], _ holes: [PixelBox], scratch: inout [PixelBox],
    original: inout [PixelBox]
  ) -> Subtraction {
    var changed = false
    for hole in holes {
      guard parts.contains(where: { $0.intersects(hole) }) else { continue }
      changed = true
      scratch.removeAll(keepingCapacity: true)
      for part in parts { part.subtracting(hole, into: &scratch) }
      swap(&parts, &scratch)
      if parts.isEmpty { return .changed }
      if parts.count > Self.partLimit {
        parts.removeAll(keepingCapacity: true)
        parts += original
        return .tooComplex
      }
    }
    return changed ? .changed : .unchanged
  }
}
