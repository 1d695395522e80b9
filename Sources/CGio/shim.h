// GLib's GIO (Debian's libglib2.0-dev), for the D-Bus client in CTableKitPortal. Swift code
// reaches it only through that target's plain C interface.
#include <gio/gio.h>
