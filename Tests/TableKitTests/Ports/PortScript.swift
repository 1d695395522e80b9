import Foundation
import PipeReading

/// Runs `scripts/port-uikit --stdout` on one of `UIKitOriginals/` (or of the UIKit-named files
/// that `Tests/UIKitNamesTests/UIKitNamed/` compiles as they are) and returns its exit status,
/// what it printed, and the compiled port it should equal (`ported`, next to this file).
/// `arguments` go before the file (`--rename` for TableKit's names); a `ported` path with a
/// slash is from the repository's root.
func runPortScript(original: String, ported: String, arguments: [String] = ["--rename"]) throws
  -> (status: Int32, output: String, compiled: String)
{
  let ports = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  let root = ports.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let kept = ports.appendingPathComponent("UIKitOriginals/\(original)")
  let compiledOriginal = root.appendingPathComponent("Tests/UIKitNamesTests/UIKitNamed/\(original)")
  let source = FileManager.default.fileExists(atPath: kept.path) ? kept : compiledOriginal
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "python3", root.appendingPathComponent("scripts/port-uikit").path, "--stdout",
  ] + arguments + [source.path]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = Pipe()
  try process.run()
  let data = output.fileHandleForReading.readUntilEnd()
  process.waitUntilExit()
  let compiledURL =
    ported.contains("/") ? root.appendingPathComponent(ported) : ports.appendingPathComponent(ported)
  let compiled = try String(contentsOf: compiledURL, encoding: .utf8)
  return (process.terminationStatus, String(decoding: data, as: UTF8.self), compiled)
}
