import CSDL2
import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import Testing

/// Issue 24: clicking "+" in the Editing or Tasks scene killed the demo ("Double value cannot
/// be converted to Int32 because it is either infinite or NaN" in `TextInputSession`). The
/// scenes' prompts are opened here through their bar buttons in a real `SceneHost`, whose
/// frame turns text input on for the prompt's field before anything is laid out.
@MainActor
@Suite(.serialized)
struct NewItemPromptTextInputTests {
  init() { VideoForTests.prepare() }

  private func openPrompt(inSceneNamed name: String) throws -> (
    SceneHost, [GeometryWarnings.Warning]
  ) {
    let window = try WindowHost(
      configuration: .init(title: "new item prompt", size: CGSize(width: 1000, height: 700)))
    let index = try #require(DemoSceneCatalog.all.firstIndex { $0.name == name })
    let content = DemoWindowController(showing: index)
    let host = SceneHost(window: window, rootViewController: content)
    try host.run(.init(frameLimit: 2))
    let root = try #require(content.sceneNavigationController.topViewController)
    let add = try #require(
      root.navigationItem.rightBarButtonItems?.first { $0.systemItem == .add })
    let warnings = try GeometryWarnings.warnings {
      // "+" chosen while the frame handles its events, as a click on it is: the host then
      // updates text input before it lays the new prompt out.
      host.inputFilter = { _ in
        add.performPrimaryAction()
        return true
      }
      var event = SDL_Event()
      event.key.type = SDL_KEYDOWN.rawValue
      event.key.keysym.sym = SDL_Keycode(SDLK_z.rawValue)
      SDL_PushEvent(&event)
      try host.run(.init(frameLimit: 1))
      host.inputFilter = nil
      try host.run(.init(frameLimit: 3))
    }
    return (host, warnings)
  }

  @Test(arguments: ["tasks", "editing"])
  func plusOpensAPromptWhoseCaretPlacesTheInputMethod(scene: String) throws {
    let (host, warnings) = try openPrompt(inSceneNamed: scene)
    let field = try #require(TextField.firstResponder(in: host.rootView))
    let caret = field.convert(field.caretRect, to: nil)
    #expect(caret.minX.isFinite && caret.minY.isFinite && caret.height > 0, "\(caret)")
    #expect(warnings.isEmpty, "\(warnings)")
  }
}
