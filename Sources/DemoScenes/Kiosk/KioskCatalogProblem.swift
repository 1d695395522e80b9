/// One thing wrong with a kiosk catalog, said for the operator who has to fix it: the file, the
/// place in its JSON, and what was expected there.
///
///     catalog.json: sections[1].items[0].price: expected a string such as "€4.50", found the number 4.5
public struct KioskCatalogProblem: Hashable, Sendable, CustomStringConvertible {
  /// The file, relative to the catalog's folder (`catalog.json`).
  public var file: String
  /// Where in the file's JSON: `sections[1].items[0].price`; empty for the file as a whole.
  public var path: String
  /// What was expected and what was found.
  public var message: String
  /// Whether the kiosk loses something for it or merely works around it.
  public var severity: Severity

  /// How much a problem costs the visitors.
  public enum Severity: Hashable, Sendable {
    /// Something is left out or replaced: the operator must fix it.
    case error
    /// The kiosk works around it without loss (a missing translation shows the default
    /// language's text); `table-kiosk --check` still passes.
    case warning
  }

  /// Creates a problem.
  public init(file: String, path: String, message: String, severity: Severity = .error) {
    self.file = file
    self.path = path
    self.message = message
    self.severity = severity
  }

  /// `file: path: message`, or `file: message` for the whole file; a warning says so before
  /// its message, as compilers do.
  public var description: String {
    let text = severity == .warning ? "warning: \(message)" : message
    return path.isEmpty ? "\(file): \(text)" : "\(file): \(path): \(text)"
  }
}
