import Foundation

/// What a soak measures every so many frames: the process's resident memory, the cells the
/// tables made, and the renderer's caches.
public struct SoakSample: Equatable, Sendable {
  /// The frame just drawn (from 1).
  public var frame: Int
  /// Resident memory of the process, in bytes (`/proc/self/statm`; 0 where there is none).
  public var residentBytes: Int
  /// Cells created by every table of the soak so far.
  public var createdCells: Int
  /// Cells created by the table showing now.
  public var createdCellsOfTable: Int
  /// Cells the table holds for rows now (visible and overscan).
  public var liveCells: Int
  /// Textures the renderer keeps (text runs, images at drawn sizes, shape masks).
  public var textureCount: Int
  /// Their bytes.
  public var textureBytes: Int
  /// Decoded images the image library keeps.
  public var imageCount: Int
  /// Their bytes.
  public var imageBytes: Int

  /// A sample of the given figures.
  public init(
    frame: Int, residentBytes: Int, createdCells: Int, createdCellsOfTable: Int, liveCells: Int,
    textureCount: Int, textureBytes: Int, imageCount: Int, imageBytes: Int
  ) {
    self.frame = frame
    self.residentBytes = residentBytes
    self.createdCells = createdCells
    self.createdCellsOfTable = createdCellsOfTable
    self.liveCells = liveCells
    self.textureCount = textureCount
    self.textureBytes = textureBytes
    self.imageCount = imageCount
    self.imageBytes = imageBytes
  }

  /// One line for the soak's log.
  public var line: String {
    "frame \(pad(frame, 7))  resident \(megabytes(residentBytes))  cells created "
      + "\(pad(createdCells, 6)) (this table \(pad(createdCellsOfTable, 5)), live \(liveCells))"
      + "  textures \(pad(textureCount, 5)) / \(megabytes(textureBytes))"
      + "  images \(imageCount) / \(megabytes(imageBytes))"
  }

  /// The resident memory of this process in bytes, from `/proc/self/statm` (its second field is
  /// resident pages); 0 where the file cannot be read.
  public static func residentBytesOfProcess() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}

/// `bytes` in megabytes with one decimal, "12.3 MB".
func megabytes(_ bytes: Int) -> String {
  String(format: "%6.1f MB", Double(bytes) / 1_048_576)
}

/// `value` right-aligned in `width` characters.
func pad(_ value: Int, _ width: Int) -> String {
  let text = String(value)
  return String(repeating: " ", count: max(0, width - text.count)) + text
}
