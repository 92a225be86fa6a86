/* The C baseline of `make bench`: a GTK 3 window of the same shape as `pickers` — a
 * five-page GtkNotebook of GtkTreeView wheels (fixed-height mode, fixed columns) with a
 * button per page, the Dependent page built when first shown (with the zips read from
 * data/statedictionary.plist), and the same benchmark modes:
 *
 *   baseline DATA_DIR                     open the window (start-up and memory runs)
 *   baseline DATA_DIR --bench-reload N    switch the Dependent page between Alabama and
 *                                         Texas N times; print each reload-to-frame time
 *
 * It is kept minimal on purpose: it is what a Swift app calling GTK directly is compared
 * with, so it does what pickers does and nothing more. Like pickers (and any GNOME app) it
 * runs a GtkApplication, which registers on the session bus before the window is built.
 */
#include <gtk/gtk.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/gdkx.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char *name;
  GPtrArray *zips;
} State;

static GArray *states;          /* of State, sorted by name as in the plist */
static const char *data_dir;
static GtkWidget *notebook, *dependent_box, *state_view, *zip_view;
static gboolean dependent_built;
static GtkApplication *application;
static int bench_reloads;

static GtkWidget *wheel(const char *name, int row_height) {
  GtkWidget *view = gtk_tree_view_new();
  GtkTreeViewColumn *column = gtk_tree_view_column_new();
  GtkCellRenderer *text = gtk_cell_renderer_text_new();
  gtk_tree_view_set_headers_visible(GTK_TREE_VIEW(view), FALSE);
  gtk_tree_selection_set_mode(gtk_tree_view_get_selection(GTK_TREE_VIEW(view)),
                              GTK_SELECTION_BROWSE);
  gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED);
  gtk_tree_view_column_set_expand(column, TRUE);
  gtk_cell_renderer_set_fixed_size(text, -1, row_height);
  g_object_set(text, "xalign", 0.5, NULL);
  gtk_tree_view_column_pack_start(column, text, TRUE);
  gtk_tree_view_column_add_attribute(column, text, "text", 0);
  gtk_tree_view_append_column(GTK_TREE_VIEW(view), column);
  gtk_tree_view_set_fixed_height_mode(GTK_TREE_VIEW(view), TRUE);
  atk_object_set_name(gtk_widget_get_accessible(view), name);
  return view;
}

static void set_rows(GtkWidget *view, char **rows, int count) {
  GtkListStore *store = gtk_list_store_new(1, G_TYPE_STRING);
  GtkTreeIter iter;
  for (int i = 0; i < count; i++)
    gtk_list_store_insert_with_values(store, &iter, -1, 0, rows[i], -1);
  gtk_tree_view_set_model(GTK_TREE_VIEW(view), GTK_TREE_MODEL(store));
  g_object_unref(store);
  GtkTreePath *path = gtk_tree_path_new_from_indices(0, -1);
  gtk_tree_view_set_cursor(GTK_TREE_VIEW(view), path, NULL, FALSE);
  gtk_tree_view_scroll_to_cell(GTK_TREE_VIEW(view), path, NULL, TRUE, 0.5, 0);
  gtk_tree_path_free(path);
}

static GtkWidget *scrolled(GtkWidget *view, int height) {
  GtkWidget *scroll = gtk_scrolled_window_new(NULL, NULL);
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroll), GTK_POLICY_NEVER,
                                 GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height(GTK_SCROLLED_WINDOW(scroll), height);
  gtk_container_add(GTK_CONTAINER(scroll), view);
  return scroll;
}

/* A page: a grid of wheels over a centred button. */
static GtkWidget *page(GtkWidget **wheels, int *spans, int count, const char *button) {
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *grid = gtk_grid_new();
  gtk_container_set_border_width(GTK_CONTAINER(box), 18);
  gtk_grid_set_column_homogeneous(GTK_GRID(grid), TRUE);
  gtk_grid_set_column_spacing(GTK_GRID(grid), 6);
  gtk_widget_set_valign(grid, GTK_ALIGN_CENTER);
  for (int i = 0, column = 0; i < count; column += spans[i], i++)
    gtk_grid_attach(GTK_GRID(grid), scrolled(wheels[i], 7 * 32), column, 0, spans[i], 1);
  gtk_box_pack_start(GTK_BOX(box), grid, TRUE, TRUE, 0);
  GtkWidget *press = gtk_button_new_with_label(button);
  gtk_widget_set_halign(press, GTK_ALIGN_CENTER);
  gtk_box_pack_end(GTK_BOX(box), press, FALSE, FALSE, 0);
  return box;
}

static GtkWidget *list_wheel(const char *name, char **rows, int count) {
  GtkWidget *view = wheel(name, 32);
  set_rows(view, rows, count);
  return view;
}

static char **numbers(int from, int to, const char *format) {
  char **rows = g_new0(char *, to - from + 2);
  for (int i = from; i <= to; i++) rows[i - from] = g_strdup_printf(format, i);
  return rows;
}

/* Reads statedictionary.plist: <key>State</key><array><string>zip</string>…</array>. */
static void load_states(void) {
  char *path = g_build_filename(data_dir, "statedictionary.plist", NULL), *text;
  if (!g_file_get_contents(path, &text, NULL, NULL)) {
    fprintf(stderr, "baseline: cannot read %s\n", path);
    exit(1);
  }
  states = g_array_new(FALSE, FALSE, sizeof(State));
  for (char *p = strstr(text, "<key>"); p; p = strstr(p, "<key>")) {
    p += 5;
    char *end = strstr(p, "</key>");
    State state = {g_strndup(p, end - p), g_ptr_array_new()};
    char *close = strstr(end, "</array>");
    for (char *z = strstr(end, "<string>"); z && z < close; z = strstr(z, "<string>")) {
      z += 8;
      g_ptr_array_add(state.zips, g_strndup(z, strstr(z, "</string>") - z));
    }
    g_array_append_val(states, state);
    p = close;
  }
  g_free(text);
  g_free(path);
}

static void show_state(int index) {
  State *state = &g_array_index(states, State, index);
  set_rows(zip_view, (char **)state->zips->pdata, state->zips->len);
}

static void state_changed(GtkTreeSelection *selection, gpointer data) {
  GtkTreeModel *model;
  GtkTreeIter iter;
  if (!gtk_tree_selection_get_selected(selection, &model, &iter)) return;
  GtkTreePath *path = gtk_tree_model_get_path(model, &iter);
  show_state(gtk_tree_path_get_indices(path)[0]);
  gtk_tree_path_free(path);
}

static void build_dependent(void) {
  if (dependent_built) return;
  dependent_built = TRUE;
  load_states();
  char **names = g_new0(char *, states->len + 1);
  for (guint i = 0; i < states->len; i++) names[i] = g_array_index(states, State, i).name;
  state_view = list_wheel("State", names, states->len);
  zip_view = wheel("Zip code", 32);
  show_state(0);
  g_signal_connect(gtk_tree_view_get_selection(GTK_TREE_VIEW(state_view)), "changed",
                   G_CALLBACK(state_changed), NULL);
  GtkWidget *wheels[] = {state_view, zip_view};
  int spans[] = {8, 4};
  gtk_box_pack_start(GTK_BOX(dependent_box), page(wheels, spans, 2, "Select"), TRUE, TRUE, 0);
  gtk_widget_show_all(dependent_box);
}

/* --bench-reload: select Texas / Alabama as a click would, time until the next frame. */
static gint64 reload_start;
static int reload_done;

static void select_state(const char *name) {
  for (guint i = 0; i < states->len; i++) {
    if (strcmp(g_array_index(states, State, i).name, name) == 0) {
      GtkTreePath *path = gtk_tree_path_new_from_indices(i, -1);
      gtk_tree_selection_select_path(gtk_tree_view_get_selection(GTK_TREE_VIEW(state_view)),
                                     path);
      gtk_tree_path_free(path);
      return;
    }
  }
}

static gboolean next_reload(gpointer data);

static void after_paint(GdkFrameClock *clock, gpointer data) {
  if (reload_start == 0) return;
  printf("reload_ms %.3f\n", (g_get_monotonic_time() - reload_start) / 1000.0);
  fflush(stdout);
  reload_start = 0;
  reload_done++;
  g_timeout_add(500, next_reload, NULL); /* idle frame clock before each click */
}

static gboolean next_reload(gpointer data) {
  if (reload_done >= bench_reloads) {
    g_application_quit(G_APPLICATION(application));
    return G_SOURCE_REMOVE;
  }
  reload_start = g_get_monotonic_time();
  select_state(reload_done % 2 == 0 ? "Texas" : "Alabama");
  gtk_widget_queue_draw(zip_view);
  return G_SOURCE_REMOVE;
}

static gboolean start_bench(gpointer window) {
  gtk_notebook_set_current_page(GTK_NOTEBOOK(notebook), 3);
  GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(window));
  g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), NULL);
  g_timeout_add(300, next_reload, NULL);
  return G_SOURCE_REMOVE;
}

static void switch_page(GtkNotebook *book, GtkWidget *child, guint index, gpointer data) {
  if (index == 3) build_dependent();
}

static void activate(GtkApplication *app, gpointer data) {
  GtkWidget *window = gtk_application_window_new(app);
  GtkWidget *header = gtk_header_bar_new();
  gtk_header_bar_set_title(GTK_HEADER_BAR(header), "Baseline");
  gtk_header_bar_set_show_close_button(GTK_HEADER_BAR(header), TRUE);
  gtk_window_set_titlebar(GTK_WINDOW(window), header);
  gtk_window_set_default_size(GTK_WINDOW(window), 640, 440);
  /* The app's icon, set as the app sets it: by name, on X11 only (a Wayland compositor
   * takes it from the .desktop file). Found when the bench puts the installed prefix's
   * share/ on XDG_DATA_DIRS. */
#ifdef GDK_WINDOWING_X11
  if (GDK_IS_X11_DISPLAY(gtk_widget_get_display(window)))
    gtk_window_set_icon_name(GTK_WINDOW(window), "io.github.pickers.Pickers");
#endif
  notebook = gtk_notebook_new();
  gtk_container_add(GTK_CONTAINER(window), notebook);

  static const char *months[] = {"January", "February", "March", "April", "May", "June",
                                 "July", "August", "September", "October", "November",
                                 "December", NULL};
  GtkWidget *date[] = {list_wheel("Month", (char **)months, 12),
                       list_wheel("Day", numbers(1, 30, "%d"), 30),
                       list_wheel("Year", numbers(1900, 2100, "%d"), 201),
                       list_wheel("Hour", numbers(0, 23, "%02d"), 24),
                       list_wheel("Minute", numbers(0, 59, "%02d"), 60)};
  int ones[] = {1, 1, 1, 1, 1};
  gtk_notebook_append_page(GTK_NOTEBOOK(notebook), page(date, ones, 5, "Select"),
                           gtk_label_new("Date"));
  static const char *characters[] = {"Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio",
                                     "Lando"};
  GtkWidget *single[] = {list_wheel("Character", (char **)characters, 7)};
  gtk_notebook_append_page(GTK_NOTEBOOK(notebook), page(single, ones, 1, "Select"),
                           gtk_label_new("Single"));
  static const char *fillings[] = {"Ham", "Turkey", "Peanut Butter", "Tuna Salad",
                                   "Chicken Salad", "Roast Beef", "Vegemite"};
  static const char *breads[] = {"White", "Whole Wheat", "Rye", "Sourdough", "Seven Grain"};
  GtkWidget *dbl[] = {list_wheel("Filling", (char **)fillings, 7),
                      list_wheel("Bread", (char **)breads, 5)};
  gtk_notebook_append_page(GTK_NOTEBOOK(notebook), page(dbl, ones, 2, "Select"),
                           gtk_label_new("Double"));
  dependent_box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_notebook_append_page(GTK_NOTEBOOK(notebook), dependent_box, gtk_label_new("Dependent"));
  GtkWidget *custom = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_pack_end(GTK_BOX(custom), gtk_button_new_with_label("Spin"), FALSE, FALSE, 0);
  gtk_notebook_append_page(GTK_NOTEBOOK(notebook), custom, gtk_label_new("Custom"));
  g_signal_connect(notebook, "switch-page", G_CALLBACK(switch_page), NULL);

  gtk_widget_show_all(window);
  if (bench_reloads > 0) g_idle_add(start_bench, window);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: baseline DATA_DIR [--bench-reload N]\n");
    return 2;
  }
  data_dir = argv[1];
  if (argc > 3 && strcmp(argv[2], "--bench-reload") == 0) bench_reloads = atoi(argv[3]);
  application = gtk_application_new("io.github.pickers.Baseline", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
  char *program[] = {argv[0], NULL};
  int status = g_application_run(G_APPLICATION(application), 1, program);
  g_object_unref(application);
  return status;
}
