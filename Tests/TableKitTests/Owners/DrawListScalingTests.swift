import Foundation
import Testing

@testable import TableKit

/// `DrawList.scaled(by:about:)`, which zooms an alert's box: the centre stays, geometry and
/// fonts scale, hairlines stay one pixel, and nested translations land where they should.
@MainActor
@Suite
struct DrawListScalingTests {
  /// The filled rects of `list` in absolute coordinates, translations applied.
  private func absoluteFills(_ list: DrawList) -> [CGRect] {
    var offsets = [CGPoint.zero]
    var rects: [CGRect] = []
    for command in list.commands {
      let offset = offsets[offsets.count - 1]
      switch command {
      case .pushTranslation(let by):
        offsets.append(CGPoint(x: offset.x + by.x, y: offset.y + by.y))
      case .popTranslation:
        offsets.removeLast()
      case .fillRect(let rect, _):
        rects.append(rect.offsetBy(dx: offset.x, dy: offset.y))
      default:
        break
      }
    }
    return rects
  }

  @Test func aRectAroundTheCentreGrowsAboutIt() {
    var list = DrawList()
    list.fill(CGRect(x: 90, y: 40, width: 20, height: 20), color: .black)
    let scaled = list.scaled(by: 2, about: CGPoint(x: 100, y: 50))
    #expect(absoluteFills(scaled) == [CGRect(x: 80, y: 30, width: 40, height: 40)])
  }

  @Test func nestedTranslationsScaleWithWhatTheyHold() {
    var nested = DrawList()
    nested.translated(by: CGPoint(x: 10, y: 20)) {
      $0.fill(CGRect(x: 5, y: 5, width: 10, height: 10), color: .black)
    }
    var flat = DrawList()
    flat.fill(CGRect(x: 15, y: 25, width: 10, height: 10), color: .black)
    let center = CGPoint(x: 50, y: 50)
    #expect(
      absoluteFills(nested.scaled(by: 1.2, about: center))
        == absoluteFills(flat.scaled(by: 1.2, about: center)))
  }

  @Test func fontsRadiiAndLineWidthsScaleButHairlinesStayOnePixel() {
    var list = DrawList()
    list.text(
      TextRun("Hi", font: .systemFont(ofSize: 10), color: .black, origin: .zero, maxWidth: 50))
    list.fillRoundedRect(CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 4, color: .white)
    list.append(.line(from: .zero, to: CGPoint(x: 10, y: 0), pixelWidth: 1, .black))
    let commands = list.scaled(by: 1.5, about: .zero).commands
    #expect(
      commands.contains {
        if case .text(let run) = $0 {
          run.font.pointSize == 15 && run.maxWidth == 75
        } else {
          false
        }
      })
    #expect(commands.contains { if case .fillRoundedRect(_, 6, _) = $0 { true } else { false } })
    #expect(commands.contains { if case .line(_, let to, 1, _) = $0 { to.x == 15 } else { false } })
  }

  @Test func aFactorOfOneLeavesTheListAsItIs() {
    var list = DrawList()
    list.fill(CGRect(x: 1, y: 2, width: 3, height: 4), color: .black)
    #expect(list.scaled(by: 1, about: CGPoint(x: 9, y: 9)) == list)
  }
}
