import Foundation
import TableKitSDL

// The touch kiosk: fullscreen, no cursor, the screen saver off, touch only, large targets.
//
// Options: --windowed opens an 800×600 window instead (for development); --mouse accepts the
// mouse as well as touch (and shows the cursor); --scene NAME picks the scene (contacts by
// default); --idle-seconds N returns to the start scene and its top after N seconds without
// input (90 by default); --frames N and --screenshot F as in table-demo. Escape or Ctrl+Q quits
// from an attached keyboard.
//
// The table's selection and scroll position are saved on quit and restored at start, in
// $XDG_STATE_HOME/tablekit/kiosk-state.json (~/.local/state/... without it); --state FILE picks
// the file, --no-state skips it, and scripted runs (--frames) use a file only when --state names
// one. A file that cannot be used is reported on standard error and the kiosk starts fresh.
//
// Without X or Wayland, run it on the console with SDL's KMS/DRM driver:
//   SDL_VIDEODRIVER=kmsdrm table-kiosk
// (the user needs access to /dev/dri/card* and the input devices, e.g. the video and input
// groups). The first line printed names the driver SDL chose.
MainActor.assumeIsolated {
  do {
    let application = try KioskApplication(arguments: CommandLine.arguments)
    try application.run(WindowHost.RunOptions(arguments: CommandLine.arguments))
  } catch {
    FileHandle.standardError.write(Data("table-kiosk: \(error)\n".utf8))
    exit(error is KioskApplication.UsageError ? 2 : 1)
  }
}
