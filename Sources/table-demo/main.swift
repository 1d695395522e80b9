import DemoApp
import Foundation
import ToolArguments

// The desktop demo window: a sidebar of scenes on the left, the scene's navigation controller on
// the right (rows lead to detail screens; the back button, a drag from the left edge, Escape,
// Alt+Left and the mouse's back button go back). See `DemoOptions.usage`.
let options = ToolArguments.parse(tool: "table-demo", usage: DemoOptions.usage) {
  arguments throws(ToolArgumentsError) in try DemoOptions.parse(&arguments)
}

MainActor.assumeIsolated {
  do {
    let application = try DemoApplication(options: options)
    try application.run(options.run)
  } catch let error as DemoApplication.UsageError {
    FileHandle.standardError.write(Data("table-demo: \(error)\n".utf8))
    exit(2)
  } catch {
    FileHandle.standardError.write(Data("table-demo: \(error)\n".utf8))
    exit(1)
  }
}
