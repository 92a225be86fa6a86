/* What only the widget tests need from C: input devices Xvfb does not have, and a look
 * inside the main-queue source. */
#ifndef PICKERS_TEST_SUPPORT_H
#define PICKERS_TEST_SUPPORT_H

#include <gtk/gtk.h>

/* An input device as GDK's X11 or Wayland backend makes one, of `source` (a touchpad, a
 * touchscreen): the wheel and GTK's gestures read only an event's devices and their
 * sources. NULL on any other backend. */
GdkDevice *pickers_test_device_new(GdkDisplay *display, const char *name,
                                   GdkInputSource source);

/* How many times PickersUI's main-queue source (CPickersWidgets/pickers-main-queue.c) has
 * woken since it was attached: an idle loop must not wake it. Defined there, declared only
 * here: it is no app's API. */
guint64 pickers_main_queue_wakeups(void);

#endif
