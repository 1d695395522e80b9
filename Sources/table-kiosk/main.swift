import Foundation
import KioskApp
import ToolArguments

// The touch kiosk: fullscreen, no cursor, the screen saver off, touch only, large targets,
// locked. See `KioskOptions.usage` (`table-kiosk --help`) for the options.
let options = ToolArguments.parse(tool: "table-kiosk", usage: KioskOptions.usage) {
  arguments throws(ToolArgumentsError) in try KioskOptions.parse(&arguments)
}
MainActor.assumeIsolated {
  if let folder = options.checkedFolder { exit(KioskCatalogSource.check(folder: folder)) }
  let logFile: RotatingLogFile?
  do {
    logFile = try options.logFile.map { try RotatingLogFile(path: $0) }
  } catch {
    FileHandle.standardError.write(
      Data("table-kiosk: --log-file \(options.logFile ?? ""): \(error.localizedDescription)\n".utf8)
    )
    exit(2)
  }
  let log = KioskLog(file: logFile)
  do {
    let application = try KioskApplication(options: options, log: log)
    try application.run()
  } catch let error as KioskDisplayChoiceError {
    // A wrong --display is the command line's mistake, as other options' are.
    FileHandle.standardError.write(Data("table-kiosk: \(error)\n".utf8))
    exit(2)
  } catch {
    log.error(.kiosk, "\(error)")
    exit(1)
  }
}
