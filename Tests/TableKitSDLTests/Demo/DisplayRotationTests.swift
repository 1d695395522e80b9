import CSDL2
import Foundation
import TableKit
import TableKitSDL
import Testing

/// Issue 31, item 7: a picture turned on its display (`--rotate`) turns touches and clicks back
/// onto the content, so that a tap lands on what is drawn under the finger.
@MainActor
@Suite struct DisplayRotationTests {
  @Test(arguments: DisplayRotation.allCases)
  func displayAndContentFractionsAreInverse(rotation: DisplayRotation) {
    for point in [CGPoint(x: 0, y: 0), CGPoint(x: 0.25, y: 0.75), CGPoint(x: 1, y: 0.5)] {
      #expect(
        rotation.displayFraction(
          ofContentFraction: rotation.contentFraction(ofDisplayFraction: point))
          == point)
    }
  }

  @Test func theContentsTopLeftCornerGoesWhereTheTurnTakesIt() {
    let corner = CGPoint.zero
    #expect(DisplayRotation.none.displayFraction(ofContentFraction: corner) == CGPoint(x: 0, y: 0))
    #expect(
      DisplayRotation.clockwise.displayFraction(ofContentFraction: corner) == CGPoint(x: 1, y: 0),
      "a quarter turn clockwise puts it at the top-right")
    #expect(
      DisplayRotation.upsideDown.displayFraction(ofContentFraction: corner) == CGPoint(x: 1, y: 1))
    #expect(
      DisplayRotation.counterClockwise.displayFraction(ofContentFraction: corner)
        == CGPoint(x: 0, y: 1))
    #expect(
      DisplayRotation.clockwise.contentSize(onDisplayOf: CGSize(width: 1920, height: 1080))
        == CGSize(width: 1080, height: 1920))
    #expect(
      DisplayRotation.upsideDown.contentSize(onDisplayOf: CGSize(width: 1920, height: 1080))
        == CGSize(width: 1920, height: 1080))
  }

  private func location(_ input: WindowInput?) -> CGPoint? {
    switch input?.event {
    case .pointerDown(_, let location, _)?: return location
    default: return nil
    }
  }

  /// A finger at 90 % across and 10 % down a landscape 800 × 600 display, with the picture
  /// turned: where it lands on the content.
  @Test(arguments: [
    (DisplayRotation.none, CGPoint(x: 720, y: 60)),
    (.clockwise, CGPoint(x: 60, y: 80)),
    (.upsideDown, CGPoint(x: 80, y: 540)),
    (.counterClockwise, CGPoint(x: 540, y: 720)),
  ])
  func touchesAndClicksAreTurnedBackOntoTheContent(rotation: DisplayRotation, expected: CGPoint) {
    let content = rotation.contentSize(onDisplayOf: CGSize(width: 800, height: 600))
    var translator = SDLInputTranslator(windowSize: content)
    translator.rotation = rotation
    var finger = SDL_Event()
    finger.tfinger.type = SDL_FINGERDOWN.rawValue
    finger.tfinger.touchId = 7
    finger.tfinger.fingerId = 1
    finger.tfinger.x = 0.9
    finger.tfinger.y = 0.1
    let touched = location(translator.translate(finger))
    #expect(
      touched.map { abs($0.x - expected.x) < 0.01 && abs($0.y - expected.y) < 0.01 } == true,
      "\(String(describing: touched))")
    var click = SDL_Event()
    click.button.type = SDL_MOUSEBUTTONDOWN.rawValue
    click.button.button = UInt8(SDL_BUTTON_LEFT)
    click.button.x = 720
    click.button.y = 60
    let clicked = location(translator.translate(click))
    #expect(
      clicked.map { abs($0.x - expected.x) < 0.01 && abs($0.y - expected.y) < 0.01 } == true,
      "\(String(describing: clicked))")
  }

  @Test func aTouchOverAnotherWindowIsNotTheKiosks() {
    var translator = SDLInputTranslator(windowSize: CGSize(width: 800, height: 600))
    translator.windowID = 3
    var finger = SDL_Event()
    finger.tfinger.type = SDL_FINGERDOWN.rawValue
    finger.tfinger.touchId = 7
    finger.tfinger.x = 0.5
    finger.tfinger.y = 0.5
    finger.tfinger.windowID = 4
    #expect(translator.translate(finger) == nil)
    finger.tfinger.windowID = 3
    #expect(location(translator.translate(finger)) == CGPoint(x: 400, y: 300))
  }
}
