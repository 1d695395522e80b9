import DemoScenes
import Foundation
import TableKit
import TableKitSDL

// tablesnap: renders scenes headlessly to PNG and compares pictures by decoded pixels.
let usage = """
  usage: tablesnap list
         tablesnap render <scene> [--scale S] [--width W --height H] [--offset Y] [--out FILE.png]
         tablesnap verify <dir> [--threshold T] [--max-pixels N]
         tablesnap record <dir>
         tablesnap compare <actual.png> <expected.png> [--threshold T] [--max-pixels N] [--diff FILE.png]

  render draws a scene with SDL's software renderer (no display needed) and writes a PNG; demo
  scenes are 375×667 points unless --width and --height say otherwise, and --offset scrolls the
  scene's table first. verify and record draw every scene at scales 1 and 2 as
  <dir>/<scene>@<scale>x.png; verify prints the differing pixels per picture and exits 1 on any
  mismatch. compare exits 0 when the pictures match within the allowance, 1 when they differ.
  """

struct CommandLineError: Error, CustomStringConvertible {
  let description: String
}

func value(of option: String, in arguments: [String]) -> String? {
  guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else {
    return nil
  }
  return arguments[index + 1]
}

func number(_ option: String, in arguments: [String]) throws -> CGFloat? {
  guard let text = value(of: option, in: arguments) else { return nil }
  guard let number = Double(text), number.isFinite else {
    throw CommandLineError(description: "\(option) needs a number, not '\(text)'")
  }
  return CGFloat(number)
}

@MainActor
func run(_ arguments: [String]) throws -> Int32 {
  guard let command = arguments.first else {
    print(usage)
    return 2
  }
  switch command {
  case "list":
    for target in SnapTarget.all { print("\(target.name)\t\(target.summary)") }
    return 0
  case "render":
    guard arguments.count >= 2, let target = SnapTarget.named(arguments[1]) else {
      throw CommandLineError(
        description: "unknown scene; `tablesnap list` shows the scenes: "
          + SnapTarget.all.map(\.name).joined(separator: ", "))
    }
    let scale = try number("--scale", in: arguments) ?? 1
    guard scale > 0 else { throw CommandLineError(description: "--scale must be positive") }
    let width = try number("--width", in: arguments) ?? target.defaultSize.width
    let height = try number("--height", in: arguments) ?? target.defaultSize.height
    guard width > 0, height > 0 else {
      throw CommandLineError(description: "--width and --height must be positive")
    }
    let offset = try number("--offset", in: arguments) ?? 0
    let output = value(of: "--out", in: arguments) ?? "\(target.name)@\(Int(scale))x.png"
    let image = try target.render(
      scale: scale, size: CGSize(width: width, height: height), offset: offset,
      fonts: try FontLibrary(), images: try ImageLibrary())
    try image.writePNG(to: output)
    print(
      "wrote \(output) (\(image.width)×\(image.height), hash \(String(image.contentHash, radix: 16)))"
    )
    return 0
  case "verify", "record":
    guard arguments.count >= 2, !arguments[1].hasPrefix("--") else {
      throw CommandLineError(description: usage)
    }
    let folder = GoldenFolder(
      path: arguments[1], fonts: try FontLibrary(), images: try ImageLibrary())
    if command == "record" {
      try folder.record(SnapTarget.all)
      return 0
    }
    let threshold = value(of: "--threshold", in: arguments).flatMap(Double.init) ?? 0.1
    let allowance = value(of: "--max-pixels", in: arguments).flatMap(Int.init) ?? 0
    return try folder.verify(SnapTarget.all, threshold: threshold, allowance: allowance) ? 0 : 1
  case "compare":
    guard arguments.count >= 3 else { throw CommandLineError(description: usage) }
    let actual = try PixelImage(contentsOfFile: arguments[1])
    let expected = try PixelImage(contentsOfFile: arguments[2])
    let threshold = value(of: "--threshold", in: arguments).flatMap(Double.init) ?? 0.1
    let allowance = value(of: "--max-pixels", in: arguments).flatMap(Int.init) ?? 0
    let result = PixelComparison(options: .init(threshold: threshold)).compare(actual, expected)
    if let diffPath = value(of: "--diff", in: arguments), let diff = result.diffImage {
      try diff.writePNG(to: diffPath)
    }
    guard result.sizesMatch else {
      print(
        "sizes differ: \(actual.width)×\(actual.height) vs \(expected.width)×\(expected.height)")
      return 1
    }
    print("\(result.differingPixels) pixels differ, \(result.antialiasedPixels) anti-aliased")
    return result.differingPixels <= allowance ? 0 : 1
  default:
    print(usage)
    return 2
  }
}

let status: Int32 = MainActor.assumeIsolated {
  do {
    return try run(Array(CommandLine.arguments.dropFirst()))
  } catch {
    FileHandle.standardError.write(Data("tablesnap: \(error)\n".utf8))
    return 1
  }
}
exit(status)
