import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the cost tests compare work of two sizes: by the processor time of the test's own
/// thread, which other processes and other tests waiting for the main actor do not add to, and
/// only as a ratio between two sizes inside one test, never against a fixed time.
enum CostMeasuring {
  /// The processor time `body` takes on this thread, in seconds.
  static func threadSeconds(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return now() - start
  }

  /// The ratio of the time `large` takes to the time `small` takes, the smaller of three
  /// tries each (so that a pause in one try does not decide), with a floor of a millisecond
  /// under `small` so that a very fast small case does not make the ratio meaningless.
  static func ratio(small: () -> Void, large: () -> Void) -> Double {
    let smallTime = (0..<3).map { _ in threadSeconds(small) }.min() ?? 0
    let largeTime = (0..<3).map { _ in threadSeconds(large) }.min() ?? 0
    return largeTime / max(smallTime, 0.001)
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
