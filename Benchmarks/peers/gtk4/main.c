// The GTK4 peer of `table-bench frames`: workload W0 (1,000,000 rows of 44 pt, a line of text,
// a chevron and a separator each) in a real GtkListView inside a GtkScrolledWindow, frame by
// frame through the script table-bench hands it (one line per frame: `segment offset rows`,
// the offsets TableKit showed). It prints its frames as the JSON table-bench reads, the same
// records TableKit's runs produce.
//
// A frame: set the vertical GtkAdjustment to the script's offset (and, in the update frames,
// tell the list about the inserted or deleted row, as items-changed), lay the window out as
// GTK's frame clock does (gtk_widget_allocate on the root), snapshot the widget tree into
// render nodes, and rasterize them with GSK's Cairo renderer (gsk_render_node_draw, what
// GskCairoRenderer's render_texture runs) into one image surface made up front. GTK's main
// loop is not run during the frames, so GTK never paints its own window: every frame's pixels
// are the ones timed here.
//
// Fair to GTK: the text is the font file TableKit uses (added to fontconfig, its family named
// in CSS) at 17 px, which is Pango's em size like TableKit's 17 pt at @1x; rows are 44 px as
// TableKit's, with the separator and the chevron's margin of 15 px; at @2x the layout is in
// points and the surface's device scale is 2, as GTK draws a scale-2 window. The separator is
// a GtkSeparator, whose background is one rectangle; `--css-separators` draws it as the CSS
// bottom border Adwaita's show-separators uses, which the Cairo renderer fills as a path, about
// 1 ms more a frame at 1920 × 1080.
//
// `--ticker` runs W3 instead: every bound row's label is set every frame to a counter and a
// price (the same strings TableKit's FrameTicker shows), as an app showing live data does.
//
// `--startup` measures start-up instead: the window with its list is presented and GTK's own
// main loop paints it; after the first paint the peer prints the line table-bench's start-up
// figures read (TableKit's TABLEKIT_FIRST_FRAME line) and exits.
//
// GTK needs a display even to lay out: run it under X (table-bench starts it with
// `xvfb-run -a` when there is none). Built by build.sh against Debian's libgtk-4-dev.

#include <fontconfig/fontconfig.h>
#include <gtk/gtk.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rows_model.h"

typedef struct {
  char segment[16];
  double offset;  // points
  int rows;
} ScriptFrame;

typedef struct {
  const char *segment;
  double offset;
  int rows;
  double total, cpu, layout, snapshot, replay;  // µs; cpu: the thread's CPU time over the frame
  int nodes, texts;
} Sample;

static double monotonicMicroseconds(void) {
  struct timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return (double)time.tv_sec * 1e6 + (double)time.tv_nsec / 1e3;
}

static double threadCPUMicroseconds(void) {
  struct timespec time;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
  return (double)time.tv_sec * 1e6 + (double)time.tv_nsec / 1e3;
}

static long statusBytes(const char *field) {
  FILE *status = fopen("/proc/self/status", "r");
  if (!status) return -1;
  char line[256];
  size_t length = strlen(field);
  long value = -1;
  while (fgets(line, sizeof line, status)) {
    if (strncmp(line, field, length) == 0 && line[length] == ':') {
      value = atol(line + length + 1) * 1024;
      break;
    }
  }
  fclose(status);
  return value;
}

static void usage(void) {
  fprintf(stderr,
          "usage: gtk4-peer --width W --height H --scale S --font FILE --script FILE "
          "[--css-separators] [--ticker] [--screenshot FILE.png]\n"
          "       gtk4-peer --startup --width W --height H --font FILE\n");
}

// W3: the frame's number and the rows bound now, whose labels change. Each frame counts it up
// first, so the first (untimed) frame shows tick 0 and script frame i tick i + 1, as TableKit.
static int ticker = 0;
static int tick = -1;
static GPtrArray *boundItems = NULL;

// W3's label of row `index` at `tick`: FrameTicker.label in table-bench (keep the two alike).
static void tickerLabel(char *out, size_t size, guint index, int frame) {
  long long cents = 10000 + ((long long)index * 7919 + (long long)frame * 104729) % 989999;
  long long dollars = cents / 100;
  int fraction = (int)(cents % 100);
  if (dollars >= 1000) {
    snprintf(out, size, "Row %u \xE2\x80\x94 tick %d \xC2\xB7 $%lld,%03lld.%02d", index + 1, frame,
             dollars / 1000, dollars % 1000, fraction);
  } else {
    snprintf(out, size, "Row %u \xE2\x80\x94 tick %d \xC2\xB7 $%lld.%02d", index + 1, frame, dollars,
             fraction);
  }
}

static GtkWidget *labelOf(GtkListItem *item) {
  return gtk_widget_get_first_child(gtk_widget_get_first_child(gtk_list_item_get_child(item)));
}

static void setTickerLabel(GtkListItem *item) {
  char text[96];
  tickerLabel(text, sizeof text, gtk_list_item_get_position(item), tick);
  gtk_label_set_text(GTK_LABEL(labelOf(item)), text);
}

// Render nodes in the tree under `node`, and the text nodes among them (counted after the
// frame, outside its time).
static void countNodes(GskRenderNode *node, int *nodes, int *texts) {
  if (!node) return;
  (*nodes)++;
  switch (gsk_render_node_get_node_type(node)) {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children(node); i++) {
        countNodes(gsk_container_node_get_child(node, i), nodes, texts);
      }
      break;
    case GSK_TRANSFORM_NODE: countNodes(gsk_transform_node_get_child(node), nodes, texts); break;
    case GSK_CLIP_NODE: countNodes(gsk_clip_node_get_child(node), nodes, texts); break;
    case GSK_ROUNDED_CLIP_NODE:
      countNodes(gsk_rounded_clip_node_get_child(node), nodes, texts);
      break;
    case GSK_OPACITY_NODE: countNodes(gsk_opacity_node_get_child(node), nodes, texts); break;
    case GSK_COLOR_MATRIX_NODE:
      countNodes(gsk_color_matrix_node_get_child(node), nodes, texts);
      break;
    case GSK_SHADOW_NODE: countNodes(gsk_shadow_node_get_child(node), nodes, texts); break;
    case GSK_DEBUG_NODE: countNodes(gsk_debug_node_get_child(node), nodes, texts); break;
    case GSK_TEXT_NODE: (*texts)++; break;
    default: break;
  }
}

// The family name of the font file, which fontconfig then knows (NULL if it cannot read it).
static char *familyOfFontFile(const char *path) {
  FcConfig *config = FcConfigGetCurrent();
  if (!FcConfigAppFontAddFile(config, (const FcChar8 *)path)) return NULL;
  int count = 0;
  FcPattern *pattern = FcFreeTypeQuery((const FcChar8 *)path, 0, NULL, &count);
  if (!pattern) return NULL;
  FcChar8 *family = NULL;
  char *result = NULL;
  if (FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch) {
    result = g_strdup((const char *)family);
  }
  FcPatternDestroy(pattern);
  return result;
}

// A row: the label and the chevron in a line, and under it the separator, a GtkSeparator
// (`data` true: none, the line's CSS bottom border draws it instead).
static void setupRow(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  (void)factory;
  GtkWidget *cell = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class(cell, "cell");
  GtkWidget *line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class(line, "line");
  gtk_box_append(GTK_BOX(cell), line);
  if (!GPOINTER_TO_INT(data)) {
    gtk_box_append(GTK_BOX(cell), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL));
  }
  GtkWidget *label = gtk_label_new(NULL);
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_widget_set_hexpand(label, TRUE);
  GtkWidget *chevron = gtk_label_new("\xE2\x80\xBA");
  gtk_widget_add_css_class(chevron, "chevron");
  gtk_box_append(GTK_BOX(line), label);
  gtk_box_append(GTK_BOX(line), chevron);
  gtk_list_item_set_child(item, cell);
}

static void bindRow(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  (void)factory;
  (void)data;
  if (ticker) {
    g_ptr_array_add(boundItems, item);
    setTickerLabel(item);
    return;
  }
  GtkWidget *line = gtk_widget_get_first_child(gtk_list_item_get_child(item));
  GtkWidget *label = gtk_widget_get_first_child(line);
  GtkStringObject *row = gtk_list_item_get_item(item);
  gtk_label_set_text(GTK_LABEL(label), gtk_string_object_get_string(row));
}

static void unbindRow(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  (void)factory;
  (void)data;
  if (ticker) g_ptr_array_remove_fast(boundItems, item);
}

// What a frame works on.
typedef struct {
  RowsModel *model;
  GtkAdjustment *adjustment;
  GtkWidget *window, *scrolled;
  cairo_surface_t *surface;
  int width, height;  // points
  guint rows;         // the model's rows now
} Peer;

// One frame of the script; returns its sample (with its render nodes counted, after its time,
// when `count`). The update frames insert or delete the row at the middle of the viewport:
// ImGui's peer only changes the count, GTK's list must be told where.
static Sample drawFrame(Peer *peer, const ScriptFrame *frame, gboolean count) {
  Sample sample = {frame->segment, frame->offset, frame->rows};
  const double cpuStart = threadCPUMicroseconds();
  const double start = monotonicMicroseconds();
  if ((guint)frame->rows != peer->rows) {
    guint middle = (guint)((frame->offset + peer->height / 2.0) / 44.0);
    if (middle >= peer->rows) middle = peer->rows - 1;
    if ((guint)frame->rows > peer->rows) {
      rows_model_insert(peer->model, middle, (guint)frame->rows - peer->rows);
    } else {
      rows_model_remove(peer->model, middle, peer->rows - (guint)frame->rows);
    }
    peer->rows = (guint)frame->rows;
  }
  gtk_adjustment_set_value(peer->adjustment, frame->offset);
  if (ticker) {
    // The app's part: every row bound now shows this frame's counter and price.
    tick++;
    for (guint i = 0; i < boundItems->len; i++) setTickerLabel(g_ptr_array_index(boundItems, i));
  }
  // What GTK's frame clock does in its layout phase: allocate the root at its size.
  gtk_widget_allocate(peer->window, peer->width, peer->height, -1, NULL);
  const double laidOut = monotonicMicroseconds();
  GtkSnapshot *snapshot = gtk_snapshot_new();
  gtk_widget_snapshot_child(peer->window, peer->scrolled, snapshot);
  GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
  const double snapshotted = monotonicMicroseconds();
  cairo_t *cr = cairo_create(peer->surface);
  gsk_render_node_draw(node, cr);
  cairo_destroy(cr);
  cairo_surface_flush(peer->surface);
  const double end = monotonicMicroseconds();
  sample.cpu = threadCPUMicroseconds() - cpuStart;
  sample.total = end - start;
  sample.layout = laidOut - start;
  sample.snapshot = snapshotted - laidOut;
  sample.replay = end - snapshotted;
  if (count) countNodes(node, &sample.nodes, &sample.texts);
  if (node) gsk_render_node_unref(node);
  return sample;
}

// The style and the window with its list of `rows` rows, presented: what a GTK app does
// before its first frame. Returns the window; `scrolledOut` gets its scrolled window and
// `modelOut` the list's model.
static GtkWidget *buildWindow(const char *family, gboolean cssSeparators, guint rows, int width,
                              int height, GtkWidget **scrolledOut, RowsModel **modelOut) {
  char *css = g_strdup_printf(
      // One opaque background, the list's, as Adwaita's view has (the scrolled window's is
      // none; the window's own is outside the snapshot).
      "scrolledwindow { background: none; }\n"
      "listview { background: white; }\n"
      "listview > row { padding: 0; margin: 0; min-height: 0; border: none; outline: none;"
      " background: none; }\n"
      ".cell .line { min-height: 43px; padding: 0 15px; }\n"
      ".cell separator { min-height: 1px; margin-left: 15px; background: #C8C7CC; }\n"
      // --css-separators: the separator as a bottom border, as Adwaita's show-separators
      // draws it; GSK's Cairo renderer fills a border as a path, a far slower way.
      "%s"
      ".cell label { font-family: \"%s\"; font-size: 17px; color: black; }\n"
      ".cell label.chevron { font-size: 30px; color: #C4C4C7; margin-left: 8px; }\n",
      cssSeparators ? ".cell .line { margin-left: 15px; padding-left: 0; min-height: 43px;"
                      " border-bottom: 1px solid #C8C7CC; }\n"
                    : "",
      family);
  GtkCssProvider *provider = gtk_css_provider_new();
  gtk_css_provider_load_from_data(provider, css, -1);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(),
                                             GTK_STYLE_PROVIDER(provider),
                                             GTK_STYLE_PROVIDER_PRIORITY_USER);
  RowsModel *model = rows_model_new(rows);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(setupRow), GINT_TO_POINTER(cssSeparators));
  g_signal_connect(factory, "bind", G_CALLBACK(bindRow), NULL);
  g_signal_connect(factory, "unbind", G_CALLBACK(unbindRow), NULL);
  GtkWidget *list =
      gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(model))), factory);
  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
  GtkWidget *window = gtk_window_new();
  gtk_window_set_decorated(GTK_WINDOW(window), FALSE);
  gtk_window_set_default_size(GTK_WINDOW(window), width, height);
  gtk_window_set_child(GTK_WINDOW(window), scrolled);
  gtk_window_present(GTK_WINDOW(window));
  *scrolledOut = scrolled;
  *modelOut = model;
  return window;
}

// GTK's frame clock finished painting: the first time, the window's first frame is on the
// X server. Prints the start-up line table-bench reads (the same line TableKit's
// TABLEKIT_FIRST_FRAME prints: CLOCK_MONOTONIC, the process's and the thread's CPU time in
// seconds) and ends the main loop.
static void firstPaint(GdkFrameClock *clock, gpointer data) {
  (void)clock;
  GMainLoop *loop = data;
  if (!g_main_loop_is_running(loop)) return;
  struct timespec process;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &process);
  fprintf(stderr, "TABLEKIT_FIRST_FRAME monotonic=%.9f cpu=%.6f thread=%.6f\n",
          monotonicMicroseconds() / 1e6,
          (double)process.tv_sec + (double)process.tv_nsec / 1e9,
          threadCPUMicroseconds() / 1e6);
  fflush(stderr);
  g_main_loop_quit(loop);
}

// --startup: GTK's start-up as an app's, for table-bench's start-up figures: the window with
// the list of 1,000,000 rows is presented and GTK's main loop runs until its frame clock has
// painted the first frame into the window (GSK's Cairo renderer, as in the frames).
static int runStartup(const char *family, int width, int height) {
  GtkWidget *scrolled = NULL;
  RowsModel *model = NULL;
  GtkWidget *window = buildWindow(family, FALSE, 1000000, width, height, &scrolled, &model);
  GMainLoop *loop = g_main_loop_new(NULL, FALSE);
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(firstPaint),
                   loop);
  g_main_loop_run(loop);
  return 0;
}

static ScriptFrame *readScript(const char *path, size_t *count) {
  FILE *file = fopen(path, "r");
  if (!file) return NULL;
  size_t capacity = 4096;
  ScriptFrame *frames = g_new(ScriptFrame, capacity);
  *count = 0;
  ScriptFrame frame;
  while (fscanf(file, "%15s %lf %d", frame.segment, &frame.offset, &frame.rows) == 3) {
    if (*count == capacity) {
      capacity *= 2;
      frames = g_renew(ScriptFrame, frames, capacity);
    }
    frames[(*count)++] = frame;
  }
  fclose(file);
  return frames;
}

int main(int argc, char **argv) {
  int width = 1920, height = 1080, scale = 1;
  const char *fontPath = NULL, *scriptPath = NULL, *screenshotPath = NULL;
  gboolean cssSeparators = FALSE, startup = FALSE;
  for (int i = 1; i < argc; i++) {
    const char *option = argv[i];
    if (!strcmp(option, "--css-separators")) {
      cssSeparators = TRUE;
      continue;
    }
    if (!strcmp(option, "--startup")) {
      startup = TRUE;
      continue;
    }
    if (!strcmp(option, "--ticker")) {
      ticker = 1;
      boundItems = g_ptr_array_new();
      continue;
    }
    if (i + 1 >= argc) {
      usage();
      return 2;
    }
    const char *value = argv[++i];
    if (!strcmp(option, "--width")) width = atoi(value);
    else if (!strcmp(option, "--height")) height = atoi(value);
    else if (!strcmp(option, "--scale")) scale = atoi(value);
    else if (!strcmp(option, "--font")) fontPath = value;
    else if (!strcmp(option, "--script")) scriptPath = value;
    else if (!strcmp(option, "--screenshot")) screenshotPath = value;
    else {
      usage();
      return 2;
    }
  }
  size_t frameCount = 0;
  ScriptFrame *script = scriptPath ? readScript(scriptPath, &frameCount) : NULL;
  if ((!startup && (!script || frameCount == 0)) || !fontPath || width <= 0 || height <= 0 || scale <= 0) {
    usage();
    return 2;
  }
  char *family = familyOfFontFile(fontPath);
  if (!family) {
    fprintf(stderr, "gtk4-peer: cannot read the font %s\n", fontPath);
    return 1;
  }
  // GTK's own window is never painted; the Cairo renderer keeps it from setting up GL.
  g_setenv("GSK_RENDERER", "cairo", TRUE);
  // No accessibility bus here (nor in TableKit): GTK would only warn that it found none.
  g_setenv("GTK_A11Y", "none", TRUE);
  if (!gtk_init_check()) {
    fprintf(stderr, "gtk4-peer: cannot open a display (run it under xvfb-run -a)\n");
    return 1;
  }
  if (startup) return runStartup(family, width, height);

  // The first frame: from the display opened to the first frame's pixels (style, window,
  // list and its first rows included).
  const double firstStart = monotonicMicroseconds();
  GtkWidget *scrolled = NULL;
  RowsModel *model = NULL;
  GtkWidget *window = buildWindow(family, cssSeparators, (guint)script[0].rows, width, height,
                                  &scrolled, &model);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));

  cairo_surface_t *surface =
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_surface_set_device_scale(surface, scale, scale);
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS || !gtk_widget_get_mapped(window)) {
    fprintf(stderr, "gtk4-peer: cannot make the surface or map the window\n");
    return 1;
  }

  Peer peer = {model, adjustment, window, scrolled, surface, width, height,
               (guint)script[0].rows};
  Sample *samples = g_new0(Sample, frameCount);
  ScriptFrame first = {"scroll", 0, script[0].rows};
  drawFrame(&peer, &first, FALSE);
  const double firstFrame = monotonicMicroseconds() - firstStart;
  fprintf(stderr, "  GTK4 GtkListView: %zu frames\n", frameCount);
  for (size_t i = 0; i < frameCount; i++) {
    samples[i] = drawFrame(&peer, &script[i], TRUE);
    // A look at one frame (PNG), to check what the peer draws.
    if (screenshotPath && i == 99) cairo_surface_write_to_png(surface, screenshotPath);
  }

  // Output: the records table-bench reads (a JSON array of one run).
  printf("[{\"toolkit\":\"GTK4 GtkListView%s\",\"workload\":\"%s\",\"viewport\":{\"width\":%d,"
         "\"height\":%d,\"scale\":%d},\"rows\":%d,\"firstFrame\":%.3f,\"peakResidentBytes\":%ld,",
         cssSeparators ? ", CSS border separators" : "", ticker ? "W3" : "W0", width, height, scale,
         script[frameCount - 1].rows, firstFrame, statusBytes("VmHWM"));
  printf("\"note\":\"GTK %d.%d.%d, GtkListView in a GtkScrolledWindow, render nodes drawn by "
         "GSK's Cairo renderer; list = snapshot, fills = render nodes, blits = text nodes; "
         "%u row items made on demand\",\"jumps\":[",
         gtk_get_major_version(), gtk_get_minor_version(), gtk_get_micro_version(),
         rows_model_items_made(model));
  const char *jumpLabels[] = {"N/4", "N/2", "N\xE2\x88\x92" "1"};
  int jump = 0;
  for (size_t i = 0; i < frameCount && jump < 3; i++) {
    if (strcmp(samples[i].segment, "jump")) continue;
    const int all = samples[i].rows;
    const int row = jump == 0 ? all / 4 : jump == 1 ? all / 2 : all - 1;
    // As TableKit reports its jumps: the frame's thread CPU time, and its layout part.
    printf("%s{\"label\":\"%s\",\"row\":%d,\"microseconds\":%.3f,"
           "\"layoutMicroseconds\":%.3f}",
           jump ? "," : "", jumpLabels[jump], row, samples[i].cpu, samples[i].layout);
    jump++;
  }
  printf("],\"frames\":[");
  for (size_t i = 0; i < frameCount; i++) {
    const Sample *s = &samples[i];
    printf("%s{\"segment\":\"%s\",\"offset\":%.17g,\"rows\":%d,\"total\":%.3f,\"cpu\":%.3f,"
           "\"layout\":%.3f,\"drawList\":%.3f,\"replay\":%.3f,\"fills\":%d,\"blits\":%d}",
           i ? "," : "", s->segment, s->offset, s->rows, s->total, s->cpu, s->layout,
           s->snapshot, s->replay, s->nodes, s->texts);
  }
  printf("]}]\n");
  return 0;
}
