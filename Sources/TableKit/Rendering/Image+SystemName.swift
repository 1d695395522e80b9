import Foundation
import Synchronization

extension Image {
  /// The image of the system symbol called `systemName`, as UIKit's
  /// `UIImage(systemName:)`; nil for a name TableKit does not draw (as UIKit returns nil for a
  /// name SF Symbols lacks), reported once per name on standard error so that a ported app's
  /// missing icon is not silent. The names drawn are `SystemSymbol.allCases`.
  public init?(systemName: String) {
    guard let symbol = SystemSymbol(rawValue: systemName) else {
      UnknownSymbolNames.report(systemName)
      return nil
    }
    self.init(symbol: symbol)
  }
}

/// The symbol names already reported as unknown. A failable initializer has no host or
/// delegate to report to, so the set is process-wide; it only keeps a warning from repeating
/// for every cell that asks for the same name, and a `Mutex` makes it safe from any thread.
private enum UnknownSymbolNames {
  static let reported = Mutex<Set<String>>([])

  static func report(_ name: String) {
    let isNew = reported.withLock { $0.insert(name).inserted }
    guard isNew else { return }
    let known = SystemSymbol.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(
      Data(
        "TableKit warning: Image(systemName: \"\(name)\") is not a symbol TableKit draws; it returns nil. Known symbols: \(known)\n"
          .utf8))
  }
}
