// ATK and its AT-SPI2 bridge (Debian's libatk1.0-dev, libatk-bridge2.0-dev), for the GObject
// shim in CTableKitATK. Swift code reaches them only through that shim.
#include <atk/atk.h>
#include <atk-bridge.h>
