"""End-to-end: the app follows the desktop's light or dark preference
(org.gnome.desktop.interface color-scheme, set here through GSettings' key-file backend in
a temporary folder), live, and its text keeps a contrast of at least 4.5:1 in both styles,
measured on screenshots: the WINNER! label (the one colour the app sets) and a wheel's
selected row."""
import os
import subprocess

import pytest

from driver import SCREEN, extents, wait_for

SCHEMA = "org.gnome.desktop.interface"


def pixels(box):
    """The (r, g, b) pixels of a screen area, on X11, sway or GNOME Shell."""
    data = SCREEN.pixels(*box)
    return [tuple(data[i:i + 3]) for i in range(0, len(data) - 2, 3)]


def luminance(rgb):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def text_contrast(box):
    """(background, text colour, ratio): the background is the area's commonest colour, the
    text the pixel farthest from it (the glyphs' solid core, past anti-aliasing)."""
    area = pixels(box)
    background = max(set(area), key=area.count)
    ink = max(area, key=lambda p: contrast(p, background))
    return background, ink, contrast(ink, background)


@pytest.fixture
def desktop(tmp_path):
    """A GSettings store of our own; returns (env, set_scheme)."""
    env = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": str(tmp_path / "config")}

    def set_scheme(value):
        subprocess.run(["gsettings", "set", SCHEMA, "color-scheme", value], check=True,
                       env=dict(os.environ, **env))
    return env, set_scheme


def win(app):
    """Spins (seed 11) until a win; leaves the WINNER! label showing."""
    for _ in range(80):
        app.press("Spin")
        wait_for(lambda: not app.button_showing("Spin"), timeout=2, what="the spin to start")
        try:
            app.alert(timeout=1.2)
            app.close_alert()  # its button, "Spin again", would spin
            return app.require("label", "WINNER!")
        except AssertionError:
            wait_for(lambda: app.button_showing("Spin"), timeout=3, what="Spin back")
    raise AssertionError("no win in 80 spins")


@pytest.mark.parametrize("scheme, theme, dark", [
    ("prefer-light", None, False),
    ("prefer-dark", None, True),
    # A dark theme with no preference: the app's red follows the theme, not the preference.
    ("default", "Adwaita:dark", True),
])
def test_style_follows_the_preference_with_readable_text(launch, desktop, scheme, theme, dark):
    env, set_scheme = desktop
    set_scheme(scheme)
    if theme:
        env = dict(env, GTK_THEME=theme)
    app = launch("--page", "custom", "--seed", "11", env=env)
    label = win(app)
    background, ink, ratio = text_contrast(extents(label))
    assert (luminance(background) < 0.1) == dark, \
        f"background {background} for {scheme} (luminance {luminance(background):.2f})"
    assert ratio >= 4.5, f"WINNER! {ink} on {background}: {ratio:.2f}:1 in {scheme}"
    app.select_tab("Single")
    cell = app.selected_cell("Character")
    background, ink, ratio = text_contrast(extents(cell))
    assert ratio >= 4.5, f"the selected row {ink} on {background}: {ratio:.2f}:1 in {scheme}"


def test_the_style_changes_live(launch, desktop):
    """The preference changes while WINNER! shows: the window turns dark and the label's
    red turns to its dark variant (the light one measures about 2:1 there)."""
    env, set_scheme = desktop
    set_scheme("default")
    app = launch("--page", "custom", "--seed", "11", env=env)
    box = extents(win(app))
    light, _, _ = text_contrast(box)
    set_scheme("prefer-dark")
    wait_for(lambda: luminance(text_contrast(box)[0]) < 0.1, timeout=5,
             what="the window to turn dark")
    assert luminance(light) > 0.5, f"it started light: {light}"
    wait_for(lambda: text_contrast(box)[2] >= 4.5, timeout=5,
             what=f"WINNER! readable on the dark window (now {text_contrast(box)})")
    set_scheme("default")
    wait_for(lambda: luminance(text_contrast(box)[0]) > 0.5, timeout=5,
             what="the window to turn light again")
    wait_for(lambda: text_contrast(box)[2] >= 4.5, timeout=5, what="WINNER! readable again")


def image(path):
    """(width, height, grey values row by row) of an image file."""
    text = subprocess.run(["convert", path, "-colorspace", "Gray", "-depth", "8", "txt:-"],
                          capture_output=True, text=True, check=True).stdout
    lines = text.splitlines()
    # "# ImageMagick pixel enumeration: WIDTH,HEIGHT,MAX,colourspace"
    width, height = (int(v) for v in lines[0].split(":")[1].split(",")[:2])
    grey = [int(float(line.split("(", 1)[1].split(")", 1)[0].split(",")[0])) for line in lines[1:]]
    return width, height, grey


def sharpness(path):
    """The mean squared difference between neighbouring pixels (gradient energy): a sharp
    edge is one large step, the same edge scaled up is two half steps, which count half as
    much squared."""
    width, height, grey = image(path)
    total = 0
    for y in range(height - 1):
        for x in range(width - 1):
            p = grey[y * width + x]
            total += (p - grey[y * width + x + 1]) ** 2 + (p - grey[(y + 1) * width + x]) ** 2
    return total / ((width - 1) * (height - 1))


def test_reel_images_are_rendered_at_the_window_scale(launch, tmp_path):
    """At GDK_SCALE=2 a reel's symbol is drawn from an image rendered at twice the size,
    so it holds clearly more detail than the scale-1 rendering scaled up (as GTK would
    scale up an image made for scale 1)."""
    shots = {}
    for scale in (1, 2):
        app = launch("--page", "custom", env={"GDK_SCALE": str(scale)})
        x, y, width, height = extents(app.selected_cell("Reel 1"))  # logical pixels
        shots[scale] = str(tmp_path / f"reel-{scale}.png")
        subprocess.run(["import", "-window", "root", "-crop",
                        f"{width * scale}x{height * scale}+{x * scale}+{y * scale}", "+repage",
                        shots[scale]], check=True)
        app.close()
    scaled_up = str(tmp_path / "reel-1-scaled-up.png")
    subprocess.run(["convert", shots[1], "-filter", "Triangle", "-resize", "200%", scaled_up],
                   check=True)
    native, upscaled = sharpness(shots[2]), sharpness(scaled_up)
    assert native > 1.3 * upscaled, \
        f"scale 2: detail {native:.2f}, scale 1 scaled up: {upscaled:.2f}"


@pytest.mark.parametrize("theme, high_contrast", [("Adwaita", False), ("HighContrast", True)])
def test_rows_off_the_band_are_dimmed_and_readable_in_high_contrast(launch, tmp_path, theme,
                                                                     high_contrast):
    """The drum dims the rows outside the band (iOS's 45 %), but not under a high-contrast
    theme (GNOME's switch sets gtk-theme-name; here through settings.ini)."""
    config = tmp_path / "config"
    (config / "gtk-3.0").mkdir(parents=True)
    (config / "gtk-3.0" / "settings.ini").write_text(f"[Settings]\ngtk-theme-name={theme}\n")
    app = launch("--page", "single", env={"XDG_CONFIG_HOME": str(config)})
    app.pick("Character", "Han")
    app.at_rest("Character")
    x, y, width, height = extents(app.selected_cell("Character"))
    background, ink, ratio = text_contrast((x, y - height, width, height))  # Leia, above
    if high_contrast:
        assert ratio >= 7, f"the row above the band, {ink} on {background}: {ratio:.2f}:1"
    else:
        assert ratio < 4.5, f"the row above the band is not dimmed: {ratio:.2f}:1"
    background, ink, ratio = text_contrast((x, y, width, height))
    assert ratio >= 4.5, f"the band's row {ink} on {background}: {ratio:.2f}:1"
