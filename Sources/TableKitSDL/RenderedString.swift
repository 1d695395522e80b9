import Foundation

/// A string as a cache key of what SDL_ttf renders: equal when their UTF-8 bytes are, and
/// hashed from those bytes. SDL_ttf measures and draws bytes, so two canonically equivalent
/// spellings (a precomposed "é" and "e" with a combining accent) are different texts to it;
/// and `String`'s own hashing normalizes every non-ASCII string (a row's "—") to NFC on every
/// lookup, which the frame pays for each text it draws.
struct RenderedString: Hashable {
  /// The string.
  let string: String
  /// The hash of the bytes, computed once (with `Hasher`, so seeded per process as every hash
  /// is). A key is hashed again at every lookup, insertion, eviction and growth of the caches
  /// it keys, and a frame of text that changes (a ticker's, W3) did that to each of its lines
  /// several times: hashing and comparing the bytes was 2 % of W3's samples.
  private let digest: Int

  init(_ string: String) {
    self.string = string
    var hasher = Hasher()
    var bytes = string
    bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    hasher.combine(bytes.utf8.count)
    digest = hasher.finalize()
  }

  static func == (lhs: RenderedString, rhs: RenderedString) -> Bool {
    guard lhs.digest == rhs.digest, lhs.string.utf8.count == rhs.string.utf8.count else {
      return false
    }
    // The bytes compared as memory: `utf8.elementsEqual` stepped through both views one
    // generic index at a time, and every cache lookup of a long text compared it whole (63% of
    // the first frame of a table of 100,000 combining marks, issue 24).
    var left = lhs.string
    var right = rhs.string
    return left.withUTF8 { leftBytes in
      right.withUTF8 { rightBytes in
        leftBytes.count == rightBytes.count
          && (leftBytes.isEmpty
            || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0)
      }
    }
  }

  func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
