import DemoScenes
import Foundation
import TableKit
import TableKitSDL

// The touch kiosk: fullscreen, no cursor, the screen saver off. Options: --windowed opens an
// 800×600 window instead (for development); --frames N and --screenshot F as in table-demo.
MainActor.assumeIsolated {
  do {
    let windowed = CommandLine.arguments.contains("--windowed")
    let host = try WindowHost(
      configuration: .init(
        title: "TableKit Kiosk", size: CGSize(width: 800, height: 600), isFullscreen: !windowed,
        isResizable: windowed, hidesCursor: true))
    host.disableScreenSaver()
    try host.run(WindowHost.RunOptions(arguments: CommandLine.arguments)) {
      var list = DrawList()
      list.translated(by: CGPoint(x: (host.size.width - RenderingSampler.size.width) / 2, y: 40)) {
        $0.append(contentsOf: RenderingSampler.drawList(measuring: host.renderer))
      }
      return (list, .groupedBackground)
    }
  } catch {
    FileHandle.standardError.write(Data("table-kiosk: \(error)\n".utf8))
    exit(1)
  }
}
