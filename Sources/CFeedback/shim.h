/* libfeedback, through its own header (pkg-config libfeedback-0.0): how apps ask feedbackd
 * for haptic, LED and sound feedback on Linux phones (Phosh's). Its API is marked unstable,
 * and asks to be told so. */
#define LIBFEEDBACK_USE_UNSTABLE_API
#include <libfeedback.h>
