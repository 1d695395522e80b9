import CSDL2
import Foundation
import TableKit

/// The raw SDL floor: what any toolkit must at least do to show the workload's frame. It
/// clears, and for each visible row fills one separator and copies cached text textures for
/// the label and the chevron (a header, in W1 and W2, is one fill and its title; the header of
/// the section at the top is drawn again pinned there). Text is rendered once per row in its
/// final color, so copies need no tint; textures of rows that leave the screen are freed. In W3
/// (a ticker) every row's label is rendered anew each frame with TTF and freed after it.
@MainActor
final class FloorRenderer {
  /// Where a workload's rows and headers lie, by arithmetic (W0) or prefix sums (W1, W2), in
  /// points.
  struct Geometry {
    let workload: FrameWorkload
    /// Items in order (per section a header, then its rows); `tops[k]` is item k's top.
    private var tops: [Double] = []
    private let rowsPerSection: Int
    let contentHeight: Double

    init(_ workload: FrameWorkload, sections: Int, rowsPerSection: Int) {
      self.workload = workload
      self.rowsPerSection = rowsPerSection
      if workload == .w0 || workload == .w3 {
        contentHeight = Double(sections * rowsPerSection) * Double(FrameWorkload.rowHeight)
        return
      }
      tops.reserveCapacity(sections * (rowsPerSection + 1) + 1)
      var y = 0.0
      for section in 0..<sections {
        tops.append(y)
        y += Double(FrameWorkload.headerHeight)
        for row in 0..<rowsPerSection {
          tops.append(y)
          y += Double(FrameWorkload.variedHeight(section * rowsPerSection + row))
        }
      }
      tops.append(y)
      contentHeight = y
    }

    /// An item: a header (`row` nil) or a row, with its global index and its span in points.
    struct Item {
      var section: Int
      var row: Int?
      var index: Int
      var top: Double
      var height: Double
    }

    /// Calls `body` for each item meeting `minY..<maxY`, top to bottom.
    func forEachItem(from minY: Double, to maxY: Double, _ body: (Item) -> Void) {
      if workload == .w0 || workload == .w3 {
        let height = Double(FrameWorkload.rowHeight)
        let count = rowsPerSection
        var index = max(0, Int(minY / height))
        while index < count, Double(index) * height < maxY {
          body(
            Item(section: 0, row: index, index: index, top: Double(index) * height, height: height))
          index += 1
        }
        return
      }
      // The last item whose top is at or above minY.
      var low = 0
      var high = tops.count - 2
      while low < high {
        let middle = (low + high + 1) / 2
        if tops[middle] <= minY { low = middle } else { high = middle - 1 }
      }
      var k = max(0, low)
      while k < tops.count - 1, tops[k] < maxY {
        let section = k / (rowsPerSection + 1)
        let within = k % (rowsPerSection + 1)
        let row = within == 0 ? nil : within - 1
        body(
          Item(
            section: section, row: row, index: section * rowsPerSection + (row ?? 0),
            top: tops[k], height: tops[k + 1] - tops[k]))
        k += 1
      }
    }

    /// The top of row `row` of section `section`, or nil past the table's end.
    func rowTop(section: Int, row: Int) -> Double? {
      guard row < rowsPerSection else { return nil }
      if workload == .w0 || workload == .w3 {
        let index = section * rowsPerSection + row
        return Double(index) * Double(FrameWorkload.rowHeight)
      }
      let k = section * (rowsPerSection + 1) + 1 + row
      return k < tops.count - 1 ? tops[k] : nil
    }

    /// The top of section `section`'s header.
    func headerTop(_ section: Int) -> Double? {
      let k = section * (rowsPerSection + 1)
      return k < tops.count - 1 ? tops[k] : nil
    }
  }

  private struct Texture {
    var texture: OpaquePointer
    var width: Int32
    var height: Int32
  }

  private enum TextKey: Hashable {
    case row(Int)
    case header(Int)
  }

  private let renderer: OpaquePointer
  private let font: OpaquePointer
  private let headerFont: OpaquePointer
  private let scale: CGFloat
  private let size: CGSize
  let geometry: Geometry
  private var texts: [TextKey: Texture] = [:]
  private var drawn: Set<TextKey> = []
  private var chevron: Texture?
  /// W3's labels of this frame, freed once it is flushed.
  private var transient: [Texture] = []
  /// W3's tick of the frame being drawn.
  private var tick = 0
  private(set) var fills = 0
  private(set) var blits = 0
  private(set) var filledPixels = 0

  /// A floor drawing on `renderer` (an `SDL_Renderer *`) of `size` points at `scale`, with the
  /// font file at `fontPath` at the table's sizes (17 pt rows, 15 pt bold-less headers).
  init(
    renderer: OpaquePointer, size: CGSize, scale: CGFloat, fontPath: String,
    geometry: Geometry
  ) throws {
    self.renderer = renderer
    self.size = size
    self.scale = scale
    self.geometry = geometry
    guard let font = TTF_OpenFont(fontPath, Int32((17 * scale).rounded())),
      let headerFont = TTF_OpenFont(fontPath, Int32((15 * scale).rounded()))
    else {
      throw FrameBenchmarkError.message("the floor cannot open \(fontPath)")
    }
    self.font = font
    self.headerFont = headerFont
  }

  isolated deinit {
    for texture in texts.values { SDL_DestroyTexture(texture.texture) }
    if let chevron { SDL_DestroyTexture(chevron.texture) }
    TTF_CloseFont(font)
    TTF_CloseFont(headerFont)
  }

  private func makeTexture(_ text: String, font: OpaquePointer, color: SDL_Color) -> Texture? {
    guard let surface = TTF_RenderUTF8_Blended(font, text, color) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return Texture(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
  }

  private func text(_ key: TextKey) -> Texture? {
    if geometry.workload == .w3, case .row(let index) = key {
      let made = makeTexture(
        FrameTicker.label(index, tick: tick), font: font,
        color: SDL_Color(r: 0, g: 0, b: 0, a: 255))
      if let made { transient.append(made) }
      return made
    }
    drawn.insert(key)
    if let known = texts[key] { return known }
    let made: Texture?
    switch key {
    case .row(let index):
      made = makeTexture(
        FrameWorkload.label(index), font: font, color: SDL_Color(r: 0, g: 0, b: 0, a: 255))
    case .header(let section):
      made = makeTexture(
        "Section \(section + 1)", font: headerFont, color: SDL_Color(r: 0, g: 0, b: 0, a: 255))
    }
    texts[key] = made
    return made
  }

  private func fill(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    var rect = SDL_Rect(
      x: Int32((x * scale).rounded()), y: Int32((y * scale).rounded()),
      w: Int32((width * scale).rounded()), h: max(1, Int32((height * scale).rounded())))
    SDL_RenderFillRect(renderer, &rect)
    fills += 1
    let top = max(0, rect.y)
    let bottom = min(Int32((size.height * scale).rounded()), rect.y + rect.h)
    let left = max(0, rect.x)
    let right = min(Int32((size.width * scale).rounded()), rect.x + rect.w)
    if bottom > top && right > left { filledPixels += Int(bottom - top) * Int(right - left) }
  }

  private func copy(_ texture: Texture, x: CGFloat, centeredIn top: CGFloat, height: CGFloat) {
    var rect = SDL_Rect(
      x: Int32((x * scale).rounded()),
      y: Int32(((top + height / 2) * scale - CGFloat(texture.height) / 2).rounded()),
      w: texture.width, h: texture.height)
    SDL_RenderCopy(renderer, texture.texture, nil, &rect)
    blits += 1
  }

  /// Draws the frame at content offset `offset` (W3: its labels at `tick`) and flushes it;
  /// returns the fills and blits.
  func drawFrame(offset: Double, tick: Int = 0) -> (fills: Int, blits: Int, filledPixels: Int) {
    self.tick = tick
    fills = 0
    blits = 0
    filledPixels = Int(size.width * scale) * Int(size.height * scale)
    drawn.removeAll(keepingCapacity: true)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    SDL_RenderClear(renderer)
    if chevron == nil {
      chevron = makeTexture("›", font: font, color: SDL_Color(r: 0xC4, g: 0xC4, b: 0xC7, a: 255))
    }
    let margin = Metrics.margin
    var firstSection: Int?
    geometry.forEachItem(from: offset, to: offset + Double(size.height)) { item in
      let top = CGFloat(item.top - offset)
      let height = CGFloat(item.height)
      if firstSection == nil { firstSection = item.section }
      if item.row == nil {
        SDL_SetRenderDrawColor(renderer, 0xF7, 0xF7, 0xF7, 255)
        fill(x: 0, y: top, width: size.width, height: height)
        if let title = text(.header(item.section)) {
          copy(title, x: margin, centeredIn: top, height: height)
        }
        return
      }
      SDL_SetRenderDrawColor(renderer, 0xC8, 0xC7, 0xCC, 255)
      fill(x: margin, y: top + height - 1 / scale, width: size.width - margin, height: 1 / scale)
      if let label = text(.row(item.index)) {
        copy(label, x: margin, centeredIn: top, height: height)
      }
      if let chevron {
        copy(
          chevron, x: size.width - margin - CGFloat(chevron.width) / scale, centeredIn: top,
          height: height)
      }
    }
    // The pinned header of the section at the top.
    if geometry.workload != .w0, geometry.workload != .w3, let section = firstSection,
      let headerTop = geometry.headerTop(section), headerTop < offset
    {
      let height = CGFloat(FrameWorkload.headerHeight)
      let next = geometry.headerTop(section + 1).map { CGFloat($0 - offset) } ?? .infinity
      let top = min(0, next - height)
      SDL_SetRenderDrawColor(renderer, 0xF7, 0xF7, 0xF7, 255)
      fill(x: 0, y: top, width: size.width, height: height)
      if let title = text(.header(section)) {
        copy(title, x: margin, centeredIn: top, height: height)
      }
    }
    SDL_RenderFlush(renderer)
    for texture in transient { SDL_DestroyTexture(texture.texture) }
    transient.removeAll(keepingCapacity: true)
    // Textures of rows no longer on screen go.
    if texts.count > drawn.count {
      for key in texts.keys.filter({ !drawn.contains($0) }) {
        if let texture = texts.removeValue(forKey: key) { SDL_DestroyTexture(texture.texture) }
      }
    }
    return (fills, blits, filledPixels)
  }
}
