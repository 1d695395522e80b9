// swift-tools-version:6.0
import PackageDescription

// How release builds of the programs are linked (issue 32, item 3). With ld.gold, Swift's
// default on Linux, a statically linked program carries 2.5 MB of relative relocations that the
// loader reads at every start, and exports every symbol of TableKit's; both stay resident. LLVM's
// lld, in the toolchain, packs the relocations (DT_RELR, glibc 2.36) and the programs export
// nothing, which no program needs: W0's peak resident set fell from 43.4 to 39.0 MB.
let programLinking: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker",
      "--no-export-dynamic",
    ], .when(platforms: [.linux], configuration: .release))
]

let package = Package(
  name: "TableKit",
  products: [
    .library(name: "TableKit", targets: ["TableKit"]),
    .library(name: "TableKitSDL", targets: ["TableKitSDL"]),
    .library(name: "TableKitTesting", targets: ["TableKitTesting"]),
    // TableKit under UIKit's own names, for code that keeps `import UIKit`.
    .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
    .executable(name: "table-demo", targets: ["table-demo"]),
    .executable(name: "table-kiosk", targets: ["table-kiosk"]),
    .executable(name: "tablesnap", targets: ["tablesnap"]),
    .executable(name: "table-bench", targets: ["table-bench"]),
    .executable(name: "table-fuzz", targets: ["table-fuzz"]),
    .executable(name: "table-soak", targets: ["table-soak"]),
    .executable(name: "table-monkey", targets: ["table-monkey"]),
  ],
  targets: [
    .systemLibrary(
      name: "CSDL2",
      pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
    ),
    // ATK and atk-bridge, the screen-reader bridge's way to AT-SPI2 (issue 30).
    .systemLibrary(
      name: "CATK",
      pkgConfig: "atk-bridge-2.0",
      providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]
    ),
    // eSpeak NG, the kiosk's spoken mode's voice (issue 30, item 4): its header only, from
    // libespeak-ng-dev (scripts/setup). No pkg-config, whose flags would link the library: it
    // is loaded when speech starts (ESpeakLibrary).
    .systemLibrary(name: "CESpeakNG"),
    // The GObject side of the bridge: AtkObject subclasses Swift fills in. (No Swift code
    // imports CATK, whose module map names the libraries, so they are linked here.)
    .target(
      name: "CTableKitATK", dependencies: ["CATK"],
      linkerSettings: ["atk-bridge-2.0", "atk-1.0", "gobject-2.0", "glib-2.0"].map {
        .linkedLibrary($0)
      }),
    // GLib's GIO, whose GDBus reads the desktop's color scheme from the freedesktop portal
    // (issue 26, item 7).
    .systemLibrary(
      name: "CGio",
      pkgConfig: "gio-2.0",
      providers: [.apt(["libglib2.0-dev"])]
    ),
    // The portal's client in C, so that Swift code never imports GLib's headers. (No Swift code
    // imports CGio, whose module map names the libraries, so they are linked here.)
    .target(
      name: "CTableKitPortal", dependencies: ["CGio"],
      linkerSettings: ["gio-2.0", "gobject-2.0", "glib-2.0"].map { .linkedLibrary($0) }),
    .target(name: "TableKit"),
    .target(name: "UIKit", dependencies: ["TableKit", "_Testing_UIKit"]),
    // Stands in for Swift Testing's UIKit overlay, which the Linux toolchain names but lacks.
    .target(name: "_Testing_UIKit"),
    .target(
      name: "TableKitSDL",
      dependencies: ["CSDL2", "TableKit", "CTableKitATK", "CESpeakNG", "CTableKitPortal"]),
    .target(name: "TableKitTesting", dependencies: ["TableKit", "TableKitSDL"]),
    .target(name: "DemoScenes", dependencies: ["TableKit"]),
    // The kiosk program's pieces (options, the window's loop, the catalog's reloading), apart
    // from its `main.swift` so that tests drive them.
    .target(
      name: "KioskApp", dependencies: ["TableKit", "TableKitSDL", "DemoScenes", "ToolArguments"]),
    // The demo program's pieces (options, the window's shortcuts, its saved state), apart from
    // its `main.swift` so that tests and the monkey drive them.
    .target(
      name: "DemoApp", dependencies: ["TableKit", "TableKitSDL", "DemoScenes", "ToolArguments"]),
    .executableTarget(
      name: "table-demo", dependencies: ["DemoApp", "ToolArguments"],
      linkerSettings: programLinking),
    .executableTarget(
      name: "table-kiosk", dependencies: ["KioskApp", "ToolArguments"],
      linkerSettings: programLinking),
    .executableTarget(
      name: "tablesnap",
      dependencies: ["TableKit", "TableKitSDL", "TableKitTesting", "DemoScenes", "ToolArguments"],
      linkerSettings: programLinking),
    .executableTarget(
      name: "table-bench",
      dependencies: [
        "TableKit", "TableKitSDL", "DemoScenes", "CSDL2", "ToolArguments", "PipeReading",
        "CHeapStatistics",
      ],
      linkerSettings: programLinking),
    // The fuzz driver reads the table's internals to check it (`@testable import TableKit`), so
    // it builds in debug, or in release with `-Xswiftc -enable-testing` as scripts/fuzz does.
    .target(name: "TableKitFuzzing", dependencies: ["TableKit", "DemoScenes"]),
    .target(name: "TableKitSoak", dependencies: ["TableKit", "TableKitSDL", "DemoScenes"]),
    .target(name: "ToolArguments"),
    // Reading a child program's pipe to its end, again after a signal interrupts a read.
    .target(name: "PipeReading"),
    // glibc's heap statistics, which Swift's Glibc module leaves out, for the benchmark's
    // account of memory (issue 32, item 3).
    .target(name: "CHeapStatistics"),
    .executableTarget(
      name: "table-fuzz", dependencies: ["TableKitFuzzing", "ToolArguments"],
      linkerSettings: programLinking),
    .executableTarget(
      name: "table-soak", dependencies: ["TableKitSoak", "ToolArguments"],
      linkerSettings: programLinking),
    // The monkey checks tables against their data sources with the table's internals
    // (`@testable import TableKit`), so it builds in debug, or in release with
    // `-Xswiftc -enable-testing` as scripts/monkey does.
    .target(
      name: "TableKitMonkey",
      dependencies: ["TableKit", "TableKitSDL", "CSDL2", "DemoScenes", "DemoApp", "KioskApp"]),
    .executableTarget(
      name: "table-monkey", dependencies: ["TableKitMonkey", "KioskApp", "ToolArguments"],
      linkerSettings: programLinking),
    .testTarget(
      name: "TableKitTests", dependencies: ["TableKit", "TableKitFuzzing", "PipeReading"],
      // UIKit sources that scripts/port-uikit ports; a test compares its output with the
      // ported files beside them.
      exclude: ["Ports/UIKitOriginals"]),
    // The programs as their users meet them: command lines, the kiosk's catalog and loop.
    .testTarget(
      name: "ProgramTests",
      dependencies: [
        "TableKit", "TableKitSDL", "TableKitTesting", "DemoScenes", "KioskApp", "ToolArguments",
        "TableKitMonkey", "CTableKitPortalStub", "PipeReading",
      ],
      // Shortest scripts of failures the monkey found, replayed by MonkeyRunTests.
      exclude: ["Monkey/Regressions"]),
    // UIKit-named files compiled unchanged beside their TableKit-named twins.
    .testTarget(name: "UIKitNamesTests", dependencies: ["UIKit"]),
    // UIKit code as a Swift 5 app writes it, compiled in Swift 5 mode as that app is.
    .testTarget(
      name: "UIKitSwift5Tests", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "TableKitSDLTests",
      dependencies: [
        "TableKit", "TableKitSDL", "TableKitTesting", "DemoScenes", "TableKitSoak",
        "CTableKitPortalStub", "PipeReading",
      ],
      // The goldens beside the tests that draw them.
      exclude: [
        "Accessibility/__Snapshots__", "Animations/__Snapshots__", "Cells/__Snapshots__",
        "Controllers/__Snapshots__", "Controls/__Snapshots__", "Demo/__Snapshots__",
        "DynamicType/__Snapshots__", "Editing/__Snapshots__", "Materials/__Snapshots__",
        "Menus/__Snapshots__", "Navigation/__Snapshots__", "Rendering/__Snapshots__",
        "Scrolling/__Snapshots__", "Search/__Snapshots__", "TabBar/__Snapshots__",
        "Text/__Snapshots__", "__Snapshots__",
      ]
    ),
    // A private session bus and a stand-in for the freedesktop portal on it, for the tests of
    // DesktopAppearance and of the demo following the desktop.
    .target(
      name: "CTableKitPortalStub", dependencies: ["CGio"], path: "Tests/CTableKitPortalStub",
      linkerSettings: ["gio-2.0", "gobject-2.0", "glib-2.0"].map { .linkedLibrary($0) }),
  ],
  swiftLanguageModes: [.v6]
)
