import Foundation

/// The text attributes TableKit reads from attribute dictionaries, as UIKit's (Foundation on
/// Linux defines the key type but none of the keys UIKit adds to it).
extension NSAttributedString.Key {
  /// The text's color: a `Color`, as UIKit's `.foregroundColor` takes a `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The text's font: a `Font`, as UIKit's `.font` takes a `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
}

/// Reading the attributes TableKit draws with out of UIKit's `[NSAttributedString.Key: Any]`
/// dictionaries (bar titles, bar buttons, tab items). A value of another type is ignored, as
/// UIKit ignores it.
extension Dictionary where Key == NSAttributedString.Key, Value == Any {
  /// The `.foregroundColor` attribute, when it is a `Color`.
  var foregroundColor: Color? { self[.foregroundColor] as? Color }
  /// The `.font` attribute, when it is a `Font`.
  var font: Font? { self[.font] as? Font }
}
