import Foundation
import TableKit
import TableKitSDL

/// A fresh folder under the system's temporary directory, unique per call.
func makeTemporaryDirectory(_ label: String = "tablekit") throws -> String {
  let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "\(label)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// The bounding box of pixels that are not `background`, as (minX, minY, maxX, maxY) inclusive;
/// nil when every pixel is background.
func inkBounds(_ image: PixelImage, background: UInt32 = 0xFFFF_FFFF) -> (Int, Int, Int, Int)? {
  var minX = Int.max
  var minY = Int.max
  var maxX = -1
  var maxY = -1
  for y in 0..<image.height {
    for x in 0..<image.width where image[x, y] != background {
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x)
      maxY = max(maxY, y)
    }
  }
  return maxX < 0 ? nil : (minX, minY, maxX, maxY)
}

/// The folder holding the built products (`.build/debug`), found from the test bundle's path.
func builtProductsDirectory() -> String {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var directory = executable.deletingLastPathComponent()
  // The test runner may sit inside `TableKitPackageTests.xctest/...`; climb out of it.
  while directory.path != "/" && directory.lastPathComponent.hasSuffix(".xctest") == false
    && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("tablesnap").path)
  {
    directory = directory.deletingLastPathComponent()
  }
  if directory.lastPathComponent.hasSuffix(".xctest") {
    directory = directory.deletingLastPathComponent()
  }
  return directory.path
}
