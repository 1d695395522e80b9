import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Missing fonts and missing or corrupt images give one clear error and never a crash.
@MainActor
@Suite(.serialized)
struct AssetErrorTests {
  @Test func aMissingFontListsEveryPathTried() throws {
    let first = try makeTemporaryDirectory("fonts-a")
    let second = try makeTemporaryDirectory("fonts-b")
    let library = try FontLibrary(searchPath: AssetSearchPath(directories: [first, second]))
    #expect(throws: RenderingError.self) { try library.path(forFace: "NoSuchFace") }
    do {
      _ = try library.path(forFace: "NoSuchFace")
    } catch let error as RenderingError {
      guard case .fontNotFound(let name, let tried) = error else {
        Issue.record("expected fontNotFound, got \(error)")
        return
      }
      #expect(name == "NoSuchFace")
      #expect(
        tried == [
          "\(first)/NoSuchFace.ttf", "\(first)/NoSuchFace.otf", "\(first)/NoSuchFace.ttc",
          "\(second)/NoSuchFace.ttf", "\(second)/NoSuchFace.otf", "\(second)/NoSuchFace.ttc",
        ])
      for path in tried { #expect(error.description.contains(path)) }
      #expect(error.description.contains("TABLEKIT_FONT_PATH"))
    }
  }

  @Test func textInAMissingFaceIsReportedOnceAndDrawnInTheFallback() throws {
    let fonts = try FontLibrary()
    var errors: [RenderingError] = []
    fonts.onError = { errors.append($0) }
    let canvas = try OffscreenCanvas(size: CGSize(width: 200, height: 30), fonts: fonts)
    var list = DrawList()
    list.text(
      TextRun("Hello", font: Font(name: "NoSuchFace", size: 17), color: .black, origin: .zero))
    let first = canvas.render(list)
    _ = canvas.render(list)
    #expect(errors.count == 1)
    #expect(errors.first?.description.contains("NoSuchFace") == true)
    #expect(inkBounds(first) != nil, "the fallback face still draws the text")
  }

  @Test func aCorruptImageIsReportedOnceAndDrawsAPlaceholder() throws {
    let folder = try makeTemporaryDirectory("images")
    let path = (folder as NSString).appendingPathComponent("broken.png")
    try Data("this is not a PNG file".utf8).write(to: URL(fileURLWithPath: path))
    let images = try ImageLibrary(searchPath: AssetSearchPath(directories: [folder]))
    var errors: [RenderingError] = []
    images.onError = { errors.append($0) }
    let canvas = try OffscreenCanvas(size: CGSize(width: 40, height: 40), images: images)
    let list = DrawList([.image(name: "broken", rect: CGRect(x: 5, y: 5, width: 30, height: 30))])
    let picture = canvas.render(list)
    _ = canvas.render(list)
    #expect(errors.count == 1)
    guard case .imageUnreadable(let reported, let reason)? = errors.first else {
      Issue.record("expected imageUnreadable, got \(errors)")
      return
    }
    #expect(reported == path)
    #expect(!reason.isEmpty)
    #expect(picture[20, 20] == 0xFFE5_E5EA, "the placeholder's light fill")
    #expect(picture[5, 20] == 0xFFC7_C7CC, "the placeholder's border")
    #expect(throws: RenderingError.self) { try images.load("broken") }
  }

  @Test func aMissingImageListsEveryPathTried() throws {
    let folder = try makeTemporaryDirectory("images")
    let images = try ImageLibrary(searchPath: AssetSearchPath(directories: [folder]))
    var errors: [RenderingError] = []
    images.onError = { errors.append($0) }
    #expect(images.size(ofImage: "absent") == nil)
    #expect(images.size(ofImage: "absent") == nil)
    #expect(errors.count == 1)
    guard case .imageNotFound(_, let tried)? = errors.first else {
      Issue.record("expected imageNotFound, got \(errors)")
      return
    }
    #expect(tried.contains("\(folder)/absent.png"))
    #expect(tried.contains("\(folder)/absent@2x.png"))
    #expect(tried.contains("\(folder)/absent.jpg"))
  }

  @Test func pngAndJpegImagesLoadWithTheirPointSizes() throws {
    let images = try ImageLibrary()
    #expect(images.size(ofImage: "icon-wifi") == CGSize(width: 29, height: 29), "@2x halves")
    #expect(images.size(ofImage: "landscape") == CGSize(width: 120, height: 80))
    // A JPEG written by SDL_image loads back at the same size.
    let folder = try makeTemporaryDirectory("jpeg")
    let picture = PixelImage(width: 16, height: 8, filledWith: 0xFF33_6699)
    try picture.writeJPEG(to: (folder as NSString).appendingPathComponent("photo.jpg"))
    let jpegImages = try ImageLibrary(searchPath: AssetSearchPath(directories: [folder]))
    #expect(try jpegImages.load("photo") == CGSize(width: 16, height: 8))
  }

  @Test func aGIFIsFoundByItsNameAsUIImageFindsIt() throws {
    let folder = try makeTemporaryDirectory("gif")
    // The smallest GIF89a: one pixel, one colour.
    let bytes: [UInt8] = [
      0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xFF, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x21, 0xF9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00,
      0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B,
    ]
    let path = (folder as NSString).appendingPathComponent("dot.gif")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let images = try ImageLibrary(searchPath: AssetSearchPath(directories: [folder]))
    var errors: [RenderingError] = []
    images.onError = { errors.append($0) }
    #expect(images.size(ofImage: "dot") == CGSize(width: 1, height: 1))
    #expect(errors.isEmpty, "\(errors)")
  }

  @Test func aMissingBoldFaceFallsBackToABoldFace() throws {
    let fonts = try FontLibrary()
    fonts.onError = { _ in }
    let canvas = try OffscreenCanvas(size: CGSize(width: 200, height: 30), fonts: fonts)
    func picture(_ font: Font) -> PixelImage {
      var list = DrawList()
      list.text(TextRun("Hello", font: font, color: .black, origin: .zero))
      return canvas.render(list)
    }
    let bold = picture(.boldSystemFont(ofSize: 17))
    #expect(picture(Font(name: "Georgia-Bold", size: 17)) == bold, "drawn in the bold face")
    #expect(picture(Font(name: "Georgia", size: 17)) == picture(.systemFont(ofSize: 17)))
    #expect(picture(Font(name: "Georgia", size: 17)) != bold)
  }
}
