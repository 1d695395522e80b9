import Foundation

/// How a problem names a JSON value it did not expect: `the number 4.5`, `an array`, `null`.
enum JSONDescription {
  /// A few words for `value`, as `JSONSerialization` made it.
  static func of(_ value: Any) -> String {
    switch value {
    case is NSNull:
      return "null"
    case let text as String:
      if text.isEmpty { return "an empty string" }
      let shown = text.count > 40 ? String(text.prefix(37)) + "…" : text
      return "the string \"\(shown)\""
    case let number as NSNumber:
      // JSONSerialization makes true and false NSNumbers of the C type char.
      if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
      let double = number.doubleValue
      if double == double.rounded(), abs(double) < 1e15 { return "the number \(Int(double))" }
      return "the number \(double)"
    case let list as [Any]:
      return list.isEmpty ? "an empty array" : "an array"
    case is [String: Any]:
      return "an object"
    default:
      return "\(value)"
    }
  }
}
