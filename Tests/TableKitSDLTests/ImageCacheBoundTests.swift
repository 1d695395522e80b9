import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 10, item 7: the image cache's byte bound holds always, also for one picture larger than
/// the whole bound, and a large picture drawn small is kept at the size it is drawn.
@MainActor
@Suite(.serialized)
struct ImageCacheBoundTests {
  static let pictureWidth = 2400
  static let pictureHeight = 1600
  /// The quadrants' colors: top-left, top-right, bottom-left, bottom-right.
  static let quadrants: [UInt32] = [0xFFFF_3B30, 0xFF00_7AFF, 0xFF34_C759, 0xFFFF_CC00]

  /// A folder holding "big.png", 2400 × 1600 pixels (15 MB decoded) in four solid quadrants.
  static func makeBigPicture() throws -> String {
    let folder = try makeTemporaryDirectory("big-image")
    var pixels = [UInt32](repeating: 0, count: pictureWidth * pictureHeight)
    for y in 0..<pictureHeight {
      let rowQuadrant = y < pictureHeight / 2 ? 0 : 2
      for x in 0..<pictureWidth {
        pixels[y * pictureWidth + x] = quadrants[rowQuadrant + (x < pictureWidth / 2 ? 0 : 1)]
      }
    }
    try PixelImage(width: pictureWidth, height: pictureHeight, pixels: pixels)
      .writePNG(to: (folder as NSString).appendingPathComponent("big.png"))
    return folder
  }

  /// Checks that `picture` shows the four quadrants in `rect` (pixels) with a clean edge.
  static func expectQuadrants(
    _ picture: PixelImage, in rect: (x: Int, y: Int, width: Int, height: Int),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let left = rect.x + rect.width / 4
    let right = rect.x + rect.width * 3 / 4
    let top = rect.y + rect.height / 4
    let bottom = rect.y + rect.height * 3 / 4
    let seen = [
      picture[left, top], picture[right, top], picture[left, bottom], picture[right, bottom],
    ]
    #expect(seen == quadrants, sourceLocation: sourceLocation)
    // Area averaging leaves at most one mixed column at the vertical edge, none elsewhere.
    let mixed = (rect.x..<rect.x + rect.width).filter {
      !quadrants.contains(picture[$0, top])
    }
    #expect(mixed.count <= 1, "mixed columns \(mixed)", sourceLocation: sourceLocation)
  }

  @Test func aPictureLargerThanTheBoundDrawnSmallIsKeptAtItsDrawnSize() throws {
    let folder = try Self.makeBigPicture()
    let byteLimit = 8 << 20
    let images = try ImageLibrary(
      searchPath: AssetSearchPath(directories: [folder]), byteLimit: byteLimit)
    let canvas = try OffscreenCanvas(
      size: CGSize(width: 200, height: 140), scale: 2, images: images)
    #expect(images.size(ofImage: "big") == CGSize(width: 2400, height: 1600))
    #expect(images.cacheFootprint.bytes <= byteLimit, "15 MB whole is not kept in 8 MB")
    let thumbnail = CGRect(x: 10, y: 10, width: 60, height: 40)
    let picture = canvas.render(DrawList([.image(name: "big", rect: thumbnail)]))
    #expect(images.cacheFootprint.count == 1)
    #expect(images.cacheFootprint.bytes == 120 * 80 * 4, "kept at 120 × 80 pixels, 2× of 60 × 40")
    Self.expectQuadrants(picture, in: (20, 20, 120, 80))

    // Drawn larger later, it is decoded again for the larger size and still within the bound,
    // and the thumbnail (a new texture) still draws right from that copy.
    canvas.renderer.purgeCaches()
    let larger = canvas.render(
      DrawList([
        .image(name: "big", rect: CGRect(x: 0, y: 0, width: 150, height: 100)),
        .image(name: "big", rect: CGRect(x: 150, y: 100, width: 45, height: 30)),
      ]))
    #expect(images.cacheFootprint.bytes == 300 * 200 * 4)
    #expect(images.cacheFootprint.bytes <= byteLimit)
    Self.expectQuadrants(larger, in: (0, 0, 300, 200))
    Self.expectQuadrants(larger, in: (300, 200, 90, 60))
  }

  @Test func aPictureThatExceedsTheBoundEvenReducedIsNotKeptYetDraws() throws {
    let folder = try Self.makeBigPicture()
    let images = try ImageLibrary(
      searchPath: AssetSearchPath(directories: [folder]), byteLimit: 16 << 10)
    let canvas = try OffscreenCanvas(
      size: CGSize(width: 200, height: 140), scale: 2, images: images)
    let picture = canvas.render(
      DrawList([.image(name: "big", rect: CGRect(x: 10, y: 10, width: 60, height: 40))]))
    #expect(images.cacheFootprint.count == 0)
    #expect(images.cacheFootprint.bytes == 0)
    Self.expectQuadrants(picture, in: (20, 20, 120, 80))
  }

  @Test func smallPicturesStayWhole() throws {
    let images = try ImageLibrary()
    let canvas = try OffscreenCanvas(size: CGSize(width: 60, height: 60), images: images)
    _ = canvas.render(
      DrawList([.image(name: "photo-lake", rect: CGRect(x: 0, y: 0, width: 30, height: 20))]))
    #expect(images.cacheFootprint.bytes == 600 * 400 * 4, "under the threshold: whole")
  }
}

/// The LRU's bounds hold after every call (issue 10, item 7: it never evicted its newest entry).
struct LRUCacheBoundTests {
  @Test func anEntryCostlierThanTheWholeLimitIsNotKept() {
    var evicted: [Int] = []
    var cache = LRUCache<String, Int>(countLimit: 10, costLimit: 100) { evicted.append($0) }
    let keptSmall = cache.insert(1, forKey: "small", cost: 40)
    let keptHuge = cache.insert(2, forKey: "huge", cost: 256)
    #expect(keptSmall)
    #expect(!keptHuge)
    let huge = cache.value(forKey: "huge")
    let small = cache.value(forKey: "small")
    #expect(huge == nil)
    #expect(small == 1, "a refused entry evicts nothing")
    #expect(cache.totalCost == 40)
    #expect(evicted.isEmpty)
    // Replacing a kept entry by one too costly leaves nothing under its key.
    let keptReplacement = cache.insert(3, forKey: "small", cost: 101)
    #expect(!keptReplacement)
    #expect(cache.count == 0)
    #expect(evicted == [1])
  }

  @Test func loweringTheCostLimitEvictsAtOnce() {
    var cache = LRUCache<Int, Int>(countLimit: 10, costLimit: 100)
    for key in 0..<5 { cache.insert(key, forKey: key, cost: 20) }
    cache.costLimit = 50
    #expect(cache.totalCost == 40)
    let newest = cache.value(forKey: 4)
    let oldest = cache.value(forKey: 0)
    #expect(newest == 4)
    #expect(oldest == nil)
  }
}
