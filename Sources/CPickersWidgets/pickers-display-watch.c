/* A last word before the display goes away.
 *
 * When the X server or the Wayland compositor dies, GDK ends the process at once with
 * _exit(1) (gdk_x_io_error on X11; its Wayland event source's check on Wayland): no
 * shutdown signal, no atexit handler. An app that keeps state must write it first, so this
 * runs a callback just before, once:
 * - on X11, from Xlib's I/O error handler, which Xlib calls on every path that finds the
 *   connection broken; GDK's own handler then runs as before;
 * - on Wayland, from a source that watches the connection's hang-up at a priority above
 *   GDK's event source. GDK finds a broken connection in its source's prepare (a flush that
 *   fails) as well as in its check, so ours looks in its own prepare too: a main context
 *   prepares sources in order of priority and stops at the first ready one, so ours is
 *   dispatched before GDK's prepare or check runs. The process then ends as GDK would have
 *   ended it. */
#include "pickers-widgets.h"

#include <glib-unix.h>
#include <poll.h>
#include <unistd.h>

#ifdef GDK_WINDOWING_X11
#include <gdk/gdkx.h>
#endif
#ifdef GDK_WINDOWING_WAYLAND
#include <gdk/gdkwayland.h>
#endif

static void (*on_lost)(void);
static gboolean called;

static void call_once(void) {
  if (called || on_lost == NULL) return;
  called = TRUE;
  on_lost();
}

#ifdef GDK_WINDOWING_X11
static XIOErrorHandler gdk_handler;

static int x_io_error(Display *display) {
  call_once();
  return gdk_handler ? gdk_handler(display) : (_exit(1), 0);
}
#endif

#ifdef GDK_WINDOWING_WAYLAND
typedef struct {
  GSource source;
  int fd;
  gpointer tag;
} HangUpSource;

static gboolean hang_up_prepare(GSource *source, gint *timeout) {
  *timeout = -1;
  struct pollfd connection = {.fd = ((HangUpSource *)source)->fd, .events = 0};
  return poll(&connection, 1, 0) == 1 && (connection.revents & (POLLHUP | POLLERR));
}

static gboolean hang_up_check(GSource *source) {
  HangUpSource *watch = (HangUpSource *)source;
  return (g_source_query_unix_fd(source, watch->tag) & (G_IO_HUP | G_IO_ERR)) != 0;
}

static gboolean hang_up_dispatch(GSource *source, GSourceFunc callback, gpointer data) {
  (void)source;
  (void)callback;
  (void)data;
  call_once();
  g_message("The connection to the Wayland display was lost");
  _exit(1);
  return G_SOURCE_REMOVE;
}

static GSourceFuncs hang_up_funcs = {hang_up_prepare, hang_up_check, hang_up_dispatch, NULL,
                                     NULL, NULL};
#endif

gboolean pickers_display_on_lost(GdkDisplay *display, void (*callback)(void)) {
  on_lost = callback;
#ifdef GDK_WINDOWING_X11
  if (GDK_IS_X11_DISPLAY(display)) {
    gdk_handler = XSetIOErrorHandler(x_io_error);
    return TRUE;
  }
#endif
#ifdef GDK_WINDOWING_WAYLAND
  if (GDK_IS_WAYLAND_DISPLAY(display)) {
    GSource *source = g_source_new(&hang_up_funcs, sizeof(HangUpSource));
    HangUpSource *watch = (HangUpSource *)source;
    watch->fd = wl_display_get_fd(gdk_wayland_display_get_wl_display(display));
    watch->tag = g_source_add_unix_fd(source, watch->fd, G_IO_HUP | G_IO_ERR);
    g_source_set_priority(source, G_PRIORITY_HIGH);
    g_source_set_name(source, "the Wayland connection's hang-up");
    g_source_attach(source, NULL);
    g_source_unref(source);
    return TRUE;
  }
#endif
  return FALSE;
}

gboolean pickers_display_is_wayland(GdkDisplay *display) {
#ifdef GDK_WINDOWING_WAYLAND
  return GDK_IS_WAYLAND_DISPLAY(display);
#else
  (void)display;
  return FALSE;
#endif
}
