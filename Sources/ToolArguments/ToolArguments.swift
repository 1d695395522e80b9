import Foundation

/// A tool's command line, read one argument at a time.
///
/// Every executable of the package reads its options this way, so that they all behave alike:
/// `--help` (or `-h`) prints the usage on standard output and exits 0; a mistake (an unknown
/// option, a missing or malformed value, a stray argument) says what was wrong and then the usage
/// on standard error, and exits with status 2.
///
/// The reading methods come in two kinds. The `read…` methods throw a `ToolArgumentsError`, so
/// that a parser can be tested without ending the test process; the plain ones (`nextOption()`,
/// `value(for:)`, `number(for:minimum:)`, `decimal(for:)`) do the same reading and exit as above
/// on a mistake. `ToolArguments.parse(tool:usage:arguments:_:)` runs a throwing parser and exits
/// on what it throws.
///
///     var arguments = ToolArguments(tool: "table-soak", usage: usage)
///     while let option = arguments.nextOption() {
///       switch option {
///       case "--frames": frames = arguments.number(for: option, minimum: 1)
///       default: arguments.fail("unknown option '\(option)'")
///       }
///     }
public struct ToolArguments: Sendable {
  /// The tool's name, which starts its messages.
  public let tool: String
  /// The usage text.
  public let usage: String
  /// Every argument, without the program's path.
  public let arguments: [String]
  /// The index of the next argument to read.
  public private(set) var index = 0

  /// Reads `arguments` (the process's own by default) for `tool`.
  /// - Parameters:
  ///   - tool: The program's name, as messages start with it (`table-kiosk: …`).
  ///   - usage: The usage text printed by `--help` and after every mistake.
  ///   - arguments: The arguments without the program's path.
  public init(
    tool: String, usage: String, arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) {
    self.tool = tool
    self.usage = usage
    self.arguments = arguments
  }

  /// Whether every argument has been read.
  public var isAtEnd: Bool { index >= arguments.count }

  /// Whether `argument` looks like an option (`-x`, `--name`) rather than a value or a name. A
  /// lone `-` (standard input, by convention) and negative numbers are not options.
  public static func isOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument.count > 1 else { return false }
    return Double(argument) == nil
  }

  // MARK: - Throwing reads

  /// The next argument (an option or a positional one), or nil when none is left.
  /// - Throws: `ToolArgumentsError.helpRequested` for `--help` or `-h`.
  public mutating func readNext() throws(ToolArgumentsError) -> String? {
    guard index < arguments.count else { return nil }
    let argument = arguments[index]
    index += 1
    if argument == "--help" || argument == "-h" { throw .helpRequested }
    return argument
  }

  /// The value that follows `option`. A value that looks like an option is taken as missing:
  /// `--state --no-state` is a mistake rather than a file called `--no-state`.
  /// - Throws: `ToolArgumentsError.mistake` when nothing follows.
  public mutating func readValue(for option: String) throws(ToolArgumentsError) -> String {
    guard index < arguments.count, !Self.isOption(arguments[index]) else {
      throw .mistake("\(option) needs a value")
    }
    index += 1
    return arguments[index - 1]
  }

  /// The whole number that follows `option` (commas and underscores between digits allowed),
  /// at least `minimum`.
  /// - Throws: `ToolArgumentsError.mistake` when it is missing, not a whole number or too small.
  public mutating func readNumber(for option: String, minimum: Int = 0)
    throws(ToolArgumentsError) -> Int
  {
    let text = try readValue(for: option).replacingOccurrences(of: ",", with: "")
      .replacingOccurrences(of: "_", with: "")
    guard let number = Int(text), number >= minimum else {
      throw .mistake("\(option) takes a whole number of at least \(minimum), not '\(text)'")
    }
    return number
  }

  /// The finite number that follows `option`, within `range`.
  /// - Throws: `ToolArgumentsError.mistake` when it is missing, not a number or out of range.
  public mutating func readDecimal(
    for option: String,
    in range: ClosedRange<Double> = -Double
      .greatestFiniteMagnitude...Double
      .greatestFiniteMagnitude
  ) throws(ToolArgumentsError) -> Double {
    let text = try readValue(for: option)
    guard let number = Double(text), number.isFinite else {
      throw .mistake("\(option) takes a number, not '\(text)'")
    }
    guard range.contains(number) else {
      throw .mistake("\(option) takes a number \(Self.describe(range)), not '\(text)'")
    }
    return number
  }

  /// The positive finite number that follows `option`.
  /// - Throws: `ToolArgumentsError.mistake` when it is missing, not a number or not above zero.
  public mutating func readPositiveDecimal(for option: String) throws(ToolArgumentsError) -> Double
  {
    let text = try readValue(for: option)
    guard let number = Double(text), number.isFinite, number > 0 else {
      throw .mistake("\(option) takes a positive number, not '\(text)'")
    }
    return number
  }

  /// One of `choices` following `option`.
  /// - Throws: `ToolArgumentsError.mistake` naming the choices otherwise.
  public mutating func readChoice(for option: String, from choices: [String])
    throws(ToolArgumentsError) -> String
  {
    let text = try readValue(for: option)
    guard choices.contains(text) else {
      throw .mistake("\(option) takes \(Self.list(choices)), not '\(text)'")
    }
    return text
  }

  /// A mistake about `argument` when it is not known: an unknown option, or a stray value.
  public func unknown(_ argument: String) -> ToolArgumentsError {
    Self.isOption(argument)
      ? .mistake("unknown option '\(argument)'") : .mistake("unexpected argument '\(argument)'")
  }

  // MARK: - Exiting reads

  /// The next argument, or nil when none is left; `--help` and `-h` print the usage and exit 0.
  public mutating func nextOption() -> String? {
    do { return try readNext() } catch { exit(with: error) }
  }

  /// The value that follows `option`; exits with status 2 when it is missing.
  public mutating func value(for option: String) -> String {
    do { return try readValue(for: option) } catch { exit(with: error) }
  }

  /// The whole number that follows `option` (commas and underscores between digits allowed),
  /// at least `minimum`; exits with status 2 otherwise.
  public mutating func number(for option: String, minimum: Int = 0) -> Int {
    do { return try readNumber(for: option, minimum: minimum) } catch { exit(with: error) }
  }

  /// The finite number that follows `option`, within `range`; exits with status 2 otherwise.
  public mutating func decimal(
    for option: String,
    in range: ClosedRange<Double> = -Double
      .greatestFiniteMagnitude...Double
      .greatestFiniteMagnitude
  ) -> Double {
    do { return try readDecimal(for: option, in: range) } catch { exit(with: error) }
  }

  /// Says `message` and the usage on standard error and exits with status 2.
  public func fail(_ message: String) -> Never {
    exit(with: .mistake(message))
  }

  /// Ends the process as `error` says: the usage on standard output and status 0 for help, the
  /// mistake and the usage on standard error and status 2 for a mistake.
  public func exit(with error: ToolArgumentsError) -> Never {
    let (text, status) = report(of: error)
    if status == 0 {
      FileHandle.standardOutput.write(Data((text + "\n").utf8))
    } else {
      FileHandle.standardError.write(Data((text + "\n").utf8))
    }
    Foundation.exit(status)
  }

  /// What `error` prints and the status it exits with, without printing or exiting.
  public func report(of error: ToolArgumentsError) -> (text: String, status: Int32) {
    switch error {
    case .helpRequested: return (usage, 0)
    case .mistake(let message): return ("\(tool): \(message)\n\(usage)", 2)
    }
  }

  /// Runs `parser` over the command line and returns what it makes; exits as
  /// `exit(with:)` says when it throws a `ToolArgumentsError`.
  /// - Parameters:
  ///   - tool: The program's name.
  ///   - usage: The usage text.
  ///   - arguments: The arguments without the program's path.
  ///   - parser: Reads the arguments into the tool's options.
  /// - Returns: The options.
  public static func parse<Options>(
    tool: String, usage: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    _ parser: (inout ToolArguments) throws(ToolArgumentsError) -> Options
  ) -> Options {
    var reader = ToolArguments(tool: tool, usage: usage, arguments: arguments)
    do {
      return try parser(&reader)
    } catch {
      reader.exit(with: error)
    }
  }

  // MARK: - Wording

  private static func describe(_ range: ClosedRange<Double>) -> String {
    func text(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    if range.upperBound == .greatestFiniteMagnitude {
      return "of at least \(text(range.lowerBound))"
    }
    if range.lowerBound == -.greatestFiniteMagnitude {
      return "of at most \(text(range.upperBound))"
    }
    return "from \(text(range.lowerBound)) to \(text(range.upperBound))"
  }

  /// "a", "a or b", "a, b or c".
  public static func list(_ choices: [String]) -> String {
    guard choices.count > 1 else { return choices.first ?? "" }
    return choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
  }
}

/// Why a command line was not read through: help was asked for, or it has a mistake.
public enum ToolArgumentsError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `--help` or `-h`.
  case helpRequested
  /// What was wrong, in a short sentence without the tool's name (`--frames needs a value`).
  case mistake(String)

  /// The mistake, or "help".
  public var description: String {
    switch self {
    case .helpRequested: return "help requested"
    case .mistake(let message): return message
    }
  }
}

/// Writes a line to standard output at once (a pipe would otherwise hold it back).
public func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
