#!/bin/sh
# Installs a pickers .deb into a throwaway root, runs it there, purges it, and checks that
# nothing of it is left (make deb-check calls it, through Tests/deb).
#
#   scripts/deb-check.sh [--host ROOT] [--no-run] DEB
#
# The throwaway root is dpkg's own --root: a folder holding a copy of the host's package
# database and file lists (ROOT's, default /) without any pickers of the host's own, so
# Depends and file conflicts are checked against what the host has installed. dpkg
# installs, lists and purges inside it; neither the host's files nor its package database
# are written, so a pickers the user installed stays as it was, and no root is needed. The installed binary finds its data
# relative to itself, so it runs from the folder as it would from /usr (the end-to-end
# installed-binary test, under Xvfb; --no-run skips it). The package has no maintainer
# scripts, and triggers (icon cache, man-db) are the host's business, not the package's.
set -eu
host=/
run=yes
while [ $# -gt 1 ]; do
  case $1 in
    --host) host=$2; shift 2 ;;
    --no-run) run=no; shift ;;
    *) break ;;
  esac
done
deb=$(readlink -f "$1")
top=$(cd "$(dirname "$0")/.." && pwd)
root=$(mktemp -d "${TMPDIR:-/tmp}/pickers-deb-root.XXXXXX")
trap 'rm -rf "$root"' EXIT
trap 'exit 130' INT TERM HUP
admin=$root/var/lib/dpkg
mkdir -p "$admin/info" "$admin/updates" "$admin/triggers"
touch "$admin/available"
# The host's installed packages, each a paragraph of the status file, but its pickers.
awk -v RS= -v ORS='\n\n' '$0 !~ /(^|\n)Package: pickers\n/' "$host/var/lib/dpkg/status" \
  > "$admin/status"
# And the lists of their files, so that a file another package owns is a conflict here too.
for list in "$host"/var/lib/dpkg/info/*.list; do
  case ${list##*/} in pickers.list | pickers:*.list) ;; *) cp "$list" "$admin/info/" ;; esac
done
# dpkg looks for ldconfig and start-stop-daemon on PATH, which lacks /usr/sbin for a user.
PATH=$PATH:/usr/sbin:/sbin
in_root() { dpkg --root="$root" --force-not-root --log="$root/dpkg.log" "$@"; }

in_root --install "$deb"
in_root --listfiles pickers > "$root/files"
if [ $run = yes ]; then
  (cd "$top" && xvfb-run -a -s '-screen 0 1280x1024x24 -noreset' dbus-run-session -- \
    env PICKERS_INSTALLED_PREFIX="$root/usr" /usr/bin/python3 -m pytest -p no:cacheprovider \
    -W ignore::DeprecationWarning -q Tests/e2e/test_installed.py)
fi
in_root --purge pickers
left=$(while read -r f; do if [ -f "$root$f" ]; then echo "$f"; fi; done < "$root/files")
[ -z "$left" ] || { echo "left behind by dpkg --purge:"; echo "$left"; exit 1; } >&2
echo "deb-check: $(basename "$deb") installed, run and purged in a throwaway root"
