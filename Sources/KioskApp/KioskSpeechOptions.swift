import DemoScenes
import Foundation
import ToolArguments

/// Spoken mode's part of `table-kiosk`'s command line: `--speech`, `--speech-log FILE`,
/// `--speech-rate WPM`, `--speech-volume N`, `--speech-language CODE`.
public struct KioskSpeechOptions: Equatable, Sendable {
  /// The rates eSpeak NG speaks at, in words per minute.
  public static let rates = 80...450
  /// eSpeak NG's usual rate.
  public static let defaultRate = 175

  /// Whether `--speech` turned spoken mode on (a catalog's `"speech": true` does too).
  public var isOn = false
  /// Where each utterance is written as a line.
  public var logPath: String?
  /// Words per minute.
  public var wordsPerMinute = KioskSpeechOptions.defaultRate
  /// Loudness, 0 to 100.
  public var volume = 100
  /// The voice's language, overriding the catalog's.
  public var language: String?

  /// Spoken mode off, at the usual rate and full volume.
  public init() {}

  /// Reads `option`'s value, if it takes one.
  mutating func read(_ option: String, from arguments: inout ToolArguments)
    throws(ToolArgumentsError)
  {
    switch option {
    case "--speech":
      isOn = true
    case "--speech-log":
      logPath = try arguments.readValue(for: option)
    case "--speech-rate":
      wordsPerMinute = try Self.readInteger(for: option, in: Self.rates, from: &arguments)
    case "--speech-volume":
      volume = try Self.readInteger(for: option, in: 0...100, from: &arguments)
    case "--speech-language":
      language = try arguments.readValue(for: option)
    default:
      preconditionFailure("\(option) is not a speech option")
    }
  }

  /// Checks the options together: the log's folder must exist.
  func check() throws(ToolArgumentsError) {
    if let logPath, let problem = OutputLocation.fileProblem(logPath, option: "--speech-log") {
      throw .mistake(problem)
    }
  }

  private static func readInteger(
    for option: String, in range: ClosedRange<Int>, from arguments: inout ToolArguments
  ) throws(ToolArgumentsError) -> Int {
    let text = try arguments.readValue(for: option)
    guard let number = Int(text), range.contains(number) else {
      throw .mistake(
        "\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), "
          + "not '\(text)'")
    }
    return number
  }
}
