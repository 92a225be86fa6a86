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

/// Puts `surface` as row `row`'s image in a wheel's store (`tree_model`, made by
/// pickers_list_store_new_title_image), its title drawn when `surface` is NULL; returns
/// whether the row changed (a row already showing `surface` is left alone).
static inline gboolean pickers_list_store_set_image(GtkTreeModel *tree_model, gint row,
                                                    cairo_surface_t *surface) {
  GtkTreeIter iter;
  if (!gtk_tree_model_iter_nth_child(tree_model, &iter, NULL, row)) return FALSE;
  cairo_surface_t *current = NULL;
  gtk_tree_model_get(tree_model, &iter, 1, &current, -1);
  if (current) cairo_surface_destroy(current); /* gtk_tree_model_get gave a reference */
  if (current == surface) return FALSE;
  gtk_list_store_set(GTK_LIST_STORE(tree_model), &iter, 1, surface, 2, surface == NULL, -1);
  return TRUE;
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

/// The display's GdkDeviceManager, deprecated since GTK 3.20 for GdkSeat, and still the
/// one that reports a device lost under Wayland: GTK 3's Wayland backend emits
/// "device-removed" there alone when the compositor's seat loses its touch (its GdkSeat
/// says nothing); the X11 backend emits it on both.
static inline GObject *pickers_device_manager(GdkDisplay *display) {
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  return G_OBJECT(gdk_display_get_device_manager(display));
  G_GNUC_END_IGNORE_DEPRECATIONS
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

/// Logs one message in `domain` (g_log is variadic).
static inline void pickers_log(const char *domain, GLogLevelFlags level, const char *message) {
  g_log(domain, level, "%s", message);
}

/// A tree path of one index (gtk_tree_path_new_from_indices is variadic).
static inline GtkTreePath *gtk_tree_path_new_from_indices_shim(gint index) {
  return gtk_tree_path_new_from_indicesv(&index, 1);
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

/// Whether a notebook's tab takes an equal share of spare width (the child properties
/// tab-expand and tab-fill; gtk_container_child_set is variadic).
static inline void pickers_notebook_set_tab_expand(GtkNotebook *notebook, GtkWidget *child,
                                                   gboolean expand) {
  gtk_container_child_set(GTK_CONTAINER(notebook), child, "tab-expand", expand, "tab-fill", TRUE,
                          NULL);
}

#endif
