// The AtkObject subclass behind every element, its kinds, and the setters Swift calls.
#include "TKAccessiblePrivate.h"
#include <string.h>

TKAccessibleCallbacks tk_callbacks;

void tk_accessible_set_callbacks(TKAccessibleCallbacks callbacks) { tk_callbacks = callbacks; }

// Each kind is a subclass adding its interfaces; the instance layout is the base's.
typedef TKAccessible TKAccessibleText;
typedef TKAccessibleClass TKAccessibleTextClass;
typedef TKAccessible TKAccessibleList;
typedef TKAccessibleClass TKAccessibleListClass;
typedef TKAccessible TKAccessibleFrame;
typedef TKAccessibleClass TKAccessibleFrameClass;

G_DEFINE_TYPE_WITH_CODE(
  TKAccessible, tk_accessible, ATK_TYPE_OBJECT,
  G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, tk_accessible_component_init)
  G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, tk_accessible_action_init))

G_DEFINE_TYPE_WITH_CODE(
  TKAccessibleText, tk_accessible_text, tk_accessible_get_type(),
  G_IMPLEMENT_INTERFACE(ATK_TYPE_TEXT, tk_accessible_text_iface_init))

G_DEFINE_TYPE_WITH_CODE(
  TKAccessibleList, tk_accessible_list, tk_accessible_get_type(),
  G_IMPLEMENT_INTERFACE(ATK_TYPE_SELECTION, tk_accessible_selection_init)
  G_IMPLEMENT_INTERFACE(ATK_TYPE_TABLE, tk_accessible_table_init))

static void tk_accessible_window_init(AtkWindowIface *iface) { (void)iface; }

G_DEFINE_TYPE_WITH_CODE(
  TKAccessibleFrame, tk_accessible_frame, tk_accessible_get_type(),
  G_IMPLEMENT_INTERFACE(ATK_TYPE_WINDOW, tk_accessible_window_init))

static void tk_accessible_text_init(TKAccessible *self) { (void)self; }
static void tk_accessible_text_class_init(TKAccessibleClass *klass) { (void)klass; }
static void tk_accessible_list_init(TKAccessible *self) { (void)self; }
static void tk_accessible_list_class_init(TKAccessibleClass *klass) { (void)klass; }
static void tk_accessible_frame_init(TKAccessible *self) { (void)self; }
static void tk_accessible_frame_class_init(TKAccessibleClass *klass) { (void)klass; }

// MARK: - AtkObject

static gint tk_get_n_children(AtkObject *object) {
  TKAccessible *self = TK_ACCESSIBLE(object);
  tk_atk_note_query();
  tk_accessible_will_read_children(self);
  return (gint)self->children->len;
}

static AtkObject *tk_ref_child(AtkObject *object, gint index) {
  TKAccessible *self = TK_ACCESSIBLE(object);
  tk_atk_note_query();
  tk_accessible_will_read_children(self);
  if (index < 0 || (guint)index >= self->children->len) return NULL;
  return g_object_ref(g_ptr_array_index(self->children, index));
}

static gint tk_get_index_in_parent(AtkObject *object) {
  AtkObject *parent = object->accessible_parent;
  if (parent == NULL || !TK_IS_ACCESSIBLE(parent)) return -1;
  guint index;
  if (g_ptr_array_find(TK_ACCESSIBLE(parent)->children, object, &index)) return (gint)index;
  return -1;
}

static const AtkStateType tk_state_map[] = {
  ATK_STATE_ENABLED, ATK_STATE_VISIBLE, ATK_STATE_SHOWING, ATK_STATE_FOCUSABLE,
  ATK_STATE_FOCUSED, ATK_STATE_SELECTABLE, ATK_STATE_SELECTED, ATK_STATE_CHECKABLE,
  ATK_STATE_CHECKED, ATK_STATE_EDITABLE, ATK_STATE_SINGLE_LINE, ATK_STATE_MODAL,
  ATK_STATE_ACTIVE, ATK_STATE_PRESSED,
};
static const int tk_state_count = sizeof(tk_state_map) / sizeof(tk_state_map[0]);

static AtkStateSet *tk_ref_state_set(AtkObject *object) {
  TKAccessible *self = TK_ACCESSIBLE(object);
  AtkStateSet *set = atk_state_set_new();
  if (self->defunct) {
    atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
    return set;
  }
  for (int bit = 0; bit < tk_state_count; bit++) {
    if (self->states & (1u << bit)) atk_state_set_add_state(set, tk_state_map[bit]);
  }
  // Enabled things can be used: ATK distinguishes the two, screen readers read "dimmed" when
  // sensitive is missing.
  if (self->states & TK_STATE_ENABLED) atk_state_set_add_state(set, ATK_STATE_SENSITIVE);
  if (self->kind == TK_KIND_LIST) atk_state_set_add_state(set, ATK_STATE_MANAGES_DESCENDANTS);
  return set;
}

static AtkAttributeSet *tk_add_attribute(AtkAttributeSet *set, const char *name, gchar *value) {
  AtkAttribute *attribute = g_new(AtkAttribute, 1);
  attribute->name = g_strdup(name);
  attribute->value = value;
  return g_slist_prepend(set, attribute);
}

static AtkAttributeSet *tk_get_attributes(AtkObject *object) {
  TKAccessible *self = TK_ACCESSIBLE(object);
  AtkAttributeSet *set = NULL;
  set = tk_add_attribute(set, "toolkit", g_strdup("TableKit"));
  // Screen readers say a heading's level ("heading level 2").
  if (atk_object_get_role(object) == ATK_ROLE_HEADING) {
    int level = self->headingLevel > 0 ? self->headingLevel : 1;
    set = tk_add_attribute(set, "level", g_strdup_printf("%d", level));
  }
  if (self->position > 0) {
    set = tk_add_attribute(set, "posinset", g_strdup_printf("%d", self->position));
    set = tk_add_attribute(set, "setsize", g_strdup_printf("%d", self->count));
  }
  // A list's own setsize is its rows from the data source: Orca (47 and later) says "List
  // with N items" from it (AXUtilities.get_set_size reads the container's setsize before
  // counting children), so it hears the total while only the rows on screen are children.
  if (self->kind == TK_KIND_LIST && self->rowCount > 0) {
    set = tk_add_attribute(set, "setsize", g_strdup_printf("%d", self->rowCount));
  }
  return set;
}

static void tk_accessible_finalize(GObject *object) {
  TKAccessible *self = TK_ACCESSIBLE(object);
  g_ptr_array_unref(self->children);
  g_ptr_array_unref(self->actionNames);
  g_free(self->text);
  G_OBJECT_CLASS(tk_accessible_parent_class)->finalize(object);
}

static void tk_accessible_init(TKAccessible *self) {
  self->children = g_ptr_array_new_with_free_func(g_object_unref);
  self->actionNames = g_ptr_array_new_with_free_func(g_free);
  self->text = g_strdup("");
}

static void tk_accessible_class_init(TKAccessibleClass *klass) {
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  AtkObjectClass *atk_class = ATK_OBJECT_CLASS(klass);
  object_class->finalize = tk_accessible_finalize;
  atk_class->get_n_children = tk_get_n_children;
  atk_class->ref_child = tk_ref_child;
  atk_class->get_index_in_parent = tk_get_index_in_parent;
  atk_class->ref_state_set = tk_ref_state_set;
  atk_class->get_attributes = tk_get_attributes;
}

// MARK: - Making and releasing

TKAccessible *tk_accessible_new(TKAccessibleKind kind, void *owner, uint64_t key) {
  GType type;
  switch (kind) {
  case TK_KIND_TEXT: type = tk_accessible_text_get_type(); break;
  case TK_KIND_LIST: type = tk_accessible_list_get_type(); break;
  case TK_KIND_FRAME: type = tk_accessible_frame_get_type(); break;
  default: type = tk_accessible_get_type(); break;
  }
  TKAccessible *self = g_object_new(type, NULL);
  self->kind = kind;
  self->owner = owner;
  self->key = key;
  atk_object_initialize(ATK_OBJECT(self), NULL);
  return self;
}

void tk_accessible_release(TKAccessible *object) {
  if (object == NULL) return;
  object->defunct = 1;
  object->owner = NULL;
  // Clients holding it hear it is gone, and the bridge drops it from its cache.
  atk_object_notify_state_change(ATK_OBJECT(object), ATK_STATE_DEFUNCT, TRUE);
  // Children keep their reference to this parent (ATK's) until they are released themselves.
  g_ptr_array_set_size(object->children, 0);
  g_object_unref(object);
}

TKAccessible *tk_accessible_frame_of(TKAccessible *object) {
  AtkObject *current = ATK_OBJECT(object);
  while (current != NULL && TK_IS_ACCESSIBLE(current)) {
    if (TK_ACCESSIBLE(current)->kind == TK_KIND_FRAME) return TK_ACCESSIBLE(current);
    current = current->accessible_parent;
  }
  return NULL;
}

void tk_accessible_will_read_children(TKAccessible *object) {
  if (object->kind != TK_KIND_FRAME || object->defunct || object->owner == NULL) return;
  if (tk_callbacks.willReadChildren) tk_callbacks.willReadChildren(object->owner, object->key);
}

// MARK: - Properties

void tk_accessible_fill(
  TKAccessible *object, const char *roleName, const char *name, const char *description)
{
  AtkObject *atk = ATK_OBJECT(object);
  AtkRole role = atk_role_for_name(roleName);
  if (role != ATK_ROLE_INVALID) atk->role = role;
  g_free(atk->name);
  atk->name = g_strdup(name ? name : "");
  g_free(atk->description);
  atk->description = g_strdup(description ? description : "");
}

int tk_accessible_set_role(TKAccessible *object, const char *roleName) {
  AtkRole role = atk_role_for_name(roleName);
  if (role == ATK_ROLE_INVALID) return 0;
  if (atk_object_get_role(ATK_OBJECT(object)) != role) atk_object_set_role(ATK_OBJECT(object), role);
  return 1;
}

void tk_accessible_set_name(TKAccessible *object, const char *name) {
  const char *current = atk_object_get_name(ATK_OBJECT(object));
  if (g_strcmp0(current, name) != 0) atk_object_set_name(ATK_OBJECT(object), name ? name : "");
}

void tk_accessible_set_description(TKAccessible *object, const char *description) {
  const char *current = atk_object_get_description(ATK_OBJECT(object));
  if (g_strcmp0(current, description) != 0) {
    atk_object_set_description(ATK_OBJECT(object), description ? description : "");
  }
}

void tk_accessible_set_states(TKAccessible *object, uint32_t states, int notify) {
  uint32_t changed = object->states ^ states;
  object->states = states;
  if (!notify || changed == 0) return;
  for (int bit = 0; bit < tk_state_count; bit++) {
    if (!(changed & (1u << bit))) continue;
    gboolean on = (states & (1u << bit)) != 0;
    // Gaining the focus is told by tk_accessible_notify_focus, also when it is told again.
    if (tk_state_map[bit] == ATK_STATE_FOCUSED && on) continue;
    atk_object_notify_state_change(ATK_OBJECT(object), tk_state_map[bit], on);
    if (tk_state_map[bit] == ATK_STATE_ENABLED) {
      atk_object_notify_state_change(ATK_OBJECT(object), ATK_STATE_SENSITIVE, on);
    }
  }
}

void tk_accessible_set_extents(TKAccessible *object, int x, int y, int width, int height) {
  object->x = x;
  object->y = y;
  object->width = width;
  object->height = height;
}

void tk_accessible_set_window_origin(TKAccessible *frame, int x, int y) {
  frame->originX = x;
  frame->originY = y;
}

void tk_accessible_set_actions(TKAccessible *object, const char *const *names, int count) {
  g_ptr_array_set_size(object->actionNames, 0);
  for (int index = 0; index < count; index++) {
    g_ptr_array_add(object->actionNames, g_strdup(names[index]));
  }
}

void tk_accessible_set_text(TKAccessible *object, const char *text, int notify) {
  const char *next = text ? text : "";
  if (strcmp(object->text, next) == 0) return;
  gchar *old = object->text;
  object->text = g_strdup(next);
  if (notify && object->kind == TK_KIND_TEXT) {
    glong oldLength = g_utf8_strlen(old, -1);
    glong newLength = g_utf8_strlen(next, -1);
    if (oldLength > 0) g_signal_emit_by_name(object, "text-remove", 0, (gint)oldLength, old);
    if (newLength > 0) g_signal_emit_by_name(object, "text-insert", 0, (gint)newLength, next);
  }
  g_free(old);
}

void tk_accessible_set_list_position(TKAccessible *object, int position, int count) {
  object->position = position;
  object->count = count;
}

void tk_accessible_set_row_count(TKAccessible *object, int rows) { object->rowCount = rows; }

void tk_accessible_set_heading_level(TKAccessible *object, int level) {
  object->headingLevel = level;
}

void tk_accessible_set_children(
  TKAccessible *object, TKAccessible *const *children, int count, int notify)
{
  GPtrArray *old = object->children;
  GPtrArray *next = g_ptr_array_new_full((guint)count, g_object_unref);
  for (int index = 0; index < count; index++) {
    g_ptr_array_add(next, g_object_ref(children[index]));
    AtkObject *child = ATK_OBJECT(children[index]);
    if (child->accessible_parent == NULL) {
      // A new object: its parent's "children-changed" tells clients; a notification of the
      // parent property too would be one more bus message per row scrolled in.
      child->accessible_parent = g_object_ref(ATK_OBJECT(object));
    } else if (child->accessible_parent != ATK_OBJECT(object)) {
      atk_object_set_parent(child, ATK_OBJECT(object));
    }
  }
  object->children = next;
  if (notify) {
    for (guint index = old->len; index-- > 0;) {
      gpointer child = g_ptr_array_index(old, index);
      if (!g_ptr_array_find(next, child, NULL)) {
        g_signal_emit_by_name(object, "children-changed::remove", index, child);
      }
    }
    for (guint index = 0; index < next->len; index++) {
      gpointer child = g_ptr_array_index(next, index);
      if (!g_ptr_array_find(old, child, NULL)) {
        g_signal_emit_by_name(object, "children-changed::add", index, child);
      }
    }
  }
  g_ptr_array_unref(old);
}

// MARK: - Events

void tk_accessible_notify_focus(TKAccessible *object) {
  atk_object_notify_state_change(ATK_OBJECT(object), ATK_STATE_FOCUSED, TRUE);
  // The focus tracker is how atk-bridge emits its focus: event, which older clients follow.
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  atk_focus_tracker_notify(ATK_OBJECT(object));
  G_GNUC_END_IGNORE_DEPRECATIONS
}

void tk_accessible_notify_selection_changed(TKAccessible *object) {
  if (object->kind == TK_KIND_LIST) g_signal_emit_by_name(object, "selection-changed");
}

void tk_accessible_announce(TKAccessible *object, const char *text) {
  if (g_signal_lookup("announcement", ATK_TYPE_OBJECT) == 0) return;
  g_signal_emit_by_name(object, "announcement", text);
}

void tk_accessible_notify_window_activated(TKAccessible *frame) {
  if (frame->kind == TK_KIND_FRAME) g_signal_emit_by_name(frame, "activate");
}

void tk_accessible_notify_window_deactivated(TKAccessible *frame) {
  if (frame->kind == TK_KIND_FRAME) g_signal_emit_by_name(frame, "deactivate");
}
