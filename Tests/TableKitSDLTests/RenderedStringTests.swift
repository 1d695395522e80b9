import Testing

@testable import TableKitSDL

/// The text caches' key: the bytes SDL_ttf is given, not the string's canonical equivalence.
struct RenderedStringTests {
  @Test func equalBytesAreOneKeyWithOneHash() {
    let label = "Row \(42) — detail text"
    let same = "Row 42 — detail text"
    #expect(RenderedString(label) == RenderedString(same))
    #expect(RenderedString(label).hashValue == RenderedString(same).hashValue)
    #expect(Set([RenderedString(label), RenderedString(same)]).count == 1)
  }

  @Test func canonicallyEquivalentSpellingsAreDifferentTexts() {
    let precomposed = "caf\u{E9}"
    let combining = "cafe\u{301}"
    #expect(precomposed == combining)  // as Swift strings
    #expect(RenderedString(precomposed) != RenderedString(combining))
    #expect(RenderedString("Row 1") != RenderedString("Row 10"))
    #expect(RenderedString("") == RenderedString(""))
  }
}
