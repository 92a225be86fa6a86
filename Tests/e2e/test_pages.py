"""End-to-end: the pages of the real window, driven through AT-SPI."""
import re

import pytest

from driver import expect, wait_for
from pages import PAGES, TABS

# The GNOME Shell lane walks every page and its alert; the sway lane a pick on the Single,
# Double and Dependent pages and its alert.
wayland = pytest.mark.wayland
shell = pytest.mark.shell


@shell
def test_window_has_its_tabs_in_order(launch):
    app = launch()
    expect("Pickers", app.window.name, "window title")
    expect(TABS, app.tabs(), "tabs")
    for page in PAGES:
        tab = app.select_tab(page.tab)
        expect(page.tab, tab.name, "selected tab")
        app.require("push button", page.button)

        def shown():
            return {table.name for table in app.find_all("table", showing=True)}
        # A page is built when first shown; its wheels reach AT-SPI a moment later.
        try:
            wait_for(lambda: set(page.wheels) <= shown(), what=f"the {page.tab} page's wheels")
        except AssertionError:
            pass  # the assertion below says what showed
        wheels = shown()
        assert set(page.wheels) <= wheels, f"the {page.tab} page shows {wheels}, not {page.wheels}"
        if page.button == "Select":
            app.press("Select")
            title = app.alert()[0]
            assert re.fullmatch(page.alert, title), \
                f"the {page.tab} alert should match {page.alert!r}, not {title!r}"
            app.dismiss_alert()


@pytest.mark.parametrize("character", ["Luke", pytest.param("Chewbacca", marks=wayland), "Lando"])
def test_single_alert_names_the_character(launch, character):
    app = launch("--page", "single")
    expect(["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"],
           app.rows("Character"), "Character wheel")
    app.pick("Character", character)
    app.press("Select")
    expect((f"You selected {character}!", "Thank you for choosing.", "You're welcome"),
           app.alert(), "Single alert")
    app.dismiss_alert()


@pytest.mark.parametrize("filling,bread", [("Turkey", "Rye"),
                                           pytest.param("Vegemite", "Seven Grain", marks=wayland),
                                           ("Ham", "White")])
def test_double_alert_names_filling_and_bread(launch, filling, bread):
    app = launch("--page", "double")
    app.pick("Filling", filling)
    app.pick("Bread", bread)
    expect(filling, app.selected("Filling"), "Filling wheel, after picking Bread")
    app.press("Select")
    expect(("Thank you for your order", f"Your {filling} on {bread} bread will be right up.",
            "Great!"), app.alert(), "Double alert")
    app.dismiss_alert()


@wayland
def test_dependent_zip_wheel_follows_the_state(launch):
    app = launch("--page", "dependent")
    expect("Alabama", app.selected("State"), "first state")
    expect("35004", app.selected("Zip code"), "first zip")
    app.pick("Zip code", "35010")
    app.pick("State", "Texas")
    wait_for(lambda: app.row_count("Zip code") == 2662, what="Texas's 2,662 zips")
    expect("73301", app.row("Zip code", 0), "Texas's first zip")
    expect("88595", app.row("Zip code", 2661), "Texas's last zip")
    expect("73301", app.selected("Zip code"), "zip selected after the state changed")
    app.press("Select")
    expect(("You selected zip code 73301.", "73301 is in Texas", "OK"), app.alert(),
           "Dependent alert")
    app.dismiss_alert()
    app.pick("Zip code", "75001")
    app.press("Select")
    expect("75001 is in Texas", app.alert()[1], "Dependent alert after picking a zip")
    app.dismiss_alert()
    app.pick("State", "Wyoming")
    wait_for(lambda: app.row_count("Zip code") == 195, what="Wyoming's 195 zips")
    expect("82001", app.selected("Zip code"), "Wyoming's first zip selected")
    app.press("Select")
    expect(("You selected zip code 82001.", "82001 is in Wyoming", "OK"), app.alert(),
           "Dependent alert for Wyoming")
    app.dismiss_alert()


SYMBOLS = ["seven", "bar", "crown", "cherry", "lemon", "apple"]
PLURALS = {"seven": "sevens", "bar": "bars", "crown": "crowns", "cherry": "cherries",
           "lemon": "lemons", "apple": "apples"}


def winning_sentence(reels):
    """The win sentence the reels on screen call for, or None."""
    best, start = (0, None), 0
    for i in range(1, len(reels) + 1):
        if i == len(reels) or reels[i] != reels[start]:
            if i - start > best[0]:
                best = (i - start, reels[start])
            start = i
    if best[0] < 3:
        return None
    return f"{['Three', 'Four', 'Five'][best[0] - 3]} {PLURALS[best[1]]} in a row!"


@shell
def test_custom_spins_until_a_win(launch):
    app = launch("--page", "custom", "--seed", "11")
    reels = [f"Reel {i}" for i in range(1, 6)]
    for reel in reels:
        expect(SYMBOLS, app.rows(reel), f"{reel} rows")
    for spin in range(1, 81):
        app.press("Spin")
        wait_for(lambda: not app.button_showing("Spin"), timeout=2,
                 what="the Spin button to hide during the spin")
        shown = [app.selected(reel) for reel in reels]
        sentence = winning_sentence(shown)
        if sentence:
            title, message, button = app.alert(timeout=3)
            expect(("WINNER!", sentence, "Spin again"), (title, message, button),
                   f"win alert after spin {spin} showing {shown}")
            assert app.label_showing("WINNER!"), "the WINNER! label is not showing"
            before = [app.selected(reel) for reel in reels]
            app.dismiss_alert()  # "Spin again", and it does, without waiting for Spin
            # Read at once, as the spin starts: a slower check could find it over already.
            hidden = not app.button_showing("Spin")
            wait_for(lambda: not app.label_showing("WINNER!"), timeout=1,
                     what="Spin again to start a spin (WINNER! cleared)")
            assert hidden, "Spin showed during the spin again"
            wait_for(lambda: app.button_showing("Spin") or app.find("alert", showing=True),
                     timeout=4, what="the spin again to end")
            again = [app.selected(reel) for reel in reels]
            assert again != before or winning_sentence(again), \
                f"the reels did not turn: {before} then {again}"
            return
        wait_for(lambda: app.button_showing("Spin"), timeout=3,
                 what=f"the Spin button back after losing spin {spin} {shown}")
        assert not app.label_showing("WINNER!"), f"WINNER! shown after a loss {shown}"
    raise AssertionError("no win in 80 spins with --seed 11")
