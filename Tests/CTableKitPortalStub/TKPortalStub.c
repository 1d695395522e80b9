#include "CTableKitPortalStub.h"

#include <gio/gio.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

struct TKPrivateBus {
  GPid pid;
  char *address;
};

TKPrivateBus *tk_private_bus_start(void) {
  char *argv[] = {"dbus-daemon", "--session", "--nofork", "--print-address=1", NULL};
  GPid pid = 0;
  int output = -1;
  GError *error = NULL;
  // Its warning that it cannot raise its file limit says nothing about a test: stderr goes
  // to /dev/null.
  if (!g_spawn_async_with_pipes(
        NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDERR_TO_DEV_NULL,
        NULL, NULL, &pid, NULL, &output, NULL, &error)) {
    g_clear_error(&error);
    return NULL;
  }
  // The daemon prints its address on one line once it listens.
  GString *line = g_string_new(NULL);
  char byte;
  while (read(output, &byte, 1) == 1 && byte != '\n') g_string_append_c(line, byte);
  close(output);
  if (line->len == 0) {
    g_string_free(line, TRUE);
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    g_spawn_close_pid(pid);
    return NULL;
  }
  TKPrivateBus *bus = g_new0(TKPrivateBus, 1);
  bus->pid = pid;
  bus->address = g_string_free(line, FALSE);
  return bus;
}

const char *tk_private_bus_address(const TKPrivateBus *bus) { return bus->address; }

void tk_private_bus_stop(TKPrivateBus *bus) {
  if (bus == NULL) return;
  // SIGKILL: the daemon inherits the blocked signals of the thread that spawned it, and
  // SIGTERM may stay blocked there.
  kill(bus->pid, SIGKILL);
  waitpid(bus->pid, NULL, 0);
  g_spawn_close_pid(bus->pid);
  g_free(bus->address);
  g_free(bus);
}

static const char *const introspection =
  "<node><interface name='org.freedesktop.portal.Settings'>"
  "<method name='ReadOne'><arg type='s' direction='in'/><arg type='s' direction='in'/>"
  "<arg type='v' direction='out'/></method>"
  "<method name='Read'><arg type='s' direction='in'/><arg type='s' direction='in'/>"
  "<arg type='v' direction='out'/></method>"
  "<signal name='SettingChanged'><arg type='s'/><arg type='s'/><arg type='v'/></signal>"
  "</interface></node>";

struct TKPortalStub {
  GMainContext *context;
  GMainLoop *loop;
  GDBusConnection *connection;
  GDBusNodeInfo *node;
  guint registration;
  GThread *thread;
  /// The served values by key index (see `keys`); a key not yet set is not served.
  volatile guint values[3];
  volatile gboolean served[3];
};

/// The appearance settings the stub can serve.
static const char *const keys[3] = {"color-scheme", "contrast", "reduced-motion"};

/// The index of `key` in `keys`, or -1.
static int key_index(const char *key) {
  for (int index = 0; index < 3; index++) {
    if (g_strcmp0(keys[index], key) == 0) return index;
  }
  return -1;
}

static void method_call(
  GDBusConnection *connection, const gchar *sender, const gchar *path, const gchar *interface,
  const gchar *method, GVariant *parameters, GDBusMethodInvocation *invocation, gpointer data) {
  (void)connection; (void)sender; (void)path; (void)interface;
  TKPortalStub *stub = data;
  const gchar *namespace = NULL;
  const gchar *key = NULL;
  g_variant_get(parameters, "(&s&s)", &namespace, &key);
  int index = key_index(key);
  if (g_strcmp0(namespace, "org.freedesktop.appearance") != 0 || index < 0
      || !stub->served[index]) {
    g_dbus_method_invocation_return_dbus_error(
      invocation, "org.freedesktop.portal.Error.NotFound", "Requested setting not found");
    return;
  }
  GVariant *value = g_variant_new_uint32(stub->values[index]);
  // Read, the older method, wraps the value in one more variant than ReadOne.
  if (g_strcmp0(method, "Read") == 0) value = g_variant_new_variant(value);
  g_dbus_method_invocation_return_value(invocation, g_variant_new("(v)", value));
}

static const GDBusInterfaceVTable vtable = {method_call, NULL, NULL, {0}};

static gpointer run_stub(gpointer data) {
  TKPortalStub *stub = data;
  g_main_context_push_thread_default(stub->context);
  g_main_loop_run(stub->loop);
  g_main_context_pop_thread_default(stub->context);
  return NULL;
}

TKPortalStub *tk_portal_stub_start(const char *bus_address, unsigned scheme) {
  GError *error = NULL;
  GDBusConnection *connection = g_dbus_connection_new_for_address_sync(
    bus_address,
    G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
    NULL, NULL, &error);
  if (connection == NULL) {
    g_clear_error(&error);
    return NULL;
  }
  TKPortalStub *stub = g_new0(TKPortalStub, 1);
  stub->values[0] = scheme;
  stub->served[0] = TRUE;
  stub->connection = connection;
  stub->context = g_main_context_new();
  stub->loop = g_main_loop_new(stub->context, FALSE);
  stub->node = g_dbus_node_info_new_for_xml(introspection, NULL);
  // Method calls are served in the context current where the object is registered.
  g_main_context_push_thread_default(stub->context);
  stub->registration = g_dbus_connection_register_object(
    connection, "/org/freedesktop/portal/desktop", stub->node->interfaces[0], &vtable, stub,
    NULL, &error);
  g_main_context_pop_thread_default(stub->context);
  g_clear_error(&error);
  GVariant *reply = g_dbus_connection_call_sync(
    connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
    "RequestName", g_variant_new("(su)", "org.freedesktop.portal.Desktop", 4u),
    G_VARIANT_TYPE("(u)"), G_DBUS_CALL_FLAGS_NONE, 2000, NULL, &error);
  g_clear_error(&error);
  if (reply != NULL) g_variant_unref(reply);
  stub->thread = g_thread_new("portal-stub", run_stub, stub);
  return stub;
}

void tk_portal_stub_set(TKPortalStub *stub, const char *key, unsigned value) {
  int index = key_index(key);
  g_return_if_fail(index >= 0);
  stub->values[index] = value;
  stub->served[index] = TRUE;
  g_dbus_connection_emit_signal(
    stub->connection, NULL, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings",
    "SettingChanged",
    g_variant_new("(ssv)", "org.freedesktop.appearance", key, g_variant_new_uint32(value)),
    NULL);
  g_dbus_connection_flush_sync(stub->connection, NULL, NULL);
}

static gboolean quit_loop(gpointer data) {
  g_main_loop_quit(data);
  return G_SOURCE_REMOVE;
}

void tk_portal_stub_stop(TKPortalStub *stub) {
  if (stub == NULL) return;
  GSource *source = g_idle_source_new();
  g_source_set_callback(source, quit_loop, stub->loop, NULL);
  g_source_attach(source, stub->context);
  g_source_unref(source);
  g_thread_join(stub->thread);
  g_dbus_connection_unregister_object(stub->connection, stub->registration);
  g_dbus_connection_close_sync(stub->connection, NULL, NULL);
  g_object_unref(stub->connection);
  g_dbus_node_info_unref(stub->node);
  g_main_loop_unref(stub->loop);
  g_main_context_unref(stub->context);
  g_free(stub);
}
