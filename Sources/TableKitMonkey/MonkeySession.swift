import DemoApp
import DemoScenes
import Foundation
import KioskApp
import TableKit
import TableKitSDL

/// One child process's play: opens the program on the script's screen (the demo or the kiosk,
/// under whatever video driver SDL has, the dummy one in the monkey's runs), plays the script's
/// actions as SDL events on a virtual clock, and checks `MonkeyInvariants` every few actions.
///
/// It keeps a progress file up to date (the action being played and the frames drawn), so that
/// the parent can tell a hang (no frame for seconds) and, after a crash, which action it was.
@MainActor
public final class MonkeySession {
  /// How it ended, when it ended by itself.
  public enum Outcome: Equatable, Sendable {
    /// Every action played and every check held.
    case passed
    /// A check failed, or the program quit, after the action at `index`.
    case failed(index: Int, problem: String)
  }

  private let script: MonkeyScript
  private let checkEvery: Int
  private let progress: MonkeyProgressFile?
  private var invariants = MonkeyInvariants()
  /// The program, kept alive while it plays.
  private var application: AnyObject?
  private let host: SceneHost
  private let player: MonkeyPlayer
  private var currentIndex = 0
  /// Checks made.
  public private(set) var checkCount = 0

  /// Opens the program for `script`.
  /// - Parameters:
  ///   - script: What to play.
  ///   - largeCatalog: The folder of the large catalog, for `.kioskLarge`.
  ///   - checkEvery: Actions between checks.
  ///   - progressPath: The progress file, or nil.
  /// - Throws: `RenderingError` when the window cannot open.
  public init(
    script: MonkeyScript, largeCatalog: String?, checkEvery: Int, progressPath: String?
  ) throws {
    self.script = script
    self.checkEvery = max(1, checkEvery)
    progress = progressPath.map(MonkeyProgressFile.init(path:))
    let clock = ManualClock(now: 1_000)
    // Every clock in the process reads the virtual one, so that the same script draws the same
    // frames on every run.
    SystemClock.substitute(clock)
    switch script.screen {
    case .demo(let scene), .demoPhone(let scene):
      var options = DemoOptions()
      options.sceneIndex = MonkeyScreen.demoScenes.firstIndex(of: scene)
      options.stateFolder = nil
      options.hasStateOption = true
      let demo = try DemoApplication(options: options)
      application = demo
      host = demo.host
    case .kiosk, .kioskLarge:
      var options = KioskOptions()
      options.isWindowed = true
      options.state = .none
      options.content = .catalog(folder: script.screen == .kioskLarge ? largeCatalog : nil)
      let kiosk = try KioskApplication(options: options)
      application = kiosk
      host = kiosk.host
    }
    player = MonkeyPlayer(host: host, clock: clock)
    if case .demoPhone = script.screen {
      let size = MonkeyGenerator.startSize(of: script.screen)
      player.play(.resize(width: Int(size.width), height: Int(size.height)))
    }
    player.afterFrame = { [unowned self] in
      progress?.write(action: currentIndex, frame: player.frameCount)
    }
  }

  /// SDL events pushed so far.
  public var eventCount: Int { player.eventCount }
  /// Frames drawn so far.
  public var frameCount: Int { player.frameCount }

  /// Plays every action, checking as it goes; stops at the first failure.
  public func play() -> Outcome {
    player.frames(2)
    for (index, action) in script.actions.enumerated() {
      currentIndex = index
      progress?.write(action: index, frame: player.frameCount)
      player.play(action)
      if host.hasQuit {
        let program = script.screen.isKiosk ? "the kiosk" : "the demo"
        return .failed(
          index: index,
          problem: "quit: \(program) quit after '\(action.line)', which is not its quit command")
      }
      if (index + 1) % checkEvery == 0 || index == script.actions.count - 1 {
        checkCount += 1
        if let problem = invariants.problems(in: host.rootView).first {
          return .failed(index: index, problem: problem)
        }
      }
    }
    return .passed
  }
}

/// A small file the child rewrites in place after every frame: the index of the action being
/// played and the frames drawn, which the parent reads to see progress and place a crash.
final class MonkeyProgressFile {
  private let descriptor: Int32

  init(path: String) {
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// Writes `action frame` as fixed-width text at the start of the file.
  func write(action: Int, frame: Int) {
    guard descriptor >= 0 else { return }
    let text = String(format: "%012d %012d\n", action, frame)
    _ = text.withCString { pwrite(descriptor, $0, strlen($0), 0) }
  }

  /// Reads a progress file: the action and the frame, or nil before the first write.
  static func read(path: String) -> (action: Int, frame: Int)? {
    let text = MonkeyChild.contents(ofFile: path)
    let fields = text.split(whereSeparator: \.isWhitespace)
    guard fields.count >= 2, let action = Int(fields[0]), let frame = Int(fields[1]) else {
      return nil
    }
    return (action, frame)
  }
}
