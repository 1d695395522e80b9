import Foundation
import Testing

@testable import TableKitSDL

/// SDL is kept from libdecor only when libdecor has no plugin to draw with (its fallback leaves
/// the window unmapped) and the user did not decide.
struct WaylandDecorationsTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("libdecor-plugins-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func anEmptyPluginFolderKeepsSDLFromLibdecor() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      WaylandDecorations.shouldDisallowLibdecor(environment: ["LIBDECOR_PLUGIN_DIR": folder.path]))
  }

  @Test func aMissingPluginFolderKeepsSDLFromLibdecor() {
    let environment = ["LIBDECOR_PLUGIN_DIR": "/nonexistent/libdecor/plugins-1"]
    #expect(WaylandDecorations.shouldDisallowLibdecor(environment: environment))
  }

  @Test func anInstalledPluginLetsSDLDecorate() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plugin = folder.appendingPathComponent("libdecor-cairo.so")
    try Data().write(to: plugin)
    #expect(
      !WaylandDecorations.shouldDisallowLibdecor(environment: ["LIBDECOR_PLUGIN_DIR": folder.path]))
  }

  @Test func theUsersOwnSettingWins() {
    let environment = [
      "LIBDECOR_PLUGIN_DIR": "/nonexistent/libdecor/plugins-1",
      "SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR": "1",
    ]
    #expect(!WaylandDecorations.shouldDisallowLibdecor(environment: environment))
  }

  @Test func withoutTheVariableLibdecorsOwnFoldersAreSearched() {
    let folders = WaylandDecorations.pluginFolders(environment: [:])
    #expect(folders.contains("/usr/lib/libdecor/plugins-1"))
    #expect(folders.count == 3)
  }
}
