#ifndef CTABLEKITPORTALSTUB_H
#define CTABLEKITPORTALSTUB_H

// A stand-in for the freedesktop portal's Settings interface on a private bus, for the tests
// of TableKitSDL's DesktopColorScheme: it answers Read and ReadOne for the color scheme and
// emits SettingChanged when the scheme is set.

typedef struct TKPortalStub TKPortalStub;

/// Owns org.freedesktop.portal.Desktop on the bus at `bus_address` and serves `scheme` (0 no
/// preference, 1 dark, 2 light) on a thread of its own; NULL when that fails.
TKPortalStub *tk_portal_stub_start(const char *bus_address, unsigned scheme);

/// Serves `scheme` from now on and emits SettingChanged with it.
void tk_portal_stub_set_scheme(TKPortalStub *stub, unsigned scheme);

/// Stops serving, waits for the stub's thread and frees it.
void tk_portal_stub_stop(TKPortalStub *stub);

#endif
