import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 24: a table whose labels hold hostile text (100,000 combining marks on one letter, a
/// megabyte of ASCII, a megabyte of CJK and emoji) reaches its first frame in work proportional
/// to what is drawn, not to the length of the text.
@MainActor
@Suite(.serialized)
struct HostileTextFirstFrameTests {
  /// `count` combining acute accents after one letter: a single grapheme cluster.
  static func combiningMarks(_ count: Int) -> String {
    var text = "e"
    text.unicodeScalars.append(contentsOf: repeatElement(Unicode.Scalar(0x301)!, count: count))
    return text
  }

  /// Six rows, each showing `text` as its title and its subtitle.
  final class SixRows: TableViewDataSource {
    let text: String
    let numberOfLines: Int
    init(text: String, numberOfLines: Int = 1) {
      self.text = text
      self.numberOfLines = numberOfLines
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 6 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
      cell.textLabel?.text = text
      cell.textLabel?.numberOfLines = numberOfLines
      cell.detailTextLabel?.text = text
      return cell
    }
  }

  /// The most UTF-8 bytes one label may hand to SDL_ttf for its first frame: its windows of
  /// a few hundred characters and the prefixes a truncation tries, a bound set by the row's
  /// width, whatever the text's length (before the fix, each label handed over its whole
  /// text a dozen times or more).
  static let bytesPerLabel = 16 * 1024

  /// Renders the first frame of a six-row table of `text` (a title and a subtitle per row)
  /// and checks that the text handed to the fonts is bounded by what the rows show.
  static func firstFrame(of text: String, numberOfLines: Int = 1, label: String) throws
    -> SDLRenderer
  {
    let canvas = try OffscreenCanvas(size: CGSize(width: 320, height: 480), scale: 2)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let source = SixRows(text: text, numberOfLines: numberOfLines)
    table.dataSource = source
    let start = Date()
    _ = canvas.render(table)
    let bytes = canvas.renderer.textBytesHandedToFonts
    print("\(label): first frame \(Date().timeIntervalSince(start)) s, \(bytes) bytes to the fonts")
    #expect(table.visibleCells.count == 6)
    #expect(bytes <= 12 * Self.bytesPerLabel, "\(bytes) bytes of \(text.utf8.count) handed to the fonts")
    return canvas.renderer
  }

  @Test func sixRowsOfCombiningMarks() throws {
    _ = try Self.firstFrame(of: Self.combiningMarks(100_000), label: "marks")
  }

  @Test func aRunOfMarksIsCutToTheStreamSafeLimitAndOrdinaryTextIsKept() {
    let limited = CombiningMarkLimit.limited(Self.combiningMarks(100_000) + "x")
    #expect(limited.unicodeScalars.count == 1 + CombiningMarkLimit.marksPerCluster + 1)
    #expect(limited.hasSuffix("x"))
    for ordinary in ["Row 12", "e\u{301}\u{302}", "中文 😀 👩‍👩‍👧‍👦", "مرحبا", "नमस्ते"] {
      #expect(CombiningMarkLimit.limited(ordinary).utf8.elementsEqual(ordinary.utf8))
    }
  }

  @Test func aLongRunClippedAtItsWidthIsRenderedOnlyAsFarAsItShows() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 320, height: 60), scale: 2)
    let text = String(repeating: "clipped text ", count: 80_000)
    _ = canvas.render(
      DrawList([
        .text(
          TextRun(
            text, font: .systemFont(ofSize: 17), color: .black, origin: .zero, maxWidth: 300,
            truncation: .clip))
      ]))
    #expect(canvas.renderer.textBytesHandedToFonts <= Self.bytesPerLabel)
  }

  @Test func sixRowsOfCombiningMarksOnManyLines() throws {
    _ = try Self.firstFrame(of: Self.combiningMarks(100_000), numberOfLines: 0, label: "marks, lines 0")
  }

  @Test func aMegabyteOfASCII() throws {
    let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 1_000_000 / 45)
    _ = try Self.firstFrame(of: text, label: "ascii")
  }

  @Test func aMegabyteOfCJKAndEmoji() throws {
    let text = String(repeating: "中文字😀👩‍👩‍👧‍👦日本語🇫🇷", count: 1_000_000 / 60)
    _ = try Self.firstFrame(of: text, label: "cjk+emoji")
  }
}
