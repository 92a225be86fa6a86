"""A randomised session of AT-SPI actions with a fixed seed: tab switches, row picks,
button presses, alert checks and dismissals, spins. Each alert is checked against the rows
the screen shows, so the session tests behaviour, not only survival."""
import random
import re

from driver import expect, wait_for
from pages import PAGES, page as page_named

WHEELS = {page.tab: page.wheels for page in PAGES}


def expected_alert(app, page):
    """The (title, message, button) the page's alert must show, from the rows on screen."""
    if page == "Single":
        return (f"You selected {app.selected('Character')}!", "Thank you for choosing.",
                "You're welcome")
    if page == "Double":
        return ("Thank you for your order",
                f"Your {app.selected('Filling')} on {app.selected('Bread')} bread will be right up.",
                "Great!")
    if page == "Dependent":
        zip_code, state = app.selected("Zip code"), app.selected("State")
        return (f"You selected zip code {zip_code}.", f"{zip_code} is in {state}", "OK")
    return None


def run_session(app, actions=300, seed=2026):
    """Performs `actions` random actions; returns a count of each kind."""
    rng = random.Random(seed)
    page = page_named("date").tab
    app.select_tab(page)
    counts = {"tab": 0, "pick": 0, "press": 0, "dismiss": 0, "spin": 0}
    while sum(counts.values()) < actions:
        choice = rng.random()
        if choice < 0.2:
            page = rng.choice(list(WHEELS))
            app.select_tab(page)
            counts["tab"] += 1
        elif choice < 0.7 and WHEELS[page]:
            wheel = rng.choice(WHEELS[page])
            app.pick_index(wheel, rng.randrange(app.row_count(wheel)))
            counts["pick"] += 1
        elif page_named(page).button == "Spin":
            app.press("Spin")
            counts["spin"] += 1
            wait_for(lambda: app.button_showing("Spin") or app.find("alert", showing=True),
                     timeout=5, what="the spin to end")
            if app.find("alert", showing=True):
                expect("WINNER!", app.alert()[0], "win alert title")
                app.close_alert()  # its button, "Spin again", would spin
                counts["dismiss"] += 1
            wait_for(lambda: app.button_showing("Spin"), timeout=5, what="Spin back")
        else:
            want = expected_alert(app, page)
            app.press("Select")
            counts["press"] += 1
            shown = app.alert()
            if want:
                expect(want, shown, f"{page} alert in the session")
            else:
                assert re.fullmatch(page_named(page).alert, shown[0]), \
                    f"{page} alert in the session: {shown!r}"
            app.dismiss_alert()
            counts["dismiss"] += 1
    return counts
