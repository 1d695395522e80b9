// The GObject side of TableKit's screen-reader bridge: AtkObject subclasses whose properties
// Swift pushes in (name, role, states, extents, actions, text, list position) and whose
// requests (an action, a focus, a selection) come back to Swift through callbacks. GObject
// type registration is macros that Swift cannot call, hence this small C target.
//
// Everything here runs on the thread that iterates GLib's default main context, which is the
// window's main thread.
#ifndef CTABLEKIT_ATK_H
#define CTABLEKIT_ATK_H

#include <stdint.h>

typedef struct _TKAccessible TKAccessible;

/// Which ATK interfaces an object implements besides AtkComponent and AtkAction (a GObject
/// type's interfaces are fixed, so each kind is a type of its own).
typedef enum {
  TK_KIND_PLAIN = 0,
  /// AtkText: labels, headings, fields.
  TK_KIND_TEXT = 1,
  /// AtkSelection and AtkTable: a list whose rows are its children on screen.
  TK_KIND_LIST = 2,
  /// AtkWindow: the window at the top of a tree.
  TK_KIND_FRAME = 3,
} TKAccessibleKind;

/// States Swift sets, one bit each; the shim maps them onto ATK's.
typedef enum {
  TK_STATE_ENABLED = 1 << 0,
  TK_STATE_VISIBLE = 1 << 1,
  TK_STATE_SHOWING = 1 << 2,
  TK_STATE_FOCUSABLE = 1 << 3,
  TK_STATE_FOCUSED = 1 << 4,
  TK_STATE_SELECTABLE = 1 << 5,
  TK_STATE_SELECTED = 1 << 6,
  TK_STATE_CHECKABLE = 1 << 7,
  TK_STATE_CHECKED = 1 << 8,
  TK_STATE_EDITABLE = 1 << 9,
  TK_STATE_SINGLE_LINE = 1 << 10,
  TK_STATE_MODAL = 1 << 11,
  TK_STATE_ACTIVE = 1 << 12,
  TK_STATE_PRESSED = 1 << 13,
} TKAccessibleState;

/// What a client asked for, handed to Swift with the `owner` and `key` the object was made
/// with. The callbacks only record the request; Swift acts after the GLib iteration returns.
typedef struct {
  /// Perform action `index` (0 is activate where the object has it).
  int (*doAction)(void *owner, uint64_t key, int index);
  /// Give the object the focus.
  int (*grabFocus)(void *owner, uint64_t key);
  /// Select (or deselect) the list's child `childIndex`; -1 clears the selection.
  int (*selectChild)(void *owner, uint64_t key, int childIndex, int selected);
  /// A client reads a window's children for the first time: build them now.
  void (*willReadChildren)(void *owner, uint64_t key);
} TKAccessibleCallbacks;

/// Installs the callbacks (once, before any object is made).
void tk_accessible_set_callbacks(TKAccessibleCallbacks callbacks);

/// Makes the process's root (ATK's application), overrides AtkUtil's root and toolkit name,
/// and starts atk-bridge. Returns 0 when the bridge is connected to the accessibility bus,
/// else a negative number (no bus, the bridge refused): the caller warns and goes on.
int tk_atk_start(const char *applicationName);

/// Whether a client has read anything from this process since the start.
int tk_atk_was_queried(void);

/// Runs what is ready on GLib's default main context without blocking, at most `limit`
/// dispatches. Returns how many ran.
int tk_atk_iterate(int limit);

/// The descriptors GLib waits on and how long until its next timeout (milliseconds, -1 for
/// none), so that a window asleep in SDL can wake for them. Returns the number of
/// descriptors written (at most `capacity`).
int tk_atk_poll_descriptors(int *descriptors, int capacity, int *timeoutMilliseconds);

/// Makes an object with one reference, which the caller gives back with `tk_accessible_release`.
TKAccessible *tk_accessible_new(TKAccessibleKind kind, void *owner, uint64_t key);
/// Marks the object defunct, drops its children and the caller's reference. Clients that still
/// hold it see a defunct object; its requests no longer reach Swift.
void tk_accessible_release(TKAccessible *object);

/// Adds a window to the application's children (`frame` of kind TK_KIND_FRAME), or removes it.
void tk_atk_add_window(TKAccessible *frame);
void tk_atk_remove_window(TKAccessible *frame);
/// Where the window's top left corner is on the screen, for screen coordinates.
void tk_accessible_set_window_origin(TKAccessible *frame, int x, int y);

/// Gives a new object its role (by ATK name), name and description without telling clients:
/// they hear of the object from its parent's "children-changed".
void tk_accessible_fill(
  TKAccessible *object, const char *roleName, const char *name, const char *description);
/// Sets the role by its ATK name ("list item", "push button"); returns 0 for an unknown name.
int tk_accessible_set_role(TKAccessible *object, const char *roleName);
void tk_accessible_set_name(TKAccessible *object, const char *name);
void tk_accessible_set_description(TKAccessible *object, const char *description);
/// Sets the states (TKAccessibleState bits); with `notify`, each change is told to clients
/// (but gaining the focus: see `tk_accessible_notify_focus`).
void tk_accessible_set_states(TKAccessible *object, uint32_t states, int notify);
/// Sets the rect in window coordinates (pixels of the screen the client sees).
void tk_accessible_set_extents(TKAccessible *object, int x, int y, int width, int height);
void tk_accessible_set_actions(TKAccessible *object, const char *const *names, int count);
/// Sets the text of a TK_KIND_TEXT object; with `notify`, clients hear the removal and insertion.
void tk_accessible_set_text(TKAccessible *object, const char *text, int notify);
/// A row's position from 1 and its list's size (the posinset and setsize attributes); 0 for none.
void tk_accessible_set_list_position(TKAccessible *object, int position, int count);
/// A heading's level from 1 (the level attribute screen readers say); 0 for none.
void tk_accessible_set_heading_level(TKAccessible *object, int level);
/// A list's rows from its data source (AtkTable's row count).
void tk_accessible_set_row_count(TKAccessible *object, int rows);
/// Replaces the children; with `notify`, clients hear each removal and addition.
void tk_accessible_set_children(
  TKAccessible *object, TKAccessible *const *children, int count, int notify);

/// Tells clients the object has the focus (the focused state's change and ATK's focus
/// tracker), also when it had it already: a new screen may land on the same object renamed.
/// `tk_accessible_set_states` tells only the loss of the focus.
void tk_accessible_notify_focus(TKAccessible *object);
/// Tells clients a list's selection changed.
void tk_accessible_notify_selection_changed(TKAccessible *object);
/// Asks clients to say `text` (ATK's announcement).
void tk_accessible_announce(TKAccessible *object, const char *text);
/// Tells clients the window became active.
void tk_accessible_notify_window_activated(TKAccessible *frame);
/// A frame lost the input focus (AtkWindow's deactivate: window:deactivate on the bus).
void tk_accessible_notify_window_deactivated(TKAccessible *frame);

#endif
