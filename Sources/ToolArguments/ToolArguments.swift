import Foundation

/// A tool's command line, read one option at a time. A mistake (an unknown option, a missing
/// or malformed value) is said on standard error with the usage, and the tool exits with
/// status 2; `--help` prints the usage and exits 0.
public struct ToolArguments {
  /// The tool's name, which starts its messages.
  public let tool: String
  /// The usage text.
  public let usage: String
  private let arguments: [String]
  private var index = 0

  /// Reads `arguments` (the process's own by default) for `tool`.
  public init(
    tool: String, usage: String, arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) {
    self.tool = tool
    self.usage = usage
    self.arguments = arguments
  }

  /// The next option, or nil when none is left; `--help` and `-h` print the usage and exit.
  public mutating func nextOption() -> String? {
    guard index < arguments.count else { return nil }
    let option = arguments[index]
    index += 1
    if option == "--help" || option == "-h" {
      say(usage)
      exit(0)
    }
    return option
  }

  /// The value that follows `option`.
  public mutating func value(for option: String) -> String {
    guard index < arguments.count else { fail("\(option) needs a value") }
    index += 1
    return arguments[index - 1]
  }

  /// The whole number that follows `option` (commas and underscores between digits allowed),
  /// at least `minimum`.
  public mutating func number(for option: String, minimum: Int = 0) -> Int {
    let text = value(for: option).replacingOccurrences(of: ",", with: "")
      .replacingOccurrences(of: "_", with: "")
    guard let number = Int(text), number >= minimum else {
      fail("\(option) takes a whole number of at least \(minimum), not '\(text)'")
    }
    return number
  }

  /// Says `message` and the usage on standard error and exits with status 2.
  public func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(tool): \(message)\n\(usage)\n".utf8))
    exit(2)
  }
}

/// Writes a line to standard output at once (a pipe would otherwise hold it back).
public func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
