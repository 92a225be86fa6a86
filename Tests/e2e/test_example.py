"""End-to-end: the example app (Examples/TwoWheels), built outside the clone on PickersUI's
public API only: two wheels, a compact DatePicker (a button opening its wheels), a
countdown and a button in a window; its alert names the rows, the time and the reminder,
and a main-actor task (Task.sleep on GTK's loop) says "Preparing…" and then "Ready". Its
log lines are in its own domain, never "pickers". The pick-up time's rows before now are
dimmed; the countdown shows its units."""
import os
import re

import pytest

from driver import (ROOT, SCREEN, Pickers, expect, extents, is_showing, local_clock_at,
                    wait_for)
from test_style import contrast, pixels, text_contrast

EXAMPLE = os.path.join(ROOT, ".build", "example", "TwoWheels")


def test_example_app_orders_from_its_wheels_and_its_date_picker():
    assert os.path.exists(EXAMPLE), f"{EXAMPLE} is missing: build it with `make example`"
    app = Pickers(binary=EXAMPLE, title="Two Wheels")
    try:
        expect(["Small", "Medium", "Large"], app.rows("Size"), "the Size wheel's rows")
        expect(4, app.row_count("Drink"), "the Drink wheel's row count")
        app.pick("Size", "Large")
        app.pick("Drink", "Mocha")
        SCREEN.click(*centre(pick_up_button(app)))
        wait_for(lambda: popover_open(app), what="the pick-up popover")
        expect(4, app.row_count("Minute"), "the pick-up time's quarter hours")
        hour, minute = app.selected("Hour"), app.selected("Minute")
        app.keys("Escape", window="Two Wheels")
        wait_for(lambda: not popover_open(app), what="the popover to close")
        app.press("Order")
        title, message, button = app.alert()
        expect(("Thank you!", "OK"), (title, button), "the example's alert")
        time_shown = re.fullmatch(
            r"One Large Mocha at (\d+):(\d\d)(?: [AP]M)?\. We will remind you 10 min before\.",
            message)
        assert time_shown, f"the alert: {message!r}"
        expect((int(hour), minute), (int(time_shown[1]), time_shown[2]), "the time in the alert")
        app.dismiss_alert()
        wait_for(lambda: app.label_showing("Preparing…"), what="Preparing…")
        expect(False, app.sensitive("push button", "Order"), "Order while preparing")
        # Two seconds later, from a Task that slept on the main actor.
        wait_for(lambda: app.label_showing("Ready"), timeout=6, what="Ready, after the sleep")
        wait_for(lambda: app.sensitive("push button", "Order"), what="Order sensitive again")
        assert app.alive(), "the example died"
    finally:
        _, stderr = app.close()
    expect(True, bool(re.search(r"^TwoWheels-Message: [\d:.]+: order: One Large Mocha at", stderr,
                                re.M)), "the order logged in the program's domain")
    expect([], [line for line in stderr.splitlines() if re.match(r"\(?pickers\b", line, re.I)],
           "log lines in a pickers domain")


def example(**env):
    assert os.path.exists(EXAMPLE), f"{EXAMPLE} is missing: build it with `make example`"
    return Pickers(binary=EXAMPLE, title="Two Wheels", env=env)


def pick_up_button(app):
    """The compact pick-up picker's button: a toggle button named by the time it shows."""
    return wait_for(lambda: next((b for b in app.find_all("toggle button", showing=True)
                                  if re.fullmatch(r"\d+:\d\d(?: [AP]M)?", b.name)), None),
                    what="the pick-up button")


def popover_open(app):
    wheel = app.find("table", "Hour")
    return wheel is not None and is_showing(wheel)


@pytest.mark.shell
def test_the_reminder_countdown_shows_its_units():
    """Beside the countdown's band, "hours" and "min" in the plural form of the count in it;
    a screen reader hears them in each wheel's description; the alert words the length."""
    app = example()
    try:
        expect("0 hours", wait_for(lambda: app.wheel("Hours").description, what="a description"),
               "the Hours wheel's unit at 0")
        expect("10 min", app.wheel("Minutes").description, "the Minutes wheel's unit")
        app.pick("Hours", "1")
        wait_for(lambda: app.wheel("Hours").description == "1 hour", what="1 hour, singular")
        app.pick("Minutes", "5")
        wait_for(lambda: app.wheel("Minutes").description == "5 min", what="5 min")
        app.pick("Hours", "2")
        wait_for(lambda: app.wheel("Hours").description == "2 hours", what="2 hours")
        # Drawn: the band's "2 hours" is three times as wide as the "3" below it.
        app.at_rest("Hours")
        x, y, width, height = extents(app.selected_cell("Hours"))
        band, below = ink_width((x, y, width, height)), ink_width((x, y + height, width, height))
        assert band > 3 * below > 0, f"the ink of the band's row {band} px, of the next {below} px"
        app.press("Order")
        message = app.alert()[1]
        assert message.endswith("We will remind you 2 hours 5 min before."), message
        app.dismiss_alert()
    finally:
        app.close()


@pytest.mark.shell
def test_the_pick_up_times_before_now_are_dimmed():
    """The pick-up time's minimum is now (about 14:20 by its clock): in its popover, the
    hour above the band (13) is drawn dimmer than the one below it (15)."""
    app = example(TZ=local_clock_at(14, 20)[0])
    try:
        button = pick_up_button(app)
        SCREEN.click(*centre(button))
        wait_for(lambda: popover_open(app), what="the popover to open")
        expect("14", app.at_rest("Hour")[0], "the hour in the band")
        x, y, width, height = extents(app.selected_cell("Hour"))
        above = text_contrast((x, y - height, width, height))[2]
        below = text_contrast((x, y + height, width, height))[2]
        assert above * 1.5 < below, f"13 at {above:.2f}:1 is not dimmer than 15 at {below:.2f}:1"
    finally:
        app.close()


def ink_width(box):
    """How wide the text in a screen area is: from its first to its last column holding a
    pixel of 3:1 contrast or more against the area's commonest colour."""
    x, y, width, height = box
    area = pixels(box)
    background = max(set(area), key=area.count)
    columns = [i % width for i, p in enumerate(area) if contrast(p, background) >= 3]
    return max(columns) - min(columns) + 1 if columns else 0


def centre(node):
    x, y, width, height = extents(node)
    return x + width // 2, y + height // 2


@pytest.mark.shell
def test_the_compact_picker_opens_changes_and_closes_by_keyboard_and_pointer():
    """The pick-up button shows the time (its accessible name); Space opens the wheels in a
    popover, Down turns the hour, Escape closes it; a click opens it, a click on a row turns
    the minute, a click outside closes it. Each change is reported (logged) and shown."""
    app = example(TZ=local_clock_at(10, 5)[0])
    try:
        button = pick_up_button(app)
        first = button.name
        expect(False, popover_open(app), "the wheels before the button is pressed")
        button.queryComponent().grabFocus()
        app.keys("space", window="Two Wheels")
        wait_for(lambda: popover_open(app), what="Space to open the popover")
        left = extents(app.find("table", "Hour"))[0]
        x, _, width, _ = extents(app.find("table", "Minute"))
        screen_width = SCREEN.size()[0]
        assert 0 <= left and x + width <= screen_width, \
            f"the wheels from {left} to {x + width} px, off a {screen_width} px screen"
        expect("Pick-up time", button.description, "what the button sets, for a screen reader")
        app.keys("Down", window="Two Wheels")
        wait_for(lambda: pick_up_button(app).name != first, what="the button to show the new hour")
        second = pick_up_button(app).name
        app.keys("Escape", window="Two Wheels")
        wait_for(lambda: not popover_open(app), what="Escape to close the popover")
        SCREEN.click(*centre(pick_up_button(app)))
        wait_for(lambda: popover_open(app), what="a click to open the popover")
        app.at_rest("Minute")
        mx, my = app.selected_centre("Minute")
        SCREEN.click(mx, my + 32)  # the row below the band
        wait_for(lambda: pick_up_button(app).name != second, what="a click on a row to turn it")
        third = pick_up_button(app).name
        wx, wy, ww, wh = extents(app.require("push button", "Order"))
        SCREEN.click(wx + ww - 10, wy + wh // 2)  # outside the popover
        wait_for(lambda: not popover_open(app), what="a click outside to close the popover")
        expect(third, pick_up_button(app).name, "the time after the popover closed")
    finally:
        _, stderr = app.close()
    logged = re.findall(r"pick-up: (\S+(?: [AP]M)?)$", stderr, re.M)
    expect([second, third], logged, "each change reported once")
