import Foundation
import TableKit

// The values every key of a catalog is read with: unknown keys (with the near one suggested),
// required and optional texts, strings and arrays, and JSON paths.

extension CatalogWalk {
  mutating func unknownKeys(of object: [String: Any], allowed: [String], at path: String) {
    // Keys starting with an underscore are the operator's comments.
    for key in object.keys.sorted() where !allowed.contains(key) && !key.hasPrefix("_") {
      if let near = allowed.first(where: { Self.editDistance($0, key) <= 2 }) {
        report(join(path, key), "expected '\(near)', found '\(key)'")
        continue
      }
      let known = allowed.map { "'\($0)'" }.joined(separator: ", ")
      report(
        join(path, key),
        "expected one of the keys \(known) (or a comment starting with _), found '\(key)'")
    }
  }

  /// The Levenshtein distance between two short strings, for "expected 'title', found 'titel'".
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    var previous = Array(0...b.count)
    for (i, character) in a.enumerated() {
      var current = [i + 1]
      for (j, other) in b.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (character == other ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// A string that must be there, non-empty.
  mutating func requiredText(
    _ object: [String: Any], _ key: String, at path: String, meaning: String,
    translatable: Bool = true
  ) -> String? {
    guard
      let text = requiredString(
        object, key, at: path, meaning: meaning, translatable: translatable)
    else { return nil }
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      report(join(path, key), "expected \(meaning), found an empty string")
      return nil
    }
    return text
  }

  /// A string that must be there, possibly empty; a translatable one may be given by language.
  mutating func requiredString(
    _ object: [String: Any], _ key: String, at path: String, meaning: String,
    translatable: Bool = true
  ) -> String? {
    if translatable, let texts = object[key] as? [String: Any] {
      return localizedText(texts, key: key, at: path, meaning: meaning)
    }
    return required(object, key, at: path, meaning: meaning, kind: "a string")
  }

  /// A value of type `Value` (`kind` in words) that must be there.
  mutating func required<Value>(
    _ object: [String: Any], _ key: String, at path: String, meaning: String, kind: String
  ) -> Value? {
    guard let value = object[key] else {
      report(join(path, key), "expected \(meaning) (\(kind)); there is none")
      return nil
    }
    guard let typed = value as? Value else {
      report(join(path, key), "expected \(meaning) (\(kind)), found \(JSONDescription.of(value))")
      return nil
    }
    return typed
  }

  /// A string that may be missing; an empty one counts as missing.
  mutating func optionalString(
    _ object: [String: Any], _ key: String, at path: String, example: String
  ) -> String? {
    guard let value = object[key] else { return nil }
    if let texts = value as? [String: Any] {
      return localizedText(texts, key: key, at: path, meaning: "a string such as \"\(example)\"")
    }
    guard let text = value as? String else {
      report(
        join(path, key),
        "expected a string such as \"\(example)\", found \(JSONDescription.of(value))")
      return nil
    }
    return text.isEmpty ? nil : text
  }

  mutating func requiredArray(
    _ object: [String: Any], _ key: String, at path: String, meaning: String
  ) -> [Any]? {
    required(object, key, at: path, meaning: meaning, kind: "an array")
  }

  func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }
}
