/* startup: runs a GUI program and reports when its first top-level window is mapped (an X
 * client watching the root window for MapNotify), then its resident memory once it has
 * settled. Used by bench/run.py, which interleaves the programs it compares.
 *
 *   startup SETTLE_MS program [args…]
 *
 * Prints "startup_ms <ms>" and "rss_kib <KiB>", then ends the program with SIGTERM.
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static long rss_kib(pid_t pid) {
  char path[64], line[256];
  long value = -1;
  snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
  FILE *f = fopen(path, "r");
  if (!f) return -1;
  while (fgets(line, sizeof line, f))
    if (strncmp(line, "VmRSS:", 6) == 0) value = strtol(line + 6, NULL, 10);
  fclose(f);
  return value;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: startup SETTLE_MS program [args...]\n");
    return 2;
  }
  int settle = atoi(argv[1]);
  Display *display = XOpenDisplay(NULL);
  if (!display) {
    fprintf(stderr, "startup: cannot open the display\n");
    return 1;
  }
  Window root = DefaultRootWindow(display);
  XSelectInput(display, root, SubstructureNotifyMask);
  XSync(display, False);
  double start = now_ms();
  pid_t pid = fork();
  if (pid == 0) {
    execvp(argv[2], argv + 2);
    perror("startup: exec");
    _exit(127);
  }
  for (;;) {
    XEvent event;
    XNextEvent(display, &event);
    if (event.type == MapNotify && !event.xmap.override_redirect) break;
  }
  printf("startup_ms %.2f\n", now_ms() - start);
  usleep(settle * 1000);
  printf("rss_kib %ld\n", rss_kib(pid));
  fflush(stdout);
  kill(pid, SIGTERM);
  int status;
  waitpid(pid, &status, 0);
  XCloseDisplay(display);
  return 0;
}
