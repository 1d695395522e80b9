import Foundation
import KioskApp
import ToolArguments

// The touch kiosk: fullscreen, no cursor, the screen saver off, touch only, large targets. See
// `KioskOptions.usage` (`table-kiosk --help`) for the options.
let options = ToolArguments.parse(tool: "table-kiosk", usage: KioskOptions.usage) {
  arguments throws(ToolArgumentsError) in try KioskOptions.parse(&arguments)
}
MainActor.assumeIsolated {
  if let folder = options.checkedFolder { exit(KioskCatalogSource.check(folder: folder)) }
  do {
    let application = try KioskApplication(options: options)
    try application.run()
  } catch {
    FileHandle.standardError.write(Data("table-kiosk: \(error)\n".utf8))
    exit(1)
  }
}
