/* GStreamer, through its own header (pkg-config gstreamer-1.0). The sound player calls it
 * from its own thread, and only once a sound is to be played: gst_init runs then, not at
 * start-up. */
#include <gst/gst.h>
