"""End-to-end: the wheels that loop (the Date page's Hour and Minute, the slot reels) turn
past their ends through real X input, hold exactly the model's rows on AT-SPI, and every
wheel a person turns ticks, as input feedback sounds allow."""
import re
import time

import pytest

from driver import expect, extents, wait_for
from screen import SCREEN


def test_minute_past_59_is_00_and_leaves_the_hour(launch):
    app = launch("--page", "date")
    app.pick("Minute", "59")
    app.at_rest("Minute")
    hour = app.selected("Hour")
    app.scroll("Minute", 1)
    expect("00", app.at_rest("Minute")[0], "Minute after 59 and one notch down")
    expect(hour, app.selected("Hour"), "the Hour after Minute came round")


def test_hour_on_its_first_row_turns_up_to_its_last(launch):
    app = launch("--page", "date")
    hours = app.rows("Hour")
    app.pick("Hour", hours[0])
    app.at_rest("Hour")
    app.scroll("Hour", -1)
    expect(hours[-1], app.at_rest("Hour")[0], "the Hour after its first row and a notch up")
    # A wheel with ends stays put: the Date wheel's first day has nothing above it.
    days = app.rows("Date")
    app.pick("Date", days[0])
    app.at_rest("Date")
    app.scroll("Date", -1)
    expect(days[0], app.at_rest("Date")[0], "the Date wheel at its first day")


def test_keys_turn_minute_one_row_at_a_time_round_its_end(launch):
    app = launch("--page", "date")
    app.pick("Minute", "58")
    app.at_rest("Minute")
    hour = app.selected("Hour")
    app.keys("Tab")  # the Date wheel has the focus; Hour, then Minute
    app.keys("Tab")
    for key, row in [("Down", "59"), ("Down", "00"), ("Down", "01"), ("Up", "00"),
                     ("Up", "59"), ("Up", "58")]:
        app.keys(key)
        expect(row, app.at_rest("Minute")[0], f"Minute after {key}")
    expect(hour, app.selected("Hour"), "the Hour after Minute came round")


def test_the_accessible_tables_hold_the_models_rows_once(launch):
    app = launch("--page", "date")
    expect([f"{m:02d}" for m in range(60)], app.rows("Minute"), "Minute's rows")
    hours = app.rows("Hour")
    assert len(hours) in (12, 24) and len(set(hours)) == len(hours), hours
    app.scroll("Minute", -3)  # round the loop, past 00
    app.at_rest("Minute")
    expect(60, app.row_count("Minute"), "Minute's rows after a turn round the loop")
    app.select_tab("Custom")
    symbols = ["seven", "bar", "crown", "cherry", "lemon", "apple"]
    for reel in range(1, 6):
        expect(symbols, app.rows(f"Reel {reel}"), f"Reel {reel}'s rows")


def strip(x, y, width, height):
    """The RGB bytes of a screen area."""
    return SCREEN.pixels(x, y, width, height)


def inked(pixels):
    """The share of pixels that differ clearly from the area's most common colour."""
    colours = [pixels[i:i + 3] for i in range(0, len(pixels), 3)]
    background = max(set(colours), key=colours.count)
    far = sum(1 for c in colours if sum(abs(a - b) for a, b in zip(c, background)) > 60)
    return far / max(1, len(colours))


@pytest.mark.wayland
def test_a_reel_at_rest_shows_symbols_above_and_below_its_band(launch):
    app = launch("--page", "custom", "--seed", "3")
    for reel in range(1, 6):
        cell = app.selected_cell(f"Reel {reel}")
        x, y, width, height = extents(cell)
        expect(0, app.rows(f"Reel {reel}").index(app.selected(f"Reel {reel}")),
               f"Reel {reel} on its first symbol at start")
        above = inked(strip(x, y - 24, width, 20))
        below = inked(strip(x, y + height + 4, width, 20))
        assert above > 0.03, f"Reel {reel}: blank above the band ({above:.1%} inked)"
        assert below > 0.03, f"Reel {reel}: blank below the band ({below:.1%} inked)"


def ticks(app):
    with open(app.stderr_file.name, encoding="utf-8", errors="replace") as f:
        return len(re.findall(r"^trace [\d.]+ sound played tick\.wav$", f.read(), re.M))


@pytest.mark.parametrize("feedback", [True, False])
def test_turning_a_wheel_ticks_as_input_feedback_sounds_allow(launch, tmp_path, feedback):
    """GTK's gtk-enable-input-feedback-sounds, set as GNOME's settings daemon would (here
    through settings.ini). A tick is counted when GStreamer has played it to its end."""
    config = tmp_path / "config"
    (config / "gtk-3.0").mkdir(parents=True)
    (config / "gtk-3.0" / "settings.ini").write_text(
        f"[Settings]\ngtk-enable-input-feedback-sounds={str(feedback).lower()}\n")
    app = launch("--page", "single", env={"XDG_CONFIG_HOME": str(config), "PICKERS_TRACE": "1"})
    assert not app.gstreamer_started(), "GStreamer started at start-up"
    app.scroll("Character", 3)
    expect("Chewbacca", app.at_rest("Character")[0], "the Character after three notches")
    if feedback:
        wait_for(lambda: ticks(app) >= 1, timeout=5, what="a tick played to its end")
        assert ticks(app) <= 3, f"{ticks(app)} ticks for three rows"
        assert app.gstreamer_started()
    else:
        time.sleep(1.5)
        expect(0, ticks(app), "ticks played with input feedback sounds off")
        assert not app.gstreamer_started(), "GStreamer started with nothing to play"
    # A programmatic turn (an assistive technology's selection is a person's; the Date
    # page opening on now is not) never ticks: switching pages turns nothing.
    before = ticks(app)
    app.select_tab("Date")
    time.sleep(1.0)
    expect(before, ticks(app), "ticks from opening the Date page")
