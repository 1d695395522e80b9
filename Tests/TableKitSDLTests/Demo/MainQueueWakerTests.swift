import CSDL2
import Foundation
import Testing

@testable import TableKitSDL

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 15: the waker that lets an idle window loop sleep until main-queue work arrives. The
/// main queue's own descriptor cannot be exercised inside a test (the test is itself a
/// main-queue job); a pipe plays its part: readable while there is work.
@MainActor
@Suite(.serialized)
struct MainQueueWakerTests {
  /// How many of the waker's events SDL's queue gets within `seconds` (taking them out).
  private func wakes(of waker: MainQueueWaker, within seconds: TimeInterval) -> Int {
    let deadline = Date().addingTimeInterval(seconds)
    var count = 0
    repeat {
      SDL_PumpEvents()
      var event = SDL_Event()
      while SDL_PeepEvents(&event, 1, SDL_GETEVENT, waker.eventType, waker.eventType) > 0 {
        count += 1
      }
      usleep(2000)
    } while Date() < deadline
    return count
  }

  /// Runs `body` with a waker watching a pipe's reading end, and the pipe's two ends.
  private func withWakerOnAPipe(_ body: (MainQueueWaker, [Int32]) throws -> Void) throws {
    #expect(SDL_InitSubSystem(SDL_INIT_EVENTS) == 0)
    defer { SDL_QuitSubSystem(SDL_INIT_EVENTS) }
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let waker = try #require(MainQueueWaker(watching: ends[0]))
    defer {
      waker.stop()
      close(ends[0])
      close(ends[1])
    }
    try body(waker, ends)
  }

  @Test func workWakesTheLoopOnceUntilItHasRunTheQueue() throws {
    try withWakerOnAPipe { waker, ends in
      #expect(wakes(of: waker, within: 0.15) == 0, "no work, no wake")
      var byte: UInt8 = 1
      #expect(write(ends[1], &byte, 1) == 1)
      #expect(wakes(of: waker, within: 0.3) == 1, "work arrives: one wake")
      #expect(wakes(of: waker, within: 0.15) == 0, "not again before the loop has run the queue")
      // The loop runs the queue, which drains it.
      #expect(read(ends[0], &byte, 1) == 1)
      waker.didRunMainQueue()
      #expect(wakes(of: waker, within: 0.15) == 0, "nothing left, no wake")
      #expect(write(ends[1], &byte, 1) == 1)
      #expect(wakes(of: waker, within: 0.3) == 1, "new work: a wake again")
    }
  }

  @Test func workTheLoopCannotRunWakesItNoMoreThanTwentyTimesASecond() throws {
    try withWakerOnAPipe { waker, ends in
      var byte: UInt8 = 1
      #expect(write(ends[1], &byte, 1) == 1)
      // The work stays (never read): each "ran the queue" is answered after the fallback sleep.
      var count = 0
      let deadline = Date().addingTimeInterval(0.5)
      while Date() < deadline {
        let woke = wakes(of: waker, within: 0.01)
        count += woke
        if woke > 0 { waker.didRunMainQueue() }
      }
      #expect(count >= 3 && count <= 12, "\(count) wakes in half a second")
    }
  }
}
