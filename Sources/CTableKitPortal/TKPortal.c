#include "CTableKitPortal.h"

#include <gio/gio.h>

static const char *const portal_name = "org.freedesktop.portal.Desktop";
static const char *const portal_path = "/org/freedesktop/portal/desktop";
static const char *const settings_interface = "org.freedesktop.portal.Settings";
static const char *const appearance_namespace = "org.freedesktop.appearance";
/// A new connection to the bus at `address`, or to the session bus; NULL on failure.
static GDBusConnection *connect_to_bus(const char *address) {
  GError *error = NULL;
  GDBusConnection *connection;
  if (address != NULL) {
    connection = g_dbus_connection_new_for_address_sync(
      address,
      G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
      NULL, NULL, &error);
  } else {
    // Without a session bus in the environment or at its standard place GLib would try X11
    // autolaunch, which starts a bus of its own: a program outside a desktop session quietly
    // has no portal instead.
    if (g_getenv("DBUS_SESSION_BUS_ADDRESS") == NULL) {
      char *standard = g_build_filename(g_get_user_runtime_dir(), "bus", NULL);
      gboolean exists = g_file_test(standard, G_FILE_TEST_EXISTS);
      g_free(standard);
      if (!exists) return NULL;
    }
    char *session = g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, NULL, &error);
    connection = session == NULL ? NULL
      : g_dbus_connection_new_for_address_sync(
          session,
          G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
            | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
          NULL, NULL, &error);
    g_free(session);
  }
  g_clear_error(&error);
  return connection;
}

/// The uint32 a setting's value holds, possibly inside one or two variants (Read wraps the
/// value once more than ReadOne does). Returns 0 for any other type.
static int uint_of_value(GVariant *value, unsigned *result) {
  GVariant *inner = g_variant_ref(value);
  while (g_variant_is_of_type(inner, G_VARIANT_TYPE_VARIANT)) {
    GVariant *unwrapped = g_variant_get_variant(inner);
    g_variant_unref(inner);
    inner = unwrapped;
  }
  int found = g_variant_is_of_type(inner, G_VARIANT_TYPE_UINT32);
  if (found) *result = g_variant_get_uint32(inner);
  g_variant_unref(inner);
  return found;
}

/// Calls `method` (ReadOne, or Read on portals older than version 2) for `key`.
static int call_read(
  GDBusConnection *connection, const char *method, const char *key, int timeout_ms,
  unsigned *result) {
  GError *error = NULL;
  GVariant *reply = g_dbus_connection_call_sync(
    connection, portal_name, portal_path, settings_interface, method,
    g_variant_new("(ss)", appearance_namespace, key), G_VARIANT_TYPE("(v)"),
    G_DBUS_CALL_FLAGS_NO_AUTO_START, timeout_ms, NULL, &error);
  g_clear_error(&error);
  if (reply == NULL) return 0;
  GVariant *value = g_variant_get_child_value(reply, 0);
  int found = uint_of_value(value, result);
  g_variant_unref(value);
  g_variant_unref(reply);
  return found;
}

int tk_portal_read_appearance(
  const char *bus_address, const char *key, int timeout_ms, unsigned *value) {
  GDBusConnection *connection = connect_to_bus(bus_address);
  if (connection == NULL) return 0;
  int found = call_read(connection, "ReadOne", key, timeout_ms, value)
    || call_read(connection, "Read", key, timeout_ms, value);
  g_dbus_connection_close_sync(connection, NULL, NULL);
  g_object_unref(connection);
  return found;
}

struct TKPortalWatch {
  GMainContext *context;
  GMainLoop *loop;
  GDBusConnection *connection;
  guint subscription;
  GThread *thread;
  TKAppearanceCallback callback;
  void *callback_context;
};

static void setting_changed(
  GDBusConnection *connection, const gchar *sender, const gchar *path, const gchar *interface,
  const gchar *signal, GVariant *parameters, gpointer data) {
  (void)connection; (void)sender; (void)path; (void)interface; (void)signal;
  TKPortalWatch *watch = data;
  const gchar *namespace = NULL;
  const gchar *key = NULL;
  GVariant *value = NULL;
  if (!g_variant_is_of_type(parameters, G_VARIANT_TYPE("(ssv)"))) return;
  g_variant_get(parameters, "(&s&sv)", &namespace, &key, &value);
  unsigned raw = 0;
  if (g_strcmp0(namespace, appearance_namespace) == 0 && uint_of_value(value, &raw)) {
    watch->callback(key, raw, watch->callback_context);
  }
  g_variant_unref(value);
}

static gpointer run_watch(gpointer data) {
  TKPortalWatch *watch = data;
  g_main_context_push_thread_default(watch->context);
  g_main_loop_run(watch->loop);
  g_main_context_pop_thread_default(watch->context);
  return NULL;
}

TKPortalWatch *tk_portal_watch_start(
  const char *bus_address, TKAppearanceCallback callback, void *context) {
  GDBusConnection *connection = connect_to_bus(bus_address);
  if (connection == NULL) return NULL;
  TKPortalWatch *watch = g_new0(TKPortalWatch, 1);
  watch->context = g_main_context_new();
  watch->loop = g_main_loop_new(watch->context, FALSE);
  watch->connection = connection;
  watch->callback = callback;
  watch->callback_context = context;
  // The signal is delivered in the thread-default context of the subscribing thread: the
  // watch's own, which its thread then runs.
  g_main_context_push_thread_default(watch->context);
  watch->subscription = g_dbus_connection_signal_subscribe(
    connection, NULL, settings_interface, "SettingChanged", portal_path, appearance_namespace,
    G_DBUS_SIGNAL_FLAGS_NONE, setting_changed, watch, NULL);
  g_main_context_pop_thread_default(watch->context);
  // The subscription's AddMatch goes out asynchronously; a switch made before the bus has it
  // would be lost. The bus answers a connection's messages in order, so once a call sent
  // after it returns, the match is in force and the watch hears every later switch.
  GVariant *ready = g_dbus_connection_call_sync(
    connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
    "GetId", NULL, G_VARIANT_TYPE("(s)"), G_DBUS_CALL_FLAGS_NONE, 2000, NULL, NULL);
  if (ready != NULL) g_variant_unref(ready);
  watch->thread = g_thread_new("tablekit-portal", run_watch, watch);
  return watch;
}

static gboolean quit_loop(gpointer data) {
  g_main_loop_quit(data);
  return G_SOURCE_REMOVE;
}

void tk_portal_watch_stop(TKPortalWatch *watch) {
  if (watch == NULL) return;
  GSource *source = g_idle_source_new();
  g_source_set_callback(source, quit_loop, watch->loop, NULL);
  g_source_attach(source, watch->context);
  g_source_unref(source);
  g_thread_join(watch->thread);
  g_dbus_connection_signal_unsubscribe(watch->connection, watch->subscription);
  g_dbus_connection_close_sync(watch->connection, NULL, NULL);
  g_object_unref(watch->connection);
  g_main_loop_unref(watch->loop);
  g_main_context_unref(watch->context);
  g_free(watch);
}
