#!/bin/sh
# Runs a command inside a headless GNOME Shell session: the lane of `make test` that tests
# the app under GNOME's own compositor, Mutter, with real touch (HACKING.md, "The GNOME
# Shell lane").
#
#   scripts/gnome-session.sh [--size WIDTHxHEIGHT] COMMAND [ARGUMENT...]
#
# - gnome-shell --headless --no-x11: Mutter drawn in software on one virtual monitor of
#   WIDTH x HEIGHT (360x720 unless told: a phone held upright), no X server, no logind, no
#   udev, no GPU. --unsafe-mode lets the tests call org.gnome.Shell.Eval, through which
#   they make Clutter's virtual touchscreen, pointer and keyboard: the app then gets real
#   wl_touch, wl_pointer and wl_keyboard events from the compositor.
# - A D-Bus session of its own (the Shell, dconf, GTK's accessibility bridge and the tests'
#   AT-SPI share it), and a second one that stands for the system bus: the Shell's
#   LoginManager needs a system bus to connect to, or its JavaScript stops at start-up.
# - A home of its own in the runtime folder (the Shell writes its state and dconf's
#   database there), so every run starts from GNOME's defaults.
# - At start, once the Shell's start-up animation is over, the overview and the "Screen Lock
#   disabled" banner are hidden.
# - GDK_BACKEND=wayland, DISPLAY unset; PICKERS_SHELL=1 tells the tests which screen this is.
#
# It runs as a user, not root (scripts/session-user.sh says how); its runtime folder and
# home are new folders of that user's, removed at the end.
#
# PICKERS_SHELL_LOGS, when set, is a folder that gets the Shell's log at the end. The
# command's exit status is the script's; a Shell that does not answer Eval within 20 s, twice,
# is status 1 with its log on standard error.
set -eu

SIZE=360x720
if [ "${1:-}" = "--size" ]; then
  SIZE=$2
  shift 2
fi
[ $# -gt 0 ] || { echo "usage: $0 [--size WIDTHxHEIGHT] COMMAND [ARGUMENT...]" >&2; exit 2; }
SELF=$(readlink -f "$0")

# 1. Not as root.
. "$(dirname "$SELF")/session-user.sh"
as_session_user --size "$SIZE" "$@"

# 2. A runtime folder, a home, and a D-Bus session of this user's.
if [ -z "${PICKERS_SHELL_INSIDE:-}" ]; then
  XDG_RUNTIME_DIR=$(mktemp -d "${TMPDIR:-/tmp}/pickers-shell.XXXXXX")
  chmod 700 "$XDG_RUNTIME_DIR"
  HOME=$XDG_RUNTIME_DIR/home
  mkdir -m 700 "$HOME"
  export XDG_RUNTIME_DIR HOME PICKERS_SHELL_INSIDE=1 XDG_CONFIG_HOME="$HOME/.config" \
    XDG_DATA_HOME="$HOME/.local/share" XDG_CACHE_HOME="$HOME/.cache" \
    XDG_STATE_HOME="$HOME/.local/state"
  trap 'rm -rf "$XDG_RUNTIME_DIR"' EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  status=0
  dbus-run-session -- "$SELF" --size "$SIZE" "$@" || status=$?
  exit $status
fi

# 3. The stand-in system bus, the Shell, then the command.
unset DISPLAY WAYLAND_DISPLAY
system_bus=$(dbus-daemon --session --fork --print-address=1 --print-pid=1)
DBUS_SYSTEM_BUS_ADDRESS=$(echo "$system_bus" | sed -n 1p)
system_bus_pid=$(echo "$system_bus" | sed -n 2p)
export DBUS_SYSTEM_BUS_ADDRESS XDG_SESSION_TYPE=wayland XDG_CURRENT_DESKTOP=GNOME \
  LIBGL_ALWAYS_SOFTWARE=1
log=$XDG_RUNTIME_DIR/gnome-shell.log
shell_pid=
# Ends the Shell and what it started: TERM, then KILL after 5 s.
end_shell() {
  [ -n "$shell_pid" ] || return 0
  pkill -TERM -P "$shell_pid" 2>/dev/null || true
  kill -TERM "$shell_pid" 2>/dev/null || true
  for _ in $(seq 50); do
    kill -0 "$shell_pid" 2>/dev/null || break
    sleep 0.1
  done
  pkill -KILL -P "$shell_pid" 2>/dev/null || true
  kill -KILL "$shell_pid" 2>/dev/null || true
  wait "$shell_pid" 2>/dev/null || true
}
stop() {
  code=$?
  end_shell
  kill "$system_bus_pid" 2>/dev/null || true
  if [ -n "${PICKERS_SHELL_LOGS:-}" ]; then
    mkdir -p "$PICKERS_SHELL_LOGS" && cp "$log" "$PICKERS_SHELL_LOGS/" 2>/dev/null || true
  fi
  exit $code
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The Shell's JavaScript, through Eval; each call may take 3 s at most.
eval_js() {
  timeout 3 gdbus call --session --timeout 3 --dest org.gnome.Shell \
    --object-path /org/gnome/Shell --method org.gnome.Shell.Eval "$1" 2>/dev/null
}

# Starts the Shell; true once it answers Eval (its JavaScript has started), within 20 s.
start_shell() {
  NO_AT_BRIDGE=1 gnome-shell --headless --no-x11 --wayland-display pickers-shell \
    --virtual-monitor "$SIZE" --unsafe-mode >> "$log" 2>&1 &
  shell_pid=$!
  deadline=$(($(date +%s) + 20))
  while [ "$(date +%s)" -lt "$deadline" ]; do
    eval_js 1 | grep -q "^(true" && return 0
    kill -0 "$shell_pid" 2>/dev/null || return 1
    sleep 0.2
  done
  return 1
}

# Now and then the Shell stops at start-up, before its JavaScript answers (seen once in
# about 30 starts, with a forked child of its own waiting): a second start is tried.
if ! start_shell; then
  echo "gnome-session: GNOME Shell did not answer in 20 s; starting it again" >&2
  end_shell
  rm -f "$XDG_RUNTIME_DIR/pickers-shell" "$XDG_RUNTIME_DIR/pickers-shell.lock"
  if ! start_shell; then
    echo "gnome-session: GNOME Shell did not start:" >&2
    cat "$log" >&2
    exit 1
  fi
fi
# The Shell opens its overview once its start-up animation ends, which may be after Eval
# answers: an overview opening later took the tests' touches (its grab keeps them from the
# app). So wait for the start-up's end, then close the overview and wait for it to go.
fail() {
  echo "gnome-session: $1; the Shell's log:" >&2
  cat "$log" >&2
  exit 1
}
wait_js() {
  deadline=$(($(date +%s) + 10))
  until eval_js "$1" | grep -q "^(true, 'true')"; do
    [ "$(date +%s)" -lt "$deadline" ] || fail "the Shell never said $1"
    sleep 0.1
  done
}
# Runs a script that must end in true.
run_js() {
  eval_js "$1" | grep -q "^(true, 'true')" || fail "the Shell could not run: $1"
}
wait_js "!Main.layoutManager._startingUp"
run_js "Main.overview.hide(); true"
wait_js "!Main.overview.visible && !Main.overview.animationInProgress && Main.modalCount === 0"
run_js "Main.messageTray._bannerBin.hide();
  const C = imports.gi.Clutter;
  const seat = C.get_default_backend().get_default_seat();
  globalThis.pickers = {
    touchscreen: seat.create_virtual_device(C.InputDeviceType.TOUCHSCREEN_DEVICE),
    pointer: seat.create_virtual_device(C.InputDeviceType.POINTER_DEVICE),
    keyboard: seat.create_virtual_device(C.InputDeviceType.KEYBOARD_DEVICE)};
  true"
export WAYLAND_DISPLAY=pickers-shell GDK_BACKEND=wayland PICKERS_SHELL=1

status=0
"$@" || status=$?
exit $status  # the EXIT trap stops the Shell and the stand-in system bus
