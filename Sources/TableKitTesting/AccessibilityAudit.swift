import Foundation
import TableKit

/// Checks an accessibility tree the way Xcode's accessibility audit checks an app's: every
/// element that takes input (one that can be activated or adjusted, a field, a switch) must
/// have a label, and a touch target of at least 44 × 44 points, Apple's minimum (and WCAG
/// 2.5.5's). Run it over every screen in tests:
///
///     #expect(AccessibilityAudit(of: window).issues.isEmpty)
@MainActor
public struct AccessibilityAudit {
  /// One problem of one element.
  public struct Issue: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Hashable, Sendable {
      /// The element takes input but has no label to be announced by.
      case missingLabel
      /// The element's target is smaller than the minimum.
      case smallTarget(CGSize)
    }

    /// The element, as the text form of the tree writes it (without its children).
    public var element: String
    /// What is wrong with it.
    public var problem: Problem

    /// The element and its problem, in a sentence.
    public var description: String {
      switch problem {
      case .missingLabel:
        return "\(element): takes input but has no label"
      case .smallTarget(let size):
        return "\(element): its target is \(Double(size.width)) × \(Double(size.height)) pt, "
          + "under \(Double(AccessibilityAudit.minimumTargetSize)) × "
          + "\(Double(AccessibilityAudit.minimumTargetSize))"
      }
    }
  }

  /// The smallest touch target allowed, in points, each way.
  nonisolated public static let minimumTargetSize: CGFloat = 44

  /// What was found, in reading order.
  public let issues: [Issue]

  /// Audits the tree of `view` (a window, or a view standing for one).
  public init(of view: View) {
    self.init(tree: AccessibilityTree(of: view))
  }

  /// Audits `tree`.
  public init(tree: AccessibilityTree) {
    var found: [Issue] = []
    for node in tree.root.allNodes where Self.takesInput(node) {
      var bare = node
      bare.children = []
      let element = bare.textDescription.trimmingCharacters(in: .newlines)
      if (node.label ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
        found.append(Issue(element: element, problem: .missingLabel))
      }
      // A hundredth of a point under is rounding, not a small target.
      let minimum = Self.minimumTargetSize - 0.01
      if node.frame.width < minimum || node.frame.height < minimum {
        found.append(Issue(element: element, problem: .smallTarget(node.frame.size)))
      }
    }
    issues = found
  }

  /// Whether the person acts on the element: it can be activated or adjusted, or it is a
  /// field or switch (which a dimmed one still is).
  static func takesInput(_ node: AccessibilityNode) -> Bool {
    switch node.role {
    case .textField, .searchField, .toggleButton, .checkBox, .adjustable, .button, .link,
      .keyboardKey:
      return true
    default:
      return !node.actions.isEmpty
    }
  }
}
