import Foundation
import Testing

@testable import TableKit

/// Issue 27, item 3: bad constraints never trap. Conflicts print UIKit's message with the
/// constraints involved and break one; constraints that cannot be made or activated say why.
@MainActor
@Suite struct AutoLayoutErrorTests {
  func root() -> View { AutoLayoutTesting.root() }
  func constrained(in parent: View) -> View { AutoLayoutTesting.constrained(in: parent) }

  @Test func conflictingRequiredConstraintsAreReportedAndOneIsBroken() throws {
    let parent = root()
    let child = constrained(in: parent)
    let wide = child.widthAnchor.constraint(equalToConstant: 100)
    wide.identifier = "wide"
    let narrow = child.widthAnchor.constraint(equalToConstant: 50)
    narrow.identifier = "narrow"
    LayoutConstraint.activate([
      wide, child.leftAnchor.constraint(equalTo: parent.leftAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    let warnings = GeometryWarnings.warnings {
      narrow.isActive = true
      parent.layoutIfNeeded()
    }
    let message = try #require(warnings.first { $0.message.contains("Unable to simultaneously") })
    #expect(message.message.contains("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
    #expect(message.message.contains("'wide'"))
    #expect(message.message.contains("Will attempt to recover by breaking constraint"))
    #expect(message.message.contains("'narrow'"))
    // Only the two that conflict are listed, not the left, top and height constraints.
    #expect(!message.message.contains(".top =="))
    #expect(child.frame.width == 100)
    #expect(narrow.isActive)
    wide.isActive = false
    parent.layoutIfNeeded()
    #expect(child.frame.width == 50, "the broken constraint comes back when the region is built")
  }

  @Test func aFramedViewConstrainedByMistakeNamesItsFrameConstraints() throws {
    let parent = root()
    let label = Label()
    label.text = "Forgot translates"
    parent.addSubview(label)
    let warnings = GeometryWarnings.warnings {
      label.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16).isActive = true
      parent.layoutIfNeeded()
    }
    let message = try #require(warnings.first { $0.message.contains("Unable to simultaneously") })
    #expect(message.message.contains("AutoresizingMaskLayoutConstraint"))
    #expect(label.frame.minX == 0)
  }

  @Test func itemsInDifferentTreesCannotBeActivated() {
    let one = root()
    let other = root()
    let constraint = one.leadingAnchor.constraint(equalTo: other.leadingAnchor)
    let warnings = GeometryWarnings.warnings { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(warnings.contains { $0.message.contains("because they have no common ancestor") })
  }

  @Test func nonFiniteNumbersAreRefused() {
    let parent = root()
    let child = constrained(in: parent)
    var made: LayoutConstraint?
    let warnings = GeometryWarnings.warnings {
      made = child.widthAnchor.constraint(equalToConstant: .nan)
      made?.isActive = true
    }
    #expect(made?.isActive == false)
    #expect(warnings.contains { $0.message.contains("constant is not finite") })
    let fine = child.widthAnchor.constraint(equalToConstant: 10)
    fine.isActive = true
    let later = GeometryWarnings.warnings { fine.constant = .infinity }
    #expect(fine.constant == 10)
    #expect(!later.isEmpty)
    let multiplied = GeometryWarnings.warnings {
      _ = child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: .nan)
    }
    #expect(multiplied.contains { $0.message.contains("Multiplier is not finite") })
  }

  @Test func illegalPairsAreRefusedInUIKitsWords() {
    let parent = root()
    let child = constrained(in: parent)
    let warnings = GeometryWarnings.warnings {
      let location = LayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 20)
      location.isActive = true
      #expect(!location.isActive)
      let mixed = LayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .left,
        multiplier: 1, constant: 0)
      mixed.isActive = true
      #expect(!mixed.isActive)
      let axes = LayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .left,
        multiplier: 1, constant: 0)
      #expect(axes.problem != nil)
      let notAView = LayoutConstraint(
        item: "a string", attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 20)
      notAView.isActive = true
      #expect(!notAView.isActive)
    }
    #expect(warnings.contains { $0.message.contains("Location attributes must be specified in pairs") })
    #expect(warnings.contains { $0.message.contains("Use leading/trailing for both or neither") })
    #expect(warnings.contains { $0.message.contains("Invalid pairing of layout attributes") })
    #expect(warnings.contains { $0.message.contains("must each be a view or layout guide") })
  }

  @Test func requiredToOptionalOnAnActiveConstraintIsRefused() {
    let parent = root()
    let child = constrained(in: parent)
    let constraint = child.widthAnchor.constraint(equalToConstant: 10)
    constraint.isActive = true
    let warnings = GeometryWarnings.warnings { constraint.priority = .defaultHigh }
    #expect(constraint.priority == .required)
    #expect(warnings.contains { $0.message.contains("Mutating a priority from required to not") })
  }

  @Test func removingAViewDeactivatesConstraintsThatReachIntoIt() {
    let parent = root()
    let child = constrained(in: parent)
    let pin = child.topAnchor.constraint(equalTo: parent.topAnchor)
    let own = child.widthAnchor.constraint(equalToConstant: 30)
    LayoutConstraint.activate([pin, own])
    child.removeFromSuperview()
    #expect(!pin.isActive)
    #expect(own.isActive)
    #expect(parent.constraints.isEmpty)
    parent.layoutIfNeeded()
  }

  @Test func ambiguityIsReported() {
    let parent = root()
    let child = constrained(in: parent)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: parent.leftAnchor),
      child.widthAnchor.constraint(equalToConstant: 30),
      child.heightAnchor.constraint(equalToConstant: 30),
    ])
    parent.layoutIfNeeded()
    #expect(child.hasAmbiguousLayout)
    child.topAnchor.constraint(equalTo: parent.topAnchor).isActive = true
    parent.layoutIfNeeded()
    #expect(!child.hasAmbiguousLayout)
  }

  @Test func aGuideNotAddedToAViewCannotBeActivated() {
    let parent = root()
    let guide = LayoutGuide()
    let constraint = guide.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
    let warnings = GeometryWarnings.warnings { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(warnings.contains { $0.message.contains("addLayoutGuide") })
  }
}
