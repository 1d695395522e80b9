// AtkComponent, AtkAction, AtkText, AtkSelection and AtkTable over the values Swift pushed.
#include "TKAccessiblePrivate.h"

// MARK: - Component

static void tk_get_extents(
  AtkComponent *component, gint *x, gint *y, gint *width, gint *height, AtkCoordType coords)
{
  TKAccessible *self = TK_ACCESSIBLE(component);
  tk_atk_note_query();
  gint left = self->x, top = self->y;
  if (coords == ATK_XY_SCREEN) {
    TKAccessible *frame = tk_accessible_frame_of(self);
    if (frame != NULL) {
      left += frame->originX;
      top += frame->originY;
    }
  } else if (coords == ATK_XY_PARENT) {
    AtkObject *parent = ATK_OBJECT(self)->accessible_parent;
    if (parent != NULL && TK_IS_ACCESSIBLE(parent)) {
      left -= TK_ACCESSIBLE(parent)->x;
      top -= TK_ACCESSIBLE(parent)->y;
    }
  }
  if (x) *x = left;
  if (y) *y = top;
  if (width) *width = self->width;
  if (height) *height = self->height;
}

/// The deepest descendant containing the point (window coordinates), or NULL.
static TKAccessible *tk_hit(TKAccessible *self, gint x, gint y) {
  for (guint index = self->children->len; index-- > 0;) {
    TKAccessible *child = g_ptr_array_index(self->children, index);
    if (x >= child->x && y >= child->y && x < child->x + child->width
        && y < child->y + child->height) {
      TKAccessible *deeper = tk_hit(child, x, y);
      return deeper ? deeper : child;
    }
  }
  return NULL;
}

static AtkObject *tk_ref_accessible_at_point(
  AtkComponent *component, gint x, gint y, AtkCoordType coords)
{
  TKAccessible *self = TK_ACCESSIBLE(component);
  if (coords == ATK_XY_SCREEN) {
    TKAccessible *frame = tk_accessible_frame_of(self);
    if (frame != NULL) {
      x -= frame->originX;
      y -= frame->originY;
    }
  }
  TKAccessible *hit = tk_hit(self, x, y);
  return hit ? ATK_OBJECT(g_object_ref(hit)) : NULL;
}

static gboolean tk_grab_focus(AtkComponent *component) {
  TKAccessible *self = TK_ACCESSIBLE(component);
  if (self->defunct || self->owner == NULL || tk_callbacks.grabFocus == NULL) return FALSE;
  return tk_callbacks.grabFocus(self->owner, self->key) != 0;
}

static AtkLayer tk_get_layer(AtkComponent *component) {
  return TK_ACCESSIBLE(component)->kind == TK_KIND_FRAME ? ATK_LAYER_WINDOW : ATK_LAYER_WIDGET;
}

void tk_accessible_component_init(AtkComponentIface *iface) {
  iface->get_extents = tk_get_extents;
  iface->ref_accessible_at_point = tk_ref_accessible_at_point;
  iface->grab_focus = tk_grab_focus;
  iface->get_layer = tk_get_layer;
}

// MARK: - Action

static gint tk_get_n_actions(AtkAction *action) {
  return (gint)TK_ACCESSIBLE(action)->actionNames->len;
}

static const gchar *tk_get_action_name(AtkAction *action, gint index) {
  GPtrArray *names = TK_ACCESSIBLE(action)->actionNames;
  if (index < 0 || (guint)index >= names->len) return NULL;
  return g_ptr_array_index(names, index);
}

static gboolean tk_do_action(AtkAction *action, gint index) {
  TKAccessible *self = TK_ACCESSIBLE(action);
  tk_atk_note_query();
  if (self->defunct || self->owner == NULL || tk_callbacks.doAction == NULL) return FALSE;
  if (index < 0 || (guint)index >= self->actionNames->len) return FALSE;
  return tk_callbacks.doAction(self->owner, self->key, index) != 0;
}

void tk_accessible_action_init(AtkActionIface *iface) {
  iface->get_n_actions = tk_get_n_actions;
  iface->get_name = tk_get_action_name;
  iface->get_localized_name = tk_get_action_name;
  iface->do_action = tk_do_action;
}

// MARK: - Text

static gchar *tk_get_text(AtkText *text, gint start, gint end) {
  const gchar *all = TK_ACCESSIBLE(text)->text;
  glong length = g_utf8_strlen(all, -1);
  if (end < 0 || end > length) end = (gint)length;
  if (start < 0) start = 0;
  if (start >= end) return g_strdup("");
  return g_utf8_substring(all, start, end);
}

static gint tk_get_character_count(AtkText *text) {
  return (gint)g_utf8_strlen(TK_ACCESSIBLE(text)->text, -1);
}

static gunichar tk_get_character_at_offset(AtkText *text, gint offset) {
  const gchar *all = TK_ACCESSIBLE(text)->text;
  if (offset < 0 || offset >= g_utf8_strlen(all, -1)) return 0;
  return g_utf8_get_char(g_utf8_offset_to_pointer(all, offset));
}

static gint tk_get_caret_offset(AtkText *text) { return tk_get_character_count(text); }

/// A character by itself, else the whole text: labels and one-line fields are one line,
/// which is what a screen reader reads by word, sentence or line in them.
static gchar *tk_get_string_at_offset(
  AtkText *text, gint offset, AtkTextGranularity granularity, gint *start, gint *end)
{
  gint count = tk_get_character_count(text);
  if (granularity == ATK_TEXT_GRANULARITY_CHAR && offset >= 0 && offset < count) {
    *start = offset;
    *end = offset + 1;
  } else {
    *start = 0;
    *end = count;
  }
  return tk_get_text(text, *start, *end);
}

static gchar *tk_get_text_at_offset(
  AtkText *text, gint offset, AtkTextBoundary boundary, gint *start, gint *end)
{
  AtkTextGranularity granularity = boundary == ATK_TEXT_BOUNDARY_CHAR
    ? ATK_TEXT_GRANULARITY_CHAR : ATK_TEXT_GRANULARITY_LINE;
  return tk_get_string_at_offset(text, offset, granularity, start, end);
}

static gint tk_get_n_selections(AtkText *text) {
  (void)text;
  return 0;
}

void tk_accessible_text_iface_init(AtkTextIface *iface) {
  iface->get_text = tk_get_text;
  iface->get_character_count = tk_get_character_count;
  iface->get_character_at_offset = tk_get_character_at_offset;
  iface->get_caret_offset = tk_get_caret_offset;
  iface->get_string_at_offset = tk_get_string_at_offset;
  iface->get_text_at_offset = tk_get_text_at_offset;
  iface->get_n_selections = tk_get_n_selections;
}

// MARK: - Selection

static TKAccessible *tk_selected_child(TKAccessible *self, gint which, gint *childIndex) {
  gint seen = 0;
  for (guint index = 0; index < self->children->len; index++) {
    TKAccessible *child = g_ptr_array_index(self->children, index);
    if (!(child->states & TK_STATE_SELECTED)) continue;
    if (seen++ == which) {
      if (childIndex) *childIndex = (gint)index;
      return child;
    }
  }
  return NULL;
}

static gint tk_get_selection_count(AtkSelection *selection) {
  TKAccessible *self = TK_ACCESSIBLE(selection);
  gint count = 0;
  for (guint index = 0; index < self->children->len; index++) {
    if (TK_ACCESSIBLE(g_ptr_array_index(self->children, index))->states & TK_STATE_SELECTED) {
      count++;
    }
  }
  return count;
}

static AtkObject *tk_ref_selection(AtkSelection *selection, gint which) {
  TKAccessible *child = tk_selected_child(TK_ACCESSIBLE(selection), which, NULL);
  return child ? ATK_OBJECT(g_object_ref(child)) : NULL;
}

static gboolean tk_is_child_selected(AtkSelection *selection, gint index) {
  TKAccessible *self = TK_ACCESSIBLE(selection);
  if (index < 0 || (guint)index >= self->children->len) return FALSE;
  return (TK_ACCESSIBLE(g_ptr_array_index(self->children, index))->states & TK_STATE_SELECTED)
    != 0;
}

static gboolean tk_request_selection(TKAccessible *self, gint index, gboolean selected) {
  if (self->defunct || self->owner == NULL || tk_callbacks.selectChild == NULL) return FALSE;
  return tk_callbacks.selectChild(self->owner, self->key, index, selected) != 0;
}

static gboolean tk_add_selection(AtkSelection *selection, gint index) {
  TKAccessible *self = TK_ACCESSIBLE(selection);
  if (index < 0 || (guint)index >= self->children->len) return FALSE;
  return tk_request_selection(self, index, TRUE);
}

static gboolean tk_remove_selection(AtkSelection *selection, gint which) {
  gint childIndex = -1;
  TKAccessible *self = TK_ACCESSIBLE(selection);
  if (tk_selected_child(self, which, &childIndex) == NULL) return FALSE;
  return tk_request_selection(self, childIndex, FALSE);
}

static gboolean tk_clear_selection(AtkSelection *selection) {
  return tk_request_selection(TK_ACCESSIBLE(selection), -1, FALSE);
}

void tk_accessible_selection_init(AtkSelectionIface *iface) {
  iface->get_selection_count = tk_get_selection_count;
  iface->ref_selection = tk_ref_selection;
  iface->is_child_selected = tk_is_child_selected;
  iface->add_selection = tk_add_selection;
  iface->remove_selection = tk_remove_selection;
  iface->clear_selection = tk_clear_selection;
}

// MARK: - Table

/// The child showing `row` (from 0 across the list), or NULL when that row is off screen.
static TKAccessible *tk_child_at_row(TKAccessible *self, gint row) {
  for (guint index = 0; index < self->children->len; index++) {
    TKAccessible *child = g_ptr_array_index(self->children, index);
    if (child->position == row + 1) return child;
  }
  return NULL;
}

static gint tk_get_n_rows(AtkTable *table) {
  tk_atk_note_query();
  return TK_ACCESSIBLE(table)->rowCount;
}

static gint tk_get_n_columns(AtkTable *table) { return TK_ACCESSIBLE(table)->rowCount > 0; }

static AtkObject *tk_ref_at(AtkTable *table, gint row, gint column) {
  if (column != 0) return NULL;
  TKAccessible *child = tk_child_at_row(TK_ACCESSIBLE(table), row);
  return child ? ATK_OBJECT(g_object_ref(child)) : NULL;
}

static gint tk_get_index_at(AtkTable *table, gint row, gint column) {
  (void)table;
  return column == 0 ? row : -1;
}

static gint tk_get_row_at_index(AtkTable *table, gint index) {
  (void)table;
  return index;
}

static gint tk_get_column_at_index(AtkTable *table, gint index) {
  (void)table;
  (void)index;
  return 0;
}

static gboolean tk_is_row_selected(AtkTable *table, gint row) {
  TKAccessible *child = tk_child_at_row(TK_ACCESSIBLE(table), row);
  return child != NULL && (child->states & TK_STATE_SELECTED);
}

void tk_accessible_table_init(AtkTableIface *iface) {
  iface->get_n_rows = tk_get_n_rows;
  iface->get_n_columns = tk_get_n_columns;
  iface->ref_at = tk_ref_at;
  iface->get_index_at = tk_get_index_at;
  iface->get_row_at_index = tk_get_row_at_index;
  iface->get_column_at_index = tk_get_column_at_index;
  iface->is_row_selected = tk_is_row_selected;
}
