import Foundation
import TableKit

/// `--speech-log FILE`: every utterance as a line of a file, so that tests and CI check what
/// spoken mode would say without hearing it. Only utterances are written (not pauses or
/// stops); a line break inside one becomes a space.
@MainActor
public final class SpeechLog: SpeechOutput {
  /// The file written.
  public let path: String
  private let file: FileHandle

  /// Creates (or empties) the log at `path`.
  /// - Throws: `SpeechError` naming the file when it cannot be written.
  public init(path: String) throws(SpeechError) {
    self.path = path
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let file = FileHandle(forWritingAtPath: path)
    else {
      throw SpeechError(description: "cannot write the speech log \(path)")
    }
    self.file = file
  }

  isolated deinit { try? file.close() }

  public func speak(_ utterance: String) {
    let line = utterance.replacingOccurrences(of: "\n", with: " ") + "\n"
    // Written at once, so that a run cut short keeps every line said.
    try? file.write(contentsOf: Data(line.utf8))
  }

  public func stop() {}
  public func pause() {}
  public func resume() {}
}
