import Foundation

// The catalog's attract loop (`attract`): a value of the catalog object itself, read with the
// same reporting as the rest.

extension CatalogWalk {
  /// The keys of the `attract` object.
  static let attractKeys = ["afterSeconds", "pictureSeconds"]
  /// The quiet spells the attract loop may wait for: from 10 s to a day.
  static let attractAfterRange = 10.0...86_400

  /// The attract loop's settings: an object of `afterSeconds` and `pictureSeconds`, or false for
  /// none; the defaults without the key, and for what is wrong in it.
  mutating func attract(_ value: Any?) -> KioskAttractSettings {
    var settings = KioskAttractSettings.standard
    guard let value else { return settings }
    if let number = value as? NSNumber, String(cString: number.objCType) == "c" {
      settings.isEnabled = number.boolValue
      return settings
    }
    guard let object = value as? [String: Any] else {
      report(
        "attract",
        "expected an object such as {\"afterSeconds\": 300, \"pictureSeconds\": 8}, or false for "
          + "no attract loop, found \(JSONDescription.of(value))")
      return settings
    }
    unknownKeys(of: object, allowed: Self.attractKeys, at: "attract")
    if let seconds = seconds(
      object["afterSeconds"], at: "attract.afterSeconds", in: Self.attractAfterRange, example: 300)
    {
      settings.afterSeconds = seconds
    }
    if let seconds = seconds(
      object["pictureSeconds"], at: "attract.pictureSeconds",
      in: KioskAttractSettings.pictureSecondsRange, example: 8)
    {
      settings.pictureSeconds = seconds
    }
    return settings
  }

  /// A number of seconds in `range`, or nil (with a problem when it is there but wrong).
  mutating func seconds(
    _ value: Any?, at path: String, in range: ClosedRange<Double>, example: Int
  ) -> Double? {
    guard let value else { return nil }
    let words =
      "expected a number of seconds from \(Self.number(range.lowerBound)) to "
      + "\(Self.number(range.upperBound)), such as \(example)"
    guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else {
      if let text = value as? String, let seconds = Double(text), range.contains(seconds) {
        report(
          path,
          "\(words), found the string \"\(text)\" (write \(Self.number(seconds)) without quotes)")
      } else {
        report(path, "\(words), found \(JSONDescription.of(value))")
      }
      return nil
    }
    let seconds = number.doubleValue
    guard seconds.isFinite, range.contains(seconds) else {
      report(path, "\(words), found \(JSONDescription.of(value))")
      return nil
    }
    return seconds
  }

  /// `300` for 300.0, `2.5` for 2.5.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
  }
}
