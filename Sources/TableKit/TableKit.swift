// TableKit re-exports Foundation, as UIKit does, so that a file ported from UIKit that imports
// only `TableKit` still sees `IndexPath`, `CGRect` and `NotificationCenter`.
@_exported import Foundation
