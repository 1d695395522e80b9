import Foundation
import Testing

/// The code in the documentation's articles compiles: every ```swift block of an article under
/// `Sources/*/*.docc/` (and of README.md) appears, line for line (leading spaces aside), in a
/// Swift file of a test or example target, which names the article in a comment.
///
/// Why tests rather than DocC's `@Snippet`: snippets need the swift-docc-plugin's
/// `snippet-extract`, a package dependency that the toolchain does not ship (it has `docc` and
/// `swift-symbolgraph-extract` only), and a snippet is only built, never run. Here each article's
/// code is compiled with the target it belongs to and driven by a test beside it.
@Suite struct ArticleSnippetTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The article files of every documentation catalog, and the README.
  static func articles() throws -> [URL] {
    let sources = root.appendingPathComponent("Sources")
    var found: [URL] = []
    for target in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
      let targetFolder = sources.appendingPathComponent(target)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: targetFolder.path)
      else { continue }
      for catalog in names where catalog.hasSuffix(".docc") {
        let folder = targetFolder.appendingPathComponent(catalog)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".md") {
          found.append(folder.appendingPathComponent(name))
        }
      }
    }
    return found.sorted { $0.path < $1.path } + [root.appendingPathComponent("README.md")]
  }

  /// The Swift blocks of a Markdown text, each as its lines.
  static func swiftBlocks(in text: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if current != nil, trimmed == "```" {
        blocks.append(current!)
        current = nil
      } else if current != nil {
        current!.append(String(line))
      }
    }
    return blocks
  }

  /// A text's lines without their leading spaces, empty lines left out.
  static func normalized(_ lines: [String]) -> String {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      .joined(separator: "\n")
  }

  /// Every Swift file under `Tests/` and `Examples/`, normalized.
  static func snippetSources() throws -> [(path: String, text: String)] {
    var files: [(String, String)] = []
    for top in ["Tests", "Examples"] {
      let folder = root.appendingPathComponent(top)
      guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
      for case let path as String in walker
      where path.hasSuffix(".swift") && !path.contains(".build/") {
        let url = folder.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        files.append(
          (
            "\(top)/\(path)",
            normalized(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
          ))
      }
    }
    return files
  }

  @Test func everyArticleSnippetLivesInACompiledFile() throws {
    let sources = try Self.snippetSources()
    var blockCount = 0
    for article in try Self.articles() {
      let text = try String(contentsOf: article, encoding: .utf8)
      for block in Self.swiftBlocks(in: text) {
        blockCount += 1
        let wanted = Self.normalized(block)
        let homes = sources.filter { $0.text.contains(wanted) }
        #expect(
          !homes.isEmpty,
          "\(article.lastPathComponent): a Swift block that no test or example file holds:\n\(wanted)"
        )
        let named = homes.contains { $0.text.contains(article.lastPathComponent) }
        #expect(
          homes.isEmpty || named,
          "\(article.lastPathComponent): the files holding its block do not name the article")
      }
    }
    #expect(blockCount >= 3, "the articles show code, and this test found \(blockCount) blocks")
  }
}
