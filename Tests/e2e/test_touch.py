"""End-to-end, in the GNOME Shell lane only: a finger on the wheels (HACKING.md, "The GNOME
Shell lane").

The touches are real: Clutter's virtual touchscreen in Mutter, driven through the Shell's
Eval, so the app gets wl_touch events from the compositor, and GTK turns the first finger
into pointer events in the client as it does on a phone. The window is maximized on the
Shell's screen (360 x 720, a phone held upright, or a desktop's).
"""
import os
import time

import pytest

from conftest import SHOTS
from driver import expect, wait_for
from pages import PAGES
from screen import SCREEN, SHELL

pytestmark = [pytest.mark.shell,
              pytest.mark.skipif(not SHELL, reason="needs the GNOME Shell lane's session")]

# The pitch of the rows next to the band, on the 162 px drum and the 216 px one.
PITCH = 31


@pytest.fixture(autouse=True)
def fingers_lifted():
    yield
    SCREEN.lift_all()


def maximized(app):
    """The window maximized, as a phone's shell has every window; its own rectangle."""
    SCREEN.maximize(app)
    screen = SCREEN.size()
    wait_for(lambda: SCREEN.own_rect(app, "Pickers")[2] == screen[0], timeout=5,
             what=f"the window maximized to the screen's width {screen[0]}")
    time.sleep(0.4)  # the layout follows from an idle callback
    return SCREEN.own_rect(app, "Pickers")


def selected_row(app, wheel):
    """The number of the row selected in `wheel`."""
    table = app.wheel(wheel).queryTable()
    return table.getRowAtIndex(app.selected_cell(wheel).getIndexInParent())


def row_after(app, wheel, step=1):
    """The name of the row `step` rows after the selected one (round a loop)."""
    count = app.row_count(wheel)
    return app.row(wheel, (selected_row(app, wheel) + step) % count)


@pytest.mark.parametrize("page", [p for p in PAGES if p.wheels], ids=lambda p: p.name)
def test_a_tap_on_a_drawn_row_turns_it_into_the_band(launch, page):
    app = launch("--page", page.name)
    maximized(app)
    for wheel in page.wheels:
        _, band = app.at_rest(wheel)
        expected = row_after(app, wheel)
        x, _ = app.selected_centre(wheel)
        SCREEN.tap(x, band + PITCH)
        row, centre = app.at_rest(wheel)
        expect(expected, row, f"{wheel!r} after a tap on the row below the band")
        assert abs(centre - band) <= 2, f"{wheel!r} rests at y={centre}, its band at {band}"
    os.makedirs(SHOTS, exist_ok=True)
    width, height = SCREEN.size()
    SCREEN.screenshot(os.path.join(SHOTS, f"{page.name}-{width}x{height}.png"))


def swipe(app, wheel, dy, pause, spacing, slot=0):
    """A finger on the band of `wheel`, moved `dy` px (negative: up) in eight moves
    `spacing` s apart, held `pause` s and lifted."""
    x, y = app.selected_centre(wheel)
    moves = [dy * (step + 1) // 8 - dy * step // 8 for step in range(8)]
    SCREEN.swipe(x, y, moves, pause, spacing, slot=slot)


def drag_held(app, wheel, x, y, dy):
    """A finger down at (x, y), moved `dy` px in five moves and held there until the app
    has drawn the wheel moved (the compositor passes the events on at its next frame)."""
    SCREEN.touch_down(x, y)
    for step in range(1, 6):
        time.sleep(0.03)
        SCREEN.touch_move(x, y + dy * step // 5)
    wait_for(lambda: abs(app.selected_centre(wheel)[1] - y) > 8, timeout=3,
             what=f"{wheel!r} moving under the finger")


def mid_drag(app):
    """The State wheel of a maximized window, a finger holding it dragged 50 px up (a row
    and a half): returns the states, the row at rest before, the band's height and the
    finger's x."""
    maximized(app)
    states = app.rows("State")
    start, band = app.at_rest("State")
    x, y = app.selected_centre("State")
    drag_held(app, "State", x, y, -50)
    return states, start, band, x


def test_a_drag_turns_a_wheel_and_a_swipe_flings_it_on(launch):
    """The same 100 px up, held still before the lift and lifted at once: the held drag
    turns the wheel three rows (100 / 32, rounded), the swipe carries it further, and both
    come to rest on a row in the band."""
    app = launch("--page", "dependent")
    maximized(app)
    states = app.rows("State")
    start, band = app.at_rest("State")
    swipe(app, "State", -100, pause=0.3, spacing=0.03)
    row, centre = app.at_rest("State")
    held = states.index(row) - states.index(start)
    expect(3, held, "rows turned by a held 100 px drag")
    assert abs(centre - band) <= 2, f"the held drag rests at y={centre}, the band at {band}"
    swipe(app, "State", -100, pause=0, spacing=0.01)
    row, centre = app.at_rest("State")
    flung = states.index(row) - states.index(start) - held
    assert flung > held + 1, f"a swipe of 100 px turned {flung} rows, a held drag {held}"
    assert abs(centre - band) <= 2, f"the fling rests at y={centre}, the band at {band}"


def test_a_double_tap_off_the_band_turns_the_row_in_and_activates(launch):
    app = launch("--page", "single")
    maximized(app)
    _, band = app.at_rest("Character")
    x, _ = app.selected_centre("Character")
    SCREEN.tap(x, band + PITCH)
    time.sleep(0.1)
    SCREEN.tap(x, band + PITCH)
    expect("You selected Leia!", app.alert()[0], "the alert of a double-tap on Leia")
    app.dismiss_alert()
    row, centre = app.at_rest("Character")
    expect("Leia", row, "the row double-tapped")
    assert abs(centre - band) <= 2, f"Leia rests at y={centre}, the band at {band}"


def test_a_second_finger_does_no_harm(launch):
    """A second finger tapping the wheel while the first drags it: the first finger's drag
    alone turns the wheel (two rows), and it rests on a row in the band; a second finger
    alone turns nothing."""
    app = launch("--page", "dependent")
    maximized(app)
    states = app.rows("State")
    start, band = app.at_rest("State")
    x, y = app.selected_centre("State")
    SCREEN.touch_down(x, y, slot=0)
    for step in range(1, 5):
        time.sleep(0.03)
        SCREEN.touch_move(x, y - 16 * step, slot=0)
        if step == 2:
            SCREEN.tap(x, y - 70, slot=1)  # on the drum, where the first finger is not
    time.sleep(0.3)
    SCREEN.touch_up(slot=0)
    row, centre = app.at_rest("State")
    expect(2, states.index(row) - states.index(start), "rows turned by the first finger's 64 px")
    assert abs(centre - band) <= 2, f"the wheel rests at y={centre}, the band at {band}"


def test_a_touch_the_compositor_cancels_comes_to_rest_on_a_row(launch):
    """Mutter cancels a touch when the Shell takes the input (the overview opens over the
    window): the wheel, dragged a row and a half, comes to rest on a row in the band, and
    the cancelled touch is no tap."""
    app = launch("--page", "dependent")
    states, start, band, x = mid_drag(app)
    SCREEN.eval("Main.overview.show(); true")
    try:
        time.sleep(1.0)
        SCREEN.touch_up()
    finally:
        SCREEN.eval("Main.overview.hide(); true")
        wait_for(lambda: SCREEN.eval("!Main.overview.visible && Main.modalCount === 0")
                 == "true", what="the overview closed")
    row, centre = app.at_rest("State")
    expect(2, states.index(row) - states.index(start), "rows turned by 50 px, then cancelled")
    assert abs(centre - band) <= 2, f"the wheel rests at y={centre}, the band at {band}"
    assert app.find("alert", showing=True) is None, "a cancelled touch opened an alert"


def test_a_touchscreen_removed_mid_drag_leaves_the_wheel_at_rest(launch):
    """The touchscreen leaves the seat mid-drag (Clutter's device removed): the compositor
    sends the app no end of the touch, only a seat without touch. The wheel comes to rest
    on a row in the band, and a touchscreen that comes back turns it again."""
    app = launch("--page", "dependent")
    states, start, band, x = mid_drag(app)
    SCREEN.remove_touchscreen()
    try:
        row, centre = app.at_rest("State")
        expect(2, states.index(row) - states.index(start), "rows turned by 50 px, then removed")
        assert abs(centre - band) <= 2, f"the wheel rests at y={centre}, the band at {band}"
    finally:
        SCREEN.add_touchscreen()
    time.sleep(0.5)  # the app binds the seat's touch again: nothing to watch but the tap
    expected = row_after(app, "State")
    SCREEN.tap(x, band + PITCH)
    expect(expected, app.at_rest("State")[0], "a tap with the touchscreen back")


def test_a_touch_on_the_reels_does_nothing(launch):
    app = launch("--page", "custom", "--seed", "5")
    maximized(app)
    reels = [f"Reel {n}" for n in range(1, 6)]
    before = [app.at_rest(reel)[0] for reel in reels]
    x1, y1 = app.selected_centre("Reel 1")
    x5, _ = app.selected_centre("Reel 5")
    area = (x1 - 20, y1 - 60, x5 - x1 + 40, 120)
    pixels = SCREEN.pixels(*area)
    SCREEN.tap(x1, y1 + PITCH)
    swipe(app, "Reel 3", -150, pause=0, spacing=0.01)
    time.sleep(0.8)
    expect(before, [app.selected(reel) for reel in reels], "the reels after a tap and a swipe")
    assert SCREEN.pixels(*area) == pixels, "the reels moved on screen under a finger"
