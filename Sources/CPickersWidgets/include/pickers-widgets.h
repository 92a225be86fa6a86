/* What PickersUI writes in C: the two GTK widgets it defines as GObject subclasses (GTK 3's
 * size methods are class vfuncs, which Swift cannot fill in), each one .c file with its
 * instance struct and G_DEFINE_TYPE; and the GLib source that runs libdispatch's main
 * queue, Swift's main actor, on GLib's main loop. */
#ifndef PICKERS_WIDGETS_H
#define PICKERS_WIDGETS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A wheel's outer widget: a GtkEventBox whose least and natural heights differ.
 * gtk_widget_set_size_request sets one height for both, and that height is then the
 * window's least size; this box asks for the compact drum as its least height and the
 * full drum as its natural one, and the wheel draws whichever drum fits. Its natural width
 * is its child's, or more while a floor is set (a text wheel's titles, while its tree view
 * asks for less because they are ellipsized). */
#define PICKERS_TYPE_WHEEL_BOX (pickers_wheel_box_get_type())
G_DECLARE_FINAL_TYPE(PickersWheelBox, pickers_wheel_box, PICKERS, WHEEL_BOX, GtkEventBox)

/* A new wheel box asking for `minimum` pixels of height at least and `natural` by choice. */
GtkWidget *pickers_wheel_box_new(gint minimum, gint natural);

/* Makes the box's natural width at least `width` pixels (0: its child's), and queues a
 * resize when that changes. */
void pickers_wheel_box_set_natural_width(PickersWheelBox *box, gint width);

/* A window's content box whose least size is at most a floor: the smaller of its child's
 * least size and the floor. A child given less than its own least size gets that least
 * size, clipped at the box's edge. GTK under Wayland clamps every size a compositor asks
 * to the window's least size as it stands; with the floor, a window can always be made a
 * phone's size, and its content overflows for the one frame until its layout follows. */
#define PICKERS_TYPE_FLOOR_BOX (pickers_floor_box_get_type())
G_DECLARE_FINAL_TYPE(PickersFloorBox, pickers_floor_box, PICKERS, FLOOR_BOX, GtkBin)

/* A new content box whose least size is at most `width` x `height`. */
GtkWidget *pickers_floor_box_new(gint width, gint height);

/* Runs libdispatch's main queue (where Swift's main actor and DispatchQueue.main queue their
 * jobs) on GLib's default main context, from a source that wakes only when a job is queued.
 * Idempotent; call it on the main thread. */
void pickers_main_queue_attach(void);

/* Whether pickers_main_queue_attach has run. */
gboolean pickers_main_queue_is_attached(void);

/* Whether libdispatch's main queue has told of a job that nobody has drained since (its
 * handle is readable). Looks, reads nothing. */
gboolean pickers_main_queue_has_waiting_jobs(void);


/* Calls `callback` once just before the connection to `display` is found broken (its
 * server or compositor gone), after which GDK ends the process as it always has. On X11 and
 * Wayland; FALSE (and nothing done) on another backend. Call it once, on the main thread. */
gboolean pickers_display_on_lost(GdkDisplay *display, void (*callback)(void));

/* Whether `display` is a Wayland display (GDK_IS_WAYLAND_DISPLAY is a macro). */
gboolean pickers_display_is_wayland(GdkDisplay *display);

G_END_DECLS

#endif
