import Foundation
import TableKitSDL

// The desktop demo window: a sidebar of scenes on the left, the scene's navigation controller on
// the right (rows lead to detail screens; the back button, a drag from the left edge, Escape,
// Alt+Left and the mouse's back button go back).
//
// Options: --scene NAME starts on a scene (`tablesnap list` names them); --frames N quits after
// N frames and --screenshot F then saves the last one as a PNG (scripted runs under Xvfb);
// --refresh starts the scene's pull to refresh at launch, as a user's pull would (contacts).
// Keys: 1–9 switch scenes; Ctrl/Cmd+Q quits, and Escape on a scene's first screen; the rest go to the scene's table (arrows,
// page up/down, home/end, return). The wheel scrolls the table under the mouse, a trackpad 1:1.
MainActor.assumeIsolated {
  do {
    let application = try DemoApplication(arguments: CommandLine.arguments)
    try application.run(WindowHost.RunOptions(arguments: CommandLine.arguments))
  } catch {
    FileHandle.standardError.write(Data("table-demo: \(error)\n".utf8))
    exit(error is DemoApplication.UsageError ? 2 : 1)
  }
}
