// W0's rows made on demand (see rows_model.h).
#include "rows_model.h"

#include <stdio.h>

struct _RowsModel {
  GObject parent;
  guint count;
  guint made;
};

static GType rows_model_get_item_type(GListModel *model) {
  (void)model;
  return GTK_TYPE_STRING_OBJECT;
}

static guint rows_model_get_n_items(GListModel *model) { return ROWS_MODEL(model)->count; }

static gpointer rows_model_get_item(GListModel *model, guint position) {
  RowsModel *self = ROWS_MODEL(model);
  if (position >= self->count) return NULL;
  char text[64];
  // FrameWorkload.label: "Row N — detail text", N counted from 1.
  snprintf(text, sizeof text, "Row %u \xE2\x80\x94 detail text", position + 1);
  self->made++;
  return gtk_string_object_new(text);
}

static void rows_model_list_model_init(GListModelInterface *iface) {
  iface->get_item_type = rows_model_get_item_type;
  iface->get_n_items = rows_model_get_n_items;
  iface->get_item = rows_model_get_item;
}

G_DEFINE_TYPE_WITH_CODE(RowsModel, rows_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, rows_model_list_model_init))

static void rows_model_class_init(RowsModelClass *klass) { (void)klass; }

static void rows_model_init(RowsModel *self) {
  self->count = 0;
  self->made = 0;
}

RowsModel *rows_model_new(guint count) {
  RowsModel *self = g_object_new(ROWS_TYPE_MODEL, NULL);
  self->count = count;
  return self;
}

void rows_model_insert(RowsModel *self, guint position, guint added) {
  if (position > self->count) position = self->count;
  self->count += added;
  g_list_model_items_changed(G_LIST_MODEL(self), position, 0, added);
}

void rows_model_remove(RowsModel *self, guint position, guint removed) {
  if (position >= self->count) return;
  if (removed > self->count - position) removed = self->count - position;
  self->count -= removed;
  g_list_model_items_changed(G_LIST_MODEL(self), position, removed, 0);
}

guint rows_model_items_made(RowsModel *self) { return self->made; }
