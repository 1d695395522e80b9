#ifndef CTABLEKITPORTALSTUB_H
#define CTABLEKITPORTALSTUB_H

// A stand-in for the freedesktop portal's Settings interface on a private bus, for the tests
// of TableKitSDL's DesktopAppearance: it answers Read and ReadOne for the appearance settings
// it serves ("color-scheme" always; "contrast" and "reduced-motion" once set, as portals
// older than these keys lack them) and emits SettingChanged when one is set.

/// A `dbus-daemon` of a test's own, so that no test depends on or disturbs a session bus.
typedef struct TKPrivateBus TKPrivateBus;

/// Starts `dbus-daemon --session` and waits until it listens; NULL when it cannot start.
TKPrivateBus *tk_private_bus_start(void);

/// The bus's address, for `DBUS_SESSION_BUS_ADDRESS` or a connection.
const char *tk_private_bus_address(const TKPrivateBus *bus);

/// Stops the daemon, waits for it and frees the bus.
void tk_private_bus_stop(TKPrivateBus *bus);

typedef struct TKPortalStub TKPortalStub;

/// Owns org.freedesktop.portal.Desktop on the bus at `bus_address` and serves `scheme` (0 no
/// preference, 1 dark, 2 light) on a thread of its own; NULL when that fails.
TKPortalStub *tk_portal_stub_start(const char *bus_address, unsigned scheme);

/// Serves `value` for the appearance setting `key` ("color-scheme", "contrast" or
/// "reduced-motion") from now on and emits SettingChanged with it.
void tk_portal_stub_set(TKPortalStub *stub, const char *key, unsigned value);

/// Stops serving, waits for the stub's thread and frees it.
void tk_portal_stub_stop(TKPortalStub *stub);

#endif
