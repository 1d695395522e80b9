#ifndef CTABLEKITPORTAL_H
#define CTABLEKITPORTAL_H

// The desktop's light or dark preference, read from the freedesktop portal over D-Bus
// (org.freedesktop.portal.Settings, namespace "org.freedesktop.appearance", key
// "color-scheme"), with GLib's GDBus. The interface is plain C so that Swift never imports
// GLib's headers.

/// The portal's values: no preference, prefer dark, prefer light.
typedef enum {
  TKColorSchemeUnavailable = -1,
  TKColorSchemeNoPreference = 0,
  TKColorSchemePreferDark = 1,
  TKColorSchemePreferLight = 2,
} TKColorScheme;

/// Reads the color scheme from the portal on the bus at `bus_address` (NULL: the session bus),
/// waiting at most `timeout_ms`. Returns TKColorSchemeUnavailable when there is no bus, no
/// portal on it, or the portal does not know the setting.
TKColorScheme tk_portal_read_color_scheme(const char *bus_address, int timeout_ms);

/// A watch of the portal's SettingChanged signal for the color scheme, on its own thread.
typedef struct TKPortalWatch TKPortalWatch;

/// Called on the watch's thread with each new scheme.
typedef void (*TKColorSchemeCallback)(TKColorScheme scheme, void *context);

/// Starts watching the portal on the bus at `bus_address` (NULL: the session bus); NULL when
/// the bus cannot be reached. `callback` runs on the watch's own thread.
TKPortalWatch *tk_portal_watch_start(
  const char *bus_address, TKColorSchemeCallback callback, void *context);

/// Stops the watch, waits for its thread and frees it; the callback is not called after this
/// returns.
void tk_portal_watch_stop(TKPortalWatch *watch);

#endif
