// C helpers for what Swift cannot call directly: variadic functions and type macros.
#ifndef PICKERS_CGTK_SHIM_H
#define PICKERS_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <cairo-gobject.h>
#include <glib-unix.h>
#include <signal.h>
#include <libintl.h>
#include <locale.h>
#include <langinfo.h>

/// A GtkMessageDialog whose primary text is `title`, without the variadic constructor.
static inline GtkWidget *pickers_message_dialog_new(GtkWindow *parent, GtkMessageType type,
                                                    const char *title) {
  return gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, type,
                                GTK_BUTTONS_NONE, "%s", title);
}

/// Sets the secondary text of a GtkMessageDialog, without the variadic setter.
static inline void pickers_message_dialog_set_secondary(GtkMessageDialog *dialog,
                                                        const char *text) {
  gtk_message_dialog_format_secondary_text(dialog, "%s", text);
}

/* A NULL-terminated string vector of `count` NULLs (g_new0 is a macro). */
static inline gchar **pickers_strv_new(gsize count) { return g_new0(gchar *, count); }

/* g_object_get and g_object_set are variadic, which Swift cannot call. */
/* Whether GTK prefers the theme's dark variant now. */
static inline gboolean pickers_get_prefer_dark(GtkSettings *settings) {
  gboolean current = FALSE;
  g_object_get(settings, "gtk-application-prefer-dark-theme", &current, NULL);
  return current;
}

/* GTK's "gtk-enable-input-feedback-sounds": whether turning a wheel may tick. */
static inline gboolean pickers_input_feedback_sounds(GtkSettings *settings) {
  gboolean enabled = TRUE;
  if (settings) g_object_get(settings, "gtk-enable-input-feedback-sounds", &enabled, NULL);
  return enabled;
}

/* Setting it, even to the value it has, makes GTK load its theme again (about 20 ms at
 * start-up): only a change is set. */
static inline void pickers_set_prefer_dark(GtkSettings *settings, gboolean dark) {
  gboolean current = FALSE;
  g_object_get(settings, "gtk-application-prefer-dark-theme", &current, NULL);
  if (!current != !dark) g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
}

/// A wheel's store: the row title, its image (a cairo surface at the window's scale), and
/// whether the title is drawn (text rows, and image rows whose image could not be loaded).
static inline GtkListStore *pickers_list_store_new_title_image(void) {
  return gtk_list_store_new(3, G_TYPE_STRING, CAIRO_GOBJECT_TYPE_SURFACE, G_TYPE_BOOLEAN);
}

/// A text wheel's store: the row title only (a third of the work per row).
static inline GtkListStore *pickers_list_store_new_title(void) {
  return gtk_list_store_new(1, G_TYPE_STRING);
}

/// Appends one row to a text wheel's store.
static inline void pickers_list_store_append_title(GtkListStore *store, const char *title) {
  GtkTreeIter iter;
  gtk_list_store_insert_with_values(store, &iter, -1, 0, title, -1);
}

/// Appends one row to a wheel's store.
static inline void pickers_list_store_append_title_image(GtkListStore *store, const char *title,
                                                         cairo_surface_t *surface,
                                                         gboolean show_title) {
  GtkTreeIter iter;
  gtk_list_store_insert_with_values(store, &iter, -1, 0, title, 1, surface, 2, show_title, -1);
}

/// Sets a string property of any GObject.
static inline void pickers_object_set_string(gpointer object, const char *name,
                                             const char *value) {
  g_object_set(object, name, value, NULL);
}

/// Sets an integer or enum property of any GObject.
static inline void pickers_object_set_int(gpointer object, const char *name, gint value) {
  g_object_set(object, name, value, NULL);
}

/// Reads an integer property of any GObject (a GtkSettings' "gtk-dnd-drag-threshold").
static inline gint pickers_object_get_int(gpointer object, const char *name) {
  gint value = 0;
  g_object_get(object, name, &value, NULL);
  return value;
}

/// Whether the event GTK is handling now comes from a touchscreen (a touch, or the button
/// events GTK makes of the first finger's touch).
static inline gboolean pickers_current_event_is_touch(void) {
  GdkEvent *event = gtk_get_current_event();
  if (!event) return FALSE;
  GdkDevice *source = gdk_event_get_source_device(event);
  gboolean touch = source && gdk_device_get_source(source) == GDK_SOURCE_TOUCHSCREEN;
  gdk_event_free(event);
  return touch;
}

/// Sets a double property of any GObject.
static inline void pickers_object_set_double(gpointer object, const char *name, double value) {
  g_object_set(object, name, value, NULL);
}

/// A new tree-view column titled `title` (the renderers are packed by the caller).
static inline GtkTreeViewColumn *pickers_tree_view_column_new(const char *title) {
  GtkTreeViewColumn *column = gtk_tree_view_column_new();
  gtk_tree_view_column_set_title(column, title);
  return column;
}

/// Binds a renderer attribute to a model column.
static inline void pickers_column_bind(GtkTreeViewColumn *column, GtkCellRenderer *renderer,
                                       const char *attribute, int model_column) {
  gtk_tree_view_column_add_attribute(column, renderer, attribute, model_column);
}

/// The background colour of `context` in its state with `extra` flags added (a
/// `.view:selected` background, in backdrop too, is the accent): FALSE when not opaque.
static inline gboolean pickers_style_background_in(GtkStyleContext *context,
                                                   GtkStateFlags extra, GdkRGBA *rgba) {
  GdkRGBA *color = NULL;
  gtk_style_context_save(context);
  gtk_style_context_set_state(context, gtk_style_context_get_state(context) | extra);
  gtk_style_context_get(context, gtk_style_context_get_state(context), "background-color",
                        &color, NULL);
  gtk_style_context_restore(context);
  if (color == NULL) return FALSE;
  *rgba = *color;
  gdk_rgba_free(color);
  return rgba->alpha >= 1.0;
}

/// Whether GTK draws with a high-contrast theme: GTK_THEME, else the gtk-theme-name
/// setting (GNOME's high-contrast switch sets it through the settings daemon).
static inline gboolean pickers_high_contrast(GtkSettings *settings) {
  const char *forced = g_getenv("GTK_THEME");
  if (forced != NULL && *forced != '\0') return g_str_has_prefix(forced, "HighContrast");
  gchar *name = NULL;
  if (settings != NULL) g_object_get(settings, "gtk-theme-name", &name, NULL);
  gboolean high = name != NULL && g_str_has_prefix(name, "HighContrast");
  g_free(name);
  return high;
}

/// Logs one message in the "pickers" domain (g_log is variadic).
static inline void pickers_log(GLogLevelFlags level, const char *message) {
  g_log("pickers", level, "%s", message);
}

/// A tree path of one index (gtk_tree_path_new_from_indices is variadic).
static inline GtkTreePath *gtk_tree_path_new_from_indices_shim(gint index) {
  return gtk_tree_path_new_from_indicesv(&index, 1);
}

/// Sets up to two accelerators of an action (the array form needs a NULL-terminated list).
static inline void pickers_set_accels(GtkApplication *app, const char *action, const char *first,
                                      const char *second) {
  const char *accels[] = {first, second, NULL};
  gtk_application_set_accels_for_action(app, action, accels);
}

/// Adds a credit section to an About dialog from up to four names.
static inline void pickers_about_add_credits(GtkAboutDialog *about, const char *section,
                                             const char *a, const char *b, const char *c,
                                             const char *d) {
  const char *people[] = {a, b, c, d, NULL};
  gtk_about_dialog_add_credit_section(about, section, people);
}

/// Lifts the width GTK 3's About dialog template asks for its pages (a GtkStack asking for
/// 400 px, the dialog then 424 px) so it fits a 360 px phone; the pages' own least width
/// is under 200 px, and the dialog still opens at its natural width where there is room.
static inline void pickers_about_lift_width_request(GtkWidget *widget) {
  if (GTK_IS_STACK(widget)) {
    gint height = -1;
    gtk_widget_get_size_request(widget, NULL, &height);
    gtk_widget_set_size_request(widget, -1, height);
    return;
  }
  if (!GTK_IS_CONTAINER(widget)) return;
  GList *children = gtk_container_get_children(GTK_CONTAINER(widget));
  for (GList *child = children; child; child = child->next)
    pickers_about_lift_width_request(GTK_WIDGET(child->data));
  g_list_free(children);
}

/// Sets the authors of an About dialog from one name.
static inline void pickers_about_set_author(GtkAboutDialog *about, const char *author) {
  const char *authors[] = {author, NULL};
  gtk_about_dialog_set_authors(about, authors);
}

/* An input device as GDK's X backend makes one, of `source` (a touchpad, a touchscreen),
   for the widget tests' smooth-scroll and touch events: Xvfb has neither, and the wheel
   and GTK's gestures read only an event's devices and their sources. NULL off X11. */
#ifdef GDK_WINDOWING_X11
#include <gdk/gdkx.h>
#endif
static inline GdkDevice *pickers_test_device_new(GdkDisplay *display, const char *name,
                                                 GdkInputSource source) {
#ifdef GDK_WINDOWING_X11
  if (!GDK_IS_X11_DISPLAY(display)) return NULL;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GdkDeviceManager *manager = gdk_display_get_device_manager(display);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return g_object_new(GDK_TYPE_X11_DEVICE_CORE, "name", name, "type", GDK_DEVICE_TYPE_SLAVE,
                      "input-source", source, "input-mode", GDK_MODE_SCREEN, "has-cursor",
                      FALSE, "display", display, "device-manager", manager, NULL);
#else
  (void)display;
  (void)name;
  (void)source;
  return NULL;
#endif
}

/// Whether a notebook's tab takes an equal share of spare width (the child properties
/// tab-expand and tab-fill; gtk_container_child_set is variadic).
static inline void pickers_notebook_set_tab_expand(GtkNotebook *notebook, GtkWidget *child,
                                                   gboolean expand) {
  gtk_container_child_set(GTK_CONTAINER(notebook), child, "tab-expand", expand, "tab-fill", TRUE,
                          NULL);
}

/* A wheel's outer widget: a GtkEventBox whose least height and natural height differ.
   gtk_widget_set_size_request sets one height for both, and that height is then the
   window's least size: a wheel asking for its full 216 px drum kept the window from ever
   being made short enough for the compact one. This box asks for its compact drum as its
   minimum and its full drum as its natural height (object data "pickers-minimum-height" and
   "pickers-natural-height"); the wheel draws whichever drum fits the height it is given. The
   type is registered once per process (each module's static copy looks it up first). */
static void pickers_wheel_box_heights(GtkWidget *widget, gint *minimum, gint *natural) {
  gint least = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), "pickers-minimum-height"));
  gint full = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), "pickers-natural-height"));
  if (minimum) *minimum = least;
  if (natural) *natural = MAX(least, full);
}

static void pickers_wheel_box_heights_for_width(GtkWidget *widget, gint width, gint *minimum,
                                                gint *natural) {
  (void)width;
  pickers_wheel_box_heights(widget, minimum, natural);
}

static void pickers_wheel_box_class_init(gpointer klass, gpointer data) {
  (void)data;
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  widget_class->get_preferred_height = pickers_wheel_box_heights;
  widget_class->get_preferred_height_for_width = pickers_wheel_box_heights_for_width;
}

/* A subclass of `parent` named `name`, registered once per process: each module has its
   own static copy of this header, so the type system, looked up by name, is the one
   record of it (a widget is made a few times per window; the lookup is a hash). */
static GType pickers_register_type(GType parent, const char *name, GClassInitFunc class_init,
                                   GInstanceInitFunc instance_init) {
  GType type = g_type_from_name(name);
  if (type == 0) {
    GTypeQuery query;
    g_type_query(parent, &query);
    type = g_type_register_static_simple(parent, name, query.class_size, class_init,
                                         query.instance_size, instance_init, 0);
  }
  return type;
}

static inline GType pickers_wheel_box_get_type(void) {
  return pickers_register_type(GTK_TYPE_EVENT_BOX, "PickersWheelBox",
                               pickers_wheel_box_class_init, NULL);
}

/// A new wheel box asking for `minimum` pixels of height at least and `natural` by choice.
static inline GtkWidget *pickers_wheel_box_new(gint minimum, gint natural) {
  GtkWidget *box = g_object_new(pickers_wheel_box_get_type(), NULL);
  g_object_set_data(G_OBJECT(box), "pickers-minimum-height", GINT_TO_POINTER(minimum));
  g_object_set_data(G_OBJECT(box), "pickers-natural-height", GINT_TO_POINTER(natural));
  return box;
}



/* A window's content box that never asks for more than a floor: its least size is the
   smaller of its child's and the floor (object data "pickers-floor-width" and
   "pickers-floor-height"), and a child given less than its own least size gets that
   least size, clipped at the window's edge. GTK under Wayland clamps every size a
   compositor asks to the window's least size as it stands: a wide layout's 408 or 518 px
   kept a window asked once for a phone's 360 px at 408, turned narrow but never told the
   new size. With the floor the window takes the 360 px, its child overflows for the one
   frame until the layout turns narrow, and X11 gets the same path. */
static GtkWidgetClass *pickers_floor_box_parent(void) {
  return GTK_WIDGET_CLASS(g_type_class_peek(GTK_TYPE_BIN));
}

/* The parent's least and natural size, with the least held to the floor under `key`. */
static void pickers_floor_box_clamp(GtkWidget *widget, const char *key, gint least, gint full,
                                    gint *minimum, gint *natural) {
  *minimum = MIN(least, GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), key)));
  *natural = full;
}

/* The child's least width, which it is allocated at the least. (A class's own size
   methods write both values: never pass them NULL.) */
static gint pickers_floor_box_child_width(GtkWidget *widget) {
  gint least = 0, full = 0;
  pickers_floor_box_parent()->get_preferred_width(widget, &least, &full);
  return least;
}

static void pickers_floor_box_widths(GtkWidget *widget, gint *minimum, gint *natural) {
  gint least = 0, full = 0;
  pickers_floor_box_parent()->get_preferred_width(widget, &least, &full);
  pickers_floor_box_clamp(widget, "pickers-floor-width", least, full, minimum, natural);
}

static void pickers_floor_box_widths_for_height(GtkWidget *widget, gint height, gint *minimum,
                                                gint *natural) {
  gint least = 0, full = 0;
  pickers_floor_box_parent()->get_preferred_width_for_height(widget, height, &least, &full);
  pickers_floor_box_clamp(widget, "pickers-floor-width", least, full, minimum, natural);
}

static void pickers_floor_box_heights_for_width(GtkWidget *widget, gint width, gint *minimum,
                                                gint *natural) {
  gint least = 0, full = 0;
  gint given = MAX(width, pickers_floor_box_child_width(widget));
  pickers_floor_box_parent()->get_preferred_height_for_width(widget, given, &least, &full);
  pickers_floor_box_clamp(widget, "pickers-floor-height", least, full, minimum, natural);
}

static void pickers_floor_box_heights(GtkWidget *widget, gint *minimum, gint *natural) {
  gint least = 0, full = 0;
  pickers_floor_box_parent()->get_preferred_height(widget, &least, &full);
  pickers_floor_box_clamp(widget, "pickers-floor-height", least, full, minimum, natural);
}

/* A GtkBin of no window of its own (no input window either, which would cover the
   window's resize edges while the child overflows): the child never gets less than its
   least size (GTK's gadgets print criticals below it), and the box's clip is its own
   allocation. */
static void pickers_floor_box_allocate(GtkWidget *widget, GtkAllocation *allocation) {
  gtk_widget_set_allocation(widget, allocation);
  GtkWidget *child = gtk_bin_get_child(GTK_BIN(widget));
  if (child == NULL || !gtk_widget_get_visible(child)) return;
  GtkAllocation inside = *allocation;
  inside.width = MAX(inside.width, pickers_floor_box_child_width(widget));
  gint least = 0, full = 0;
  pickers_floor_box_parent()->get_preferred_height_for_width(widget, inside.width, &least, &full);
  inside.height = MAX(inside.height, least);
  gtk_widget_size_allocate(child, &inside);
  gtk_widget_set_clip(widget, allocation);
}

static void pickers_floor_box_class_init(gpointer klass, gpointer data) {
  (void)data;
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  widget_class->get_preferred_width = pickers_floor_box_widths;
  widget_class->get_preferred_width_for_height = pickers_floor_box_widths_for_height;
  widget_class->get_preferred_height = pickers_floor_box_heights;
  widget_class->get_preferred_height_for_width = pickers_floor_box_heights_for_width;
  widget_class->size_allocate = pickers_floor_box_allocate;
}

static void pickers_floor_box_init(GTypeInstance *instance, gpointer klass) {
  (void)klass;
  gtk_widget_set_has_window(GTK_WIDGET(instance), FALSE);
}

static inline GType pickers_floor_box_get_type(void) {
  return pickers_register_type(GTK_TYPE_BIN, "PickersFloorBox", pickers_floor_box_class_init,
                               pickers_floor_box_init);
}

/// A new content box whose least size is at most `width` x `height`.
static inline GtkWidget *pickers_floor_box_new(gint width, gint height) {
  GtkWidget *box = g_object_new(pickers_floor_box_get_type(), NULL);
  g_object_set_data(G_OBJECT(box), "pickers-floor-width", GINT_TO_POINTER(width));
  g_object_set_data(G_OBJECT(box), "pickers-floor-height", GINT_TO_POINTER(height));
  return box;
}

#endif
