"""End-to-end: the app remembers, in $XDG_STATE_HOME/pickers/state.ini, its page, its window
size and every picker's rows but the Date page's, however it quits (Ctrl+Q, SIGTERM), and
starts with defaults and one warning when the file is corrupt."""
import os

import pytest

from driver import expect, wait_for


@pytest.fixture
def state_home(tmp_path):
    return str(tmp_path / "state")


def env(state_home):
    return {"XDG_STATE_HOME": state_home}


def state_file(state_home):
    return os.path.join(state_home, "pickers", "state.ini")


def choose(app):
    """Changes a row on every saved picker and ends on the Dependent page."""
    app.select_tab("Single")
    app.pick("Character", "Leia")
    app.select_tab("Double")
    app.pick("Filling", "Tuna Salad")
    app.pick("Bread", "Rye")
    app.menu("Meal Picker")
    app.top_window("Meal Picker")
    app.pick("Drink", "Coffee")  # the window stays open: its rows are saved from it
    app.select_tab("Dependent")
    app.pick("State", "Wyoming")
    wait_for(lambda: app.selected("Zip code") == "82001", what="Wyoming's zips")
    app.pick("Zip code", "82003")


def check_restored(app):
    wait_for(lambda: app.current_tab() == "Dependent", what="the page shown last")
    expect("Wyoming", app.selected("State"), "the State wheel")
    expect("82003", app.selected("Zip code"), "the zip wheel, after its state's reload")
    app.select_tab("Single")
    expect("Leia", app.selected("Character"), "the Single page")
    app.select_tab("Double")
    expect(("Tuna Salad", "Rye"), (app.selected("Filling"), app.selected("Bread")), "Double")
    app.menu("Meal Picker")
    app.top_window("Meal Picker")
    expect("Coffee", app.selected("Drink"), "the Meal Picker's Drink wheel")


def test_ctrl_q_saves_and_the_next_start_restores(launch, state_home):
    app = launch(env=env(state_home))
    choose(app)
    app.keys("ctrl+q")
    wait_for(lambda: not app.alive(), timeout=10, what="Ctrl+Q to quit")
    status, _ = app.close()
    expect(0, status, "exit status after Ctrl+Q")
    assert os.path.isfile(state_file(state_home)), "no state file written"
    check_restored(launch(env=env(state_home)))


def test_sigterm_saves_too(launch, state_home):
    app = launch(env=env(state_home))
    choose(app)
    status, _ = app.close()
    expect(0, status, "exit status on SIGTERM")
    check_restored(launch(env=env(state_home)))


def test_page_option_wins_over_the_saved_page(launch, state_home):
    app = launch(env=env(state_home))
    app.select_tab("Custom")
    app.close()
    app = launch("--page", "double", env=env(state_home))
    expect("Double", app.current_tab(), "--page over the saved page")


@pytest.mark.parametrize("contents", [
    "\x00\xff garbage [[[",
    "[window]\nwidth=-5\nheight=abc\nmaximized=perhaps\npage=nowhere\n"
    "[selections]\nsingle=99999999999\ndouble=a;b\nunknown=1\n",
])
def test_a_corrupt_state_starts_with_defaults_and_one_warning(launch, state_home, contents):
    os.makedirs(os.path.dirname(state_file(state_home)))
    with open(state_file(state_home), "w", encoding="latin-1") as f:
        f.write(contents)
    app = launch(env=env(state_home))
    expect("Date", app.current_tab(), "the default page")
    app.select_tab("Single")
    expect("Luke", app.selected("Character"), "the first character")
    status, stderr = app.close()
    warnings = [line for line in stderr.splitlines() if "saved state" in line]
    expect(1, len(warnings), f"warnings about the state in {stderr!r}")
    expect(0, status, "exit status")
