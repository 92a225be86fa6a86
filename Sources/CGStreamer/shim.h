// GStreamer for the sound player: the headers Swift imports, and helpers for macros.
#ifndef PICKERS_CGSTREAMER_SHIM_H
#define PICKERS_CGSTREAMER_SHIM_H

#include <gst/gst.h>

/// The message type of a bus message (GST_MESSAGE_TYPE is a macro).
static inline GstMessageType pickers_gst_message_type(GstMessage *message) {
  return GST_MESSAGE_TYPE(message);
}

/// The source object's name of a bus message, or NULL.
static inline const char *pickers_gst_message_source_name(GstMessage *message) {
  return GST_MESSAGE_SRC_NAME(message);
}

/// Sets a string property of an element (g_object_set is variadic).
static inline void pickers_gst_set_string(GstElement *element, const char *name,
                                          const char *value) {
  g_object_set(element, name, value, NULL);
}

/// Seeks to the start so an element can play again.
static inline gboolean pickers_gst_rewind(GstElement *element) {
  return gst_element_seek_simple(element, GST_FORMAT_TIME,
                                 GST_SEEK_FLAG_FLUSH | GST_SEEK_FLAG_KEY_UNIT, 0);
}
#endif
