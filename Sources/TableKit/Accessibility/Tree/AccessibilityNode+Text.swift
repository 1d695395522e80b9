import Foundation

extension AccessibilityNode {
  /// The subtree as text, one node a line, indented two spaces a level: the role, the label
  /// and value in quotes, the traits in brackets, "checked" or "unchecked" for what can be
  /// checked, a row's place ("row 3 of 40"), the list's
  /// size, the frame rounded to a tenth of a point, and the actions. The form of the
  /// accessibility goldens; stable across runs, since it holds no identities.
  ///
  ///     list rows=40 frame=(0,0,390,844)
  ///       listItem "Ada" [button] row 1 of 40 frame=(0,0,390,44) actions=activate,"Delete"
  public var textDescription: String {
    var lines: [String] = []
    appendLines(to: &lines, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }

  private func appendLines(to lines: inout [String], depth: Int) {
    var parts = [role.rawValue]
    if let label { parts.append(Self.quoted(label)) }
    if let value { parts.append("value=" + Self.quoted(value)) }
    if let hint { parts.append("hint=" + Self.quoted(hint)) }
    if !traits.names.isEmpty { parts.append("[" + traits.names.joined(separator: ",") + "]") }
    if let checkState { parts.append(checkState.rawValue) }
    if let identifier { parts.append("id=" + Self.quoted(identifier)) }
    if let position = listPosition {
      parts.append("row \(position.index) of \(position.count)")
    }
    if let rowCount { parts.append("rows=\(rowCount)") }
    if isModal { parts.append("modal") }
    parts.append("frame=" + Self.format(frame))
    if !actions.isEmpty {
      parts.append("actions=" + actions.map(\.description).joined(separator: ","))
    }
    lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
    for child in children { child.appendLines(to: &lines, depth: depth + 1) }
  }

  private static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n") + "\""
  }

  private static func format(_ rect: CGRect) -> String {
    let numbers = [rect.minX, rect.minY, rect.width, rect.height].map { value -> String in
      let tenths = (value * 10).rounded() / 10
      return tenths == tenths.rounded() ? String(Int(tenths)) : String(Double(tenths))
    }
    return "(" + numbers.joined(separator: ",") + ")"
  }
}
