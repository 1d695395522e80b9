// The `UIKit` module: TableKit under UIKit's own names, so that a UIKit table screen keeps its
// `import UIKit` and its `UI`-prefixed spellings. TableKit's names stay the primary API; this
// module only re-exports TableKit and Foundation (as UIKit brings Foundation) and adds aliases.
//
// A module named UIKit makes `#if canImport(UIKit)` true on Linux for every package that
// depends on this product: such code takes its UIKit branch and must compile against TableKit
// (the article "Porting a UIKit table", Sources/TableKit/TableKit.docc/PortingAUIKitTable.md,
// says what that branch may use).

@_exported import Foundation
@_exported import TableKit
