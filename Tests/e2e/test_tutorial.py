"""End-to-end: the app the tutorial ends with (Examples/Tutorial/YourOwnPage, built by
`make tutorial` into .build/tutorial), driven through AT-SPI as a learner would use it:
the book's five tabs and one of the learner's own, a wheel turned to a row by name, and
the page's button opening its alert. Its pages find the clone's data through
PICKERS_CLONE, as a learner's do."""
import os

from driver import ROOT, Pickers, expect

APP = os.path.join(ROOT, ".build", "tutorial", "debug", "MyPickers")


def test_the_tutorials_app_has_its_tabs_and_answers_select():
    assert os.path.exists(APP), f"{APP} is missing: build the tutorial with `make tutorial`"
    app = Pickers(binary=APP, title="Pickers", env={"PICKERS_CLONE": ROOT})
    try:
        expect(["Date", "Single", "Double", "Dependent", "Custom", "Colour"], app.tabs(),
               "the tutorial app's tabs")
        app.select_tab("Single")
        expect(["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"],
               app.rows("Character"), "the book's pickerData")
        app.pick("Character", "Chewbacca")
        app.press("Select")
        expect(("You selected Chewbacca!", "Thank you for choosing.", "You're welcome"),
               app.alert(), "the Single page's alert")
        app.dismiss_alert()
        assert app.alive(), "the tutorial app died"
    finally:
        app.close()
