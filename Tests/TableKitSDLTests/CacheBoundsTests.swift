import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Memory stays flat however many distinct strings, shapes and images pass through the caches.
@MainActor
@Suite(.serialized)
struct CacheBoundsTests {
  @Test func textCachesStayWithinTheirBoundsAfter100000DistinctStrings() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 320, height: 480))
    let renderer = canvas.renderer
    let font = Font.systemFont(ofSize: 17)
    var peakCount = 0
    var peakBytes = 0
    for frame in 0..<1000 {
      var list = DrawList()
      for row in 0..<100 {
        let index = frame * 100 + row
        list.text(
          TextRun(
            "Row \(index) of a very long table", font: font, color: .black,
            origin: CGPoint(x: 15, y: CGFloat(row % 20) * 24), maxWidth: 200))
      }
      _ = canvas.render(list)
      peakCount = max(peakCount, renderer.textureCacheFootprint.count)
      peakBytes = max(peakBytes, renderer.textureCacheFootprint.bytes)
    }
    #expect(peakCount <= renderer.textures.countLimit)
    #expect(peakBytes <= renderer.textures.costLimit)
    #expect(renderer.measuredLines.count <= renderer.measuredLines.countLimit)
    #expect(renderer.truncations.count <= renderer.truncations.countLimit)
    #expect(renderer.textureCacheFootprint.count > 0)
  }

  @Test func measuredLinesStayWithinAFewScreensOfLinesAfterManyDistinctStrings() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 320, height: 480))
    let renderer = canvas.renderer
    let limit = TextMeasureBudget.widthLimit(outputHeight: 480)
    #expect(renderer.measuredLines.costLimit == limit)
    #expect(renderer.truncations.costLimit == TextMeasureBudget.truncationLimit(outputHeight: 480))
    #expect(limit < renderer.measuredLines.countLimit)
    let font = Font.systemFont(ofSize: 17)
    for index in 0..<(limit * 5) {
      // Long enough to be truncated at 60 points, so that truncations fill as well.
      let text = "Row \(index) — detail text"
      _ = renderer.size(of: text, font: font)
      renderer.draw(
        DrawList([.text(TextRun(text, font: font, color: .black, origin: .zero, maxWidth: 60))]))
      #expect(renderer.measuredLines.count <= limit)
      #expect(renderer.truncations.count <= renderer.truncations.costLimit)
    }
    #expect(renderer.measuredLines.count == limit)
    #expect(renderer.truncations.count == renderer.truncations.costLimit)
  }

  @Test func theMeasureBudgetFollowsTheOutputHeightWithinItsBounds() {
    #expect(TextMeasureBudget.widthLimit(outputHeight: 0) == TextMeasureBudget.floor)
    #expect(TextMeasureBudget.widthLimit(outputHeight: 1080) == 4 * 135 * 4)
    #expect(TextMeasureBudget.widthLimit(outputHeight: 1 << 20) == TextMeasureBudget.ceiling)
    #expect(TextMeasureBudget.truncationLimit(outputHeight: 1080) == 4 * 135)
  }

  @Test func aSmallTextureBudgetEvictsTheLeastRecentlyUsed() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 200, height: 40))
    let renderer = try SDLRenderer(
      renderer: canvas.renderer.renderer, scale: 1, fonts: canvas.renderer.fonts,
      images: canvas.renderer.images, textureCountLimit: 8, textureByteLimit: 64 << 10)
    for index in 0..<500 {
      renderer.draw(
        DrawList([
          .text(
            TextRun("String \(index)", font: .systemFont(ofSize: 17), color: .black, origin: .zero))
        ]))
      #expect(renderer.textureCacheFootprint.count <= 8)
      #expect(renderer.textureCacheFootprint.bytes <= 64 << 10)
    }
    renderer.purgeCaches()
  }
}

/// The LRU behind every cache, checked against a plain array model.
struct LRUCacheTests {
  /// Issue 32: one kind's share is evicted oldest first, leaving the other keys alone.
  @Test func removeOldestWhereTakesTheOldestEntryOfTheKind() {
    var evicted: [Int] = []
    var cache = LRUCache<String, Int>(countLimit: 10, costLimit: 100) { evicted.append($0) }
    cache.insert(1, forKey: "image a", cost: 1)
    cache.insert(2, forKey: "text b", cost: 1)
    cache.insert(3, forKey: "text c", cost: 1)
    _ = cache.value(forKey: "text b")
    let isText: (String) -> Bool = { $0.hasPrefix("text") }
    let first = cache.removeOldest(where: isText)
    #expect(first && evicted == [3])
    let second = cache.removeOldest(where: isText)
    #expect(second && evicted == [3, 2])
    let third = cache.removeOldest(where: isText)
    #expect(!third && evicted == [3, 2])
    #expect(cache.count == 1 && cache.totalCost == 1)
    #expect(cache.value(forKey: "image a") == 1)
  }

  @Test func itEvictsTheLeastRecentlyUsedEntryFirst() {
    var evicted: [Int] = []
    var cache = LRUCache<String, Int>(countLimit: 3, costLimit: 100) { evicted.append($0) }
    cache.insert(1, forKey: "a", cost: 1)
    cache.insert(2, forKey: "b", cost: 1)
    cache.insert(3, forKey: "c", cost: 1)
    #expect(cache.value(forKey: "a") == 1)
    cache.insert(4, forKey: "d", cost: 1)
    #expect(evicted == [2])
    #expect(cache.value(forKey: "b") == nil)
    #expect(cache.count == 3)
  }

  @Test func itHonoursTheCostLimitAndReplacesExistingKeys() {
    var evicted: [Int] = []
    var cache = LRUCache<Int, Int>(countLimit: 100, costLimit: 10) { evicted.append($0) }
    cache.insert(1, forKey: 1, cost: 4)
    cache.insert(2, forKey: 2, cost: 4)
    cache.insert(3, forKey: 3, cost: 4)
    #expect(evicted == [1])
    #expect(cache.totalCost == 8)
    cache.insert(20, forKey: 2, cost: 2)
    #expect(evicted == [1, 2])
    #expect(cache.totalCost == 6)
    #expect(cache.value(forKey: 2) == 20)
  }

  @Test func itMatchesAnArrayModelUnderRandomUse() {
    var generator = SplitMix64(seed: 0x5EED)
    var cache = LRUCache<Int, Int>(countLimit: 7, costLimit: 1000)
    var model: [Int] = []  // keys, least recently used first
    for step in 0..<20_000 {
      let key = Int(generator.next() % 12)
      if generator.next() % 2 == 0 {
        let found = cache.value(forKey: key)
        #expect((found != nil) == model.contains(key), "step \(step)")
        if let index = model.firstIndex(of: key) { model.append(model.remove(at: index)) }
      } else {
        cache.insert(key, forKey: key, cost: 1)
        model.removeAll { $0 == key }
        model.append(key)
        if model.count > 7 { model.removeFirst() }
      }
      #expect(cache.count == model.count, "step \(step)")
    }
  }
}
