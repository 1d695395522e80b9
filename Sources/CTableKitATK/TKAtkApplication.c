// The process's root object (ATK's application), AtkUtil's overrides, atk-bridge's start, and
// GLib's main context as seen from a loop that is not GLib's.
#include "TKAccessiblePrivate.h"
#include <atk-bridge.h>

static TKAccessible *tk_application = NULL;
static int tk_started = 0;
static int tk_queried = 0;

static AtkObject *tk_util_get_root(void) {
  return tk_application ? ATK_OBJECT(tk_application) : NULL;
}

static const gchar *tk_util_get_toolkit_name(void) { return "TableKit"; }

static const gchar *tk_util_get_toolkit_version(void) { return "1.0"; }

void tk_atk_note_query(void) { tk_queried = 1; }

int tk_atk_was_queried(void) { return tk_queried; }

int tk_atk_start(const char *applicationName) {
  if (tk_application != NULL) return tk_started ? 0 : -1;
  tk_application = tk_accessible_new(TK_KIND_PLAIN, NULL, 0);
  atk_object_set_role(ATK_OBJECT(tk_application), ATK_ROLE_APPLICATION);
  atk_object_set_name(ATK_OBJECT(tk_application), applicationName);
  tk_application->states = TK_STATE_ENABLED | TK_STATE_VISIBLE | TK_STATE_SHOWING;
  // The bridge subscribes to signals by type name, so every type must exist before it starts.
  g_type_ensure(tk_accessible_text_get_type());
  g_type_ensure(tk_accessible_list_get_type());
  g_type_ensure(tk_accessible_frame_get_type());
  AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
  util->get_root = tk_util_get_root;
  util->get_toolkit_name = tk_util_get_toolkit_name;
  util->get_toolkit_version = tk_util_get_toolkit_version;
  if (atk_bridge_adaptor_init(NULL, NULL) != 0) return -1;
  // The bridge returns 0 without a bus too; connected, it watches the bus on the main context
  // (seen once what it queued at the start has run: a ready source hides lower priorities).
  int descriptors[4];
  int timeout = 0;
  int polled = 0;
  for (int attempt = 0; attempt < 20 && polled == 0 && timeout == 0; attempt++) {
    tk_atk_iterate(64);
    polled = tk_atk_poll_descriptors(descriptors, 4, &timeout);
  }
  if (polled == 0) return -2;
  tk_started = 1;
  return 0;
}

int tk_atk_iterate(int limit) {
  int ran = 0;
  while (ran < limit && g_main_context_iteration(NULL, FALSE)) ran++;
  return ran;
}

int tk_atk_poll_descriptors(int *descriptors, int capacity, int *timeoutMilliseconds) {
  GMainContext *context = g_main_context_default();
  *timeoutMilliseconds = -1;
  if (!g_main_context_acquire(context)) return 0;
  gint priority = 0;
  g_main_context_prepare(context, &priority);
  enum { maximum = 32 };
  GPollFD polls[maximum];
  gint timeout = -1;
  gint total = g_main_context_query(context, priority, &timeout, polls, maximum);
  gint held = total < maximum ? total : maximum;
  // Nothing was polled: the cycle closes without dispatching, the next iteration dispatches.
  for (gint index = 0; index < held; index++) polls[index].revents = 0;
  g_main_context_check(context, priority, polls, held);
  g_main_context_release(context);
  int written = 0;
  for (gint index = 0; index < held && written < capacity; index++) {
    descriptors[written++] = polls[index].fd;
  }
  *timeoutMilliseconds = timeout;
  return written;
}

void tk_atk_add_window(TKAccessible *frame) {
  if (tk_application == NULL) return;
  GPtrArray *windows = tk_application->children;
  if (g_ptr_array_find(windows, frame, NULL)) return;
  g_ptr_array_add(windows, g_object_ref(frame));
  atk_object_set_parent(ATK_OBJECT(frame), ATK_OBJECT(tk_application));
  g_signal_emit_by_name(tk_application, "children-changed::add", windows->len - 1, frame);
}

void tk_atk_remove_window(TKAccessible *frame) {
  if (tk_application == NULL) return;
  guint index;
  if (!g_ptr_array_find(tk_application->children, frame, &index)) return;
  g_signal_emit_by_name(tk_application, "children-changed::remove", index, frame);
  g_ptr_array_remove_index(tk_application->children, index);
}
