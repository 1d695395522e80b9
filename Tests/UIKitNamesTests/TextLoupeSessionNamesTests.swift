import Foundation
import Testing
import UIKit

/// A custom text view's pan showing iOS 17's loupe as UIKit code writes it with
/// `UITextLoupeSession`, compiled against the UIKit product (issue 26).
@MainActor
@Suite struct TextLoupeSessionNamesTests {
  @Test func aPanBeginsMovesAndInvalidatesTheLoupe() {
    let window = UIWindow(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock(now: 0))
    let canvas = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 120))
    window.addSubview(canvas)
    let caret = UIView(frame: CGRect(x: 99, y: 40, width: 2, height: 22))
    canvas.addSubview(caret)
    let session = UITextLoupeSession.begin(
      at: CGPoint(x: 100, y: 50), fromSelectionWidgetView: caret, in: canvas)
    #expect(session?.isValid == true)
    session?.move(
      to: CGPoint(x: 140, y: 52), withCaretRect: CGRect(x: 139, y: 40, width: 2, height: 22),
      trackingCaret: true)
    session?.invalidate()
    #expect(session?.isValid == false)
    #expect(
      UITextLoupeSession.begin(at: .zero, fromSelectionWidgetView: nil, in: UIView()) == nil,
      "no window, no loupe")
  }
}
