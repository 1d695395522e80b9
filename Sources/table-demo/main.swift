import DemoScenes
import Foundation
import TableKit
import TableKitSDL

// The desktop demo window. Options: --frames N quits after N frames; --screenshot F then saves
// the last frame as a PNG (for scripted runs under Xvfb).
MainActor.assumeIsolated {
  do {
    let host = try WindowHost(
      configuration: .init(title: "TableKit Demo", size: CGSize(width: 480, height: 640)))
    try host.run(WindowHost.RunOptions(arguments: CommandLine.arguments)) {
      var list = DrawList()
      list.translated(by: CGPoint(x: (host.size.width - RenderingSampler.size.width) / 2, y: 40)) {
        $0.append(contentsOf: RenderingSampler.drawList(measuring: host.renderer))
      }
      return (list, .groupedBackground)
    }
  } catch {
    FileHandle.standardError.write(Data("table-demo: \(error)\n".utf8))
    exit(1)
  }
}
