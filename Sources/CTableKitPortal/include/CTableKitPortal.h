#ifndef CTABLEKITPORTAL_H
#define CTABLEKITPORTAL_H

// The desktop's appearance settings, read from the freedesktop portal over D-Bus
// (org.freedesktop.portal.Settings, namespace "org.freedesktop.appearance": "color-scheme",
// "contrast", "reduced-motion", each a uint32), with GLib's GDBus. The interface is plain C
// so that Swift never imports GLib's headers.

/// Reads the appearance setting `key` from the portal on the bus at `bus_address` (NULL: the
/// session bus) into `*value`, waiting at most `timeout_ms`. Returns 1 when read, 0 when there
/// is no bus, no portal on it, or the portal does not know the setting (older portals lack
/// "contrast" and "reduced-motion").
int tk_portal_read_appearance(
  const char *bus_address, const char *key, int timeout_ms, unsigned *value);

/// A watch of the portal's SettingChanged signal for the appearance namespace, on its own
/// thread.
typedef struct TKPortalWatch TKPortalWatch;

/// Called on the watch's thread with each appearance setting that changes to a uint32 value.
typedef void (*TKAppearanceCallback)(const char *key, unsigned value, void *context);

/// Starts watching the portal on the bus at `bus_address` (NULL: the session bus); NULL when
/// the bus cannot be reached. `callback` runs on the watch's own thread.
TKPortalWatch *tk_portal_watch_start(
  const char *bus_address, TKAppearanceCallback callback, void *context);

/// Stops the watch, waits for its thread and frees it; the callback is not called after this
/// returns.
void tk_portal_watch_stop(TKPortalWatch *watch);

#endif
