import Foundation
import Testing

/// `scripts/port-uikit` without `--rename` keeps `import UIKit` and UIKit's names and makes only
/// what Swift on Linux forces; its output for each original is compiled, unchanged, in
/// UIKitNamesTests (issue 28).
@Suite struct PortScriptKeepsNamesTests {
  @Test(arguments: [
    ("GroceryListViewController.swift.uikit", "GroceryListViewController.swift"),
    ("SelectorShapes.swift.uikit", "SelectorShapes.swift"),
  ])
  func theScriptStillMakesTheCompiledFile(original: String, compiled: String) throws {
    let run = try runPortScript(
      original: original, ported: "Tests/UIKitNamesTests/UIKitNamed/\(compiled)", arguments: [])
    #expect(run.status == 0)
    #expect(run.output == run.compiled)
  }

  @Test func stringsAndCommentsKeepTheirSelectors() throws {
    let run = try runPortScript(
      original: "SelectorShapes.swift.uikit",
      ported: "Tests/UIKitNamesTests/UIKitNamed/SelectorShapes.swift", arguments: [])
    #expect(run.output.contains("Text such as #selector(refresh) in a comment stays."))
    #expect(run.output.contains("\"addTarget(self, action: #selector(refresh), for: .valueChanged)"))
    #expect(!run.output.contains("@objc"))
    #expect(run.output.contains("import UIKit"))
  }
}
