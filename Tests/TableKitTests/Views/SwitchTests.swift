import Foundation
import Testing

@testable import TableKit

/// The switch: its size, toggling by tap, and the thumb's animation (issue 4, API).
@MainActor
@Suite
struct SwitchTests {
  @Test func aSwitchIsFiftyOneByThirtyOneAndStartsOff() {
    let toggle = Switch(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
    #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
    #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
    #expect(!toggle.isOn)
    #expect(toggle.thumbPosition == 0)
  }

  @Test func aTapTogglesTheSwitchAndReportsTheChange() {
    let toggle = Switch()
    var reported: [Bool] = []
    toggle.valueChanged = { reported.append($0.isOn) }
    #expect(toggle.handleTap(at: CGPoint(x: 10, y: 10)))
    #expect(toggle.isOn)
    toggle.handleTap(at: CGPoint(x: 10, y: 10))
    #expect(!toggle.isOn)
    #expect(reported == [true, false])
  }

  @Test func settingTheValueInCodeDoesNotReportIt() {
    let toggle = Switch()
    var reports = 0
    toggle.valueChanged = { _ in reports += 1 }
    toggle.setOn(true, animated: false)
    #expect(toggle.isOn)
    #expect(toggle.thumbPosition == 1)
    #expect(reports == 0)
  }

  @Test func aDisabledSwitchIgnoresTaps() {
    let toggle = Switch()
    toggle.isEnabled = false
    #expect(!toggle.handleTap(at: .zero))
    #expect(!toggle.isOn)
  }

  @Test func theThumbEasesOutOverAQuarterOfASecond() {
    let toggle = Switch()
    toggle.setOn(true, animated: true)
    #expect(toggle.isAnimating)
    #expect(toggle.thumbPosition == 0)
    toggle.advanceAnimation(to: 2)
    #expect(toggle.thumbPosition == 0)
    // Halfway through the time, ease-out has covered three quarters of the way.
    toggle.advanceAnimation(to: 2.125)
    #expect(abs(toggle.thumbPosition - 0.75) < 1e-9)
    toggle.advanceAnimation(to: 2.25)
    #expect(toggle.thumbPosition == 1)
    #expect(!toggle.isAnimating)
  }

  @Test func turningOffHalfwayGoesBackFromWhereTheThumbIs() {
    let toggle = Switch()
    toggle.setOn(true, animated: true)
    toggle.advanceAnimation(to: 0)
    toggle.advanceAnimation(to: 0.125)
    toggle.setOn(false, animated: true)
    toggle.advanceAnimation(to: 1)
    #expect(abs(toggle.thumbPosition - 0.75) < 1e-9)
    toggle.advanceAnimation(to: 1.25)
    #expect(toggle.thumbPosition == 0)
  }

  @Test func aCellDrivesTheAnimationOfItsSwitch() {
    let toggle = Switch()
    let cell = ViewTesting.cell(.default) { $0.accessoryView = toggle }
    toggle.handleTap(at: .zero)
    #expect(cell.isAnimating)
    cell.advanceAnimations(to: 0)
    cell.advanceAnimations(to: 0.25)
    #expect(toggle.thumbPosition == 1)
    #expect(!cell.isAnimating)
  }

  @Test func theTrackFillsWithGreenAsTheThumbMovesRight() {
    func drawn(_ toggle: Switch) -> (greenAlpha: CGFloat?, thumbX: CGFloat?) {
      var list = DrawList()
      toggle.draw(in: &list)
      var alpha: CGFloat = 1
      var green: CGFloat?
      var thumb: CGFloat?
      for command in list.commands {
        switch command {
        case .pushAlpha(let value): alpha = value
        case .popAlpha: alpha = 1
        case .fillRoundedRect(_, _, let color) where color == .systemGreen: green = alpha
        case .fillEllipse(let rect, _): thumb = rect.minX
        default: break
        }
      }
      return (green, thumb)
    }
    let toggle = Switch()
    #expect(drawn(toggle).greenAlpha == nil)
    #expect(drawn(toggle).thumbX == 2)
    toggle.setOn(true, animated: false)
    #expect(drawn(toggle).greenAlpha == 1)
    #expect(drawn(toggle).thumbX == 22)
  }

  // MARK: - iOS 13+ look (issue 26)

  /// The rounded rects a switch draws and their colors, in order.
  private func roundedRects(_ toggle: Switch) -> [(CGRect, Color)] {
    var list = DrawList()
    toggle.draw(in: &list)
    return list.commands.compactMap {
      if case .fillRoundedRect(let rect, _, let color) = $0 { return (rect, color) }
      return nil
    }
  }

  @Test func anOffSwitchFillsItsTrackLightGrayWithoutAnOutline() {
    let rects = roundedRects(Switch())
    #expect(rects.map(\.1) == [.switchOffTrack], "one flat fill, no white inner track")
    #expect(rects.first?.0 == CGRect(x: 0, y: 0, width: 51, height: 31))
    let dark = TraitCollection(userInterfaceStyle: .dark)
    #expect(Color.switchOffTrack.description == "#E9E9EA")
    #expect(Color.switchOffTrack.resolvedColor(with: dark).description == "#39393D")
  }

  @Test func anOnSwitchIsSystemGreen() {
    let toggle = Switch()
    #expect(toggle.onTintColor == .systemGreen)
    toggle.setOn(true, animated: false)
    #expect(roundedRects(toggle).last?.1 == .systemGreen)
  }

  @Test func theWhiteThumbSitsOnASoftShadow() {
    var list = DrawList()
    Switch().draw(in: &list)
    let shadows = list.commands.filter {
      if case .shadow = $0 { return true }
      return false
    }
    #expect(shadows.count == 2)
    #expect(list.commands.contains(.fillEllipse(CGRect(x: 2, y: 2, width: 27, height: 27), .white)))
  }
}
