"""End-to-end: the header bar menu, keyboard shortcuts, About, and the two seed apps."""
import time

import pytest

from driver import expect, extents, wait_for
from screen import SCREEN
from pages import TABS


def test_primary_menu_lists_its_items(launch):
    app = launch()
    app.require("toggle button", "Main Menu").queryAction().doAction(0)
    for item in ["Animal Chooser", "Meal Picker", "Keyboard Shortcuts", "About Pickers", "Quit"]:
        app.require("push button", item)


def test_alt_number_and_ctrl_page_keys_switch_pages(launch):
    app = launch()
    for number, tab in enumerate(TABS, start=1):
        app.keys(f"alt+{number}")
        wait_for(lambda: app.current_tab() == tab, what=f"Alt+{number} to show {tab}")
    # Wrapping round is about positions: from the last tab to the first and back.
    app.keys("ctrl+Page_Down")
    wait_for(lambda: app.current_tab() == TABS[0], what="Ctrl+PageDown to wrap to the first")
    app.keys("ctrl+Page_Up")
    wait_for(lambda: app.current_tab() == TABS[-1], what="Ctrl+PageUp to wrap to the last")
    app.keys("ctrl+Page_Up")
    wait_for(lambda: app.current_tab() == TABS[-2], what="Ctrl+PageUp to the one before")


@pytest.mark.parametrize("combo", ["F1", "ctrl+question"])
def test_shortcuts_window_opens_by_keyboard(launch, combo):
    app = launch()
    app.keys(combo)
    window = app.top_window("Keyboard Shortcuts")
    # The titles are worded when the window is built: a page's tab, actions, a wheel key.
    shown = wait_for(lambda: set(app.labels_showing(root=window)) >= {"Single", "Quit", "Next wheel"}
                     and app.labels_showing(root=window), what="the shortcuts' titles")
    assert "Previous Page" in shown, shown


def test_f10_opens_the_menu_and_enter_on_a_wheel_presses_select(launch):
    app = launch("--page", "single")
    app.pick("Character", "Leia")
    app.wheel("Character").queryComponent().grabFocus()
    app.keys("Return")
    expect("You selected Leia!", app.alert()[0], "Enter on the Single wheel")
    app.dismiss_alert()
    app.keys("F10")
    app.require("push button", "About Pickers")


def test_about_dialog(launch):
    app = launch()
    app.menu("About Pickers")
    about = app.top_window("About Pickers")
    texts = " ".join(app.labels_showing(about))
    for expected in ["Pickers", "0.1.0", "Beginning iPhone Development"]:
        assert expected in texts, f"expected {expected!r} in the About dialog, it showed {texts!r}"


def test_about_shows_the_app_icon_from_the_build_tree(launch):
    """Run from the tree it was built in (make run), the app's icon is not installed: the
    source tree's desktop/icons is on the icon theme's path, so About shows the icon, blue
    and red, not GTK's grey broken image."""
    app = launch()
    app.menu("About Pickers")
    about = app.top_window("About Pickers")
    logo = wait_for(lambda: app.find("icon", root=about), what="the About dialog's logo")
    x, y, width, height = extents(logo)
    assert height >= 64, f"a logo {height} px tall: the broken image is 16"
    # The image is as wide as the dialog, the icon a square in its middle.
    left = x + (width - height) // 2

    def colours():
        pixels = SCREEN.pixels(left, y, height, height)
        rgb = [pixels[i:i + 3] for i in range(0, len(pixels) - 2, 3)]
        blue = sum(1 for r, g, b in rgb if b > r + 80 and b > g + 20) / len(rgb)
        red = sum(1 for r, g, b in rgb if r > g + 100 and r > b + 100) / len(rgb)
        return blue, red
    deadline = time.monotonic() + 3  # until the dialog is drawn
    while (blue_red := colours()) and not (blue_red[0] > 0.2 and blue_red[1] > 0.02) \
            and time.monotonic() < deadline:
        time.sleep(0.1)
    blue, red = blue_red
    assert blue > 0.2 and red > 0.02, f"the logo is {blue:.0%} blue and {red:.0%} red"


def test_ctrl_q_quits(launch):
    app = launch()
    app.keys("ctrl+q")
    wait_for(lambda: not app.alive(), what="Ctrl+Q to end the app")
    status, _ = app.close()
    expect(0, status, "exit status after Ctrl+Q")


def test_ctrl_w_closes_the_window_it_is_pressed_in(launch):
    """Ctrl+W closes a seed window, the chooser's dialog, and last the main window, which
    quits."""
    app = launch()
    app.menu("Meal Picker")
    app.top_window("Meal Picker")
    app.keys("ctrl+w", window="Meal Picker")
    wait_for(lambda: "Meal Picker" not in app.top_window_names(), what="Ctrl+W to close it")
    app.menu("Animal Chooser")
    seed = app.top_window("Animal Chooser")
    app.require("push button", "Choose Animal", root=seed).queryAction().doAction(0)
    app.top_window("Choose an Animal")
    app.keys("ctrl+w", window="Choose an Animal")
    wait_for(lambda: "Choose an Animal" not in app.top_window_names(),
             what="Ctrl+W to close the dialog")
    app.keys("ctrl+w", window="Animal Chooser")
    wait_for(lambda: "Animal Chooser" not in app.top_window_names(), what="Ctrl+W to close it")
    assert app.alive(), "closing a seed window ended the app"
    app.keys("ctrl+w")
    wait_for(lambda: not app.alive(), what="Ctrl+W in the main window to quit")
    expect(0, app.close()[0], "exit status after Ctrl+W")


def test_quit_from_the_menu_closes_every_window(launch):
    app = launch()
    app.menu("Meal Picker")
    app.top_window("Meal Picker")
    app.menu("Quit")
    wait_for(lambda: not app.alive(), what="Quit to end the app")
    expect(0, app.close()[0], "exit status after Quit")


def test_animal_chooser(launch):
    app = launch()
    app.menu("Animal Chooser")
    window = app.top_window("Animal Chooser")
    sentence = lambda: [t for t in app.labels_showing(window) if t.startswith("You changed")]  # noqa
    expect(["You changed nothing yet (Mouse and the sound Oink)"], sentence(), "first sentence")
    app.require("push button", "Choose Animal", root=window).queryAction().doAction(0)
    chooser = app.top_window("Choose an Animal")
    expect(["Mouse", "Goose", "Cat", "Dog", "Snake", "Bear", "Pig"], app.rows("Animal"),
           "Animal wheel (image rows, by name)")
    expect(["Oink", "Rawr", "Ssss", "Roof", "Meow", "Honk", "Squeak"], app.rows("Sound"),
           "Sound wheel, in the seed's order")
    app.pick("Animal", "Cat")
    wait_for(lambda: sentence() == ["You changed the Animal (Cat and the sound Oink)"],
             what="the sentence to follow the Animal wheel")
    app.pick("Sound", "Meow")
    wait_for(lambda: sentence() == ["You changed the Sound (Cat and the sound Meow)"],
             what="the sentence to follow the Sound wheel")
    app.require("push button", "Done", root=chooser).queryAction().doAction(0)
    wait_for(lambda: "Choose an Animal" not in app.top_window_names(), what="the chooser to close")
    app.require("push button", "Choose Animal", root=window).queryAction().doAction(0)
    app.top_window("Choose an Animal")
    expect("Cat", app.selected("Animal"), "the Animal wheel keeps its row between openings")
    app.pick("Animal", "Pig")
    wait_for(lambda: sentence() == ["You changed the Animal (Pig and the sound Meow)"],
             what="the sentence after reopening")


def test_meal_picker_labels_stay_put_as_their_values_change(launch):
    """The choices' rows hold still as Random changes them: the names end, and the values
    start, at the same x whatever the values' lengths ("Fried Rice", "Vegetable Curry")."""
    app = launch("--seed", "4")
    app.menu("Meal Picker")
    window = app.top_window("Meal Picker")
    wheels = ["Fruit", "Main Course", "Drink"]

    def edges():
        labels = app.find_all("label", root=window, showing=True)
        values = {label.description: extents(label)[0] for label in labels
                  if label.description in wheels}
        names = {label.name: sum(extents(label)[::2]) for label in labels
                 if label.name in [f"{w}:" for w in wheels]}
        return values, names

    first = edges()
    expect(3, len(first[0]), "the value labels")
    for press in range(6):
        before = [app.selected(w) for w in wheels]
        app.require("push button", "Random", root=window).queryAction().doAction(0)
        wait_for(lambda: all(app.selected(w) != b for w, b in zip(wheels, before)),
                 what=f"Random #{press + 1}")
        time.sleep(0.2)  # a frame for the labels' new layout
        expect(first, edges(), f"the labels' edges after Random #{press + 1}")


def test_meal_picker_random_moves_every_wheel(launch):
    app = launch("--seed", "4")
    app.menu("Meal Picker")
    window = app.top_window("Meal Picker")
    wheels = ["Fruit", "Main Course", "Drink"]

    def choices():
        """The value label of each course, found by its accessible description."""
        labels = {label.description: label.name
                  for label in app.find_all("label", root=window, showing=True)}
        return [labels.get(w) for w in wheels]

    expect(["Apple", "Fried Rice", "Water"], choices(), "first choices")
    app.pick("Fruit", "Pear")
    wait_for(lambda: choices()[0] == "Pear", what="the Fruit label to follow the wheel")
    for press in range(15):
        before = [app.selected(w) for w in wheels]
        app.require("push button", "Random", root=window).queryAction().doAction(0)
        wait_for(lambda: all(app.selected(w) != b for w, b in zip(wheels, before)),
                 what=f"Random #{press + 1} to move every wheel from {before}")
        after = [app.selected(w) for w in wheels]
        wait_for(lambda: choices() == after, what=f"labels {after} after Random")
