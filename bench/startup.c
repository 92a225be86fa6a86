/* startup: runs a GUI program and reports when its first top-level window is mapped (an X
 * client watching the root window for MapNotify), then its resident memory once it has
 * settled. Used by bench/run.py, which interleaves the programs it compares.
 *
 *   startup SETTLE_MS program [args…]
 *
 * Prints "startup_ms <ms>", "cpu_ms <ms>" (the time the program's threads had run on a CPU
 * when it mapped, from /proc/PID/task/TID/schedstat), "rss_kib <KiB>" (VmRSS), "pss_kib" and
 * "uss_kib" (from smaps_rollup), then ends the program with SIGTERM.
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <dirent.h>
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

/* The time all of the process's threads have run on a CPU, in ms: what it cost a slow CPU,
 * whatever the other processes of the session did meanwhile. */
static double cpu_ms(pid_t pid) {
  char path[96];
  snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
  DIR *tasks = opendir(path);
  if (!tasks) return -1;
  double total = 0;
  struct dirent *task;
  while ((task = readdir(tasks))) {
    if (task->d_name[0] == '.') continue;
    snprintf(path, sizeof path, "/proc/%d/task/%s/schedstat", (int)pid, task->d_name);
    FILE *f = fopen(path, "r");
    if (!f) continue;
    unsigned long long ns = 0;
    if (fscanf(f, "%llu", &ns) == 1) total += ns / 1e6;
    fclose(f);
  }
  closedir(tasks);
  return total;
}

/* Proportional (Pss) and unique (Private_Clean + Private_Dirty) set sizes, in KiB, from
 * /proc/PID/smaps_rollup: what the process costs when shared pages are split among their
 * users, and what it alone holds. */
static void smaps_rollup(pid_t pid, long *pss, long *uss) {
  char path[64], line[256];
  *pss = -1;
  *uss = 0;
  snprintf(path, sizeof path, "/proc/%d/smaps_rollup", (int)pid);
  FILE *f = fopen(path, "r");
  if (!f) return;
  while (fgets(line, sizeof line, f)) {
    if (strncmp(line, "Pss:", 4) == 0) *pss = strtol(line + 4, NULL, 10);
    if (strncmp(line, "Private_Clean:", 14) == 0) *uss += strtol(line + 14, NULL, 10);
    if (strncmp(line, "Private_Dirty:", 14) == 0) *uss += strtol(line + 14, NULL, 10);
  }
  fclose(f);
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
  printf("cpu_ms %.2f\n", cpu_ms(pid));
  usleep(settle * 1000);
  printf("rss_kib %ld\n", rss_kib(pid));
  long pss, uss;
  smaps_rollup(pid, &pss, &uss);
  printf("pss_kib %ld\nuss_kib %ld\n", pss, uss);
  fflush(stdout);
  kill(pid, SIGTERM);
  int status;
  waitpid(pid, &status, 0);
  XCloseDisplay(display);
  return 0;
}
