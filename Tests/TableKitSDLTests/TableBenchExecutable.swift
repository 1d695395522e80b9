import Foundation
import Testing

/// The path of the table-bench built next to the tests, for the tests that run the benchmark;
/// records a failure saying how to build it when it is not there.
func builtTableBench() throws -> String {
  let path = (builtProductsDirectory() as NSString).appendingPathComponent("table-bench")
  try #require(
    FileManager.default.isExecutableFile(atPath: path),
    "table-bench must be built next to the tests (swift build --build-tests builds it)")
  return path
}
