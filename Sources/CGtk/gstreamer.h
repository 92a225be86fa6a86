// The part of GStreamer 1.x's ABI the sound player uses, declared here instead of
// included: GStreamer is not linked but loaded with dlopen on the first sound (see
// Sources/PickersUI/GStreamer.swift), so neither its headers' pkg-config (which would add
// -lgstreamer-1.0) nor its library are needed to build or start the app. The values are
// those of <gst/gst.h> 1.x, whose ABI is stable across the 1.x series.
#ifndef PICKERS_GSTREAMER_H
#define PICKERS_GSTREAMER_H

// Elements, buses and messages are handled as opaque pointers.

/// GstState.
typedef enum {
  PICKERS_GST_STATE_NULL = 1,
  PICKERS_GST_STATE_PAUSED = 3,
  PICKERS_GST_STATE_PLAYING = 4
} PickersGstState;

/// GST_FORMAT_TIME, and GST_SEEK_FLAG_FLUSH | GST_SEEK_FLAG_KEY_UNIT (to rewind a pipeline
/// and play it again).
enum { PICKERS_GST_FORMAT_TIME = 3, PICKERS_GST_REWIND_FLAGS = (1 << 0) | (1 << 2) };

#endif
