import DemoScenes
import Foundation
import TableKit
import TableKitSDL

// tablesnap: renders scenes headlessly to PNG and compares pictures by decoded pixels.
let usage = """
  usage: tablesnap list
         tablesnap render <scene> [--scale S] [--out FILE.png]
         tablesnap compare <actual.png> <expected.png> [--threshold T] [--max-pixels N] [--diff FILE.png]

  render draws a scene with SDL's software renderer (no display needed) and writes a PNG.
  compare exits 0 when the pictures match within the allowance, 1 when they differ.
  """

struct CommandLineError: Error, CustomStringConvertible {
  let description: String
}

func value(of option: String, in arguments: [String]) -> String? {
  guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

@MainActor
func run(_ arguments: [String]) throws -> Int32 {
  guard let command = arguments.first else {
    print(usage)
    return 2
  }
  switch command {
  case "list":
    for scene in SnapshotScenes.all { print("\(scene.name)\t\(scene.summary)") }
    return 0
  case "render":
    guard arguments.count >= 2, let scene = SnapshotScenes.named(arguments[1]) else {
      throw CommandLineError(
        description: "unknown scene; `tablesnap list` shows the scenes: "
          + SnapshotScenes.all.map(\.name).joined(separator: ", "))
    }
    let scale = value(of: "--scale", in: arguments).flatMap(Double.init).map { CGFloat($0) } ?? 1
    let output = value(of: "--out", in: arguments) ?? "\(scene.name)@\(Int(scale))x.png"
    let canvas = try OffscreenCanvas(size: scene.size, scale: scale)
    let image = canvas.render(scene.draw(canvas.renderer), background: scene.background)
    try image.writePNG(to: output)
    print("wrote \(output) (\(image.width)×\(image.height), hash \(String(image.contentHash, radix: 16)))")
    return 0
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
      print("sizes differ: \(actual.width)×\(actual.height) vs \(expected.width)×\(expected.height)")
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
