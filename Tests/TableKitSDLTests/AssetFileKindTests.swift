import Foundation
import TableKit
import Testing

@testable import TableKitSDL

#if canImport(Glibc)
  import Glibc
#endif

/// An asset's name taken by something that is not a file (a named pipe, a folder) is passed
/// over without being opened: opening a pipe blocks until a writer comes, which froze the
/// program that looked an image up by name.
@MainActor
@Suite(.serialized)
struct AssetFileKindTests {
  private func makePipe(_ folder: String, _ name: String) -> String {
    let path = (folder as NSString).appendingPathComponent(name)
    #expect(mkfifo(path, 0o644) == 0, "mkfifo \(path)")
    return path
  }

  @Test func anImageNameTakenByANamedPipeIsNotFoundAndNothingBlocks() throws {
    let folder = try makeTemporaryDirectory("pipe-images")
    let pipe = makePipe(folder, "photo.png")
    let images = try ImageLibrary(searchPath: AssetSearchPath(directories: [folder]))
    var errors: [RenderingError] = []
    images.onError = { errors.append($0) }
    #expect(images.size(ofImage: "photo") == nil)
    guard case .imageNotFound(_, let tried)? = errors.first else {
      Issue.record("expected imageNotFound, got \(errors)")
      return
    }
    #expect(tried.contains(pipe), "the pipe was looked at and passed over")
  }

  @Test func aPipeUnderTheSharperVariantsNameGivesWayToTheRealFile() throws {
    let folder = try makeTemporaryDirectory("pipe-variant")
    _ = makePipe(folder, "photo@2x.png")
    try PixelImage(width: 12, height: 6, filledWith: 0xFF33_6699)
      .writePNG(to: (folder as NSString).appendingPathComponent("photo.png"))
    let images = try ImageLibrary(searchPath: AssetSearchPath(directories: [folder]))
    #expect(try images.load("photo") == CGSize(width: 12, height: 6))
  }

  @Test func aFolderUnderAnImagesNameIsNotFound() throws {
    let folder = try makeTemporaryDirectory("folder-images")
    try FileManager.default.createDirectory(
      atPath: (folder as NSString).appendingPathComponent("album.png"),
      withIntermediateDirectories: false)
    let images = try ImageLibrary(searchPath: AssetSearchPath(directories: [folder]))
    #expect(throws: RenderingError.self) { try images.load("album") }
  }
}
