#include "pickers-test-support.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/gdkx.h>
#endif
#ifdef GDK_WINDOWING_WAYLAND
#include <gdk/gdkwayland.h>
#endif

GdkDevice *pickers_test_device_new(GdkDisplay *display, const char *name,
                                   GdkInputSource source) {
#ifdef GDK_WINDOWING_WAYLAND
  /* As GDK's Wayland backend makes the seat's touchscreen when the seat gains touch. */
  if (GDK_IS_WAYLAND_DISPLAY(display))
    return g_object_new(GDK_TYPE_WAYLAND_DEVICE, "name", name, "type", GDK_DEVICE_TYPE_SLAVE,
                        "input-source", source, "input-mode", GDK_MODE_SCREEN, "has-cursor",
                        FALSE, "display", display, "seat", gdk_display_get_default_seat(display),
                        NULL);
#endif
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
