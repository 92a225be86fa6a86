/* pickers_is_main_thread: see pickers-widgets.h. */
#include "pickers-widgets.h"

#include <pthread.h>

static pthread_t main_thread;

__attribute__((constructor)) static void record_main_thread(void) { main_thread = pthread_self(); }

gboolean pickers_is_main_thread(void) { return pthread_equal(pthread_self(), main_thread) != 0; }
