import Foundation
import Testing

@testable import TableKit

/// Issue 27: an arranged view hidden inside an animation block collapses with animation, as
/// UIKit's stack views do: its neighbours slide into place and it fades out, drawn until the
/// block ends.
@MainActor
@Suite struct StackViewHidingAnimationTests {
  private static let green = Color(red: 0, green: 1, blue: 0)

  private func stack(on stage: BlockAnimationStage) -> (StackView, [View]) {
    let colors = [BlockAnimationStage.red, BlockAnimationStage.blue, Self.green]
    let rows = colors.map { color -> View in
      let row = View()
      row.backgroundColor = color
      row.heightAnchor.constraint(equalToConstant: 40).isActive = true
      return row
    }
    let stack = StackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    stage.window.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: stage.window.topAnchor),
      stack.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
      stack.widthAnchor.constraint(equalToConstant: 100),
    ])
    stage.window.layoutIfNeeded()
    return (stack, rows)
  }

  @Test func aHiddenRowFadesWhileTheRowsBelowSlideUp() {
    let stage = BlockAnimationStage()
    let (_, rows) = stack(on: stage)
    #expect(rows[2].frame.minY == 100)
    var finished = false
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { rows[1].isHidden = true }, completion: { finished = $0 })
    // The stack laid out inside the block, without being asked.
    #expect(rows[2].frame.minY == 50)
    stage.advance(by: 0.5)
    #expect(stage.fill(of: Self.green)?.minY.isClose(to: 75) == true)
    #expect(stage.fills(of: BlockAnimationStage.blue).first?.alpha.isClose(to: 0.5) == true)
    stage.advance(by: 0.5)
    #expect(stage.fill(of: Self.green)?.minY == 50)
    #expect(stage.fills(of: BlockAnimationStage.blue).isEmpty)
    #expect(finished)
  }

  @Test func aRowShownInABlockFadesInAndOutsideABlockAppearsAtOnce() {
    let stage = BlockAnimationStage()
    let (_, rows) = stack(on: stage)
    rows[1].isHidden = true
    stage.window.layoutIfNeeded()
    #expect(stage.fills(of: BlockAnimationStage.blue).isEmpty)
    #expect(rows[1].animations == nil)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { rows[1].isHidden = false })
    stage.advance(by: 0.25)
    #expect(stage.fills(of: BlockAnimationStage.blue).first?.alpha.isClose(to: 0.25) == true)
    stage.advance(by: 0.75)
    #expect(stage.fill(of: Self.green)?.minY == 100)
  }
}
