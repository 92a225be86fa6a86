#!/usr/bin/python3
"""Draws the app's 48 px icon, desktop/icons/hicolor/48x48/apps/io.github.pickers.Pickers.png,
from its scalable SVG, with GdkPixbuf's SVG loader (librsvg2-common). Run it after changing
the SVG, and commit the PNG: no build needs librsvg.

Why a 48 px PNG: GTK 3 gives a window its icon by loading every size the icon theme lists for
its name, and a scalable icon at 48 px. With only the SVG, that drew it through librsvg and
libxml2 at every start (8 MiB of resident memory); with a PNG at exactly 48 px, GTK decodes
that instead. The desktop (the app grid, the .desktop file, AppStream) keeps the SVG."""
import os
import sys

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
APP_ID = "io.github.pickers.Pickers"
SVG = os.path.join(ROOT, "desktop/icons/hicolor/scalable/apps", f"{APP_ID}.svg")
PNG = os.path.join(ROOT, "desktop/icons/hicolor/48x48/apps", f"{APP_ID}.png")

pixbuf = GdkPixbuf.Pixbuf.new_from_file_at_size(SVG, 48, 48)
if (pixbuf.get_width(), pixbuf.get_height()) != (48, 48):
    sys.exit(f"{SVG} drew at {pixbuf.get_width()} x {pixbuf.get_height()}, not 48 x 48")
os.makedirs(os.path.dirname(PNG), exist_ok=True)
# No text chunks (a creation time would change the file at every run).
pixbuf.savev(PNG, "png", ["compression"], ["9"])
print(PNG)
