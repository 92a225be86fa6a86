#!/bin/sh
# Runs a command inside a headless Wayland session, as xvfb-run does for X11: the lane of
# `make test` that tests the app as GNOME's default session runs it (HACKING.md, "The
# Wayland lane").
#
#   scripts/wayland-session.sh [--scale N] COMMAND [ARGUMENT...]
#
# - sway (wlroots), headless and drawn in software: WLR_BACKENDS=headless,
#   WLR_LIBINPUT_NO_DEVICES=1, WLR_RENDERER=pixman. Its one output is 1280 x 1024 logical
#   pixels at scale N (a whole number, 1 unless told); every window floats, opening at the
#   size it asks for (at least 75 x 50), and sway draws no border: GTK draws its own title
#   bars and shadows (GTK_CSD=1), as under GNOME's Mutter, which offers no server-side
#   decorations.
# - wayvnc on 127.0.0.1 only: it gives the seat a virtual pointer and a virtual keyboard,
#   which the tests drive through VNC (PICKERS_VNC holds the address for vncdotool).
# - a D-Bus session of its own, for GTK's accessibility bridge and the tests' AT-SPI.
# - GDK_BACKEND=wayland, DISPLAY unset: nothing can reach an X server.
#
# It runs as a user, not root (scripts/session-user.sh says how). XDG_RUNTIME_DIR is a new
# folder of that user's, removed at the end.
#
# PICKERS_WAYLAND_LOGS, when set, is a folder that gets sway's and wayvnc's logs at the end.
# The command's exit status is the script's; a compositor that fails to start is status 1
# with sway's log on standard error.
set -eu

SCALE=1
if [ "${1:-}" = "--scale" ]; then
  SCALE=$2
  shift 2
fi
[ $# -gt 0 ] || { echo "usage: $0 [--scale N] COMMAND [ARGUMENT...]" >&2; exit 2; }
SELF=$(readlink -f "$0")

# 1. Not as root.
. "$(dirname "$SELF")/session-user.sh"
as_session_user --scale "$SCALE" "$@"

# 2. A runtime folder and a D-Bus session of this user's.
if [ -z "${PICKERS_WAYLAND_INSIDE:-}" ]; then
  XDG_RUNTIME_DIR=$(mktemp -d "${TMPDIR:-/tmp}/pickers-wayland.XXXXXX")
  chmod 700 "$XDG_RUNTIME_DIR"
  export XDG_RUNTIME_DIR PICKERS_WAYLAND_INSIDE=1
  trap 'rm -rf "$XDG_RUNTIME_DIR"' EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  status=0
  dbus-run-session -- "$SELF" --scale "$SCALE" "$@" || status=$?
  exit $status
fi

# 3. The compositor, the VNC server, then the command.
unset DISPLAY WAYLAND_DISPLAY
export WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman
config=$XDG_RUNTIME_DIR/sway.conf
# 1280 x 1024 logical pixels at every scale.
width=$((1280 * SCALE))
height=$((1024 * SCALE))
cat > "$config" <<EOF
output HEADLESS-1 resolution ${width}x${height} position 0 0 scale $SCALE
default_border none
default_floating_border none
xwayland disable
for_window [app_id=".*"] floating enable
focus_on_window_activation focus
EOF
sway --config "$config" > "$XDG_RUNTIME_DIR/sway.log" 2>&1 &
sway_pid=$!
wayvnc_pid=
# Runs once, at the exit, whatever ended the script: a process already gone is no error,
# and the command's status is the script's.
stop() {
  code=$?
  [ -n "$wayvnc_pid" ] && { kill "$wayvnc_pid" 2>/dev/null || true; }
  kill "$sway_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  if [ -n "${PICKERS_WAYLAND_LOGS:-}" ]; then
    mkdir -p "$PICKERS_WAYLAND_LOGS" || true
    cp "$XDG_RUNTIME_DIR/sway.log" "$XDG_RUNTIME_DIR/wayvnc.log" "$PICKERS_WAYLAND_LOGS/" \
      2>/dev/null || true
  fi
  exit $code
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Its Wayland socket, then its IPC socket (made after it).
SWAYSOCK=
for _ in $(seq 100); do
  for sock in "$XDG_RUNTIME_DIR"/sway-ipc.*.sock; do [ -S "$sock" ] && SWAYSOCK=$sock; done
  [ -S "$XDG_RUNTIME_DIR/wayland-1" ] && [ -n "$SWAYSOCK" ] && break
  if ! kill -0 "$sway_pid" 2>/dev/null; then break; fi
  sleep 0.1
done
if [ ! -S "$XDG_RUNTIME_DIR/wayland-1" ] || [ -z "$SWAYSOCK" ]; then
  echo "wayland-session: sway did not start:" >&2
  cat "$XDG_RUNTIME_DIR/sway.log" >&2
  exit 1
fi
export WAYLAND_DISPLAY=wayland-1 SWAYSOCK

# A free port on 127.0.0.1, for wayvnc alone.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
wayvnc --output=HEADLESS-1 127.0.0.1 "$port" > "$XDG_RUNTIME_DIR/wayvnc.log" 2>&1 &
wayvnc_pid=$!
listening=
for _ in $(seq 100); do
  if python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1).close()" \
    2>/dev/null; then
    listening=yes
    break
  fi
  kill -0 "$wayvnc_pid" 2>/dev/null || break
  sleep 0.1
done
if [ -z "$listening" ]; then
  echo "wayland-session: wayvnc did not listen on 127.0.0.1:$port:" >&2
  cat "$XDG_RUNTIME_DIR/wayvnc.log" >&2
  exit 1
fi
export PICKERS_VNC="127.0.0.1::$port" GDK_BACKEND=wayland GTK_CSD=1 PICKERS_WAYLAND_SCALE=$SCALE

status=0
"$@" || status=$?
exit $status  # the EXIT trap stops wayvnc and sway
