/// A string as a cache key of what SDL_ttf renders: equal when their UTF-8 bytes are, and
/// hashed from those bytes. SDL_ttf measures and draws bytes, so two canonically equivalent
/// spellings (a precomposed "é" and "e" with a combining accent) are different texts to it;
/// and `String`'s own hashing normalizes every non-ASCII string (a row's "—") to NFC on every
/// lookup, which the frame pays for each text it draws.
struct RenderedString: Hashable {
  /// The string.
  let string: String

  init(_ string: String) { self.string = string }

  static func == (lhs: RenderedString, rhs: RenderedString) -> Bool {
    lhs.string.utf8.count == rhs.string.utf8.count
      && lhs.string.utf8.elementsEqual(rhs.string.utf8)
  }

  func hash(into hasher: inout Hasher) {
    var bytes = string
    bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    hasher.combine(bytes.utf8.count)
  }
}
