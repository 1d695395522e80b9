import Foundation
import Testing

@testable import TableKit

/// Issue 27: the visual format language makes UIKit's constraints, and stack views line their
/// views up in each distribution and alignment.
@MainActor
@Suite struct AutoLayoutFormatAndStackTests {
  func root() -> View { AutoLayoutTesting.root() }
  func label(_ text: String, in parent: View? = nil) -> Label {
    AutoLayoutTesting.label(text, in: parent)
  }

  @Test func aFormatLaysOutARowToTheMargins() {
    let parent = root()
    let title = label("Title", in: parent)
    let value = label("Value", in: parent)
    let constraints = LayoutConstraint.constraints(
      withVisualFormat: "H:|-[title]-(>=gap)-[value]-|", options: [.alignAllCenterY],
      metrics: ["gap": 8], views: ["title": title, "value": value])
    LayoutConstraint.activate(constraints)
    LayoutConstraint.activate(
      LayoutConstraint.constraints(
        withVisualFormat: "V:|-20-[title]", metrics: nil, views: ["title": title]))
    parent.layoutIfNeeded()
    #expect(title.frame.minX == 8)
    #expect(title.frame.minY == 20)
    #expect(value.frame.maxX == 312)
    #expect(value.frame.midY == title.frame.midY)
  }

  @Test func sizesAndPrioritiesComeFromPredicates() {
    let parent = root()
    let a = View()
    let b = View()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
    }
    let views = ["a": a, "b": b]
    LayoutConstraint.activate(
      LayoutConstraint.constraints(
        withVisualFormat: "H:|[a(==100@750,>=40)]-10-[b(==a)]", metrics: nil, views: views)
        + LayoutConstraint.constraints(
          withVisualFormat: "V:|[a(20)][b(30)]", metrics: nil, views: views))
    parent.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(b.frame == CGRect(x: 110, y: 20, width: 100, height: 30))
  }

  @Test func aBadFormatSaysWhereAndMakesNothing() {
    let parent = root()
    let title = label("Title", in: parent)
    var made: [LayoutConstraint] = [LayoutConstraint(item: title, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 1)]
    let warnings = GeometryWarnings.warnings {
      made = LayoutConstraint.constraints(
        withVisualFormat: "H:|-[title]-[missing]", metrics: nil, views: ["title": title])
    }
    #expect(made.isEmpty)
    #expect(warnings.contains { $0.message.contains("missing is not a key in the views dictionary") })
    let orphan = label("Orphan")
    #expect(throws: VisualFormatError.self) {
      try LayoutConstraint.checkedConstraints(
        withVisualFormat: "|[orphan]", metrics: nil, views: ["orphan": orphan])
    }
    let along = GeometryWarnings.warnings {
      _ = LayoutConstraint.constraints(
        withVisualFormat: "H:[title]", options: .alignAllLeading, metrics: nil,
        views: ["title": title])
    }
    #expect(along.contains { $0.message.contains("not allowed for layout that is also horizontal") })
  }

  func stack(_ axis: LayoutConstraint.Axis, _ views: [View], in parent: View) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.axis = axis
    stack.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      stack.topAnchor.constraint(equalTo: parent.topAnchor),
    ])
    return stack
  }

  @Test func aRowFillsWithTheLeastHuggingView() {
    let parent = root()
    let icon = View()
    icon.widthAnchor.constraint(equalToConstant: 30).isActive = true
    icon.heightAnchor.constraint(equalToConstant: 30).isActive = true
    let title = label("Wi-Fi")
    let value = label("Home")
    value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    icon.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let row = stack(.horizontal, [icon, title, value], in: parent)
    row.spacing = 12
    row.alignment = .center
    parent.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(title.frame.minX == 42)
    #expect(value.frame.maxX == 320)
    #expect(value.frame.width == value.intrinsicContentSize.width)
    #expect(title.frame.midY == 15)
    #expect(row.frame.height == 30)
  }

  @Test func fillEquallyGivesEveryViewTheSameLength() {
    let parent = root()
    let views = (0..<3).map { _ in View() }
    let row = stack(.horizontal, views, in: parent)
    row.distribution = .fillEqually
    row.spacing = 10
    row.heightAnchor.constraint(equalToConstant: 44).isActive = true
    parent.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [100, 100, 100])
    #expect(views.map(\.frame.minX) == [0, 110, 220])
    #expect(views.allSatisfy { $0.frame.height == 44 })
  }

  @Test func equalSpacingAndEqualCenteringShareTheRest() {
    let parent = root()
    let labels = [label("A"), label("BBBB"), label("CC")]
    let row = stack(.horizontal, labels, in: parent)
    row.distribution = .equalSpacing
    parent.layoutIfNeeded()
    let gap1 = labels[1].frame.minX - labels[0].frame.maxX
    let gap2 = labels[2].frame.minX - labels[1].frame.maxX
    #expect(abs(gap1 - gap2) <= 1)
    #expect(labels[2].frame.maxX == 320)
    row.distribution = .equalCentering
    parent.layoutIfNeeded()
    let step1 = labels[1].frame.midX - labels[0].frame.midX
    let step2 = labels[2].frame.midX - labels[1].frame.midX
    #expect(abs(step1 - step2) <= 1)
  }

  @Test func fillProportionallyFollowsIntrinsicLengths() {
    let parent = root()
    let short = label("ab")
    let long = label("abcdef")
    let row = stack(.horizontal, [short, long], in: parent)
    row.distribution = .fillProportionally
    parent.layoutIfNeeded()
    #expect(short.frame.width + long.frame.width == 320)
    let ratio = long.frame.width / short.frame.width
    let expected = long.intrinsicContentSize.width / short.intrinsicContentSize.width
    #expect(abs(ratio - expected) < 0.05)
  }

  @Test func aColumnAlignsAndCollapsesHiddenViews() {
    let parent = root()
    let first = label("First")
    let second = label("Second line")
    let third = label("Third")
    let column = stack(.vertical, [first, second, third], in: parent)
    column.spacing = 4
    column.alignment = .trailing
    column.setCustomSpacing(10, after: first)
    parent.layoutIfNeeded()
    #expect(first.frame.maxX == 320)
    #expect(second.frame.minY == first.frame.maxY + 10)
    #expect(third.frame.minY == second.frame.maxY + 4)
    second.isHidden = true
    parent.layoutIfNeeded()
    #expect(third.frame.minY == first.frame.maxY + 10)
    #expect(column.frame.height == third.frame.maxY)
    column.removeArrangedSubview(third)
    #expect(column.arrangedSubviews.count == 2)
    #expect(third.superview === column)
  }

  @Test func baselinesAndMarginsArrange() {
    let parent = root()
    let big = label("Big")
    big.font = .systemFont(ofSize: 30)
    let small = label("small")
    small.font = .systemFont(ofSize: 12)
    let row = stack(.horizontal, [big, small], in: parent)
    row.alignment = .firstBaseline
    row.spacing = 8
    row.isLayoutMarginsRelativeArrangement = true
    row.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    parent.layoutIfNeeded()
    let measurer = parent.screen.textMeasurer
    #expect(abs((big.frame.minY + measurer.baseline(of: big.font))
      - (small.frame.minY + measurer.baseline(of: small.font))) < 1)
    #expect(big.frame.minX == 10)
    #expect(big.frame.minY >= 5)
  }
}
