import Foundation

// The catalog's settings for its operator (`allowEditing`, `operatorPIN`): values of the catalog
// object itself rather than of its items, read with the same reporting as the rest.

extension CatalogWalk {
  /// The digits an operator PIN may have: short enough to type on a touch screen, long enough
  /// not to be guessed by a visitor trying a few.
  static let operatorPINLengths = 4...12

  /// The PIN that opens the operator view: 4 to 12 digits, as a string (a number would lose
  /// its leading zeros).
  mutating func operatorPIN(_ value: Any?) -> String? {
    guard let value else { return nil }
    let lengths = Self.operatorPINLengths
    guard let text = value as? String, lengths.contains(text.count),
      text.allSatisfy({ $0.isASCII && $0.isNumber })
    else {
      report(
        "operatorPIN",
        "expected \(lengths.lowerBound) to \(lengths.upperBound) digits in a string such as "
          + "\"4096\", found \(JSONDescription.of(value))")
      return nil
    }
    return text
  }

  /// A setting that is true or false (`allowEditing`, `speech`); false when missing or wrong.
  mutating func flag(_ value: Any?, key: String) -> Bool {
    guard let value else { return false }
    // JSONSerialization makes true and false NSNumbers of the C type char; 1 is not true here.
    guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else {
      report(key, "expected true or false, found \(JSONDescription.of(value))")
      return false
    }
    return number.boolValue
  }
}
