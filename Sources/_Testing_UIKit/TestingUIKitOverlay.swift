// Swift Testing ships a cross-import overlay for UIKit (`Testing.swiftcrossimport` names
// `_Testing_UIKit`, which adds image attachments on Apple platforms), and the Linux toolchain
// lists it without the module. A file importing both Testing and this package's `UIKit` would
// then fail with "no such module '_Testing_UIKit'"; this empty module is found instead, so test
// files keep `import Testing` and `import UIKit` side by side.
