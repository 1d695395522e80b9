import Foundation
import TableKitSDL
import Testing

/// Issue 31, item 7: `--rotate` turns the kiosk's picture and its touches together; `--display`
/// chooses the display. Real SDL touch events from `--touch-script` under SDL's dummy driver,
/// on an 800 × 600 window: the script's points are the display's, as a touch panel's are.
@Suite struct KioskRotationTests {
  /// Where on the 800 × 600 display the content's point `point` is drawn, turned by `rotation`.
  private func displayPoint(_ point: CGPoint, rotation: DisplayRotation) -> CGPoint {
    let display = CGSize(width: 800, height: 600)
    let content = rotation.contentSize(onDisplayOf: display)
    let fraction = rotation.displayFraction(
      ofContentFraction: CGPoint(x: point.x / content.width, y: point.y / content.height))
    return CGPoint(x: fraction.x * display.width, y: fraction.y * display.height)
  }

  @Test(arguments: [DisplayRotation.clockwise, .upsideDown, .counterClockwise])
  func aTapLandsOnTheRowDrawnUnderTheFinger(rotation: DisplayRotation) throws {
    let content = rotation.contentSize(onDisplayOf: CGSize(width: 800, height: 600))
    // The first row of the embedded catalog, and the back button, on the turned content.
    let row = displayPoint(CGPoint(x: content.width / 2, y: 170), rotation: rotation)
    let back = displayPoint(CGPoint(x: 60, y: 22), rotation: rotation)
    let kiosk = try KioskScriptRun(
      """
      wait 0.4
      report start
      tap \(Int(row.x)) \(Int(row.y))
      wait 0.8
      report opened
      tap \(Int(back.x)) \(Int(back.y))
      wait 0.8
      report back
      """, arguments: ["--windowed", "--no-state", "--rotate", "\(rotation.degrees)"])
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(
      kiosk.run.errors.contains(
        "\(Int(content.width))×\(Int(content.height)) points at scale 1"),
      "laid out at the turned size: \(kiosk.run.errors)")
    #expect(kiosk.run.errors.contains(", turned \(rotation.degrees)°"), "\(kiosk.run.errors)")
    #expect(kiosk.reports["start"]?.fields["first"] == "lighthouse-lens")
    #expect(kiosk.reports["opened"]?.fields["screen"] == "detail:lighthouse-lens")
    #expect(kiosk.reports["back"]?.fields["screen"] == "list", "the back button took the tap")
  }

  @Test func anUnknownTurnIsAUsageMistake() throws {
    let run = try runProgram("table-kiosk", ["--rotate", "45"])
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix("table-kiosk: --rotate takes 0, 90, 180 or 270, not '45'"),
      "\(run.errors)")
    let missing = try runProgram("table-kiosk", ["--rotate"])
    #expect(missing.status == 2)
    #expect(missing.errors.hasPrefix("table-kiosk: --rotate needs a value"), "\(missing.errors)")
  }

  @Test func aDisplayThatIsNotThereIsRefusedNamingThoseThatAre() throws {
    let run = try runProgram(
      "table-kiosk", ["--display", "7", "--frames", "1"],
      environment: ["SDL_VIDEODRIVER": "dummy"])
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix("table-kiosk: --display 7: there is no display 7; the displays are 0 "),
      "\(run.errors)")
    let shown = try runProgram(
      "table-kiosk", ["--display", "0", "--frames", "2", "--no-state"],
      environment: ["SDL_VIDEODRIVER": "dummy"])
    #expect(shown.status == 0, "\(shown.errors)")
    let negative = try runProgram("table-kiosk", ["--display", "-1"])
    #expect(negative.status == 2)
  }
}
