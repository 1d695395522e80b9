import Foundation

/// The pictures a failed comparison leaves beside a golden (or under
/// `$TABLEKIT_SNAPSHOT_ARTIFACTS`): `<name>.actual.png`, `.diff.png` and `.compare.png`. A
/// comparison that passes removes them, so that they always describe the last comparison: left
/// behind, they would make `tablesnap report` list a passing picture as differing.
public enum SnapshotArtifacts {
  /// The suffixes, between the golden's name and `.png`.
  public static let suffixes = ["actual", "diff", "compare"]

  /// Removes a comparison's pictures of the golden whose path without `.png` is `stem`; the
  /// ones that are not there are passed over.
  /// - Parameter stem: The golden's path without its extension.
  public static func remove(stem: String) {
    for suffix in suffixes {
      let path = "\(stem).\(suffix).png"
      if FileManager.default.fileExists(atPath: path) {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
  }
}
