import CSDL2
import Foundation
import TableKit

/// The raw SDL floor: what any toolkit must at least do to show the workload's frame. It
/// clears, and for each visible row fills one separator and copies cached text textures for
/// the label and the chevron (a header, in W1 and W2, is one fill and its title; the header of
/// the section at the top is drawn again pinned there). Text is rendered once per item in its
/// final color, so copies need no tint; textures of rows that leave the screen are freed. In W3
/// (a ticker) every row's label is rendered anew each frame with TTF and freed after it.
///
/// It shows the rows the table shows: each row's item (and with it its label and height) comes
/// from the workload's model, and its geometry follows the update script's inserts and
/// deletes (`apply(_:)`), so an inserted row's label is rendered when it first shows, as the
/// table's is. What it does not draw is the table's animation of those edits: rows fading in
/// and out and sliding to their places.
@MainActor
final class FloorRenderer {
  private struct Texture {
    var texture: OpaquePointer
    var width: Int32
    var height: Int32
  }

  private enum TextKey: Hashable {
    /// A row showing this item.
    case item(Int)
    case header(Int)
  }

  /// An edit of the table's rows that the floor's geometry follows.
  enum RowEdit {
    /// A row showing `item` inserted at the index path.
    case insert(IndexPath, item: Int)
    case delete(IndexPath)
  }

  private let renderer: OpaquePointer
  private let font: OpaquePointer
  private let headerFont: OpaquePointer
  private let scale: CGFloat
  private let size: CGSize
  private(set) var geometry: Geometry
  /// The workload's model: which item each row shows, and the items' labels.
  private let model: FrameWorkloadSource
  private var texts: [TextKey: Texture] = [:]
  private var drawn: Set<TextKey> = []
  private var chevron: Texture?
  /// W3's labels of this frame, freed once it is flushed.
  private var transient: [Texture] = []
  private(set) var fills = 0
  private(set) var blits = 0
  private(set) var filledPixels = 0

  /// A floor drawing on `renderer` (an `SDL_Renderer *`) of `size` points at `scale`, with the
  /// font file at `fontPath` at the table's sizes (17 pt rows, 15 pt bold-less headers),
  /// showing the rows of `model` laid out by `geometry`.
  init(
    renderer: OpaquePointer, size: CGSize, scale: CGFloat, fontPath: String,
    geometry: Geometry, model: FrameWorkloadSource
  ) throws {
    self.renderer = renderer
    self.size = size
    self.scale = scale
    self.geometry = geometry
    self.model = model
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
    if geometry.workload == .w3, case .item(let item) = key {
      let made = makeTexture(
        model.label(item), font: font, color: SDL_Color(r: 0, g: 0, b: 0, a: 255))
      if let made { transient.append(made) }
      return made
    }
    drawn.insert(key)
    if let known = texts[key] { return known }
    let made: Texture?
    switch key {
    case .item(let item):
      made = makeTexture(
        model.label(item), font: font, color: SDL_Color(r: 0, g: 0, b: 0, a: 255))
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

  /// Follows an edit of the table's rows (the model has it already).
  func apply(_ edit: RowEdit) {
    switch edit {
    case .insert(let indexPath, let item):
      geometry.insertRow(at: indexPath, height: geometry.workload.height(ofItem: item))
    case .delete(let indexPath):
      geometry.deleteRow(at: indexPath)
    }
  }

  /// Draws the frame at content offset `offset` (W3: the labels of the model's tick) and
  /// flushes it; returns the fills and blits.
  func drawFrame(offset: Double) -> (fills: Int, blits: Int, filledPixels: Int) {
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
      if let row = item.row,
        let label = text(.item(model.item(at: IndexPath(row: row, section: item.section))))
      {
        copy(label, x: margin, centeredIn: top, height: height)
      }
      if let chevron {
        copy(
          chevron, x: size.width - margin - CGFloat(chevron.width) / scale, centeredIn: top,
          height: height)
      }
    }
    // The pinned header of the section at the top.
    if let section = firstSection, let headerTop = geometry.headerTop(section), headerTop < offset
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
