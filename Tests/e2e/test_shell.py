"""End-to-end, in the GNOME Shell lane only (HACKING.md, "The GNOME Shell lane").

- Behind an alert, the window is in the backdrop and Mutter dims it: the wheel's fades are
  the colour of the page behind them, light and dark.
- The Shell going away under the app: a second headless GNOME Shell, on a D-Bus session of
  its own, is started for the app and killed under it, as a crashed session's Shell is.
  GTK's Wayland backend ends the process with one line on standard error and exit status
  1, no crash and no core dump.
"""
import os
import signal
import subprocess
import time

import pytest

from conftest import SHOTS
from driver import ScreenMismatch, expect, extents, fresh_home, wait_for
from pages import PAGES
from screen import SCREEN, SHELL
from test_wayland import expect_one_line_exit, start

pytestmark = [pytest.mark.shell,
              pytest.mark.skipif(not SHELL, reason="needs the GNOME Shell lane's session")]

DISPLAY = "pickers-shell-gone"


@pytest.mark.parametrize("theme", ["Adwaita", "Adwaita:dark"])
def test_behind_an_alert_the_fades_match_the_page(launch, theme):
    """The Single page at Luke, its first row: above the band the drum draws no row, only
    its fade, so with the alert open the strip from the window's left edge to its right,
    40 px high, above the alert, is one colour (a fade in another colour than the page's
    would show as a band)."""
    app = launch("--page", "single", env={"GTK_THEME": theme})
    SCREEN.maximize(app)
    width = SCREEN.size()[0]
    wait_for(lambda: SCREEN.own_rect(app, "Pickers")[2] == width, what="the window maximized")
    time.sleep(0.4)
    expect("Luke", app.at_rest("Character")[0], "the first row in the band")
    _, band = app.selected_centre("Character")
    app.press("Select")
    app.alert()
    time.sleep(0.6)  # Mutter's dimming fades in
    alert = wait_for(lambda: app.find("alert", showing=True), what="the alert")
    alert_top = SCREEN.alert_rect(app, alert)[1]
    assert band - 60 <= alert_top, f"the alert (top {alert_top}) covers the strip"
    x, y, w, _ = SCREEN.own_rect(app, "Pickers")
    strip = SCREEN.pixels(x + 2, band - 100, w - 4, 40)
    colours = {strip[i:i + 3] for i in range(0, len(strip), 3)}
    spread = max(max(c[k] for c in colours) - min(c[k] for c in colours) for k in range(3))
    assert spread <= 3, (f"{len(colours)} colours above the band behind the alert ({theme}), "
                         f"channels apart by up to {spread}")
    app.dismiss_alert()


@pytest.fixture
def second_shell(tmp_path):
    """A headless GNOME Shell of its own, on a session bus of its own (two Shells on one
    bus would fight over its names) and the lane's stand-in system bus. Yields the
    process."""
    runtime = os.environ["XDG_RUNTIME_DIR"]
    shell = subprocess.Popen(
        ["dbus-run-session", "--", "gnome-shell", "--headless", "--no-x11",
         "--wayland-display", DISPLAY, "--virtual-monitor", "360x720"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL, start_new_session=True,
        env={**os.environ, "WAYLAND_DISPLAY": "", "NO_AT_BRIDGE": "1"})
    try:
        wait_for(lambda: os.path.exists(os.path.join(runtime, DISPLAY)), timeout=20,
                 what="the second Shell's Wayland socket")
        yield shell
    finally:
        if shell.poll() is None:
            os.killpg(shell.pid, signal.SIGKILL)
        shell.wait(timeout=10)


def test_the_shell_killed_under_the_app_ends_it_with_one_line(second_shell, tmp_path):
    app, stderr = start(DISPLAY, tmp_path)
    os.killpg(second_shell.pid, signal.SIGKILL)  # the Shell, its buses with it
    second_shell.wait(timeout=10)
    expect_one_line_exit(app, stderr, "the Shell")


def large_text_home():
    """A fresh home whose GNOME settings are Large Text's: the text scaled by 1.25, in
    Cantarell 11 as GNOME ships it (GDK's Wayland backend reads both from GSettings)."""
    home = fresh_home()
    folder = os.path.join(home["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(folder)
    with open(os.path.join(folder, "keyfile"), "w") as keyfile:
        keyfile.write("[org/gnome/desktop/interface]\ntext-scaling-factor=1.25\n"
                      "font-name='Cantarell 11'\n")
    return home


def test_with_large_text_every_page_fits_a_phone(launch):
    """GNOME's Large Text on a 360 px phone: on every page of the maximized window, every
    tab, wheel and button is inside the screen, the tabs' names shortened where they must
    be (GTK lays out a window whose least width is wider than it was given at that width,
    and the compositor cuts it: the tab bar needed 378 px, the last tab read "Custo", the
    zip wheel and the fifth reel were cut)."""
    app = launch("--page", "custom", env=large_text_home())
    SCREEN.maximize(app)
    width = SCREEN.size()[0]
    wait_for(lambda: SCREEN.own_rect(app, "Pickers")[2] == width, what="the window maximized")
    for page in PAGES:
        app.select_tab(page.tab)

        def shown():
            tabs = app.tab_list()
            wheels = page.wheels or [f"Reel {n}" for n in range(1, 6)]
            return [tabs.getChildAtIndex(i) for i in range(tabs.childCount)] + \
                [app.wheel(name) for name in wheels] + \
                [app.selected_cell(name) for name in page.wheels] + \
                [app.require("push button", page.button, root=app.window)]
        expect_inside(shown, width, f"on the {page.tab} page", f"large-text-{page.name}.png")


# Each window the menu opens, its wheels and its button; the chooser's dialog is opened by
# its button.
SEED_WINDOWS = [("Meal Picker", ["Fruit", "Main Course", "Drink"], "Random"),
                ("Animal Chooser", [], "Choose Animal"),
                ("Choose an Animal", ["Animal", "Sound"], "Done")]


def test_with_large_text_every_window_fits_a_phone(launch):
    """Large Text on a 360 px phone, the windows the menu opens: each maximized, its wheels
    and button inside the screen. The Meal Picker's three wheels asked for their titles'
    whole width ("Vegetable Curry": 408 px with the margins) and the screen cut the third;
    a wheel now ellipsizes its titles when it is given less than they need (how it draws
    them is WheelWidthTests' to check; the screenshots are left to be looked at)."""
    app = launch(env=large_text_home())
    width = SCREEN.size()[0]
    for title, wheels, button in SEED_WINDOWS:
        if title == "Choose an Animal":
            app.require("push button", "Choose Animal",
                        root=app.top_window("Animal Chooser")).queryAction().doAction(0)
        else:
            app.menu(title)
        window = app.top_window(title)
        SCREEN.maximize(app, title)
        wait_for(lambda: SCREEN.own_rect(app, title)[2] == width, what=f"{title} maximized")
        expect_inside(lambda: [app.wheel(name, root=window) for name in wheels] +
                      [app.selected_cell(name, root=window) for name in wheels] +
                      [app.require("push button", button, root=window)],
                      width, f"in {title}", f"large-text-{title.lower().replace(' ', '-')}.png")


def outside(nodes, width):
    """Those of `nodes` not wholly inside a screen `width` pixels wide, as (name, left,
    right)."""
    found = []
    for node in nodes:
        x, _, w, _ = extents(node)
        if not (0 <= x and x + w <= width):
            found.append((node.name, x, x + w))
    return found


def expect_inside(nodes, width, where, picture):
    """Waits for every node `nodes()` gives to lie inside the screen (a page built or a
    window maximized lays itself out over a few frames), leaves a screenshot named
    `picture`, and fails naming those outside."""
    try:
        wait_for(lambda: not outside(nodes(), width), what=f"everything {where} on the screen")
    except ScreenMismatch:
        pass  # said below, with what is outside
    os.makedirs(SHOTS, exist_ok=True)
    path = os.path.join(SHOTS, picture)
    SCREEN.screenshot(path)
    cut = outside(nodes(), width)
    assert not cut, f"{where}, not inside the {width} px screen: {cut} (screenshot: {path})"
