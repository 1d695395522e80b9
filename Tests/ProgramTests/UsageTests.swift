import Foundation
import Testing

/// Every executable answers `--help` with its usage and status 0, and a mistake on its command
/// line with what was wrong, the usage and status 2, before it opens a window or does any work.
@Suite struct UsageTests {
  static let programs = [
    "table-demo", "table-kiosk", "tablesnap", "table-bench", "table-fuzz", "table-soak",
    "table-monkey",
  ]

  @Test(arguments: programs)
  func helpPrintsTheUsageAndSucceeds(program: String) throws {
    let run = try runProgram(program, ["--help"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("usage: \(program)"), "\(run.output)")
    #expect(run.errors.isEmpty, "\(run.errors)")
  }

  @Test(arguments: programs)
  func anUnknownOptionIsNamedWithTheUsage(program: String) throws {
    // tablesnap reads its options after a command.
    let arguments = program == "tablesnap" ? ["list", "--bogus"] : ["--bogus"]
    let run = try runProgram(program, arguments)
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix("\(program): unknown option '--bogus'\nusage: \(program)"),
      "\(run.errors)")
    #expect(run.output.isEmpty, "\(run.output)")
  }

  /// A missing or bad value for each program's options.
  static let mistakes: [(program: String, arguments: [String], message: String)] = [
    ("table-demo", ["--frames"], "--frames needs a value"),
    ("table-demo", ["--frames", "0"], "--frames takes a whole number of at least 1, not '0'"),
    ("table-demo", ["--scene", "nowhere"], "no scene 'nowhere'"),
    ("table-demo", ["--screenshot", "x.png"], "--screenshot needs --frames N"),
    ("table-demo", ["--state", "d", "--no-state"], "--state and --no-state exclude each other"),
    (
      "table-kiosk", ["--idle-seconds", "soon"],
      "--idle-seconds takes a positive number, not 'soon'"
    ),
    ("table-kiosk", ["--state"], "--state needs a value"),
    (
      "table-kiosk", ["--state", "x.json", "--no-state"],
      "--state and --no-state exclude each other"
    ),
    ("table-kiosk", ["--scene"], "--scene needs a value"),
    (
      "table-kiosk", ["--speech", "--speech-rate", "900"],
      "--speech-rate takes a whole number from 80 to 450, not '900'"
    ),
    (
      "table-kiosk", ["--speech-volume", "loud"],
      "--speech-volume takes a whole number from 0 to 100, not 'loud'"
    ),
    ("table-kiosk", ["--speech-log"], "--speech-log needs a value"),
    ("tablesnap", [], "a command is needed"),
    ("tablesnap", ["draw"], "unknown command 'draw'"),
    ("tablesnap", ["render"], "render needs <scene>"),
    (
      "tablesnap", ["render", "contacts", "--scale", "0"],
      "--scale takes a positive number, not '0'"
    ),
    ("tablesnap", ["compare", "a.png"], "compare needs <actual.png> and <expected.png>"),
    ("tablesnap", ["verify", "dir", "extra"], "unexpected argument 'extra'"),
    ("table-bench", ["nosuch"], "no suite named 'nosuch'"),
    (
      "table-bench", ["--places", "none"], "--places takes a whole number of at least 1, not 'none'"
    ),
    ("table-fuzz", ["--steps"], "--steps needs a value"),
    ("table-soak", ["--frames", "-3"], "--frames takes a whole number of at least 1, not '-3'"),
    (
      "table-kiosk", ["--read-only", "--allow-editing"],
      "--read-only and --allow-editing exclude each other"
    ),
    ("table-kiosk", ["--log-file"], "--log-file needs a value"),
    ("table-kiosk", ["--visits"], "--visits needs a value"),
    ("table-kiosk", ["--rotate", "45"], "--rotate takes 0, 90, 180 or 270, not '45'"),
    (
      "table-kiosk", ["--display", "left"],
      "--display takes a whole number of at least 0, not 'left'"
    ),
  ]

  /// The kiosk's `--help` names every option it takes (issue 31).
  @Test func theKiosksHelpListsEveryOption() throws {
    let help = try runProgram("table-kiosk", ["--help"]).output
    let options = [
      "--windowed", "--catalog", "--check", "--allow-editing", "--read-only", "--log-file",
      "--visits", "--mouse", "--scene", "--appearance", "--text-size", "--idle-seconds", "--state",
      "--no-state", "--frames", "--screenshot", "--touch-script", "--speech", "--speech-log",
      "--speech-rate", "--speech-volume", "--speech-language", "--rotate", "--display", "--help",
    ]
    for option in options { #expect(help.contains("  \(option) "), "\(option)") }
    #expect(help.contains("Ctrl+Alt+O"), "the operator's chord")
    #expect(help.contains("SIGTERM"))
  }

  @Test(arguments: 0..<mistakes.count)
  func aMissingOrBadValueSaysWhatWasWrong(index: Int) throws {
    let mistake = Self.mistakes[index]
    let run = try runProgram(mistake.program, mistake.arguments)
    #expect(run.status == 2, "\(mistake.program) \(mistake.arguments): \(run.errors)")
    #expect(
      run.errors.hasPrefix("\(mistake.program): \(mistake.message)"),
      "\(mistake.program) \(mistake.arguments): \(run.errors)")
    #expect(run.errors.contains("usage: \(mistake.program)"), "\(run.errors)")
  }
}
