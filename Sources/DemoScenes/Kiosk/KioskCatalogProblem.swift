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

  /// Creates a problem.
  public init(file: String, path: String, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

  /// `file: path: message`, or `file: message` for the whole file.
  public var description: String {
    path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
  }
}
