import Foundation
import Testing

@testable import TableKit

/// Issue 27: constraints made from anchors place views as UIKit's Auto Layout does, before the
/// superview's `layoutSubviews`, and follow changes of constants, sizes and directions.
@MainActor
@Suite struct AutoLayoutAnchorTests {
  func root() -> View { AutoLayoutTesting.root() }
  func constrained(in parent: View) -> View { AutoLayoutTesting.constrained(in: parent) }

  @Test func edgesPinnedWithConstantsGiveTheFrame() {
    let parent = root()
    let child = constrained(in: parent)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5),
      child.heightAnchor.constraint(equalToConstant: 44),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 5, width: 290, height: 44))
  }

  @Test func framesLandBeforeTheSuperviewsLayoutSubviews() {
    final class Reading: View {
      var seen: CGRect?
      override func layoutSubviews() { seen = subviews.first?.frame }
    }
    let parent = Reading(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.screen = ViewTesting.screen()
    let child = constrained(in: parent)
    LayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
      child.widthAnchor.constraint(equalToConstant: 20),
      child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 2),
    ])
    parent.layoutIfNeeded()
    #expect(parent.seen == CGRect(x: 40, y: 30, width: 20, height: 40))
  }

  @Test func changingAConstantMovesTheViewAtTheNextLayout() {
    let parent = root()
    let child = constrained(in: parent)
    let top = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 8)
    LayoutConstraint.activate([
      top, child.leftAnchor.constraint(equalTo: parent.leftAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame.minY == 8)
    top.constant = 30
    #expect(parent.needsLayout)
    parent.layoutIfNeeded()
    #expect(child.frame.minY == 30)
    top.isActive = false
    #expect(!top.isActive)
    // Constraints live on the nearest common ancestor of their items: the size ones on the
    // child.
    #expect(parent.constraints.count == 1)
    #expect(child.constraints.count == 2)
  }

  @Test func theSuperviewsNewSizeMovesPinnedEdges() {
    let parent = root()
    let child = constrained(in: parent)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
    ])
    parent.layoutIfNeeded()
    parent.frame.size = CGSize(width: 500, height: 300)
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 500, height: 300))
  }

  @Test func leadingAndTrailingFlipRightToLeftButLeftAndRightDoNot() {
    let parent = root()
    let leading = constrained(in: parent)
    let left = constrained(in: parent)
    for (child, edge) in [(leading, leading.leadingAnchor), (left, left.leftAnchor)] {
      let parentEdge = child === leading ? parent.leadingAnchor : parent.leftAnchor
      LayoutConstraint.activate([
        edge.constraint(equalTo: parentEdge, constant: 10),
        child.topAnchor.constraint(equalTo: parent.topAnchor),
        child.widthAnchor.constraint(equalToConstant: 30),
        child.heightAnchor.constraint(equalToConstant: 30),
      ])
    }
    parent.layoutIfNeeded()
    #expect(leading.frame.minX == 10)
    parent.semanticContentAttribute = .forceRightToLeft
    parent.layoutIfNeeded()
    // Leading is the right edge now, and a positive constant moves it inwards, as in UIKit.
    #expect(leading.frame.maxX == 310)
    #expect(left.frame.minX == 10)
  }

  @Test func aLabelTakesItsIntrinsicSize() {
    let parent = root()
    let label = Label()
    label.text = "Hello, constraints"
    label.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
    ])
    parent.layoutIfNeeded()
    let size = label.intrinsicContentSize
    #expect(label.frame == CGRect(x: 8, y: 8, width: size.width, height: size.height))
    label.text = "Hi"
    parent.layoutIfNeeded()
    #expect(label.frame.width == label.intrinsicContentSize.width)
  }

  @Test func anImageViewTakesItsNewImagesSize() {
    let parent = root()
    let image = ImageView()
    image.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(image)
    LayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      image.topAnchor.constraint(equalTo: parent.topAnchor),
    ])
    parent.layoutIfNeeded()
    #expect(image.frame.size == .zero)
    image.image = Image(symbol: .checkmark)
    parent.layoutIfNeeded()
    #expect(image.imageSize != .zero)
    #expect(image.frame.size == image.imageSize)
  }

  @Test func huggingDecidesWhichLabelGrows() {
    let parent = root()
    let title = Label()
    title.text = "Title"
    let value = Label()
    value.text = "Value"
    for label in [title, value] {
      label.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(label)
      label.centerYAnchor.constraint(equalTo: parent.centerYAnchor).isActive = true
    }
    value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
    ])
    parent.layoutIfNeeded()
    #expect(value.frame.width == value.intrinsicContentSize.width)
    #expect(title.frame.width == 320 - 8 - value.frame.width)
  }

  @Test func aStrongerOptionalConstraintWins() {
    let parent = root()
    let child = constrained(in: parent)
    let weak = child.widthAnchor.constraint(equalToConstant: 100)
    weak.priority = .defaultLow
    let strong = child.widthAnchor.constraint(equalToConstant: 60)
    strong.priority = .defaultHigh
    LayoutConstraint.activate([
      weak, strong, child.leftAnchor.constraint(equalTo: parent.leftAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame.width == 60)
    strong.priority = LayoutPriority(200)
    parent.layoutIfNeeded()
    #expect(child.frame.width == 100)
  }

  @Test func aViewPlacedByItsFrameAnchorsOthers() {
    let parent = root()
    let framed = View(frame: CGRect(x: 20, y: 30, width: 100, height: 40))
    parent.addSubview(framed)
    let below = constrained(in: parent)
    LayoutConstraint.activate([
      below.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 4),
      below.leadingAnchor.constraint(equalTo: framed.leadingAnchor),
      below.widthAnchor.constraint(equalTo: framed.widthAnchor, multiplier: 0.5),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    parent.layoutIfNeeded()
    #expect(below.frame == CGRect(x: 20, y: 74, width: 50, height: 10))
    framed.frame.origin.y = 50
    parent.layoutIfNeeded()
    #expect(below.frame.minY == 94)
    #expect(framed.frame == CGRect(x: 20, y: 50, width: 100, height: 40))
  }

  @Test func nestedConstrainedViewsAreSolvedTogether() {
    let parent = root()
    let container = constrained(in: parent)
    let inner = constrained(in: container)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
      container.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
      inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
      inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
      inner.widthAnchor.constraint(equalToConstant: 40),
      inner.heightAnchor.constraint(equalToConstant: 40),
      container.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 5),
      container.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 5),
    ])
    parent.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    #expect(inner.frame == CGRect(x: 5, y: 5, width: 40, height: 40))
  }

  @Test func aCustomGuideSpacesViews() {
    let parent = root()
    let spacer = LayoutGuide()
    parent.addLayoutGuide(spacer)
    let left = constrained(in: parent)
    let right = constrained(in: parent)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      left.widthAnchor.constraint(equalToConstant: 100),
      spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      spacer.trailingAnchor.constraint(equalTo: right.leadingAnchor),
      right.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      right.widthAnchor.constraint(equalToConstant: 100),
      left.topAnchor.constraint(equalTo: parent.topAnchor),
      right.topAnchor.constraint(equalTo: parent.topAnchor),
      left.heightAnchor.constraint(equalToConstant: 10),
      right.heightAnchor.constraint(equalToConstant: 10),
      spacer.topAnchor.constraint(equalTo: parent.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 1),
    ])
    parent.layoutIfNeeded()
    #expect(spacer.layoutFrame == CGRect(x: 100, y: 0, width: 120, height: 1))
    #expect(right.frame.minX == 220)
  }

  @Test func baselinesOfDifferentFontsLineUp() {
    let parent = root()
    let big = Label()
    big.text = "Big"
    big.font = .systemFont(ofSize: 30)
    let small = Label()
    small.text = "small"
    small.font = .systemFont(ofSize: 12)
    for label in [big, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(label)
    }
    LayoutConstraint.activate([
      big.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      big.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    parent.layoutIfNeeded()
    let measurer = parent.screen.textMeasurer
    let bigBaseline = big.frame.minY + measurer.baseline(of: big.font)
    let smallBaseline = small.frame.minY + measurer.baseline(of: small.font)
    #expect(abs(bigBaseline - smallBaseline) < 1)
  }

  @Test func marginsFollowTheSafeAreaAndPreservedSuperviewMargins() {
    let parent = root()
    parent.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
    let child = constrained(in: parent)
    child.preservesSuperviewLayoutMargins = true
    child.layoutMargins = .zero
    let inner = constrained(in: child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 50),
      inner.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
      inner.topAnchor.constraint(equalTo: child.topAnchor),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    parent.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 30, y: 0, width: 260, height: 10))
  }

  @Test func autoresizingMasksResizeFramedSubviews() {
    let parent = root()
    let stretched = View(frame: CGRect(x: 10, y: 10, width: 300, height: 20))
    stretched.autoresizingMask = [.flexibleWidth]
    let pinnedRight = View(frame: CGRect(x: 290, y: 40, width: 20, height: 20))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    parent.addSubview(stretched)
    parent.addSubview(pinnedRight)
    parent.frame.size.width = 420
    #expect(stretched.frame == CGRect(x: 10, y: 10, width: 400, height: 20))
    #expect(pinnedRight.frame == CGRect(x: 390, y: 40, width: 20, height: 20))
  }
}
