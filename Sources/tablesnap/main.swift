import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import ToolArguments

// tablesnap: renders scenes headlessly to PNG and compares pictures by decoded pixels.
let usage = """
  usage: tablesnap list
         tablesnap render <scene> [--scale S] [--width W --height H] [--offset Y]
                          [--script FILE] [--time T] [--appearance light|dark]
                          [--text-size CATEGORY] [--out FILE.png]
         tablesnap verify [<dir>] [--threshold T] [--max-pixels N]
         tablesnap record <dir>
         tablesnap report <dir>
         tablesnap compare <actual.png> <expected.png> [--threshold T] [--max-pixels N] [--diff FILE.png]
         tablesnap --help

  render draws a scene with SDL's software renderer (no display needed) and writes a PNG; demo
  scenes are 375×667 points unless --width and --height say otherwise, and --offset scrolls the
  scene's table first. --script plays a file of taps, drags, flings, keys and waits (as
  `table-kiosk --touch-script` takes them; points in the picture's points) on the scene's table
  on a virtual clock, and --time lets T more seconds pass before the picture (mid-animation
  moments: --script with "fling 200 500 to 200 200" and --time 0.2). --appearance draws a demo
  scene light or dark, --text-size at a Dynamic Type size (extraSmall, small, medium, large,
  extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium …
  accessibilityExtraExtraExtraLarge). verify and record draw every scene at scales 1 and 2 as
  <dir>/<scene>@<scale>x.png; verify without a folder compares with the goldens TableKit's tests
  commit (every <scene>@<scale>x.png in a __Snapshots__ folder under Tests/TableKitSDLTests of
  the package found from the current directory), leaving out targets without one. verify prints the differing pixels per picture and exits 1 on any
  mismatch, writing <scene>@<scale>x.actual.png and .diff.png beside the golden. report writes
  <dir>/report.html: golden, actual and diff of every picture that failed, for a browser. compare exits 0 when the pictures match within the allowance, 1 when they differ.
  A mistake on the command line exits 2.
  """

/// What the command line asks for.
enum Command {
  case list
  case render(
    target: SnapTarget, scale: CGFloat, size: CGSize, offset: CGFloat,
    moment: SnapTarget.Moment?, traits: TraitCollection, output: String)
  case verify(folder: String?, threshold: Double, allowance: Int)
  case record(folder: String)
  case report(folder: String)
  case compare(actual: String, expected: String, threshold: Double, allowance: Int, diff: String?)
}

/// Reads the command line.
/// - Throws: `ToolArgumentsError` for `--help` and for every mistake.
@MainActor
func parseCommand(_ arguments: inout ToolArguments) throws(ToolArgumentsError) -> Command {
  guard let command = try arguments.readNext() else {
    throw .mistake("a command is needed: list, render, verify, record, report or compare")
  }
  /// The positional arguments and the options that follow the command.
  var positional: [String] = []
  func readRest(_ handle: (String, inout ToolArguments) throws(ToolArgumentsError) -> Bool)
    throws(ToolArgumentsError)
  {
    while let argument = try arguments.readNext() {
      if ToolArguments.isOption(argument) {
        guard try handle(argument, &arguments) else { throw arguments.unknown(argument) }
      } else {
        positional.append(argument)
      }
    }
  }
  func expectPositional(_ names: [String]) throws(ToolArgumentsError) {
    if positional.count < names.count {
      throw .mistake("\(command) needs " + names.map { "<\($0)>" }.joined(separator: " and "))
    }
    if positional.count > names.count {
      throw .mistake("unexpected argument '\(positional[names.count])'")
    }
  }
  var threshold = 0.1
  var allowance = 0
  func comparisonOption(_ option: String, _ arguments: inout ToolArguments)
    throws(ToolArgumentsError) -> Bool
  {
    switch option {
    case "--threshold": threshold = try arguments.readDecimal(for: option, in: 0...1)
    case "--max-pixels": allowance = try arguments.readNumber(for: option)
    default: return false
    }
    return true
  }
  switch command {
  case "list":
    try readRest { _, _ in false }
    try expectPositional([])
    return .list
  case "render":
    var scale: CGFloat = 1
    var width: CGFloat?
    var height: CGFloat?
    var offset: CGFloat = 0
    var output: String?
    var script: InputScript?
    var time: TimeInterval?
    var traits = DisplayTraits()
    try readRest { option, arguments throws(ToolArgumentsError) in
      switch option {
      case "--appearance":
        let name = try arguments.readChoice(for: option, from: DisplayTraits.appearanceNames)
        traits.appearance = DisplayTraits.appearance(named: name) ?? .unspecified
      case "--text-size":
        let name = try arguments.readChoice(for: option, from: DisplayTraits.textSizeNames)
        traits.textSize = DisplayTraits.textSize(named: name) ?? .unspecified
      case "--scale": scale = CGFloat(try arguments.readPositiveDecimal(for: option))
      case "--width": width = CGFloat(try arguments.readPositiveDecimal(for: option))
      case "--height": height = CGFloat(try arguments.readPositiveDecimal(for: option))
      case "--offset": offset = CGFloat(try arguments.readDecimal(for: option))
      case "--out": output = try arguments.readValue(for: option)
      case "--time": time = try arguments.readDecimal(for: option, in: 0...3600)
      case "--script":
        let path = try arguments.readValue(for: option)
        do {
          script = try InputScript(contentsOfFile: path)
        } catch {
          throw .mistake("--script \(path): \(error)")
        }
      default: return false
      }
      return true
    }
    try expectPositional(["scene"])
    guard let target = SnapTarget.named(positional[0]) else {
      throw .mistake(
        "no scene '\(positional[0])'; `tablesnap list` shows the scenes: "
          + SnapTarget.all.map(\.name).joined(separator: ", "))
    }
    let size = CGSize(
      width: width ?? target.defaultSize.width, height: height ?? target.defaultSize.height)
    let moment =
      script == nil && time == nil ? nil : SnapTarget.Moment(script: script, time: time ?? 0)
    if moment != nil, !target.isScene {
      throw .mistake("--script and --time move demo scenes only; '\(target.name)' is a drawing")
    }
    if traits != DisplayTraits(), !target.isScene {
      throw .mistake(
        "--appearance and --text-size change demo scenes only; '\(target.name)' is a drawing")
    }
    return .render(
      target: target, scale: scale, size: size, offset: offset, moment: moment,
      traits: traits.traitCollection, output: output ?? "\(target.name)@\(Int(scale))x.png")
  case "verify":
    try readRest(comparisonOption)
    if positional.count > 1 { throw .mistake("unexpected argument '\(positional[1])'") }
    return .verify(folder: positional.first, threshold: threshold, allowance: allowance)
  case "record", "report":
    try readRest { _, _ in false }
    try expectPositional(["dir"])
    return command == "record" ? .record(folder: positional[0]) : .report(folder: positional[0])
  case "compare":
    var diff: String?
    try readRest { option, arguments throws(ToolArgumentsError) in
      if option == "--diff" {
        diff = try arguments.readValue(for: option)
        return true
      }
      return try comparisonOption(option, &arguments)
    }
    try expectPositional(["actual.png", "expected.png"])
    return .compare(
      actual: positional[0], expected: positional[1], threshold: threshold, allowance: allowance,
      diff: diff)
  default:
    throw .mistake("unknown command '\(command)'")
  }
}

@MainActor
func run(_ command: Command) throws -> Int32 {
  switch command {
  case .list:
    for target in SnapTarget.all { say("\(target.name)\t\(target.summary)") }
    return 0
  case .render(let target, let scale, let size, let offset, let moment, let traits, let output):
    let image = try target.render(
      scale: scale, size: size, offset: offset, moment: moment, traits: traits,
      fonts: try FontLibrary(), images: try ImageLibrary())
    try image.writePNG(to: output)
    say(
      "wrote \(output) (\(image.width)×\(image.height), hash \(String(image.contentHash, radix: 16)))"
    )
    return 0
  case .record(let path):
    let folder = GoldenFolder(path: path, fonts: try FontLibrary(), images: try ImageLibrary())
    try folder.record(SnapTarget.all)
    return 0
  case .report(let folder):
    let (path, failures) = try SnapshotReport.write(folder: folder)
    say("wrote \(path): \(failures) \(failures == 1 ? "picture differs" : "pictures differ")")
    return 0
  case .verify(let path?, let threshold, let allowance):
    let folder = GoldenFolder(path: path, fonts: try FontLibrary(), images: try ImageLibrary())
    return try folder.verify(SnapTarget.all, threshold: threshold, allowance: allowance) ? 0 : 1
  case .verify(nil, let threshold, let allowance):
    let committed = try CommittedGoldens()
    let hasGoldens = SnapTarget.all.contains { target in
      CommittedGoldens.scales.contains { committed.golden(named: target.goldenName($0)) != nil }
    }
    guard hasGoldens else {
      throw CommittedGoldens.NotFound(start: committed.root + " (it has no scene goldens)")
    }
    say("comparing with the goldens under \(committed.root)/\(CommittedGoldens.testsFolder)")
    let matched = try GoldenFolder.verify(
      SnapTarget.all, scales: CommittedGoldens.scales, fonts: try FontLibrary(),
      images: try ImageLibrary(), threshold: threshold, allowance: allowance, missingFails: false
    ) { target, scale in committed.golden(named: target.goldenName(scale)) }
    return matched ? 0 : 1
  case .compare(let actualPath, let expectedPath, let threshold, let allowance, let diffPath):
    let actual = try PixelImage(contentsOfFile: actualPath)
    let expected = try PixelImage(contentsOfFile: expectedPath)
    let result = PixelComparison(options: .init(threshold: threshold)).compare(actual, expected)
    if let diffPath, let diff = result.diffImage { try diff.writePNG(to: diffPath) }
    guard result.sizesMatch else {
      say("sizes differ: \(actual.width)×\(actual.height) vs \(expected.width)×\(expected.height)")
      return 1
    }
    say("\(result.differingPixels) pixels differ, \(result.antialiasedPixels) anti-aliased")
    return result.differingPixels <= allowance ? 0 : 1
  }
}

let status: Int32 = MainActor.assumeIsolated {
  let command = ToolArguments.parse(tool: "tablesnap", usage: usage, parseCommand)
  do {
    return try run(command)
  } catch {
    FileHandle.standardError.write(Data("tablesnap: \(error)\n".utf8))
    return 1
  }
}
exit(status)
