import Foundation

/// The look of sheets and popovers, tuned by eye against iOS 17.
extension Metrics {
  /// Windows at least this wide show form sheets as centred cards and popovers as popovers.
  public static let sheetRegularWidth: CGFloat = 700
  /// A card's corner radius (iOS 17's sheets and the scaled-back presenter).
  public static let sheetCornerRadius: CGFloat = 10
  /// How far the presenter shrinks behind a sheet at its large detent.
  public static let sheetPresenterScale: CGFloat = 0.92
  /// The least room above the scaled presenter (a window without a status bar still shows a
  /// band of black there), and between its top and the large sheet's.
  public static let sheetTopGap: CGFloat = 10
  /// The black the presenter is dimmed with behind a sheet, at full strength.
  public static let sheetDimmingAlpha: CGFloat = 0.2
  /// The grabber's size, its distance from the card's top, and its height's color.
  public static let sheetGrabberSize = CGSize(width: 36, height: 5)
  /// The grabber's distance from the card's top.
  public static let sheetGrabberTop: CGFloat = 5
  /// The height at the top of a card that drags the card whatever lies under it.
  public static let sheetGrabZone: CGFloat = 20
  /// A form sheet's size on a wide window when the controller asks for none.
  public static let formSheetSize = CGSize(width: 540, height: 620)
  /// A page sheet's width on a wide window, and its distance from the window's top.
  public static let pageSheetWidth: CGFloat = 704
  /// How far below the window's top a wide page sheet starts.
  public static let pageSheetTop: CGFloat = 24
  /// A popover's size when the controller asks for none.
  public static let popoverDefaultSize = CGSize(width: 320, height: 480)
  /// A popover's corner radius: 13, as UIKit's popover chrome (`_UIPopoverStandardChromeView`)
  /// rounds iOS 17's popovers, the radius of its alerts and action sheets too.
  public static let popoverCornerRadius: CGFloat = 13
  /// The arrow's width along the box's edge, where its curves leave the edge at a tangent, and
  /// its length (13, as UIKit's). At half its length it is 14 wide, as a 28-point triangle;
  /// a wider base would keep the arrow of a bar button at the window's corner further from
  /// the button, since the curves must meet the box's straight edge, not its rounded corner.
  public static let popoverArrowSize = CGSize(width: 28, height: 13)
  /// The least distance between a popover's arrow tip and the ends of the box's edge it
  /// grows from: a source nearer the box's corner than this is pointed at from this far in.
  public static let popoverArrowEdgeInset: CGFloat = 4
  /// The least distance between a popover and the window's edges.
  public static let popoverMargin: CGFloat = 10
  /// The popover's shadow blur.
  public static let popoverShadowBlur: CGFloat = 30
  /// The popover's shadow's opacity: iOS 17's popovers stand out by it, without dimming.
  public static let popoverShadowAlpha: CGFloat = 0.3
  /// The stiffness of the critically damped spring (mass 1) that settles a sheet at a detent
  /// after a drag or a change of detent: NOTES.md's 100, as the scroll views' spring back
  /// (ω = 10 per second: most of the way in 0.3 s, at rest within half a pixel in under 1 s).
  public static let sheetSpringStiffness: Double = CriticallyDampedSpring.defaultStiffness
  /// How far (points) a drag must move before the sheet or its content takes it.
  public static let sheetDragSlop: CGFloat = 10
  /// How long a release's velocity carries the card when choosing where it settles: the
  /// projection of iOS's scroll deceleration for a short flick.
  public static let sheetProjectionTime: TimeInterval = 0.2
}
