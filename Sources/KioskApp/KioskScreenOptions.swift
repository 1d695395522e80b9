import Foundation
import TableKitSDL
import ToolArguments

/// The screen's part of `table-kiosk`'s command line, for screens as they are installed:
/// `--rotate 0|90|180|270` and `--display N`.
public struct KioskScreenOptions: Equatable, Sendable {
  /// How the picture (and with it the touches) is turned, clockwise.
  public var rotation = DisplayRotation.none
  /// The display to fill (SDL's index); nil for the first, SDL's primary.
  public var display: Int?

  /// Upright, on the first display.
  public init() {}

  /// The usage lines of these options.
  static let usage = """
      --rotate 0|90|180|270
                           turn the picture and the touches clockwise by that many degrees, for a
                           screen mounted on its side (90, 270: the kiosk lays out in portrait
                           on a landscape panel) or upside down (180)
      --display N          fill display N (0 is the first; the log's first line names the
                           display used, and a wrong N lists the displays there are)
    """

  /// Reads `option`'s value.
  mutating func read(_ option: String, from arguments: inout ToolArguments)
    throws(ToolArgumentsError)
  {
    switch option {
    case "--rotate":
      let degrees = try arguments.readChoice(
        for: option, from: DisplayRotation.allCases.map { "\($0.degrees)" })
      rotation = DisplayRotation(degrees: Int(degrees) ?? 0) ?? .none
    case "--display":
      display = try arguments.readNumber(for: option, minimum: 0)
    default:
      preconditionFailure("\(option) is not a screen option")
    }
  }
}

/// `--display N` names a display that is not there.
public struct KioskDisplayChoiceError: Error, CustomStringConvertible {
  /// The display asked for.
  public var display: Int
  /// The displays SDL knows, as `WindowHost.displayNames()` names them.
  public var displays: [String]

  /// `--display 2: there is no display 2; the displays are 0 "Xvfb" 1280×800`.
  public var description: String {
    "--display \(display): there is no display \(display); "
      + (displays.isEmpty
        ? "SDL sees no display" : "the displays are " + displays.joined(separator: ", "))
  }
}
