import DemoScenes
import Foundation

extension KioskOptions {
  /// The state store the options ask for: the file `--state` names, none with `--no-state`,
  /// else `$XDG_STATE_HOME/tablekit/kiosk-state.json` — except in scripted runs (`--frames N`,
  /// `--touch-script`), which neither read nor write the default file, so that their results do
  /// not depend on earlier runs.
  /// - Parameters:
  ///   - name: What is shown (a scene's name, or `catalog`), which names the state.
  ///   - environment: The environment (`XDG_STATE_HOME`, `HOME`).
  ///   - reporter: Takes the store's messages (a state file it cannot use).
  /// - Returns: The store, or nil when the state is neither read nor saved.
  @MainActor
  func stateStore(
    name: String, environment: [String: String] = ProcessInfo.processInfo.environment,
    reporter: (@MainActor (String) -> Void)? = nil
  ) -> TableStateStore? {
    let identifier = "table-kiosk.\(name)"
    switch state {
    case .file(let path):
      return TableStateStore(
        file: URL(fileURLWithPath: path), restorationIdentifier: identifier, tool: "table-kiosk",
        reporter: reporter)
    case .none:
      return nil
    case .standard:
      guard !isScripted,
        let file = TableStateStore.defaultFile(named: "kiosk-state.json", environment: environment)
      else { return nil }
      return TableStateStore(
        file: file, restorationIdentifier: identifier, tool: "table-kiosk", reporter: reporter)
    }
  }
}
