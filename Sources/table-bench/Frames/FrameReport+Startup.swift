import Foundation

/// The report's start-up lines (issue 32, item 6): each program's time from the spawn to its
/// first presented frame, and the target of being no slower than GTK4's peer window.
extension FrameReport {
  /// The GTK4 window each program is held against: the demo's size for the demo, the screen
  /// for the kiosk, which covers it.
  static func startupPeerWindow(of program: String) -> String {
    program == "table-kiosk"
      ? "\(StartupBenchmark.screen.width)×\(StartupBenchmark.screen.height)"
      : StartupBenchmark.demoWindow
  }

  /// Keeps `figures`, and adds a ratio and a target for each program that ran beside GTK4.
  mutating func appendStartup(_ figures: [StartupFigure]) {
    startup = figures
    for figure in figures where ["table-demo", "table-kiosk"].contains(figure.program) {
      guard let wall = figure.wallMilliseconds, let cpu = figure.cpuMilliseconds,
        let gtk = figures.first(where: {
          $0.program == StartupBenchmark.gtk4
            && $0.window == Self.startupPeerWindow(of: figure.program)
        }), let gtkWall = gtk.wallMilliseconds, let gtkCPU = gtk.cpuMilliseconds
      else { continue }
      let name = "start-up, \(figure.program) (\(figure.driver)) / GTK4 (Xvfb, \(gtk.window))"
      ratios.append(.init(name: "\(name), wall clock", value: wall / gtkWall))
      ratios.append(.init(name: "\(name), process CPU", value: cpu / gtkCPU))
      targets.append(
        .init(
          target:
            "start-up to the first presented frame, \(figure.program) (\(figure.driver)) ≤ "
            + "GTK4's window (Xvfb, \(gtk.window)), wall clock",
          value:
            "\(format(wall)) ms (CPU \(format(cpu)) ms) vs \(format(gtkWall)) ms "
            + "(CPU \(format(gtkCPU)) ms)",
          passed: wall <= gtkWall))
    }
  }

  /// The start-up figures as lines, with those that did not run and why.
  func printStartup() {
    guard !startup.isEmpty else { return }
    print("")
    print(
      "start-up, from the spawn to the first presented frame (medians of "
        + "\(startup.map(\.runs).max() ?? 0) runs after an untimed one; ms of the wall clock, "
        + "of the process's CPU and of the presenting thread's CPU):")
    for figure in startup {
      let name = "\(figure.program) (\(figure.driver), \(figure.window))"
      if let failure = figure.failure {
        print("  \(name): did not run: \(failure)")
      } else if let wall = figure.wallMilliseconds, let cpu = figure.cpuMilliseconds,
        let thread = figure.threadMilliseconds
      {
        print(
          "  \(name): wall \(format(wall)) · CPU \(format(cpu)) · thread \(format(thread))")
      }
    }
    print(
      """
        (TABLEKIT_FIRST_FRAME=exit makes a program print the first frame's CLOCK_MONOTONIC \
      after its first SDL_RenderPresent and exit; gtk4-peer --startup prints the same line after \
      GTK's frame clock first paints its window, GSK's Cairo renderer. table-demo --no-state, \
      table-kiosk --no-state on its embedded catalog; the Xvfb server is the benchmark's own, \
      \(StartupBenchmark.screen.width)×\(StartupBenchmark.screen.height), started once; no \
      session bus, so no screen-reader bridge in either. GTK has no driver without a display: \
      its window is under Xvfb for both rows. A window without a GPU draws with SDL's software \
      renderer. The fullscreen kiosk's wall clock under Xvfb includes about 100 ms that SDL \
      waits, on opening the window, for a window manager to confirm fullscreen (bare Xvfb has \
      none); its --windowed row opens without that wait.)
      """)
  }
}
