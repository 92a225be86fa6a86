# Sourced by wayland-session.sh and gnome-session.sh: a session runs as a user, not root.
#
# as_session_user ARGUMENT...: as root, runs the calling script ($SELF) again with
# ARGUMENT... in a user namespace whose user 1000 is root outside (files keep their owner,
# so the build tree stays writable); where a container forbids user namespaces
# (PICKERS_WAYLAND_NO_UNSHARE set stands for one), as the system user pickers-test, made
# once, which then needs to read the tree. Not as root, it returns. The compositor, the
# D-Bus session, the accessibility bus, the app and the test runner are then all one user:
# D-Bus admits only its own uid, and sway refuses to run as root.
as_session_user() {
  [ "$(id -u)" = 0 ] || return 0
  if [ -z "${PICKERS_WAYLAND_NO_UNSHARE:-}" ] &&
    unshare --user --map-user=1000 --map-group=1000 true 2>/dev/null; then
    exec unshare --user --map-user=1000 --map-group=1000 "$SELF" "$@"
  fi
  if ! id pickers-test >/dev/null 2>&1; then
    useradd --system --user-group --create-home --home-dir /var/lib/pickers-test \
      --shell /usr/sbin/nologin pickers-test
  fi
  echo "$(basename "$SELF" .sh): no user namespace here; running as the user pickers-test" >&2
  exec runuser -u pickers-test -- env HOME=/var/lib/pickers-test PATH="$PATH" "$SELF" "$@"
}
