import Foundation
import PipeReading
import Testing

/// The folder holding the built products (`.build/debug`), found from the test bundle's path.
func builtProductsDirectory() -> String {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent()
  while directory.path != "/"
    && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("tablesnap").path)
  {
    directory = directory.deletingLastPathComponent()
  }
  return directory.path
}

/// What a program run printed and how it ended.
struct ProgramRun {
  var status: Int32
  var output: String
  var errors: String
}

/// Runs the built program `name` with `arguments` (and `environment` added to this process's),
/// in `directory` when given, and waits for it.
/// - Throws: When the program is not built or cannot start.
func runProgram(
  _ name: String, _ arguments: [String], environment: [String: String] = [:],
  underDisplay: Bool = false, directory: String? = nil
) throws -> ProgramRun {
  let path = (builtProductsDirectory() as NSString).appendingPathComponent(name)
  guard FileManager.default.isExecutableFile(atPath: path) else {
    throw ProgramNotBuilt(name: name, path: path)
  }
  let process = Process()
  var variables = ProcessInfo.processInfo.environment
  for (key, value) in environment { variables[key] = value }
  process.environment = variables
  if underDisplay, variables["DISPLAY"] == nil {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
    process.arguments = ["-a", "-s", "-screen 0 1280x800x24", path] + arguments
  } else {
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
  }
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  // Both pipes are read to the end on their own threads, so a chatty program cannot fill one
  // while the other is waited on.
  final class Box: @unchecked Sendable { var data = Data() }
  let errorData = Box()
  let done = DispatchSemaphore(value: 0)
  let errorHandle = errors.fileHandleForReading
  DispatchQueue.global().async {
    errorData.data = errorHandle.readUntilEnd()
    done.signal()
  }
  let outputData = output.fileHandleForReading.readUntilEnd()
  done.wait()
  process.waitUntilExit()
  return ProgramRun(
    status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
    errors: String(decoding: errorData.data, as: UTF8.self))
}

/// A program the tests run is missing from the build folder.
struct ProgramNotBuilt: Error, CustomStringConvertible {
  var name: String
  var path: String
  var description: String {
    "\(name) must be built next to the tests (swift build --build-tests builds it): \(path)"
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a suite only where a window can open: a display, or `xvfb-run` to make one.
  static var needsDisplay: Self {
    .enabled(
      if: ProcessInfo.processInfo.environment["DISPLAY"] != nil
        || FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run"),
      "needs a display or xvfb-run")
  }
}
