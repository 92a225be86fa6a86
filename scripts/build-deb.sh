#!/bin/sh
# Builds pickers_<version>_<arch>.deb from a staged install (make deb calls it).
#
#   scripts/build-deb.sh VERSION STAGE_DIR OUTPUT_DIR
#
# STAGE_DIR holds `make install DESTDIR=STAGE_DIR PREFIX=/usr`. This adds the man page
# (help2man, from --help), the copyright and changelog, and DEBIAN/control with Depends
# computed by dpkg-shlibdeps from the binary's shared libraries (GStreamer's library among
# them). GStreamer's plugins are opened at run time, so shlibdeps cannot see them: playbin
# and the WAV decoder are named in Recommends, and without them the app is silent.
# libfeedback is linked (in Depends); feedbackd, the daemon it asks for haptic ticks, is
# suggested: phones have it, and a desktop without it loses nothing.
set -eu
version=$1
stage=$2
out=$3
doc="$stage/usr/share/doc/pickers"

install -d "$doc" "$stage/usr/share/man/man1" "$stage/DEBIAN"
install -m644 packaging/debian/copyright "$doc/copyright"
# The notes on where the data and images come from are documentation: Debian keeps those
# in /usr/share/doc.
mv "$stage/usr/share/pickers/data/README.md" "$doc/README.data.md"
mv "$stage/usr/share/pickers/Assets/README.md" "$doc/README.assets.md"
gzip -9n -c packaging/debian/changelog > "$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"
help2man --no-info --no-discard-stderr --include=packaging/debian/pickers.h2m \
  --name="picker wheels driven by data-source and delegate protocols" \
  --version-string="$version" "$stage/usr/bin/pickers" |
  gzip -9n > "$stage/usr/share/man/man1/pickers.1.gz"
chmod 644 "$stage/usr/share/man/man1/pickers.1.gz"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/usr/bin/pickers"

# dpkg-shlibdeps wants a debian/control beside it: give it one in a scratch folder.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/debian"
printf 'Source: pickers\n\nPackage: pickers\nArchitecture: any\n' > "$scratch/debian/control"
binary=$(readlink -f "$stage/usr/bin/pickers")
depends=$(cd "$scratch" && dpkg-shlibdeps -O "$binary" 2>/dev/null |
  sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "dpkg-shlibdeps found no dependencies" >&2; exit 1; }
size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
arch=$(dpkg --print-architecture)
cat > "$stage/DEBIAN/control" <<CONTROL
Package: pickers
Version: $version
Architecture: $arch
Maintainer: The Pickers developers <pickers@users.noreply.github.com>
Installed-Size: $size
Depends: $depends
Recommends: gstreamer1.0-plugins-base, gstreamer1.0-plugins-good
Suggests: feedbackd
Section: education
Priority: optional
Homepage: https://github.com/pickers/Pickers
Description: picker wheels driven by data-source and delegate protocols
 Pickers recreates the classic iOS "Pickers" app from chapter 7 of Beginning
 iPhone Development on the GNOME desktop: five pages of picker wheels (a date
 picker in the user's locale, a single and a double wheel, 41,749 US zip codes
 that follow the chosen state, and a five-reel slot machine with sounds), each
 driven by data-source and delegate protocols, plus the Animal Chooser and the
 Meal Picker from the book's readers.
CONTROL
find "$stage" -type d -exec chmod 755 {} +
(cd "$stage" && find usr -type f -exec md5sum {} + | sort -k 2 > DEBIAN/md5sums)
chmod 644 "$stage/DEBIAN/md5sums"
mkdir -p "$out"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$out/pickers_${version}_${arch}.deb"
