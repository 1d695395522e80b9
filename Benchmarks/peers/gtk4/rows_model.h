// W0's rows as a GListModel that makes each row's item when GtkListView asks for it, so a
// table of 1,000,000 rows holds no 1,000,000 objects (GtkStringList would).
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ROWS_TYPE_MODEL (rows_model_get_type())
G_DECLARE_FINAL_TYPE(RowsModel, rows_model, ROWS, MODEL, GObject)

/// A model of `count` rows; the item at position i is a GtkStringObject `Row i+1 — detail text`.
RowsModel *rows_model_new(guint count);
/// Inserts `added` rows at `position` and tells the list (items-changed).
void rows_model_insert(RowsModel *self, guint position, guint added);
/// Removes `removed` rows from `position` on and tells the list (items-changed).
void rows_model_remove(RowsModel *self, guint position, guint removed);
/// How many items the model has made so far.
guint rows_model_items_made(RowsModel *self);

G_END_DECLS
