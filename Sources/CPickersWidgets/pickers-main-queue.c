/* Swift's main actor on GLib's main loop.
 *
 * On Linux the main actor's executor is libdispatch's main queue, and nothing drains that
 * queue unless someone runs dispatch_main() or a run loop that knows it: CoreFoundation's
 * CFRunLoop does, through two functions libdispatch exports for it. GTK's loop does not, so
 * `Task { @MainActor in }`, `await` of main-actor work and `DispatchQueue.main.async` would
 * never run. This source does what CFRunLoop does on Linux: it watches the main queue's
 * handle, an eventfd libdispatch writes to whenever it queues a job there, and drains the
 * queue when it is readable. No timer, no polling: an idle app never wakes for it. */
#include "pickers-widgets.h"

#include <glib-unix.h>

#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <unistd.h>

/* Ours, not a shipped header's: libdispatch exports these for CoreFoundation
 * (swift-corelibs-libdispatch, src/queue.c; swift-corelibs-foundation's CFRunLoop.c calls
 * them), and no installed header declares them. The handle is an eventfd on Linux. The
 * widget tests (MainLoopTests) guard them: if a toolchain changes them, those tests fail. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static guint64 wakeups;
static gboolean attached;

static gboolean drain_main_queue(gint fd, GIOCondition condition, gpointer data) {
  (void)condition;
  (void)data;
  /* Read the eventfd's count back to 0, or the source is readable for ever and spins. */
  uint64_t count;
  while (read(fd, &count, sizeof count) < 0 && errno == EINTR) {
  }
  wakeups++;
  _dispatch_main_queue_callback_4CF(NULL);
  return G_SOURCE_CONTINUE;
}

void pickers_main_queue_attach(void) {
  if (attached) return;
  attached = TRUE;
  int fd = _dispatch_get_main_queue_handle_4CF();
  /* At idle priority, as g_idle_add's, not the default: after input, layout and drawing, so
   * a main actor that queues work without end never starves the frame clock, and a frame
   * never waits for a batch of jobs. */
  guint id = g_unix_fd_add_full(G_PRIORITY_DEFAULT_IDLE, fd, G_IO_IN, drain_main_queue, NULL,
                                NULL);
  g_source_set_name_by_id(id, "Swift main actor (libdispatch's main queue)");
}

gboolean pickers_main_queue_is_attached(void) { return attached; }

gboolean pickers_main_queue_has_waiting_jobs(void) {
  struct pollfd handle = {.fd = _dispatch_get_main_queue_handle_4CF(), .events = POLLIN};
  return poll(&handle, 1, 0) == 1 && (handle.revents & POLLIN);
}

/* Declared in the widget tests' own header (Tests/CPickersTestSupport), not in ours. */
guint64 pickers_main_queue_wakeups(void);
guint64 pickers_main_queue_wakeups(void) { return wakeups; }
