import Foundation
import Testing

@testable import TableKit

/// Issue 27: `transform` drawn and hit tested about the view's center, animated as UIKit's;
/// `transition(with:…)` cross-dissolving; touches held back from moving views; a table's
/// rows kept out of block animations.
@MainActor
@Suite struct ViewTransformAndTransitionTests {
  private func corners(of stage: BlockAnimationStage) -> [CGPoint] {
    DrawnGeometry(stage.drawing()).polygons.first { $0.color == BlockAnimationStage.red }?.points ?? []
  }

  @Test func aTranslationOrUniformScaleMovesAndScalesTheDrawing() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 100, y: 100, width: 40, height: 20))
    box.transform = CGAffineTransform(translationX: 10, y: -5)
    #expect(stage.fill(of: BlockAnimationStage.red) == CGRect(x: 110, y: 95, width: 40, height: 20))
    box.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(stage.fill(of: BlockAnimationStage.red) == CGRect(x: 80, y: 90, width: 80, height: 40))
    #expect(box.frame == CGRect(x: 100, y: 100, width: 40, height: 20))
  }

  @Test func aRotationTurnsTheCornersAboutTheCenter() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 100, y: 100, width: 40, height: 20))
    box.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let points = corners(of: stage)
    #expect(points.count == 4)
    // A quarter turn clockwise on screen: the top-left corner goes to the top right.
    let expected = [CGPoint(x: 130, y: 90), CGPoint(x: 130, y: 130), CGPoint(x: 110, y: 130), CGPoint(x: 110, y: 90)]
    for (point, wanted) in zip(points, expected) {
      #expect(point.x.isClose(to: wanted.x) && point.y.isClose(to: wanted.y))
    }
  }

  @Test func aTransformAnimatesByItsPartsSoAHalfTurnTurns() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 100, y: 100, width: 40, height: 40))
    View.animate(withDuration: 1) { box.transform = CGAffineTransform(rotationAngle: .pi) }
    stage.advance(by: 0.5)
    // Halfway a quarter turn, at full size: blending the entries would have shrunk it to a dot.
    let points = corners(of: stage)
    #expect(points.count == 4)
    let first = points.first ?? .zero
    #expect(first.x.isClose(to: 140) && first.y.isClose(to: 100))
    stage.advance(by: 0.5)
    let final = corners(of: stage).first ?? .zero
    #expect(final.x.isClose(to: 140) && final.y.isClose(to: 140))
  }

  @Test func hitTestingFollowsTheTransform() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 100, y: 100, width: 40, height: 40))
    #expect(stage.window.hitTest(CGPoint(x: 90, y: 120)) !== box)
    box.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(stage.window.hitTest(CGPoint(x: 90, y: 120)) === box)
  }

  @Test func aTransformThatIsNotFiniteIsRefusedWithAWarning() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 100, y: 100, width: 40, height: 40))
    let (_, warnings) = GeometryWarnings.capture {
      box.transform = CGAffineTransform(scaleX: .nan, y: 1)
    }
    #expect(box.transform.isIdentity)
    #expect(warnings.contains { $0.message.contains("not finite") })
  }

  @Test func affineTransformsComposeAndInvertAsCoreGraphics() {
    let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3).rotated(by: .pi / 2)
    let p = CGPoint(x: 1, y: 0).applying(t)
    // Rotated first (to (0, 1)), then scaled (0, 3), then moved.
    #expect(p.x.isClose(to: 10) && p.y.isClose(to: 23))
    let back = p.applying(t.inverted())
    #expect(back.x.isClose(to: 1) && back.y.isClose(to: 0))
    #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
  }

  @Test func movingViewsTakeNoTouchesUnlessTheBlockAllowsThem() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 100, height: 100))
    View.animate(withDuration: 1) { box.alpha = 0.5 }
    #expect(stage.window.hitTest(CGPoint(x: 50, y: 50)) !== box)
    stage.advance(by: 1)
    #expect(stage.window.hitTest(CGPoint(x: 50, y: 50)) === box)
    View.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { box.alpha = 1 })
    #expect(stage.window.hitTest(CGPoint(x: 50, y: 50)) === box)
  }

  @Test func aCrossDissolveFadesTheOldContentOutAndTheNewIn() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 100, height: 100))
    var finished = false
    View.transition(
      with: box, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
      animations: { box.backgroundColor = BlockAnimationStage.blue }, completion: { finished = $0 })
    // The change itself is not animated: only the dissolve runs.
    #expect(box.animations?.backgroundColor == nil)
    stage.advance(by: 0.25)
    // The old background whole, the new over it at a quarter: an exact blend of the two.
    #expect(stage.fills(of: BlockAnimationStage.red).first?.alpha == 1)
    #expect(stage.fills(of: BlockAnimationStage.blue).first?.alpha.isClose(to: 0.25) == true)
    stage.advance(by: 0.75)
    #expect(stage.fills(of: BlockAnimationStage.red).isEmpty)
    #expect(stage.fills(of: BlockAnimationStage.blue).first?.alpha == 1)
    #expect(finished)
  }

  @Test func aTransitionWithoutAStyleChangesAtOnce() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 100, height: 100))
    View.transition(with: box, duration: 1, animations: { box.backgroundColor = BlockAnimationStage.blue })
    #expect(box.animations == nil)
    #expect(stage.fills(of: BlockAnimationStage.red).isEmpty)
  }

  @Test func aTablesRowsTakeTheirPlacesAtOnceInsideABlock() {
    let stage = BlockAnimationStage(width: 320, height: 480)
    let source = NumberedRows(count: 30)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.dataSource = source
    stage.window.addSubview(table)
    stage.window.layoutIfNeeded()
    View.animate(withDuration: 1) {
      table.frame.size.height = 480
      stage.window.layoutIfNeeded()
    }
    #expect(table.animations != nil)
    #expect(table.visibleCells.count > 5)
    #expect(table.visibleCells.allSatisfy { $0.animations == nil })
  }
}

/// Rows titled by their numbers.
@MainActor
private final class NumberedRows: TableViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}
