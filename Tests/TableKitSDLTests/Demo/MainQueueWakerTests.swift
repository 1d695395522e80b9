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
  /// How many of the waker's events SDL's queue gets (taking them out) until `count` arrived
  /// or `seconds` passed; without a count, all of them within `seconds`.
  private func wakes(
    of waker: MainQueueWaker, until count: Int = .max, within seconds: TimeInterval
  ) -> Int {
    let deadline = Date().addingTimeInterval(seconds)
    var taken = 0
    repeat {
      SDL_PumpEvents()
      var event = SDL_Event()
      while taken < count,
        SDL_PeepEvents(&event, 1, SDL_GETEVENT, waker.eventType, waker.eventType) > 0
      {
        taken += 1
      }
      if taken < count { usleep(1000) }
    } while taken < count && Date() < deadline
    return taken
  }

  /// Runs `body` with a waker watching a pipe's reading end, and the pipe's two ends.
  private func withWakerOnAPipe(
    backoff: TimeInterval = MainQueueWaker.fallbackSleep,
    _ body: (MainQueueWaker, [Int32]) throws -> Void
  ) throws {
    #expect(SDL_InitSubSystem(SDL_INIT_EVENTS) == 0)
    defer { SDL_QuitSubSystem(SDL_INIT_EVENTS) }
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let waker = try #require(MainQueueWaker(watching: ends[0], backoff: backoff))
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

  /// A screen reader sends its next request as soon as the last is answered, so the bus's
  /// descriptor is often readable again by the time the loop says it ran: that is new work,
  /// and it wakes the loop at once. With a back-off of a minute, a single wait for it would
  /// fail the test at the deadline.
  @Test func workArrivingAgainAfterARunThatMadeProgressWakesAtOnce() throws {
    try withWakerOnAPipe(backoff: 60) { waker, ends in
      var byte: UInt8 = 1
      #expect(write(ends[1], &byte, 1) == 1)
      for request in 1...20 {
        try #require(wakes(of: waker, until: 1, within: 5) == 1, "request \(request) woke the loop")
        // The loop reads the request and answers it; the next arrives before it says so.
        #expect(read(ends[0], &byte, 1) == 1)
        #expect(write(ends[1], &byte, 1) == 1)
        waker.didRunMainQueue(madeProgress: true)
      }
      #expect(read(ends[0], &byte, 1) == 1)
    }
  }

  /// Work still there after a run that consumed nothing waits out the back-off: a minute here,
  /// so no second wake comes within half a second.
  @Test func workStillThereAfterARunWithoutProgressWaitsTheBackOff() throws {
    try withWakerOnAPipe(backoff: 60) { waker, ends in
      var byte: UInt8 = 1
      #expect(write(ends[1], &byte, 1) == 1)
      #expect(wakes(of: waker, until: 1, within: 5) == 1)
      waker.didRunMainQueue(madeProgress: false)
      #expect(wakes(of: waker, within: 0.5) == 0, "no wake before the back-off")
      #expect(read(ends[0], &byte, 1) == 1)
    }
  }
}
