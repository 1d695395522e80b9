// The shim's instance layout and helpers shared by its files.
#ifndef TK_ACCESSIBLE_PRIVATE_H
#define TK_ACCESSIBLE_PRIVATE_H

#include <atk/atk.h>
#include "CTableKitATK.h"

struct _TKAccessible {
  AtkObject parent;
  void *owner;
  uint64_t key;
  TKAccessibleKind kind;
  int defunct;
  uint32_t states;
  int x, y, width, height;
  /// For a frame: where the window is on the screen.
  int originX, originY;
  GPtrArray *children;
  GPtrArray *actionNames;
  gchar *text;
  int position, count;
  int rowCount;
  /// A heading's level from 1; 0 for other objects.
  int headingLevel;
};

typedef struct {
  AtkObjectClass parent_class;
} TKAccessibleClass;

GType tk_accessible_get_type(void);
GType tk_accessible_text_get_type(void);
GType tk_accessible_list_get_type(void);
GType tk_accessible_frame_get_type(void);

#define TK_ACCESSIBLE(object) ((TKAccessible *)(object))
#define TK_IS_ACCESSIBLE(object) G_TYPE_CHECK_INSTANCE_TYPE((object), tk_accessible_get_type())

extern TKAccessibleCallbacks tk_callbacks;

void tk_accessible_component_init(AtkComponentIface *iface);
void tk_accessible_action_init(AtkActionIface *iface);
void tk_accessible_text_iface_init(AtkTextIface *iface);
void tk_accessible_selection_init(AtkSelectionIface *iface);
void tk_accessible_table_init(AtkTableIface *iface);

/// The frame at the top of `object`'s tree, or NULL.
TKAccessible *tk_accessible_frame_of(TKAccessible *object);
/// The window's children were read: let Swift build them the first time.
void tk_accessible_will_read_children(TKAccessible *object);
/// Marks that a client read something.
void tk_atk_note_query(void);

#endif
