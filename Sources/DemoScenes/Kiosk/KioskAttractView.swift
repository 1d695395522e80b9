import Foundation
import TableKit

/// The kiosk's attract loop (issue 31, item 6): the catalog's pictures full screen, each
/// crossfading into the next, under the time of day, the catalog's title and "Touch to
/// explore", as a museum's screens show while nobody uses them.
///
/// It draws what `show(elapsed:clock:)` says: the loop's owner steps it with its clock, so that
/// a picture taken half-way through a crossfade is the same on every run.
@MainActor
public final class KioskAttractView: View {
  /// What the loop invites to, in the catalog's default language (the loop starts after the
  /// return to the start, which goes back to it).
  public let invitation: String

  /// The pictures' files, in the catalog's order; the loop shows its title alone without any.
  public let picturePaths: [String]
  /// The settings: how long each picture stays.
  public let settings: KioskAttractSettings
  /// Seconds since the loop began.
  public private(set) var elapsed: TimeInterval = 0

  private let currentPicture = ImageView()
  private let nextPicture = ImageView()
  /// Darkens the pictures, more at the bottom, so that white text reads on any of them.
  private let shade = View()
  private let band = View()
  private let clockLabel = Label()
  private let titleLabel = Label()
  private let invitationLabel = Label()

  /// Creates the loop of `catalog`'s pictures under its title.
  public init(catalog: KioskCatalog, settings: KioskAttractSettings) {
    var seen = Set<String>()
    picturePaths = catalog.allItems.compactMap(\.imagePath).filter { seen.insert($0).inserted }
    self.settings = settings
    invitation = KioskStrings(language: catalog.defaultLanguage).touchToExplore
    super.init(frame: .zero)
    backgroundColor = .black
    clipsToBounds = true
    for view in [currentPicture, nextPicture] {
      view.contentMode = .scaleAspectFill
      view.clipsToBounds = true
      addSubview(view)
    }
    shade.backgroundColor = Color.black.withAlphaComponent(0.2)
    band.backgroundColor = Color.black.withAlphaComponent(0.5)
    addSubview(shade)
    addSubview(band)
    titleLabel.text = catalog.title
    titleLabel.numberOfLines = 2
    invitationLabel.text = invitation
    for label in [clockLabel, titleLabel, invitationLabel] {
      label.textColor = .white
      label.textAlignment = .center
      addSubview(label)
    }
    accessibilityLabel = "\(catalog.title). \(invitation)"
    show(elapsed: 0, clock: "")
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  /// Which picture shows, which comes next and how far the crossfade to it is (0 ... 1) at
  /// `elapsed` seconds into the loop.
  public func phase(at elapsed: TimeInterval) -> (current: Int, next: Int, fade: CGFloat) {
    guard !picturePaths.isEmpty else { return (0, 0, 0) }
    let span = settings.pictureSeconds
    let step = Int((max(0, elapsed) / span).rounded(.down))
    let into = max(0, elapsed) - Double(step) * span
    let fadeStart = span - KioskAttractSettings.crossfadeSeconds
    let fade = into > fadeStart ? (into - fadeStart) / KioskAttractSettings.crossfadeSeconds : 0
    return (step % picturePaths.count, (step + 1) % picturePaths.count, CGFloat(min(1, fade)))
  }

  /// Shows the loop `elapsed` seconds in, with `clock` (the time of day) at the top.
  public func show(elapsed: TimeInterval, clock: String) {
    self.elapsed = elapsed
    clockLabel.text = clock
    let phase = phase(at: elapsed)
    if !picturePaths.isEmpty {
      let currentImage = Image(named: picturePaths[phase.current])
      if currentPicture.image != currentImage { currentPicture.image = currentImage }
      let nextImage = Image(named: picturePaths[phase.next])
      if nextPicture.image != nextImage { nextPicture.image = nextImage }
    }
    nextPicture.alpha = phase.fade
    nextPicture.isHidden = phase.fade == 0 || picturePaths.count < 2
  }

  /// Whether a crossfade is under way, so that every frame is drawn.
  public var isFading: Bool { !nextPicture.isHidden }

  /// Frames follow each other while pictures crossfade.
  public override var needsAnimationFrame: Bool { isFading }

  /// The seconds into the loop the next crossfade starts, after `elapsed`.
  public func nextFadeStart(after elapsed: TimeInterval) -> TimeInterval? {
    guard picturePaths.count > 1 else { return nil }
    let span = settings.pictureSeconds
    let fadeOffset = span - KioskAttractSettings.crossfadeSeconds
    let step = ((elapsed - fadeOffset) / span).rounded(.down) + 1
    return step * span + fadeOffset
  }

  /// Pictures full screen; the words centred in the lower band, sized to the screen.
  public override func layoutSubviews() {
    currentPicture.frame = bounds
    nextPicture.frame = bounds
    shade.frame = bounds
    let side = min(bounds.width, bounds.height)
    let margin = (side * 0.06).rounded()
    clockLabel.font = .systemFont(ofSize: (side * 0.06).rounded(), weight: .semibold)
    titleLabel.font = .systemFont(ofSize: (side * 0.075).rounded(), weight: .bold)
    invitationLabel.font = .systemFont(ofSize: (side * 0.045).rounded(), weight: .medium)
    let width = max(0, bounds.width - 2 * margin)
    let clockHeight = clockLabel.sizeThatFits(
      CGSize(width: width, height: .greatestFiniteMagnitude)
    ).height
    clockLabel.frame = CGRect(x: margin, y: margin, width: width, height: clockHeight)
    let titleHeight = titleLabel.sizeThatFits(
      CGSize(width: width, height: .greatestFiniteMagnitude)
    ).height
    let invitationHeight =
      invitationLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    let gap = (margin / 2).rounded()
    let bandHeight = margin * 2 + titleHeight + gap + invitationHeight
    band.frame = CGRect(
      x: 0, y: bounds.height - bandHeight, width: bounds.width, height: bandHeight)
    titleLabel.frame = CGRect(
      x: margin, y: band.frame.minY + margin, width: width, height: titleHeight)
    invitationLabel.frame = CGRect(
      x: margin, y: titleLabel.frame.maxY + gap, width: width, height: invitationHeight)
  }
}
