"""End-to-end: the wheels behave like wheels. Real pointer and key events (the X server's
XTest through xdotool, or the Wayland seat's virtual pointer and keyboard through VNC) turn
them; AT-SPI reads where they came to rest. The band holds the selected row at the same
height whatever the row, and the alerts name what came to rest there. The tests that turn
a wheel by the pointer or keys run under GNOME Shell too (marked `shell`); those marked
`wayland` under sway (the mouse wheel's notches in both: each compositor sizes a notch its
own way)."""
import math
import os
import plistlib
import time

import pyatspi
import pytest
from gi.repository import GLib

from driver import ROOT, expect, extents, wait_for
from screen import SCREEN
from pages import PAGES

CHARACTERS = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]


def same_height(expected, shown, what):
    if abs(expected - shown) > 2:
        raise AssertionError(f"{what}: the band's row centre is at y={shown}, expected {expected} ± 2")


@pytest.mark.wayland
@pytest.mark.shell
def test_the_mouse_wheel_chooses_and_select_names_the_row(launch):
    app = launch("--page", "single")
    _, band = app.at_rest("Character")
    app.scroll("Character", 3)
    row, centre = app.at_rest("Character")
    expect("Chewbacca", row, "the row at rest after three notches down")
    same_height(band, centre, "Chewbacca")
    app.press("Select")
    expect(("You selected Chewbacca!", "Thank you for choosing.", "You're welcome"), app.alert(),
           "Single alert after scrolling")
    app.dismiss_alert()
    app.scroll("Character", -10)
    row, centre = app.at_rest("Character")
    expect("Luke", row, "scrolling up past the first row stops on it")
    same_height(band, centre, "Luke, the first row")
    app.scroll("Character", 10)
    row, centre = app.at_rest("Character")
    expect("Lando", row, "scrolling down past the last row stops on it")
    same_height(band, centre, "Lando, the last row")


@pytest.mark.shell
def test_dragging_and_clicking_turn_the_wheel(launch):
    app = launch("--page", "double")
    _, band = app.at_rest("Filling")
    app.drag("Filling", -2 * 32 - 8)  # two rows and a quarter up: it rests two rows on
    row, centre = app.at_rest("Filling")
    expect("Peanut Butter", row, "the row at rest after dragging two rows up")
    same_height(band, centre, "after the drag")
    x, y = app.selected_centre("Filling")
    app.click_at(x, y + 32)  # the row just below the band
    row, centre = app.at_rest("Filling")
    expect("Tuna Salad", row, "the clicked row")
    same_height(band, centre, "after the click")
    app.press("Select")
    title, message, _ = app.alert()
    expect("Your Tuna Salad on White bread will be right up.", message, "Double alert")
    app.dismiss_alert()


@pytest.mark.wayland
def test_a_swipe_flings_the_wheel_on_and_a_held_drag_does_not(launch):
    """The same 100 px up in 80 ms, let go at once (a swipe) and after holding still: the
    swipe's speed carries the wheel on past where the held drag rests."""
    app = launch("--page", "dependent")
    states = app.rows("State")
    start = states.index(app.at_rest("State")[0])
    app.drag("State", -100)
    held = states.index(app.at_rest("State")[0]) - start
    assert 2 <= held <= 4, f"a held 100 px drag turned {held} rows"
    app.drag("State", -100, pause=0, spacing=0.01)
    flung = states.index(app.at_rest("State")[0]) - start - held
    assert flung > held + 1, f"a swipe of 100 px turned {flung} rows, a held drag {held}"


@pytest.mark.wayland
def test_scrolling_the_state_wheel_reloads_the_zips(launch):
    with open(os.path.join(ROOT, "data", "statedictionary.plist"), "rb") as f:
        zips = plistlib.load(f)
    app = launch("--page", "dependent")
    expect(len(zips["Alabama"]), app.row_count("Zip code"), "Alabama's zip rows")
    _, band = app.at_rest("State")
    app.scroll("State", 4)
    row, centre = app.at_rest("State")
    expect("California", row, "the state at rest after four notches")
    same_height(band, centre, "California")
    wait_for(lambda: app.row_count("Zip code") == len(zips["California"]),
             what="California's zips in the Zip code wheel")
    expect(zips["California"][0], app.at_rest("Zip code")[0], "California's first zip")
    same_height(band, app.selected_centre("Zip code")[1], "the zip wheel's band")
    app.press("Select")
    expect(f"{zips['California'][0]} is in California", app.alert()[1], "Dependent alert")
    app.dismiss_alert()


def test_the_band_holds_first_middle_and_last_rows_at_one_height(launch):
    with open(os.path.join(ROOT, "data", "statedictionary.plist"), "rb") as f:
        states = sorted(plistlib.load(f))
    app = launch("--page", "dependent")
    expect(len(states), app.row_count("State"), "the State wheel's accessible rows")
    heights = {}
    for state in [states[0], states[len(states) // 2], states[-1]]:
        app.pick("State", state)
        row, heights[state] = app.at_rest("State")
        expect(state, row, "the state at rest")
    first = heights[states[0]]
    for state, height in heights.items():
        same_height(first, height, state)
    expect(len(states), app.row_count("State"), "rows after turning: no padding rows")


@pytest.mark.shell
def test_keys_and_typing_land_in_the_band(launch):
    app = launch("--page", "single")
    _, band = app.at_rest("Character")
    expect(len(CHARACTERS), app.row_count("Character"), "accessible rows")
    for keys, expected in [("Down", "Leia"), ("Down", "Han"), ("End", "Lando"),
                           ("Home", "Luke"), ("Page_Down", None)]:
        app.keys(keys)
        row, centre = app.at_rest("Character")
        if expected:
            expect(expected, row, f"the row after {keys}")
        assert row in CHARACTERS, f"{keys} landed on {row!r}, not a row"
        same_height(band, centre, f"after {keys}")
    app.keys("Home")
    app.type_text("Ch")
    row, centre = app.at_rest("Character")
    expect("Chewbacca", row, "type-ahead 'Ch'")
    same_height(band, centre, "after typing")
    # Typing on to no match leaves the row where it is, and the keys go on from it.
    app.type_text("q")
    time.sleep(0.3)
    expect("Chewbacca", app.selected("Character"), "the row after 'Chq', which matches none")
    app.keys("Escape")
    app.keys("Down")
    expect("Artoo", app.at_rest("Character")[0], "Down after a search that matched none")


@pytest.mark.wayland
def test_the_animal_sentence_follows_a_scrolled_wheel(launch):
    app = launch()
    app.menu("Animal Chooser")
    window = app.top_window("Animal Chooser")
    app.require("push button", "Choose Animal", root=window).queryAction().doAction(0)
    chooser = app.top_window("Choose an Animal")
    time.sleep(0.5)
    app.scroll("Sound", 2, root=chooser)
    expect("Ssss", app.at_rest("Sound", root=chooser)[0], "the Sound at rest")
    wait_for(lambda: "You changed the Sound (Mouse and the sound Ssss)" in app.labels_showing(window),
             what="the sentence to follow the scrolled Sound wheel")
    app.scroll("Animal", 1, root=chooser)
    expect("Goose", app.at_rest("Animal", root=chooser)[0], "the Animal at rest")
    wait_for(lambda: "You changed the Animal (Goose and the sound Ssss)" in app.labels_showing(window),
             what="the sentence to follow the scrolled Animal wheel")


def reel_pixels(x, y, width, height):
    return SCREEN.pixels(x, y, width, height)


@pytest.mark.wayland
def test_slot_reels_do_not_move_under_the_pointer(launch):
    app = launch("--page", "custom", "--seed", "5")
    reels = [f"Reel {n}" for n in range(1, 6)]
    before = [app.at_rest(reel)[0] for reel in reels]
    x, y, _, _ = app.selected_cell("Reel 1").queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    x5, _, w5, _ = app.selected_cell("Reel 5").queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    area = (x, y - 40, x5 + w5 - x, 176)
    pixels = reel_pixels(*area)
    app.scroll("Reel 1", 3)
    app.scroll("Reel 2", -2)
    app.drag("Reel 3", -150, pause=0.05)
    cx, cy = app.selected_centre("Reel 4")
    app.click_at(cx, cy + 60)
    time.sleep(0.8)
    expect(before, [app.selected(reel) for reel in reels], "reels after the pointer")
    assert reel_pixels(*area) == pixels, "the reels moved on screen under the pointer"
    # Spin still turns them, and a reel comes to rest on a row in the band.
    app.press("Spin")
    wait_for(lambda: app.button_showing("Spin") or app.find("alert", showing=True),
             timeout=5, what="the spin to end")
    band = app.selected_centre("Reel 1")[1]
    for reel in reels:
        same_height(band, app.at_rest(reel)[1], f"{reel} after the spin")


@pytest.mark.wayland
def test_a_screen_reader_hears_the_row_after_a_snap(launch):
    app = launch("--page", "single")
    heard = []

    def listen(event):
        if event.source is not None and event.source.name == "Character":
            heard.append(getattr(event.any_data, "name", None))

    pyatspi.Registry.registerEventListener(listen, "object:active-descendant-changed")
    try:
        app.scroll("Character", 2)
        context = GLib.MainContext.default()
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline and "Han" not in heard:
            context.iteration(False)
            time.sleep(0.01)
    finally:
        pyatspi.Registry.deregisterEventListener(listen, "object:active-descendant-changed")
    expect("Han", app.selected("Character"), "the row at rest")
    assert "Han" in heard, f"no active-descendant event named the new row (heard {heard})"


# The drum as PickersUI's WheelLook.drum draws a page's wheel: 216 px tall, 32 px rows, a
# diameter of 1.07 × the height and a perspective of 0.001 per pixel.
DIAMETER_RATIO, PERSPECTIVE, WHEEL_HEIGHT, ROW_HEIGHT = 1.07, 0.001, 216, 32


def drawn_at(rows):
    """How far from the band (pixels, positive below) the drum draws the row `rows` away."""
    radius = DIAMETER_RATIO * WHEEL_HEIGHT / 2
    theta = rows * ROW_HEIGHT / radius
    return radius * math.sin(theta) / (1 + PERSPECTIVE * radius * (1 - math.cos(theta)))


@pytest.mark.shell
def test_a_click_on_a_row_drawn_off_the_band_selects_that_row(launch):
    with open(os.path.join(ROOT, "data", "statedictionary.plist"), "rb") as f:
        states = sorted(plistlib.load(f))
    app = launch("--page", "dependent")
    app.pick("State", "Texas")
    texas = states.index("Texas")
    _, band = app.at_rest("State")
    x, _ = app.selected_centre("State")
    app.click_at(x, band - round(drawn_at(2)))
    row, centre = app.at_rest("State")
    expect(states[texas - 2], row, "the row drawn two above the band, clicked")
    same_height(band, centre, "after the click two rows up")
    # Four rows up (97 px) the drum draws the row that a flat list has three rows up: only
    # the projection, inverted, finds it.
    app.click_at(x, band - round(drawn_at(4)))
    row, _ = app.at_rest("State")
    expect(states[texas - 6], row, "the row drawn four above the band, clicked")
    app.click_at(x, band + round(drawn_at(3)))
    row, _ = app.at_rest("State")
    expect(states[texas - 3], row, "the row drawn three below the band, clicked")
    # Near the first row the tree view behind the drum starts lower (a top margin): a click
    # is placed through the tree view's window, its margin and the wheel.
    app.pick("State", states[2])
    _, band = app.at_rest("State")
    app.click_at(x, band - round(drawn_at(2)))
    expect(states[0], app.at_rest("State")[0], "the first row, drawn two above the band")
    app.click_at(x, band + round(drawn_at(4)))
    expect(states[4], app.at_rest("State")[0], "the row drawn four below the first")


@pytest.mark.shell
def test_a_double_click_off_the_band_turns_the_row_in_and_activates_it(launch):
    app = launch("--page", "single")
    _, band = app.at_rest("Character")
    x, _ = app.selected_centre("Character")
    app.click_at(x, band + round(drawn_at(2)), count=2)
    expect("You selected Han!", app.alert()[0], "the alert of a double-click on Han")
    app.dismiss_alert()
    row, centre = app.at_rest("Character")
    expect("Han", row, "the row double-clicked")
    same_height(band, centre, "after the double-click: the turn is finished")


def test_a_screen_reader_meets_the_wheels_left_to_right(launch):
    """The accessible tree lists each page's wheels in their order on screen, as a screen
    reader's review reads them (GtkGrid keeps its children newest first)."""
    app = launch()
    for page in PAGES:
        tab = app.select_tab(page.tab)
        wheels = page.wheels or [f"Reel {n}" for n in range(1, 6)]
        # A page is built when first shown: its wheels come a moment after its tab.
        shown = wait_for(lambda: [t.name for t in app.find_all("table", root=tab, showing=True)],
                         what=f"the {page.tab} page's wheels")
        expect(wheels, shown, f"the {page.tab} page's wheels in the accessible tree")


def test_the_accessible_tables_hold_the_models_rows(launch):
    with open(os.path.join(ROOT, "data", "statedictionary.plist"), "rb") as f:
        zips = plistlib.load(f)
    with open(os.path.join(ROOT, "data", "slotsymbols.plist"), "rb") as f:
        symbols = [symbol["name"] for symbol in plistlib.load(f)]
    app = launch("--page", "dependent")
    expect(sorted(zips), app.rows("State"), "the State wheel's accessible rows")
    app.pick("State", "Texas")
    wait_for(lambda: app.row_count("Zip code") == len(zips["Texas"]), what="Texas's zips")
    expect(zips["Texas"], app.rows("Zip code"), "the Zip code wheel's accessible rows")
    app.select_tab("Single")
    expect(CHARACTERS, app.rows("Character"), "the Character wheel's accessible rows")
    # The reels, at rest and while they roll (the drum draws row i mod n; the table never
    # changes).
    app.select_tab("Custom")
    reels = [f"Reel {n}" for n in range(1, 6)]
    for reel in reels:
        expect(symbols, app.rows(reel), f"{reel}'s accessible rows at rest")
    # Reel 5 rolls for 0.5 s after Spin: its table is read while it turns.
    app.press("Spin")
    start = time.monotonic()
    rows = app.rows("Reel 5")
    read = time.monotonic() - start
    expect(symbols, rows, "Reel 5's accessible rows while it rolled")
    assert read < 0.5, f"the read took {read:.2f} s, past the roll: it proves nothing"


def test_typing_turns_the_wheel_and_the_next_click_is_not_lost(launch):
    """Typing "Tex" on the State wheel turns it to Texas with no search pop-up: GTK's took
    the next click only to close itself, so a click on Select opened no alert."""
    app = launch("--page", "dependent")
    app.require("table", "State").queryComponent().grabFocus()
    app.type_text("Tex")
    expect("Texas", app.at_rest("State")[0], "the State after typing 'Tex'")
    expect(["Pickers"], [n for n in app.top_window_names() if n], "the app's windows")
    x, y, width, height = extents(app.require("push button", "Select"))
    app.click_at(x + width // 2, y + height // 2)
    title, message, _ = app.alert()
    assert title.startswith("You selected zip code 7") and "Texas" in message, (title, message)
    app.dismiss_alert()
    # After a pause, typing starts a new prefix.
    time.sleep(1.2)
    app.require("table", "State").queryComponent().grabFocus()
    app.type_text("Ala")
    expect("Alabama", app.at_rest("State")[0], "after a pause, 'Ala'")
