"""End-to-end: the windows on a phone. At 360 x 320 (a phone held sideways, under its top
bar) and 360 x 720 (held upright), every page and both seed windows show every tab, wheel
and button inside the window, each alert opens and fits, and a row is picked by the
pointer on the drawn drum (HACKING.md, "Every size").

Sizes are the windows' own, header bar included, without GTK's frame: the test reads the
frame from `_GTK_FRAME_EXTENTS` and asks the window manager for the size plus the frame.
Without a window manager GTK snaps a window back to its least size, so Openbox runs here.
"""
import os
import re
import shutil
import subprocess
import time

import pytest

from driver import ROOT, expect, extents, frame_property, is_showing, wait_for, xdotool
from pages import PAGES, TABS
from conftest import in_locale

PHONE = [(360, 320), (360, 720)]
# Spin's first spin wins with this seed, so the Custom page's alert opens at once.
WINNING_SEED = "31"


def x_window(app, title):
    return wait_for(lambda: subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(app.process.pid), "--name",
         f"^{re.escape(title)}$"], capture_output=True, text=True).stdout.split()[-1],
        what=f"the X window {title!r}")


_border = {}


def frame_extents(window, app=None):
    """GTK's frame around a client-side decorated window: (left, right, top, bottom). GTK
    says it in `_GTK_FRAME_EXTENTS` only to a window manager that asks (Mutter), so where
    it does not, the frame is measured once on the main window: its notebook spans the
    window's own width, and the X window is wider by the frame."""
    numbers = frame_property(window, "_GTK_FRAME_EXTENTS")
    if numbers:
        return numbers
    if "border" not in _border and app is not None:
        frame = extents(app.window)
        notebook = extents(app.tab_list())
        _border["border"] = notebook[0] - frame[0]
    border = _border.get("border", 0)
    return (border,) * 4


def least_size(window):
    """The window's own least size, from its WM_NORMAL_HINTS less its frame."""
    hints = subprocess.run(["xprop", "-id", window, "WM_NORMAL_HINTS"], capture_output=True,
                           text=True).stdout
    found = re.search(r"minimum size: (\d+) by (\d+)", hints)
    left, right, top, bottom = (0, 0, 0, 0) if any(wm_frame(window)) else frame_extents(window)
    return int(found[1]) - left - right, int(found[2]) - top - bottom


def wm_frame(window):
    """The window manager's frame around a window it decorates (a dialog without a header
    bar): (left, right, top, bottom) from `_NET_FRAME_EXTENTS`, zeros for a window that
    draws its own (GTK's client-side decorations)."""
    return frame_property(window, "_NET_FRAME_EXTENTS") or (0, 0, 0, 0)


def resize(app, title, width, height):
    """Makes the window `title` `width` x `height` (its own size); returns its own
    rectangle on the screen (x, y, width, height). A window the window manager decorates
    has no frame of GTK's, and its accessible extents include the manager's frame."""
    window = x_window(app, title)
    outer = wm_frame(window)
    left, right, top, bottom = (0, 0, 0, 0) if any(outer) else frame_extents(window, app)
    node = app.top_window(title)

    def own():
        x, y, w, h = extents(node)
        return (x + left + outer[0], y + top + outer[2], w - left - right - outer[0] - outer[1],
                h - top - bottom - outer[2] - outer[3])

    for _ in range(2):  # a layout change on the way may move the least size: ask again
        xdotool("windowsize", window, str(width + left + right), str(height + top + bottom))
        time.sleep(0.3)
    wait_for(lambda: own()[2:] == (width, height), timeout=5,
             what=f"{title!r} at {width} x {height}, it is {own()[2:]}")
    time.sleep(0.3)  # the layout follows from an idle callback
    return own()


def inside(box, area, what):
    x, y, w, h = box
    ax, ay, aw, ah = area
    assert w > 0 and h > 0, f"{what} has no size: {box}"
    assert ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah, \
        f"{what} at {box} is not inside the window {area}"


def check_showing_inside(app, role, name, area, root=None):
    node = app.require(role, name, root=root)
    assert is_showing(node), f"the {role} {name!r} is not showing"
    inside(extents(node), area, f"the {role} {name!r}")
    return node


def check_tabs(app, area, names):
    tabs = app.tab_list()
    boxes = []
    for i in range(tabs.childCount):
        tab = tabs.getChildAtIndex(i)
        assert is_showing(tab), f"tab {tab.name!r} is not showing"
        inside(extents(tab), area, f"tab {tab.name!r}")
        boxes.append(extents(tab))
    expect(names, [tabs.getChildAtIndex(i).name for i in range(tabs.childCount)], "tabs")
    for (a, b) in zip(boxes, boxes[1:]):
        assert a[0] + a[2] <= b[0], f"tabs overlap: {a} and {b}"


def pick_by_pointer(app, wheel, root=None):
    """Clicks the row drawn one below the band (31 px: the pitch next to the band on the
    162 px drum and the 216 px one) and waits for it to rest in the band."""
    table = app.wheel(wheel, root=root).queryTable()
    rows = [app.row(wheel, r) for r in range(min(table.nRows, 400))]
    before = rows.index(app.selected(wheel))
    x, y = app.selected_centre(wheel, root=root)
    app.click_at(x, y + 31)
    expected = rows[(before + 1) % len(rows)]
    wait_for(lambda: app.at_rest(wheel, root=root)[0] == expected, timeout=5,
             what=f"{expected!r} in the band of {wheel!r}")


def check_alert_fits(app, area):
    alert = wait_for(lambda: app.find("alert", showing=True), what="an alert")
    x, y, w, h = extents(alert)
    assert w <= 360 + 10, f"the alert {alert.name!r} is {w} px wide"
    screen = tuple(int(n) for n in subprocess.run(
        ["xdotool", "getdisplaygeometry"], capture_output=True, text=True).stdout.split())
    inside((x, y, w, h), (0, 0, *screen), f"the alert {alert.name!r}")
    app.close_alert()


@pytest.mark.parametrize("width,height", PHONE)
def test_every_page_fits_a_phone(launch, openbox, width, height):
    app = launch("--seed", WINNING_SEED)
    area = resize(app, "Pickers", width, height)
    for page in PAGES:
        app.select_tab(page.tab)
        time.sleep(0.3)  # a page built now lays itself out for the window from an idle
        check_tabs(app, area, TABS)
        for wheel in page.wheels or [f"Reel {n}" for n in range(1, 6)]:
            check_showing_inside(app, "table", wheel, area, root=app.window)
        check_showing_inside(app, "push button", page.button, area, root=app.window)
        if page.wheels:
            pick_by_pointer(app, page.wheels[-1])
        app.press(page.button)
        check_alert_fits(app, area)
    # Every page built: the window can still be made as small as a phone's screen.
    resize(app, "Pickers", 360, 320)
    least = least_size(x_window(app, "Pickers"))
    assert least[0] <= 360 and least[1] <= 320, f"the window's least size is {least}"


@pytest.mark.parametrize("width,height", PHONE)
def test_seed_windows_fit_a_phone(launch, openbox, width, height):
    app = launch()
    app.menu("Meal Picker")
    window = app.top_window("Meal Picker")
    area = resize(app, "Meal Picker", width, height)
    for wheel in ["Fruit", "Main Course", "Drink"]:
        check_showing_inside(app, "table", wheel, area, root=window)
    check_showing_inside(app, "push button", "Random", area, root=window)
    for label in app.find_all("label", root=window, showing=True):
        inside(extents(label), area, f"the label {label.name!r}")
    pick_by_pointer(app, "Drink", root=window)
    resize(app, "Meal Picker", 360, 320)  # from 720 px tall, a person can shrink it to 320
    least = least_size(x_window(app, "Meal Picker"))
    assert least[0] <= 360 and least[1] <= 320, f"the Meal Picker's least size is {least}"
    app.keys("ctrl+w", window="Meal Picker")

    app.menu("Animal Chooser")
    window = app.top_window("Animal Chooser")
    area = resize(app, "Animal Chooser", width, height)
    check_showing_inside(app, "push button", "Choose Animal", area, root=window)
    app.require("push button", "Choose Animal", root=window).queryAction().doAction(0)
    chooser = app.top_window("Choose an Animal")
    area = resize(app, "Choose an Animal", width, height)
    for wheel in ["Animal", "Sound"]:
        check_showing_inside(app, "table", wheel, area, root=chooser)
    check_showing_inside(app, "push button", "Done", area, root=chooser)
    pick_by_pointer(app, "Sound", root=chooser)
    resize(app, "Choose an Animal", 360, 320)
    least = least_size(x_window(app, "Choose an Animal"))
    assert least[0] <= 360 and least[1] <= 320, f"the chooser's least size is {least}"


@pytest.mark.parametrize("language,title", [("zh_TW", "挑選器"), ("zh_CN", "选取器")])
def test_translated_tabs_fit_a_phone(launch, openbox, locales, language, title):
    app = launch("--page", "dependent", env=in_locale(locales, language), title=title)
    area = resize(app, app.window.name, 360, 320)
    check_tabs(app, area, [page.tabs[language] for page in PAGES])


def test_a_window_saved_phone_sized_opens_narrow(launch, openbox, tmp_path):
    """The saved size is GTK's (without header bar and frame): 360 x 720 opens at that size,
    its tabs already at the bottom, under the wheels."""
    state = tmp_path / "state"
    (state / "pickers").mkdir(parents=True)
    (state / "pickers" / "state.ini").write_text("[window]\nwidth=360\nheight=720\n")
    app = launch("--page", "single", env={"XDG_STATE_HOME": str(state)})
    window = app.x_window()
    left, right, top, bottom = frame_extents(window, app)
    geometry = subprocess.run(["xdotool", "getwindowgeometry", window], capture_output=True,
                              text=True).stdout.split("Geometry:")[-1].split()[0]
    expect(360 + left + right, int(geometry.split("x")[0]), "the window's width")
    tabs = extents(app.tab_list().getChildAtIndex(0))
    wheel = extents(app.wheel("Character"))
    assert tabs[1] > wheel[1] + wheel[3], f"the tabs {tabs} are not under the wheel {wheel}"


def test_the_about_dialog_fits_a_phone(launch, openbox):
    """GTK's About dialog is not resizable and asks 424 px of width from its template;
    Pickers lifts both, so on a 360 px screen each of its pages (About, Credits: the
    licence is a link) shows inside it."""
    app = launch()
    app.menu("About Pickers")
    about = app.top_window("About Pickers")
    least = least_size(x_window(app, "About Pickers"))
    assert least[0] <= 360, f"the About dialog's least size is {least}"
    area = resize(app, "About Pickers", 360, 560)
    for page in ["About", "Credits"]:
        if page != "About":
            button = check_showing_inside(app, "toggle button", page, area, root=about)
            button.queryAction().doAction(0)
            time.sleep(0.3)
        for label in app.find_all("label", root=about, showing=True):
            inside(extents(label), area, f"the label {label.name!r} on {page}")


def test_a_thousand_character_title_keeps_every_control_on_a_phone(launch, openbox, tmp_path):
    """Data is input: a character and a fruit named with 1,000 characters are ellipsized in
    their wheels, and at 360 x 320 the Single page and the Meal Picker keep every tab, wheel
    and button inside the window, the long name picked."""
    data = tmp_path / "data"
    shutil.copytree(os.path.join(ROOT, "data"), data)
    long_name = ("Chewbacca the Wookiee " * 46)[:1000]
    for name, old in [("characters.plist", "<string>Han</string>"),
                      ("meals.plist", "<string>Banana</string>")]:
        text = (data / name).read_text()
        (data / name).write_text(text.replace(old, f"<string>{long_name}</string>"))
    app = launch("--data-dir", str(data), "--page", "single")
    area = resize(app, "Pickers", 360, 320)
    app.pick("Character", long_name)
    time.sleep(0.5)
    check_tabs(app, area, TABS)
    check_showing_inside(app, "table", "Character", area, root=app.window)
    check_showing_inside(app, "push button", "Select", area, root=app.window)
    app.menu("Meal Picker")
    window = app.top_window("Meal Picker")
    area = resize(app, "Meal Picker", 360, 320)
    app.pick("Fruit", long_name)
    time.sleep(0.5)
    for wheel in ["Fruit", "Main Course", "Drink"]:
        check_showing_inside(app, "table", wheel, area, root=window)
    check_showing_inside(app, "push button", "Random", area, root=window)
    for label in app.find_all("label", root=window, showing=True):
        inside(extents(label), area, f"the label {label.name[:40]!r}…")


def test_a_window_asked_below_its_least_size_stays_whole(launch, openbox, tmp_path):
    """Saved state asking for 100 x 100 opens the window at its least size, no more than a
    phone's 360 x 320; a window manager asked for 200 x 150 keeps it there; GTK prints no
    warning or critical (the launch fixture checks) and the window stays on the screen."""
    state = tmp_path / "state"
    (state / "pickers").mkdir(parents=True)
    (state / "pickers" / "state.ini").write_text(
        "[window]\nwidth=100\nheight=100\npage=custom\n")
    app = launch(env={"XDG_STATE_HOME": str(state)})
    window = x_window(app, "Pickers")
    least = least_size(window)
    assert least[0] <= 360 and least[1] <= 320, f"the window's least size is {least}"
    for width, height in [(200, 150), (1, 1)]:
        xdotool("windowsize", window, str(width), str(height))
        time.sleep(0.5)
        left, right, top, bottom = frame_extents(window, app)
        x, y, w, h = extents(app.window)
        expect(least, (w - left - right, h - top - bottom), "the window's own size")
    for page in PAGES:
        app.select_tab(page.tab)
        time.sleep(0.3)
        area = extents(app.window)
        check_tabs(app, area, TABS)
        check_showing_inside(app, "push button", page.button, area, root=app.window)
