/// When a snapshotter writes goldens instead of comparing, from `TABLEKIT_RECORD_SNAPSHOTS`.
public enum SnapshotRecordMode: String, Equatable, Sendable {
  /// Compare every picture with its golden (the variable unset, or anything else).
  case none
  /// Record every picture as its golden and fail, so that nobody records by accident
  /// (`all`, or `1` as before).
  case all
  /// Record the pictures that have no golden yet and fail those tests; compare the rest
  /// (`missing`).
  case missing

  /// The mode the variable's value asks for.
  /// - Parameter value: `TABLEKIT_RECORD_SNAPSHOTS`, or nil when unset.
  public init(environmentValue value: String?) {
    switch value?.lowercased() {
    case "1", "all", "true", "yes": self = .all
    case "missing": self = .missing
    default: self = .none
    }
  }
}
