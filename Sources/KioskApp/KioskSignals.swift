import Foundation

/// The signals the kiosk answers, taken from SDL (which would turn SIGTERM and SIGINT into the
/// same quit request as a window's close, which a locked kiosk refuses): SIGTERM and SIGINT stop
/// it cleanly, saving its state (`systemctl stop`, Ctrl+C in a terminal); SIGHUP reloads the
/// catalog (`systemctl reload` with `ExecReload=kill -HUP $MAINPID`).
@MainActor
final class KioskSignals {
  private var sources: [DispatchSourceSignal] = []

  /// Starts answering the signals: `stop` hears SIGTERM's or SIGINT's name, `reload` SIGHUP.
  /// Their handlers run on the main queue, which wakes the kiosk's loop.
  init(stop: @escaping @MainActor (String) -> Void, reload: @escaping @MainActor () -> Void) {
    let actions: [(Int32, @MainActor () -> Void)] = [
      (SIGTERM, { stop("SIGTERM") }), (SIGINT, { stop("SIGINT") }), (SIGHUP, reload),
    ]
    for (number, action) in actions {
      // A dispatch source sees a signal only once its default action (ending the process, or
      // SDL's handler) is off.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { MainActor.assumeIsolated { action() } }
      source.resume()
      sources.append(source)
    }
  }

  isolated deinit {
    for source in sources { source.cancel() }
  }
}
